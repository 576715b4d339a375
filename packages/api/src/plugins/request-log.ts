/**
 * One JSON line per request, written when the answer has gone: request id,
 * method, route template, the URL with its secrets redacted (log-redaction.ts),
 * status, response time and who called (user and supplier ids). Fastify's own
 * pair of lines ("incoming request", "request completed") is turned off: one
 * line per request is half the volume and holds everything to find it by.
 *
 * The request id goes back in the `x-request-id` header of every answer and in
 * every error envelope (`requestId`, plugins/envelope.ts), and the portal shows
 * it under a server error, so a user's screenshot leads to this line.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { redactUrl } from './log-redaction.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming id a proxy or a calling system set (nginx's `$request_id`, a
 * trace id), when it looks like one: the same id then finds the request in the
 * proxy's log and ours. Anything else (too long, spaces, quotes, newlines) is
 * replaced, because the value is written into our log and echoed in a header,
 * and a client must not be able to shape either.
 */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,64}$/;

export function requestIdOf(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  if (typeof incoming === 'string' && WELL_FORMED.test(incoming)) return incoming;
  // 64 random bits, 16 hex digits: unique enough for a log and short enough to read off a screenshot.
  return randomBytes(8).toString('hex');
}

/** The Fastify options that go with this plugin: our id, under `requestId` in every line of the request, and no lines of Fastify's own. */
export function requestLogOptions(): Pick<FastifyServerOptions, 'genReqId' | 'logController'> {
  return { genReqId: requestIdOf, logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }) };
}

/** `level`: the configured LOG_LEVEL. A line the level would drop is not built: its URL redaction was a per-call cost of the list bench. */
export function registerRequestLog(app: FastifyInstance, level: string): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  if (level === 'silent' || level === 'fatal') return;
  const infoKept = level === 'info' || level === 'debug' || level === 'trace';
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    if (status < 500 && !infoKept) return;
    const caller = request.caller;
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      url: redactUrl(request.url),
      status,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      userId: caller?.userId ?? null,
      supplierId: caller?.supplierId ?? null,
      ip: request.ip,
    };
    if (status >= 500) request.log.error(line, 'request');
    else request.log.info(line, 'request');
  });
}
