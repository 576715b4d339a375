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
  await tx.query(
    `INSERT INTO srm_base_supplier_pending (supplier_id, supplier_name, pending_title, bill_type, bill_link, menu_code, menu_name, entity_name, record_id, action_name, handle_flag, cancel_flag, created_by, last_updated_by, pending_title_en)
     SELECT s.supplier_id, s.supplier_name, $2, 'HANDLE', $3, $4, $5, $6, $7, $8, 'N', 'N', $9, $9, $10 FROM srm_pos_supplier_info s WHERE s.supplier_id = ANY($1)`,
    [supplierIds, ask.text.zh, link, ask.menuCode, menu?.label.zh ?? null, ask.entity, ask.recordId, ask.action, caller.userId, ask.text.en],
  );
  pending?.add('pending', { userIds: [], supplierIds });
  await notifySupplierUsers(tx, supplierIds, ask.text, { entity: ask.entity, recordId: ask.recordId, link }, caller, pending);
}
