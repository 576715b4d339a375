/**
 * How a caller proves who it is, as the guard (plugins/guard.ts) checks it:
 * every /api call is signed with a timestamp and a signature over that
 * timestamp and the session token; signed-in calls also send the token.
 */
import { HEADERS } from '@srm/domain/client/headers.ts';
import { SIGNATURE_WINDOW_MS } from '@srm/domain/client/signature.ts';
import type { JsonSchema } from './field-schema.ts';

const minutes = SIGNATURE_WINDOW_MS / 60_000;

export const SIGNATURE_DESCRIPTION = [
  `Every /api call except the few marked unsigned carries \`${HEADERS.timestamp}\` and \`${HEADERS.signature}\`.`,
  `- \`${HEADERS.timestamp}\`: the client's clock in milliseconds since 1970-01-01 UTC (10 to 16 digits), within ${minutes} minutes of the server's.`,
  `- \`${HEADERS.signature}\`: let \`n = (last digit of the timestamp mod 4) + 1\` and \`v = timestamp + ":" + token\` (token is the session token sent in \`${HEADERS.authorization}\`, the empty string before signing in). Repeat n times: \`v = lowercase hex of SHA-256 of the UTF-8 bytes of v\`. The signature is the final v (64 hex characters).`,
  '  Example: timestamp `1700000000001`, no token: n = 2, v = sha256hex(sha256hex("1700000000001:")).',
  `- \`${HEADERS.authorization}\`: the session token answered by login as \`data.authorizationCode\` (a \`Bearer \` prefix is accepted). Required by every operation except the public ones.`,
  `- \`${HEADERS.respId}\` (optional): the responsibility to work under, one of \`data.responsibilities\` of currentUser; without it the session's current one.`,
  `- \`${HEADERS.language}\` (optional): \`CN\` or \`EN\`, the language of \`msg\` and field messages (else \`Accept-Language\`, else Chinese).`,
  'A link that cannot set headers (downloads, PDF views, the WebSockets) carries `ticket` in the query instead: a one-use ticket for exactly that path and query, valid a minute, answered by the signed call `accessTicket` { path, params }. The session token is never accepted in the query.',
  'Refusals: a missing, stale or wrong signature answers 401 BAD_SIGNATURE; a missing or expired token 401 UNAUTHENTICATED; an administrator-only call by someone else 403 FORBIDDEN.',
].join('\n');

export const SECURITY_SCHEMES: Record<string, JsonSchema> = {
  token: { type: 'apiKey', in: 'header', name: HEADERS.authorization, description: 'Session token from login (`data.authorizationCode`).' },
  timestamp: {
    type: 'apiKey',
    in: 'header',
    name: HEADERS.timestamp,
    description: `Milliseconds since the epoch, within ${minutes} minutes of the server clock.`,
  },
  signature: { type: 'apiKey', in: 'header', name: HEADERS.signature, description: SIGNATURE_DESCRIPTION },
};

/** Header parameters every /api operation accepts besides the security headers. */
export const COMMON_PARAMETERS: Record<string, JsonSchema> = {
  language: {
    name: HEADERS.language,
    in: 'header',
    required: false,
    schema: { type: 'string', enum: ['CN', 'EN'] },
    description: 'Language of messages in the answer',
  },
  respId: {
    name: HEADERS.respId,
    in: 'header',
    required: false,
    schema: { type: 'string', pattern: '^\\d+$' },
    description: 'Responsibility to work under (one held by the user)',
  },
};

/** The security requirement of a route by its declared access. */
export function securityOf(access: string, unsigned: boolean): JsonSchema[] {
  if (access === 'public')
    return unsigned
      ? []
      : [
          { timestamp: [], signature: [] },
          { token: [], timestamp: [], signature: [] },
        ];
  // Unsigned signed-in routes are links that carry a one-use ticket (see the description).
  return [{ token: [], timestamp: [], signature: [] }];
}
