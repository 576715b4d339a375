/**
 * The API call log (srmBaseInterfaceLogsList), written by an onResponse hook
 * after the answer has left. To stay cheap it keeps what an administrator
 * looks for and leaves out the portal's reads: every call of an OAuth app
 * (a `Bearer` token without the portal's signature), every refused or failed
 * call (status 400 and above), and every /api call that writes (any call
 * whose operation is not a read: list, find, count, current user, picture code).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADERS } from '@srm/domain/client/headers.ts';
import type { Db } from '../db/db.ts';
import { table } from '../db/tables.ts';

const LOG = table('srm_base_interface_logs');

const READ = /\/(listByPage|listCount|list\w*|find\w*|get\w*|query\w*|currentUser|randomValidateCode|ssoProviders|openapi|routes)$/;

export const isAppCall = (request: FastifyRequest): boolean =>
  /^Bearer\s/i.test(String(request.headers[HEADERS.authorization] ?? '')) && !request.headers[HEADERS.timestamp];

export function shouldLog(request: FastifyRequest, status: number): boolean {
  const path = request.url.split('?')[0];
  if (!path.startsWith('/api/')) return false;
  if (isAppCall(request) || status >= 400) return true;
  return request.method !== 'GET' && !READ.test(path);
}

export function registerCallLog(app: FastifyInstance, db: Db): void {
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    if (!shouldLog(request, status)) return;
    const caller = request.caller;
    const app_ = isAppCall(request);
    try {
      await db.query(
        `INSERT INTO ${LOG} (${LOG.$list('http_method', 'path', 'caller_name', 'caller_user_id', 'client_id', 'status_code', 'duration_ms', 'ip', 'created_by', 'last_updated_by')})
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
        [
          request.method,
          request.url.split('?')[0].slice(0, 500),
          (caller?.userName ?? (app_ ? 'OAuth (refused)' : 'anonymous')).slice(0, 120),
          caller?.userId ?? null,
          app_ && caller ? caller.userName.slice(0, 80) : null,
          status,
          Math.round(reply.elapsedTime),
          request.ip.slice(0, 64),
          caller?.userId ?? -1,
        ],
      );
    } catch (err) {
      request.log.warn({ err }, 'API call log not written');
    }
  });
}
