/**
 * What a workflow transition leaves behind: the to-dos of the state it left are
 * closed, whoever may act in the new state gets one, and the supplier is told
 * when the document is now theirs to see.
 */
import type { ActionDef, EntityDef } from '@srm/domain/entity/types.ts';
import { listRouteOf, routesOfEntity } from '@srm/domain/routes/catalogue.ts';
import { recordLabel } from '@srm/domain/entity/shown.ts';
import type { Queryable } from '../db/db.ts';
import type { Caller } from './caller.ts';
import type { PendingEvents } from './events.ts';
import { deliverInApp, eventOfAction } from '../message/centre.ts';

/** The menu of the to-dos an approval process makes, one per task; the process closes those itself. */
export const PROCESS_TODO_MENU = 'WF_MY_UPCOMING';

export function documentNumber(def: EntityDef, record: Record<string, unknown>): string {
  const numbered = def.fields.find((f) => f.autoNumber);
  const value = (numbered && record[numbered.name]) ?? (def.titleField && record[def.titleField]) ?? record[def.key];
  return String(value);
}

function billTypeOf(action: ActionDef): string {
  if (action.actor === 'supplier') return 'CONFIRM';
  return action.action === 'approval' ? 'APPROVAL' : 'HANDLE';
}

/**
 * Where a to-do or notification about the record leads: its kind's list when the
 * kinds have their own (`record`), else the entity's first; a supplier's to the
 * page the list opens suppliers' rows in.
 */
export function linkOf(def: EntityDef, id: number, record?: Record<string, unknown>, forSupplier = false) {
  const route = (record && listRouteOf(def.name, record)) || routesOfEntity(def.name).find((r) => r.menu) || routesOfEntity(def.name)[0];
  if (!route) return { billLink: null, menuCode: null, menuName: null };
  const page = (forSupplier && route.supplierEditPath) || route.editPath || route.path;
  return { billLink: `${page}?id=${id}`, menuCode: route.menu?.code ?? null, menuName: route.menu?.label.zh ?? null };
}

/** Users whose responsibilities grant `resource` on a menu that serves `def`. */
export async function usersWhoCan(tx: Queryable, def: EntityDef, resource: string): Promise<{ userId: number; language: string }[]> {
  const paths = routesOfEntity(def.name).map((r) => r.path);
  if (!paths.length) return [];
  const res = await tx.query<{ userId: number; language: string }>(
    `SELECT DISTINCT u.user_id AS "userId", COALESCE(u.language, 'CN') AS language
       FROM saaf_users u
       JOIN saaf_user_resp ur ON ur.user_id = u.user_id
            AND (ur.start_date IS NULL OR ur.start_date <= current_date)
            AND (ur.end_date IS NULL OR ur.end_date >= current_date)
       JOIN saaf_responsibilitys r ON r.resp_id = ur.resp_id AND r.enabled_flag = 'Y'
       JOIN saaf_resp_roles rr ON rr.resp_id = r.resp_id
       JOIN saaf_role_resources rres ON rres.role_id = rr.role_id AND rres.resource_code = $1
       JOIN saaf_menus m ON m.menu_id = rres.menu_id AND m.html_url = ANY($2) AND m.enabled_flag = 'Y'
      WHERE u.enabled_flag = 'Y'`,
    [resource, paths],
  );
  return res.rows;
}

export async function afterTransition(
  tx: Queryable,
  def: EntityDef,
  record: Record<string, unknown>,
  /** Null when the server made the record in its state (a result notice made by the award). */
  action: ActionDef | null,
  caller: Caller,
  pending: PendingEvents,
  /** Actions whose to-dos a running approval process makes itself, one per task. */
  byProcess: Set<string> = new Set(),
): Promise<void> {
  const id = Number(record[def.key]);
  const state = String(record[def.workflow!.field]);
  const closedUsers = await tx.query<{ userId: number }>(
    `UPDATE srm_base_interior_pending SET handle_flag = 'Y', handle_date = now(), last_updated_by = $3, last_update_date = now(), version_num = version_num + 1
      WHERE entity_name = $1 AND record_id = $2 AND handle_flag = 'N' AND cancel_flag = 'N' AND menu_code IS DISTINCT FROM $4 RETURNING user_id AS "userId"`,
    [def.name, id, caller.userId, PROCESS_TODO_MENU],
  );
  const closedSuppliers = await tx.query<{ supplierId: number }>(
    `UPDATE srm_base_supplier_pending SET handle_flag = 'Y', handle_date = now(), last_updated_by = $3, last_update_date = now(), version_num = version_num + 1
      WHERE entity_name = $1 AND record_id = $2 AND handle_flag = 'N' AND cancel_flag = 'N' RETURNING supplier_id AS "supplierId"`,
    [def.name, id, caller.userId],
  );
  const userIds = new Set(closedUsers.rows.map((r) => r.userId));
  const supplierIds = new Set(closedSuppliers.rows.map((r) => r.supplierId));
  const number = documentNumber(def, record);
  const named = recordLabel(def, record);
  const link = linkOf(def, id, record);
  const supplierLink = linkOf(def, id, record, true);
  const supplierColumn = def.scope?.supplier;
  const supplierId = supplierColumn ? (record[supplierColumn] as number | null) : null;

  for (const next of def.workflow!.actions) {
    if (!next.todo || !next.from.includes(state) || byProcess.has(next.action)) continue;
    if (next.actor === 'supplier') {
      if (!supplierId) continue;
      await tx.query(
        `INSERT INTO srm_base_supplier_pending (supplier_id, supplier_name, pending_title, bill_type, bill_link, menu_code, menu_name, entity_name, record_id, action_name, handle_flag, cancel_flag, created_by, last_updated_by, pending_title_en)
         SELECT s.supplier_id, s.supplier_name, $2, $3, $4, $5, $6, $7, $8, $9, 'N', 'N', $10, $10, $11 FROM srm_pos_supplier_info s WHERE s.supplier_id = $1`,
        [
          supplierId,
          `${named.zh} ${number} 待${next.label.zh}`,
          billTypeOf(next),
          supplierLink.billLink,
          supplierLink.menuCode,
          supplierLink.menuName,
          def.name,
          id,
          next.action,
          caller.userId,
          `${named.en} ${number}: ${next.label.en}`,
        ],
      );
      supplierIds.add(supplierId);
      continue;
    }
    for (const user of await usersWhoCan(tx, def, next.resource)) {
      if (next.forbidSelf && user.userId === caller.userId) continue;
      const title = user.language === 'EN' ? `${named.en} ${number}: ${next.label.en}` : `${named.zh} ${number} 待${next.label.zh}`;
      await tx.query(
        `INSERT INTO srm_base_interior_pending (user_id, pending_title, bill_type, bill_link, menu_code, menu_name, entity_name, record_id, action_name, handle_flag, cancel_flag, created_by, last_updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'N', 'N', $10, $10)`,
        [user.userId, title, billTypeOf(next), link.billLink, link.menuCode, link.menuName, def.name, id, next.action, caller.userId],
      );
      userIds.add(user.userId);
    }
  }

  const notified: number[] = [];
  const readers = action?.notifySupplier && supplierId ? { where: 'supplier_id = $1', id: supplierId, link: supplierLink } : null;
  const creator = action?.notifyCreator && record.createdBy ? { where: 'user_id = $1', id: record.createdBy, link } : null;
  for (const who of [readers, creator]) {
    if (!who || !action) continue;
    const users = await tx.query<{ userId: number; language: string }>(
      `SELECT user_id AS "userId", COALESCE(language, 'CN') AS language FROM saaf_users WHERE ${who.where} AND enabled_flag = 'Y'`,
      [who.id],
    );
    const items = users.rows.map((u) => ({
      userId: Number(u.userId),
      language: u.language,
      title: u.language === 'EN' ? `${named.en} ${number}: ${action.label.en}` : `${named.zh} ${number} ${action.label.zh}`,
    }));
    // Through the message centre; left to the event's own source when one says it in-app.
    const about = { entity: def.name, recordId: id, link: who.link.billLink, eventCode: eventOfAction(def.name, action.action) };
    notified.push(...(await deliverInApp(tx, about, items, caller.userId)));
  }
  if (userIds.size || supplierIds.size) pending.add('pending', { userIds: [...userIds], supplierIds: [...supplierIds] });
  if (notified.length) pending.add('notification', { userIds: notified });
}
