/**
 * A notification to internal users (the buyer of an order) about an
 * equipment record, in each reader's language, leading to the record's page.
 */
import type { EntityDef } from '@srm/domain/entity/types.ts';
import type { Queryable } from '../db/db.ts';
import type { Caller } from '../engine/caller.ts';
import type { PendingEvents } from '../engine/events.ts';
import { linkOf } from '../engine/todos.ts';

export async function notifyUsers(
  tx: Queryable,
  userIds: number[],
  text: { zh: string; en: string },
  def: EntityDef,
  recordId: number,
  caller: Caller,
  pending: PendingEvents,
): Promise<void> {
  if (!userIds.length) return;
  const link = linkOf(def, recordId).billLink;
  const res = await tx.query<{ userId: number }>(
    `INSERT INTO srm_base_notifications (recipient_user_id, notification_title, notification_content, notification_type, viewed_flag, entity_name, record_id, function_url, created_by, last_updated_by)
     SELECT u.user_id, CASE WHEN u.language = 'EN' THEN $2 ELSE $3 END, CASE WHEN u.language = 'EN' THEN $2 ELSE $3 END, 'BUSINESS', 'N', $4, $5, $6, $7, $7
       FROM saaf_users u WHERE u.user_id = ANY($1) AND u.enabled_flag = 'Y' AND u.user_type <> 'EX'
     RETURNING recipient_user_id AS "userId"`,
    [userIds, text.en, text.zh, def.name, recordId, link, caller.userId],
  );
  if (res.rows.length) pending.add('notification', { userIds: res.rows.map((r) => Number(r.userId)) });
}
