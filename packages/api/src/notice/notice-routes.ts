/**
 * What the homes need of announcements beyond the generic router (SPEC section
 * 7 "Home calls"): `listSummaryByPage` answers published announcements with the
 * caller's own view count (`selfCount`, 0 = unread, shown bold), and `viewNotice`
 * opens one: it counts the view (`viewCount`) and remembers that this user read
 * it (notice/readers.ts `recordView`: an audit ACTION with comment VIEW, which
 * the homes read, and a reader row for the author); it does not change the
 * notice's version, so readers never make an editor's save stale.
 */
import type { FastifyInstance } from 'fastify';
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { AppContext } from '../app-context.ts';
import { callerOf } from '../plugins/guard.ts';
import { ok } from '../plugins/envelope.ts';
import type { Row } from '../engine/operations.ts';
import { platformSchemas } from '../routes/platform-schemas.ts';
import { recordView, VIEW } from './readers.ts';

export const NOTICE_BASE = '/api/baseServer/v1/srmBaseNoticeRestful';

export function registerNoticeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, ops } = ctx;
  const def = getEntity('notice');

  app.post<{ Body: Record<string, unknown> }>(
    `${NOTICE_BASE}/listSummaryByPage`,
    { config: { access: 'authenticated' }, schema: platformSchemas.noticeSummary },
    async (request) => {
      const caller = callerOf(request);
      const { userId: _u, orgId: _o, ...filters } = request.body ?? {};
      // Readers page through published notices by number: few enough to count each time.
      const { rows, ...page } = await ops.listByPage(def, caller, {
        ...filters,
        exactCount: true,
        noticeStatus: 'PUBLISHED',
        sort: filters.sort ?? ['-setTopFlag', '-publishDate'],
      });
      const ids = rows.map((r) => Number(r.noticeId));
      const seen = ids.length
        ? await db.query<{ id: number; n: number }>(
            `SELECT record_id AS id, count(*)::int AS n FROM saaf_audit_log
            WHERE entity_name = 'notice' AND operation = 'ACTION' AND comment = $1 AND user_id = $2 AND record_id = ANY($3) GROUP BY record_id`,
            [VIEW, caller.userId, ids],
          )
        : { rows: [] };
      const counts = new Map(seen.rows.map((r) => [Number(r.id), r.n]));
      return { ...ok(rows.map((r) => ({ ...r, selfCount: counts.get(Number(r.noticeId)) ?? 0 }))), ...page };
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    `${NOTICE_BASE}/viewNotice`,
    { config: { access: 'authenticated' }, schema: platformSchemas.viewNotice },
    async (request) => {
      const caller = callerOf(request);
      const notice: Row = await ops.findById(def, caller, request.body ?? {});
      // A draft opened by its editor (preview) is not a reader's view.
      if (notice.noticeStatus !== 'PUBLISHED') return ok({ ...notice, selfCount: 0 });
      const counted = await db.transaction((tx) => recordView(tx, caller, notice));
      return ok({ ...notice, ...counted });
    },
  );
}
