/**
 * A notification to every enabled user of some suppliers, each in their
 * language, about one record and leading to the page given (engine-made
 * notifications of a document's own supplier live in todos.ts).
 */
import type { Queryable } from '../db/db.ts';
import type { Caller } from './caller.ts';
import type { PendingEvents } from './events.ts';

export async function notifySupplierUsers(
  tx: Queryable,
  supplierIds: number[],
  text: { zh: string; en: string },
  about: { entity: string; recordId: number; link: string },
  caller: Caller,
  pending?: PendingEvents,
): Promise<void> {
  if (!supplierIds.length) return;
  const res = await tx.query<{ userId: number }>(
    `INSERT INTO srm_base_notifications (recipient_user_id, notification_title, notification_content, notification_type, viewed_flag, entity_name, record_id, function_url, created_by, last_updated_by)
     SELECT u.user_id, CASE WHEN u.language = 'EN' THEN $2 ELSE $3 END, CASE WHEN u.language = 'EN' THEN $2 ELSE $3 END, 'BUSINESS', 'N', $4, $5, $6, $7, $7
       FROM saaf_users u WHERE u.supplier_id = ANY($1) AND u.enabled_flag = 'Y'
     RETURNING recipient_user_id AS "userId"`,
    [supplierIds, text.en, text.zh, about.entity, about.recordId, about.link, caller.userId],
  );
  if (res.rows.length) pending?.add('notification', { userIds: res.rows.map((r) => r.userId) });
}
