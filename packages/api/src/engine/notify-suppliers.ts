/**
 * A notification to every enabled user of some suppliers, or to some internal
 * users, each in their language, about one record and leading to the page
 * given (engine-made notifications of a document's own supplier live in todos.ts).
 */
import type { Queryable } from '../db/db.ts';
import type { Caller } from './caller.ts';
import type { PendingEvents } from './events.ts';

export async function notifySupplierUsers(
  tx: Queryable,
  supplierIds: number[],
  text: { zh: string; en: string },
  about: { entity: string; recordId: number; link: string | null },
  caller: Caller,
  pending?: PendingEvents,
): Promise<void> {
  await notifyWhere(tx, 'u.supplier_id = ANY($1)', supplierIds, text, about, caller, pending);
}

/** The same, to internal users by id (the buyer of an order): a supplier's user among them is left out. */
export async function notifyInternalUsers(
  tx: Queryable,
  userIds: number[],
  text: { zh: string; en: string },
  about: { entity: string; recordId: number; link: string | null },
  caller: Caller,
  pending?: PendingEvents,
): Promise<void> {
  await notifyWhere(tx, "u.user_id = ANY($1) AND u.user_type <> 'EX'", userIds, text, about, caller, pending);
}

async function notifyWhere(
  tx: Queryable,
  recipients: string,
  ids: number[],
  text: { zh: string; en: string },
  about: { entity: string; recordId: number; link: string | null },
  caller: Caller,
  pending?: PendingEvents,
): Promise<void> {
  if (!ids.length) return;
  const res = await tx.query<{ userId: number }>(
    `INSERT INTO srm_base_notifications (recipient_user_id, notification_title, notification_content, notification_type, viewed_flag, entity_name, record_id, function_url, created_by, last_updated_by)
     SELECT u.user_id, CASE WHEN u.language = 'EN' THEN $2 ELSE $3 END, CASE WHEN u.language = 'EN' THEN $2 ELSE $3 END, 'BUSINESS', 'N', $4, $5, $6, $7, $7
       FROM saaf_users u WHERE ${recipients} AND u.enabled_flag = 'Y'
     RETURNING recipient_user_id AS "userId"`,
    [ids, text.en, text.zh, about.entity, about.recordId, about.link, caller.userId],
  );
  if (res.rows.length) pending?.add('notification', { userIds: res.rows.map((r) => Number(r.userId)) });
}
