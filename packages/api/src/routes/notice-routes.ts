/**
 * What the homes need of announcements beyond the generic router (SPEC section
 * 7 "Home calls"): `listSummaryByPage` answers published announcements with the
 * caller's own view count (`selfCount`, 0 = unread, shown bold), and `viewNotice`
 * opens one: it counts the view (`viewCount`) and remembers that this user read
 * it. A view is recorded in the audit trail as an ACTION with comment VIEW, so
 * "who read it" needs no table of its own; it does not change the version, so
 * readers never make an editor's save stale.
 */
import type { FastifyInstance } from 'fastify';
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { AppContext, FeatureModule } from '../app-context.ts';
import { writeAudit } from '../engine/audit.ts';
import { callerOf } from '../plugins/guard.ts';
import { ok } from '../plugins/envelope.ts';
import type { Row } from '../engine/operations.ts';
import { platformSchemas } from './platform-schemas.ts';

export const NOTICE_BASE = '/api/baseServer/v1/srmBaseNoticeRestful';
const VIEW = 'VIEW';

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
      const id = Number(notice.noticeId);
      // A draft opened by its editor (preview) is not a reader's view.
      if (notice.noticeStatus !== 'PUBLISHED') return ok({ ...notice, selfCount: 0 });
      const counted = await db.transaction(async (tx) => {
        const res = await tx.query<{ viewCount: number }>(
          'UPDATE srm_base_notices SET view_count = COALESCE(view_count, 0) + 1 WHERE notice_id = $1 RETURNING view_count AS "viewCount"',
          [id],
        );
        await writeAudit(tx, caller, 'notice', id, 'ACTION', {}, VIEW);
        const mine = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM saaf_audit_log WHERE entity_name = 'notice' AND operation = 'ACTION' AND comment = $1 AND user_id = $2 AND record_id = $3`,
          [VIEW, caller.userId, id],
        );
        return { viewCount: res.rows[0].viewCount, selfCount: mine.rows[0].n };
      });
      return ok({ ...notice, ...counted });
    },
  );
}

export const noticeFeature: FeatureModule = (app, ctx) => registerNoticeRoutes(app, ctx);
