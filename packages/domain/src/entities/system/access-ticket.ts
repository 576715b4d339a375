import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A one-use ticket that stands for a session in a URL a browser opens by itself
 * (a download link, a preview, a WebSocket), so the session token never goes in
 * a query string that logs, history and proxies keep. Kept in the database so
 * any server process redeems it; only its digest is stored. Written and
 * consumed by api/src/tickets/tickets.ts alone.
 */
export default defineEntity({
  name: 'accessTicket',
  domain: 'system',
  label: { zh: '访问票据', en: 'Access ticket' },
  service: 'baseServer',
  rest: null,
  table: 'sys_access_tickets',
  key: 'ticketId',
  audit: false,
  fields: [
    f.text('ticketHash', '票据摘要', 'Ticket hash', { required: true, unique: true, maxLength: 64 }),
    f.integer('sessionId', '会话ID', 'Session id', { required: true }),
    f.integer('respId', '职责', 'Responsibility'),
    f.text('purpose', '用途', 'Purpose', { required: true, maxLength: 2000 }),
    f.datetime('expiresAt', '过期时间', 'Expires at', { required: true, index: true }),
  ],
});
