/**
 * A supplier's to-do and notification raised by substance compliance itself
 * (a requirement to declare against, a report about to expire), leading to the
 * supplier's own page of the record.
 */
import { routes } from '@srm/domain/routes/catalogue.ts';
import type { Queryable } from '../db/db.ts';
import type { Caller } from '../engine/caller.ts';
import type { PendingEvents } from '../engine/events.ts';
import { notifySupplierUsers } from '../engine/notify-suppliers.ts';
import { openTodos } from '../engine/todos.ts';

export interface Ask {
  entity: string;
  recordId: number;
  /** The to-do's action, by which the step that answers it closes it. */
  action: string;
  /** The supplier's page of the record and the menu it belongs to. */
  page: string;
  menuCode: string;
  text: { zh: string; en: string };
}

export async function askSuppliers(tx: Queryable, supplierIds: number[], ask: Ask, caller: Caller, pending?: PendingEvents): Promise<void> {
  if (!supplierIds.length) return;
  const menu = routes.find((r) => r.menu?.code === ask.menuCode)?.menu;
  const link = `${ask.page}?id=${ask.recordId}`;
  await openTodos(
    tx,
    caller,
    pending,
    {
      entity: ask.entity,
      recordId: ask.recordId,
      action: ask.action,
      title: ask.text,
      billType: 'HANDLE',
      link: { billLink: link, menuCode: ask.menuCode, menuName: menu?.label.zh ?? null },
    },
    { supplierIds },
  );
  await notifySupplierUsers(tx, supplierIds, ask.text, { entity: ask.entity, recordId: ask.recordId, link }, caller, pending);
}
