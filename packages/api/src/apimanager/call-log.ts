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
import { tickBatch } from '../db/tick-batch.ts';

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

interface LoggedCall {
  method: string;
  path: string;
  callerName: string;
  callerUserId: number | null;
  clientId: string | null;
  status: number;
  durationMs: number;
  ip: string;
  at: Date;
}

/** The calls of one event-loop turn in one INSERT (db/tick-batch.ts): the answers have left, nobody waits for it. */
function writeCalls(db: Db, log: FastifyInstance['log']) {
  return async (calls: LoggedCall[]): Promise<void> => {
    const column = <K extends keyof LoggedCall>(key: K) => calls.map((c) => c[key]);
    try {
      await db.query(
        `INSERT INTO ${LOG} (${LOG.$list('http_method', 'path', 'caller_name', 'caller_user_id', 'client_id', 'status_code', 'duration_ms', 'ip', 'creation_date', 'created_by', 'last_updated_by')})
         SELECT m, p, n, u, c, s, d, i, a, coalesce(u, -1), coalesce(u, -1)
           FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::text[], $6::int[], $7::int[], $8::text[], $9::timestamptz[]) AS x(m, p, n, u, c, s, d, i, a)`,
        [
          column('method'),
          column('path'),
          column('callerName'),
          column('callerUserId'),
          column('clientId'),
          column('status'),
          column('durationMs'),
          column('ip'),
          column('at'),
        ],
      );
    } catch (err) {
      log.warn({ err, calls: calls.length }, 'API call log not written');
    }
  };
}

export function registerCallLog(app: FastifyInstance, db: Db): void {
  const batch = tickBatch(writeCalls(db, app.log));
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    if (!shouldLog(request, status)) return;
    const caller = request.caller;
    const app_ = isAppCall(request);
    batch.add({
      method: request.method,
      path: request.url.split('?')[0].slice(0, 500),
      callerName: (caller?.userName ?? (app_ ? 'OAuth (refused)' : 'anonymous')).slice(0, 120),
      callerUserId: caller?.userId ?? null,
      clientId: app_ && caller ? caller.userName.slice(0, 80) : null,
      status,
      durationMs: Math.round(reply.elapsedTime),
      ip: request.ip.slice(0, 64),
      at: new Date(),
    });
  });
  // Written before the app's close resolves: whoever opened the database closes it after.
  app.addHook('onClose', () => batch.close());
}
