/** Where the OAuth provider is mounted; its issuer is the configured public address with this path. */
export const OAUTH_PREFIX = '/oauth';
