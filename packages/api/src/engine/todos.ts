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

/** Where a to-do leads: `linkOf`'s answer, or a page of the feature's own. */
export interface TodoLink {
  billLink: string | null;
  menuCode: string | null;
  menuName: string | null;
}

/** What a to-do is about: the record, the action it waits for, its title in both languages and where it leads. */
export interface TodoAbout {
  entity: string;
  recordId: number;
  action: string;
  title: { zh: string; en: string };
  link: TodoLink;
  /** APPROVAL, HANDLE (internal users' default) or CONFIRM (suppliers' default). */
  billType?: string;
  menuCode?: string | null;
}

/** Who gets or loses a to-do: users and/or suppliers (each of the supplier's users sees it). */
export interface Recipients {
  userIds?: number[];
  supplierIds?: number[];
}

/**
 * Opens a to-do for each recipient, in one statement per kind: a user's title in
 * their language, a supplier's in both. Answers who got one (disabled users and
 * unknown suppliers get none), and tells them after commit.
 */
export async function openTodos(
  tx: Queryable,
  caller: Caller,
  pending: PendingEvents | undefined,
  about: TodoAbout,
  to: Recipients,
): Promise<Required<Recipients>> {
  const opened = { userIds: [] as number[], supplierIds: [] as number[] };
  const users = [...new Set(to.userIds ?? [])];
  const suppliers = [...new Set(to.supplierIds ?? [])];
  // $1 the recipients, $2/$3 the title in Chinese and English, $4 the bill type, then where it leads and what it is about.
  const params = (ids: number[], billType: string) => [
    ids,
    about.title.zh,
    about.title.en,
    about.billType ?? billType,
    about.link.billLink,
    about.menuCode ?? about.link.menuCode,
    about.link.menuName,
    about.entity,
    about.recordId,
    about.action,
    caller.userId,
  ];
  if (users.length) {
    const res = await tx.query<{ userId: number }>(
      `INSERT INTO srm_base_interior_pending (user_id, pending_title, bill_type, bill_link, menu_code, menu_name, entity_name, record_id, action_name, handle_flag, cancel_flag, created_by, last_updated_by)
       SELECT u.user_id, CASE WHEN u.language = 'EN' THEN $3 ELSE $2 END, $4, $5, $6, $7, $8, $9, $10, 'N', 'N', $11, $11
         FROM saaf_users u WHERE u.user_id = ANY($1::bigint[]) AND u.enabled_flag = 'Y'
       RETURNING user_id AS "userId"`,
      params(users, 'HANDLE'),
    );
    opened.userIds = res.rows.map((r) => Number(r.userId));
  }
  if (suppliers.length) {
    const res = await tx.query<{ supplierId: number }>(
      `INSERT INTO srm_base_supplier_pending (supplier_id, supplier_name, pending_title, pending_title_en, bill_type, bill_link, menu_code, menu_name, entity_name, record_id, action_name, handle_flag, cancel_flag, created_by, last_updated_by)
       SELECT s.supplier_id, s.supplier_name, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'N', 'N', $11, $11 FROM srm_pos_supplier_info s WHERE s.supplier_id = ANY($1::bigint[])
       RETURNING supplier_id AS "supplierId"`,
      params(suppliers, 'CONFIRM'),
    );
    opened.supplierIds = res.rows.map((r) => Number(r.supplierId));
  }
  if (opened.userIds.length || opened.supplierIds.length) pending?.add('pending', opened);
  return opened;
}

/** Which open to-dos to close: of these records, for these actions, of these recipients (none named: everyone's). */
export interface TodoQuery extends Recipients {
  entity: string;
  recordId: number | number[];
  action?: string | string[];
  /** Only internal users' or only suppliers' to-dos, when no recipients are named. */
  only?: 'users' | 'suppliers';
  /** Leave the to-dos of this menu open (an approval process closes its own). */
  exceptMenu?: string;
  /** Withdrawn rather than done: nobody needs to act any more (a document cancelled); cancelled and handled, so no open list shows it. */
  cancel?: boolean;
}

/** Closes the open to-dos `which` names, in one statement; answers whose closed and tells them after commit. */
export async function closeTodos(tx: Queryable, caller: Caller, pending: PendingEvents | undefined, which: TodoQuery): Promise<Required<Recipients>> {
  const named = which.userIds !== undefined || which.supplierIds !== undefined;
  const kinds = [
    { table: 'srm_base_interior_pending', column: 'user_id', ids: which.userIds, wanted: named ? which.userIds !== undefined : which.only !== 'suppliers' },
    {
      table: 'srm_base_supplier_pending',
      column: 'supplier_id',
      ids: which.supplierIds,
      wanted: named ? which.supplierIds !== undefined : which.only !== 'users',
    },
  ];
  const recordIds = Array.isArray(which.recordId) ? which.recordId : [which.recordId];
  const actions = which.action === undefined ? null : Array.isArray(which.action) ? which.action : [which.action];
  const done = `${which.cancel ? "cancel_flag = 'Y', " : ''}handle_flag = 'Y', handle_date = now()`;
  const params: unknown[] = [caller.userId, which.entity, recordIds, actions, which.exceptMenu ?? null];
  // Both kinds in one statement (a CTE each): closing a document's to-dos was a round trip per table.
  const updates = kinds.flatMap((kind, i) => {
    if (!kind.wanted || kind.ids?.length === 0) return [];
    params.push(kind.ids ?? null);
    const name = `k${i}`;
    return [
      {
        name,
        sql: `${name} AS (UPDATE ${kind.table} SET ${done}, last_updated_by = $1, last_update_date = now(), version_num = version_num + 1
        WHERE entity_name = $2 AND record_id = ANY($3::bigint[]) AND handle_flag = 'N' AND cancel_flag = 'N'
          AND ($4::text[] IS NULL OR action_name = ANY($4::text[])) AND ($${params.length}::bigint[] IS NULL OR ${kind.column} = ANY($${params.length}::bigint[]))
          AND ($5::text IS NULL OR menu_code IS DISTINCT FROM $5)
        RETURNING ${i} AS kind, ${kind.column} AS id)`,
      },
    ];
  });
  const closed = { userIds: [] as number[], supplierIds: [] as number[] };
  if (!updates.length) return closed;
  const res = await tx.query<{ kind: number; id: number }>(
    `WITH ${updates.map((u) => u.sql).join(', ')} ${updates.map((u) => `SELECT kind, id FROM ${u.name}`).join(' UNION ALL ')}`,
    params,
  );
  const idsOf = (kind: number) => [...new Set(res.rows.filter((r) => Number(r.kind) === kind).map((r) => Number(r.id)))];
  closed.userIds = idsOf(0);
  closed.supplierIds = idsOf(1);
  if (closed.userIds.length || closed.supplierIds.length) pending?.add('pending', closed);
  return closed;
}

/** A document title for to-dos and notifications: "Purchase order PO001: Approve" / "采购订单 PO001 待审批". */
export function todoTitle(def: EntityDef, record: Record<string, unknown>, label: { zh: string; en: string }) {
  const number = documentNumber(def, record);
  const named = recordLabel(def, record);
  return { zh: `${named.zh} ${number} 待${label.zh}`, en: `${named.en} ${number}: ${label.en}` };
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
  const closed = await closeTodos(tx, caller, undefined, { entity: def.name, recordId: id, exceptMenu: PROCESS_TODO_MENU });
  const userIds = new Set(closed.userIds);
  const supplierIds = new Set(closed.supplierIds);
  const number = documentNumber(def, record);
  const named = recordLabel(def, record);
  const link = linkOf(def, id, record);
  const supplierLink = linkOf(def, id, record, true);
  const supplierColumn = def.scope?.supplier;
  const supplierId = supplierColumn ? (record[supplierColumn] as number | null) : null;

  for (const next of def.workflow!.actions) {
    if (!next.todo || !next.from.includes(state) || byProcess.has(next.action)) continue;
    const about = { entity: def.name, recordId: id, action: next.action, title: todoTitle(def, record, next.label), billType: billTypeOf(next) };
    if (next.actor === 'supplier') {
      if (!supplierId) continue;
      const opened = await openTodos(tx, caller, undefined, { ...about, link: supplierLink }, { supplierIds: [supplierId] });
      for (const s of opened.supplierIds) supplierIds.add(s);
      continue;
    }
    const users = (await usersWhoCan(tx, def, next.resource)).map((u) => u.userId).filter((u) => !(next.forbidSelf && u === caller.userId));
    const opened = await openTodos(tx, caller, undefined, { ...about, link }, { userIds: users });
    for (const u of opened.userIds) userIds.add(u);
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
