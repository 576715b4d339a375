/**
 * The server's log options: what a request line says about the request. Links
 * that cannot set headers (downloads, PDF views, SSO callbacks) carry their
 * token, signature, ticket or code in the query, and a log is read by more
 * people than may sign in as the caller: such values are written as
 * `[redacted]`. A request is logged by method, path, query and the client's
 * address only, never its headers (Authorization, cookies, API keys) or its
 * body; pino's redaction also covers those paths should a line carry them.
 */
import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

export const REDACTED = '[redacted]';

/** Query names whose values are credentials or one-time proofs (token, sig, ticket, access_token, code, password, secret, api keys...). */
const SECRET_PARAM = /token|sig|ticket|code|pass|pwd|secret|key|auth|session|cookie|assertion|otp|nonce|state|credential/i;

/** The URL with the value of every secret-looking query parameter redacted (the path and the other parameters as they were). */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  const kept = [...params].map(([name, value]) => `${encodeURIComponent(name)}=${SECRET_PARAM.test(name) ? REDACTED : encodeURIComponent(value)}`);
  return `${url.slice(0, at)}?${kept.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  socket?: { remotePort?: number };
}

const HEADER_PATHS = ['authorization', 'cookie', 'set-cookie', 'x-api-key', 'x-signature', 'x-access-token', 'proxy-authorization'];

/** Fastify's `logger` option for `config` (false when silent); `stream` is where lines go (stdout unless a test captures them). */
export function loggerOptions(config: Pick<Config, 'logLevel'>, stream?: Writable): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: LoggedRequest) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip, remotePort: req.socket?.remotePort }),
    },
    redact: {
      paths: [...HEADER_PATHS.flatMap((h) => [`req.headers["${h}"]`, `res.headers["${h}"]`, `headers["${h}"]`]), 'req.body', 'body', 'password', '*.password'],
      censor: REDACTED,
    },
  };
}
