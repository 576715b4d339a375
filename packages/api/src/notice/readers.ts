/**
 * Who read an announcement (noticeViewer), the next one the caller has not
 * read (getNextNotice), and the supplier's to-dos by kind (SupplierPending
 * listByGroup) with the one way to mark an informational one handled
 * (handleSupplierPending).
 */
import type { FastifyInstance } from 'fastify';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { routes } from '@srm/domain/routes/catalogue.ts';
import type { AppContext } from '../app-context.ts';
import type { Queryable } from '../db/db.ts';
import { ValidationError } from '../engine/app-error.ts';
import { writeAudit } from '../engine/audit.ts';
import { isSupplier, type Caller } from '../engine/caller.ts';
import type { Row } from '../engine/operations.ts';
import { personName } from '../engine/people.ts';
import { engineNow } from '../engine/clock.ts';
import { handleTodo } from '../engine/task-todos.ts';
import { callerOf } from '../plugins/guard.ts';
import { ok } from '../plugins/envelope.ts';
import { anyObject, int, nullable, object, routeSchema, str } from '../openapi/route-schema.ts';

const NOTICE_BASE = '/api/baseServer/v1/srmBaseNoticeRestful';
const PENDING_BASE = '/api/baseServer/v1/srmBaseSupplierPendingRestful';

/** A reader's view is an audit ACTION with this comment: the homes read "unread" from it. */
export const VIEW = 'VIEW';

/**
 * `caller` opened a published announcement: its view count, the audit entry
 * the homes mark it read by, and the reader row its author sees (noticeViewer).
 * Answers the view count and how often this caller has read it.
 */
export async function recordView(tx: Queryable, caller: Caller, notice: Row): Promise<{ viewCount: number; selfCount: number }> {
  const id = Number(notice.noticeId);
  const res = await tx.query<{ viewCount: number }>(
    'UPDATE srm_base_notices SET view_count = COALESCE(view_count, 0) + 1 WHERE notice_id = $1 RETURNING view_count AS "viewCount"',
    [id],
  );
  await writeAudit(tx, caller, 'notice', id, 'ACTION', {}, VIEW);
  await recordViewer(tx, caller, notice);
  const mine = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM saaf_audit_log WHERE entity_name = 'notice' AND operation = 'ACTION' AND comment = $1 AND user_id = $2 AND record_id = $3`,
    [VIEW, caller.userId, id],
  );
  return { viewCount: res.rows[0].viewCount, selfCount: mine.rows[0].n };
}

/** Records that `caller` opened the announcement: the first time and the last, and how often. */
async function recordViewer(tx: Queryable, caller: Caller, notice: Row): Promise<void> {
  if (caller.userId === -1) return;
  const name = (await personName(tx, caller.userId)) ?? caller.userName;
  await tx.query(
    `INSERT INTO srm_base_notice_viewers (notice_id, notice_code, notice_title, user_id, user_name, supplier_id, supplier_number, supplier_name, view_date, last_view_date, view_times, created_by, last_updated_by)
     SELECT $1, $2, $3, $4, $5, s.supplier_id, s.supplier_number, s.supplier_name, $7, $7, 1, $4, $4
       FROM (SELECT 1) one LEFT JOIN srm_pos_supplier_info s ON s.supplier_id = $6
     ON CONFLICT (notice_id, user_id) DO UPDATE SET last_view_date = $7, view_times = srm_base_notice_viewers.view_times + 1,
       last_update_date = now(), version_num = srm_base_notice_viewers.version_num + 1`,
    [
      Number(notice.noticeId),
      notice.noticeCode ?? null,
      notice.noticeTitle ?? null,
      caller.userId,
      name,
      isSupplier(caller) ? caller.supplierId : null,
      engineNow(),
    ],
  );
}

/** The caller's menu label of a to-do's kind, from the route catalogue; else the stored name. */
function kindLabel(menuCode: string | null, stored: string | null, lang: 'zh' | 'en'): string {
  const route = menuCode ? routes.find((r) => r.menu?.code === menuCode) : undefined;
  return route?.menu?.label[lang] ?? stored ?? '';
}

export function registerNoticeReaders(app: FastifyInstance, ctx: AppContext): void {
  const { db, ops } = ctx;
  const notice = getEntity('notice');
  const pendingDef = getEntity('supplierPending');

  app.post<{ Body: { noticeId?: number } }>(
    `${NOTICE_BASE}/getNextNotice`,
    {
      config: { access: 'authenticated' },
      schema: routeSchema({
        operationId: 'notice_getNextNotice',
        tag: 'Announcements',
        summary: 'The next published announcement the caller has not read (pinned first, newest first), or null',
        body: object({ noticeId: int('Skip this one (the one being read)') }),
        data: nullable(anyObject('An announcement')),
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const skip = Number(request.body?.noticeId ?? 0);
      const read = await db.query<{ id: number }>('SELECT notice_id AS id FROM srm_base_notice_viewers WHERE user_id = $1', [caller.userId]);
      const seen = new Set(read.rows.map((r) => Number(r.id)));
      // Pages of what the caller may see, in the home's order, until one is unread.
      for (let pageIndex = 1; ; pageIndex++) {
        const { rows } = await ops.listByPage(notice, caller, { noticeStatus: 'PUBLISHED', sort: ['-setTopFlag', '-publishDate'], pageIndex, pageRows: 100 });
        const next = rows.find((r) => !seen.has(Number(r.noticeId)) && Number(r.noticeId) !== skip);
        if (next) return ok(next);
        if (rows.length < 100) return ok(null);
      }
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    `${PENDING_BASE}/listByGroup`,
    {
      config: { access: 'authenticated' },
      schema: routeSchema({
        operationId: 'srmBaseSupplierPending_listByGroup',
        tag: 'Home',
        summary: "The open to-dos of the caller's supplier, grouped by kind (menu), newest first",
        body: object({ supplierId: int('Internal callers: one supplier') }),
        data: {
          type: 'array',
          items: object({ groupCode: str(), groupName: str(), count: int(), rows: { type: 'array', items: anyObject('A to-do') } }, [
            'groupCode',
            'count',
            'rows',
          ]),
        },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const filter: Record<string, unknown> = { handleFlag: 'N', cancelFlag: 'N', pageRows: 999 };
      if (!isSupplier(caller) && request.body?.supplierId) filter.supplierId = Number(request.body.supplierId);
      const { rows } = await ops.listByPage(pendingDef, caller, filter);
      const groups = new Map<string, { groupCode: string; groupName: string; count: number; rows: Row[] }>();
      for (const row of rows) {
        const code = String(row.menuCode ?? row.entityName ?? row.billType ?? 'OTHER');
        let group = groups.get(code);
        if (!group) {
          group = { groupCode: code, groupName: kindLabel(row.menuCode as string | null, row.menuName as string | null, caller.lang), count: 0, rows: [] };
          groups.set(code, group);
        }
        group.count++;
        group.rows.push(row);
      }
      return ok([...groups.values()].sort((a, b) => b.count - a.count || a.groupName.localeCompare(b.groupName)));
    },
  );

  app.post<{ Body: { supplierPendingId?: number } }>(
    `${PENDING_BASE}/handleSupplierPending`,
    {
      config: { access: 'authenticated' },
      schema: routeSchema({
        operationId: 'srmBaseSupplierPending_handleSupplierPending',
        tag: 'Home',
        summary: "Mark one of the supplier's informational to-dos handled (one waiting on an action closes when the action is taken)",
        body: object({ supplierPendingId: int() }, ['supplierPendingId']),
        data: anyObject('The to-do'),
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      // Read in the caller's scope: another supplier's to-do is not found.
      const todo = await ops.findById(pendingDef, caller, { supplierPendingId: request.body?.supplierPendingId });
      if (!isSupplier(caller) && caller.userId !== -1 && !caller.isAdmin)
        throw new ValidationError([{ field: 'supplierPendingId', key: 'notice.pendingSupplierOnly' }]);
      if (todo.actionName) throw new ValidationError([{ field: 'supplierPendingId', key: 'notice.pendingWaitsOnAction' }]);
      if (todo.handleFlag !== 'Y') await handleTodo(db, caller, 'suppliers', Number(todo.supplierPendingId));
      return ok(await ops.findById(pendingDef, caller, { supplierPendingId: todo.supplierPendingId }));
    },
  );
}
