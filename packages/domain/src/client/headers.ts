/** Header names every request carries (SPEC section 7). */
export const HEADERS = {
  /** The session token (SPEC: authorization code). */
  authorization: 'authorization',
  timestamp: 'x-srm-timestamp',
  signature: 'x-srm-signature',
  /** Identifies the client application (SPEC: certificate). */
  certificate: 'x-srm-certificate',
  /** CN or EN (lookup SYSTEM_LANGUAGE). */
  language: 'x-srm-language',
  /** The responsibility the caller works under. */
  respId: 'x-srm-resp-id',
} as const;

export const WEB_CERTIFICATE = 'srm-web';
