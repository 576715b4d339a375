/**
 * How a caller proves who it is, as the guard (plugins/guard.ts) checks it:
 * every /api call is signed with a timestamp and a signature over that
 * timestamp and the session token; signed-in calls also send the token.
 */
import { HEADERS } from '@srm/domain/client/headers.ts';
import { SIGNATURE_WINDOW_MS } from '@srm/domain/client/signature.ts';
import {
  MESSAGE_ID_HEADER,
  SIGNATURE_HEADER as MESSAGE_SIGNATURE_HEADER,
  TIMESTAMP_HEADER as MESSAGE_TIMESTAMP_HEADER,
  WINDOW_SECONDS,
} from '../interface/signing.ts';
import { OAUTH_PREFIX } from '../sso/oauth-paths.ts';
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

/** How an integrator's program calls without a person signing in: an OAuth app's client credentials (sso/oauth-caller.ts). */
export const OAUTH_DESCRIPTION = [
  'An administrator registers the integration as an API app (menu OAuth apps, `baseOauthAppList`): grant type `client_credentials`, scope `api`, and the responsibilities it acts with (its grants and data limits are the app’s technical user’s). Saving it, or resetting its secret, shows the client secret once.',
  `The program asks \`POST ${OAUTH_PREFIX}/token\` with \`grant_type=client_credentials&scope=api\` (form-encoded), the client id and secret as HTTP Basic authentication, and sends the answered \`access_token\` as \`${HEADERS.authorization}: Bearer <access_token>\` until \`expires_in\` runs out.`,
  `Such a call carries no \`${HEADERS.timestamp}\` nor \`${HEADERS.signature}\` (a call with a timestamp is read as a portal call). Administrator-only operations answer 403 FORBIDDEN to an app; a disabled app, a revoked or expired token, or one without the \`api\` scope answers 401 UNAUTHENTICATED.`,
].join('\n\n');

/** How an ERP's message to an inbound interface is authenticated (interface/inbound.ts, interface/signing.ts). */
export const MESSAGE_SIGNATURE_DESCRIPTION = [
  `\`${MESSAGE_SIGNATURE_HEADER}\`: \`sha256=\` followed by the lowercase hex HMAC-SHA256, under the interface's signing secret, of the UTF-8 string \`<${MESSAGE_TIMESTAMP_HEADER}>.<${MESSAGE_ID_HEADER}>.<raw body>\` (the body exactly as sent).`,
  `\`${MESSAGE_TIMESTAMP_HEADER}\` is seconds since 1970 (not milliseconds), within ${WINDOW_SECONDS / 60} minutes of the server clock; \`${MESSAGE_ID_HEADER}\` is the sender's id of the message (or \`messageId\` in the body, the two agreeing), and a message id accepted before is answered with its first answer and written nowhere.`,
  'The same signature, under an outbound interface’s signing secret, is what the SRM sends to an ERP when the interface’s header interceptor is HMAC_SIGNATURE (see the webhooks).',
].join(' ');

export const SECURITY_SCHEMES: Record<string, JsonSchema> = {
  oauth: {
    type: 'oauth2',
    description: OAUTH_DESCRIPTION,
    flows: { clientCredentials: { tokenUrl: `${OAUTH_PREFIX}/token`, scopes: { api: 'Call the API as the app’s technical user' } } },
  },
  inboundApiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'x-api-key',
    description: 'The inbound interface’s API key, in `X-Api-Key` or the header the interface names (its authentication user field).',
  },
  messageTimestamp: { type: 'apiKey', in: 'header', name: MESSAGE_TIMESTAMP_HEADER, description: 'Seconds since 1970, signed with the message.' },
  messageId: { type: 'apiKey', in: 'header', name: MESSAGE_ID_HEADER, description: 'The sender’s id of the message: makes it idempotent.' },
  messageSignature: { type: 'apiKey', in: 'header', name: MESSAGE_SIGNATURE_HEADER, description: MESSAGE_SIGNATURE_DESCRIPTION },
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
  if (unsigned) return [{ token: [], timestamp: [], signature: [] }];
  // An OAuth app may call whatever is not the administrator's (plugins/guard.ts answers it 403 there).
  return access === 'admin' ? [{ token: [], timestamp: [], signature: [] }] : [{ token: [], timestamp: [], signature: [] }, { oauth: ['api'] }];
}
