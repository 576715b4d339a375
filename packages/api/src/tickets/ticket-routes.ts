/**
 * `POST /api/baseServer/v1/baseLoginService/accessTicket` { path, params? }:
 * a signed call of the portal session that answers a one-use ticket
 * (tickets.ts) for the GET request `path?params`, which a link or a WebSocket
 * then carries as `?ticket=` in place of the session token.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db.ts';
import { ValidationError } from '../engine/app-error.ts';
import { ok } from '../plugins/envelope.ts';
import { sessionOf, callerOf } from '../plugins/guard.ts';
import { object, routeSchema, str, int, anyObject } from '../openapi/route-schema.ts';
import { issueTicket, purposeOf, TICKET_PARAM, TICKET_SECONDS } from './tickets.ts';

export const TICKET_ROUTE = '/api/baseServer/v1/baseLoginService/accessTicket';

/** A path of this site, as the browser will send it: no scheme or host, no query (that is `params`). */
const PATH = /^\/(?!\/)[^?#\s\\]{0,499}$/;

function paramsOf(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new ValidationError([{ field: 'params', key: 'ticket.params' }]);
  const out: Record<string, string> = {};
  for (const [name, v] of Object.entries(value)) {
    if (name === TICKET_PARAM || !['string', 'number', 'boolean'].includes(typeof v)) throw new ValidationError([{ field: 'params', key: 'ticket.params' }]);
    out[name] = String(v);
  }
  return out;
}

export function registerTicketRoutes(app: FastifyInstance, db: Queryable): void {
  app.post<{ Body: { path?: unknown; params?: unknown } }>(
    TICKET_ROUTE,
    {
      config: { access: 'authenticated', rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: routeSchema({
        operationId: 'accessTicket',
        tag: 'Auth',
        summary: 'A one-use ticket (a minute) for one GET link or WebSocket of this session, sent as ?ticket= instead of the token',
        body: object({ path: str('The path, e.g. /api/fileServer/v2/file/download or /srm-ws', 500), params: anyObject('Its query parameters') }, ['path']),
        data: object({ ticket: str(), expiresIn: int('Seconds') }),
      }),
    },
    async (request) => {
      const session = sessionOf(request);
      const body = (request.body ?? {}) as { path?: unknown; params?: unknown };
      if (typeof body.path !== 'string' || !body.path) throw new ValidationError([{ field: 'path', key: 'rule.required' }]);
      if (!PATH.test(body.path)) throw new ValidationError([{ field: 'path', key: 'ticket.path' }]);
      const params = paramsOf(body.params);
      const ticket = await issueTicket(db, session.sessionId, callerOf(request).respId, purposeOf(body.path, params));
      return ok({ ticket, expiresIn: TICKET_SECONDS });
    },
  );
}
