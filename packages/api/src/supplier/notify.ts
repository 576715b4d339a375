/**
 * A notification to every enabled user of one supplier, each in their language,
 * leading to the supplier's own record (a supplier reads no internal document
 * about itself, only what it is told).
 */
import type { Queryable } from '../db/db.ts';
import type { Caller } from '../engine/caller.ts';
import type { PendingEvents } from '../engine/events.ts';

export async function notifySupplierUsers(
  tx: Queryable,
  supplierId: number,
  text: { zh: string; en: string },
  about: { entity: string; recordId: number },
  caller: Caller,
  pending: PendingEvents,
): Promise<void> {
  const res = await tx.query<{ userId: number }>(
    `INSERT INTO srm_base_notifications (recipient_user_id, notification_title, notification_content, notification_type, viewed_flag, entity_name, record_id, function_url, created_by, last_updated_by)
     SELECT u.user_id, CASE WHEN u.language = 'EN' THEN $2 ELSE $3 END, CASE WHEN u.language = 'EN' THEN $2 ELSE $3 END, 'BUSINESS', 'N', $4, $5, 'supplierInfoToPortal', $6, $6
       FROM saaf_users u WHERE u.supplier_id = $1 AND u.enabled_flag = 'Y'
     RETURNING recipient_user_id AS "userId"`,
    [supplierId, text.en, text.zh, about.entity, about.recordId, caller.userId],
  );
  if (res.rows.length) pending.add('notification', { userIds: res.rows.map((r) => r.userId) });
}
