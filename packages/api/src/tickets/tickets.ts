/**
 * One-use tickets: what a URL a browser opens by itself (a download, a preview,
 * a WebSocket) carries instead of the session token, which would otherwise be
 * kept by request logs, browser history and proxies. A ticket is random, lives
 * a minute, is good once, and only for the session that asked for it and the
 * request it was asked for (its path and query). Kept in sys_access_tickets, so
 * any server process redeems what another issued; only a digest is stored.
 */
import type { Queryable } from '../db/db.ts';
import { digest, newToken } from '../auth/tokens.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { table } from '../db/tables.ts';

const TICKET = table('sys_access_tickets');
const s = table('sys_sessions').as('s');
const u = table('saaf_users').as('u');

export const TICKET_SECONDS = 60;
/** The query parameter a ticketed URL carries. */
export const TICKET_PARAM = 'ticket';

/**
 * What a ticket is good for: the path and its query but the ticket, in one
 * order, so `?a=1&b=2` and `?b=2&a=1` are the same request and any other
 * parameter (another file id) is not.
 */
export function purposeOf(path: string, query: Record<string, unknown>): string {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(query)) {
    if (name === TICKET_PARAM) continue;
    for (const v of Array.isArray(value) ? value : [value]) pairs.push([name, String(v)]);
  }
  pairs.sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0) : a[0] < b[0] ? -1 : 1));
  return JSON.stringify([path, pairs]);
}

/** Issues a ticket for one request of this session, acting with `respId`; the ticket is answered once and never stored. */
export async function issueTicket(db: Queryable, sessionId: number, respId: number | null, purpose: string): Promise<string> {
  const ticket = newToken();
  // Expired tickets are swept as new ones are made (the table holds a minute's worth), in the same statement.
  await db.query(
    `WITH swept AS (DELETE FROM ${TICKET} WHERE ${TICKET.expires_at} < now() - interval '1 minute')
     INSERT INTO ${TICKET} (${TICKET.$list('ticket_hash', 'session_id', 'resp_id', 'purpose', 'expires_at')})
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [digest(ticket), sessionId, respId, purpose, TICKET_SECONDS],
  );
  return ticket;
}

/**
 * Takes a ticket for the request it came with: deleted whatever the outcome (a
 * ticket shown to the wrong request is spent), answering the session and the
 * responsibility it acts as when it was live and issued for this purpose.
 */
export async function redeemTicket(db: Queryable, ticket: string, purpose: string): Promise<{ sessionId: number; respId: number | null } | undefined> {
  const res = await db.query<{ sessionId: string; respId: string | null; purpose: string; live: boolean }>(
    `DELETE FROM ${TICKET} WHERE ${TICKET.ticket_hash} = $1
     RETURNING ${TICKET.$fields('session_id', 'resp_id', 'purpose')}, ${TICKET.expires_at} > now() AS live`,
    [digest(ticket)],
  );
  const row = res.rows[0];
  if (!row?.live || row.purpose !== purpose) return undefined;
  return { sessionId: Number(row.sessionId), respId: row.respId === null ? null : Number(row.respId) };
}

/** A live session by its id: a ticket names its session so, and a socket opened with one checks it again so. */
export async function liveSession(db: Queryable, sessionId: number): Promise<SessionUser | undefined> {
  const res = await db.query<SessionUser>(
    `SELECT ${s.$fields('session_id')}, ${u.$fields('user_id', 'user_name', 'user_full_name', 'user_type', 'supplier_id', 'supplier_name', 'org_id', 'language', 'admin_flag')},
            ${s.resp_id} AS "sessionRespId", ${s.$fields('expires_at')}
       FROM ${s} JOIN ${u} ON ${u.user_id} = ${s.user_id}
      WHERE ${s.session_id} = $1 AND ${s.expires_at} > now() AND ${u.enabled_flag} = 'Y'`,
    [sessionId],
  );
  return res.rows[0];
}
