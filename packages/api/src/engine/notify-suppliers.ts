/**
 * A notification to every enabled user of some suppliers, or to some internal
 * users, each in their language, about one record and leading to the page
 * given (engine-made notifications of a document's own supplier live in todos.ts).
 * Each goes through the message centre, which records it as an instance.
 */
import type { Queryable } from '../db/db.ts';
import type { Caller } from './caller.ts';
import type { PendingEvents } from './events.ts';
import { deliverInApp } from '../message/centre.ts';

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
  const users = await tx.query<{ userId: number; language: string }>(
    `SELECT u.user_id AS "userId", COALESCE(u.language, 'CN') AS language FROM saaf_users u WHERE ${recipients} AND u.enabled_flag = 'Y' ORDER BY u.user_id`,
    [ids],
  );
  const items = users.rows.map((u) => ({ userId: Number(u.userId), language: u.language, title: u.language === 'EN' ? text.en : text.zh }));
  await deliverInApp(tx, about, items, caller.userId, pending);
}
