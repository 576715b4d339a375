/**
 * Purchase returns of 华东精密 (supplier1) in every state, on the last weeks'
 * receipts (those no statement holds yet): a draft, one waiting for the
 * supplier, one it refused, one it confirmed (so the buyer's next statement
 * shows it as a negative line) and one cancelled. Made by the demo users
 * through the operations the screens use.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Db } from '../db/db.ts';
import type { EntityOperations, Row } from '../engine/operations.ts';
import type { Caller } from '../engine/caller.ts';
import { actorOn } from './act.ts';

const REASONS = ['来料外观划伤，整批退回', '尺寸超差，抽检不合格', '包装破损导致受潮', '型号发错', '客户订单取消，协商退回'];

export async function seedReturns(db: Db, ops: EntityOperations, buyer: Caller, supplier: Caller, org: number): Promise<void> {
  const receipts = (
    await db.query<{ number: string; line: number; qty: string }>(
      `SELECT dh.delivery_number AS number, dl.line_number AS line, dl.received_qty::text AS qty
         FROM srm_po_delivery_lines dl JOIN srm_po_delivery_headers dh ON dh.delivery_header_id = dl.delivery_header_id
         JOIN srm_po_lines pl ON pl.po_line_id = dl.po_line_id JOIN srm_po_headers ph ON ph.po_header_id = pl.po_header_id
        WHERE dh.supplier_id = $1 AND ph.org_id = $2 AND dh.delivery_status = 'CLOSED' AND dl.delivery_line_status = 'RECEIVED' AND dl.received_qty >= 2
          AND NOT EXISTS (SELECT 1 FROM srm_fin_account_stmt_lines s WHERE s.receipt_hold = dl.delivery_line_id)
        ORDER BY dl.received_date DESC, dh.delivery_number, dl.line_number LIMIT 5`,
      [supplier.supplierId, org],
    )
  ).rows;
  const def = getEntity('purReturn');
  const act = actorOn(ops, 'purReturn');
  const steps: [Caller, string, string?][][] = [
    [],
    [[buyer, 'submit']],
    [
      [buyer, 'submit'],
      [supplier, 'refuse', '该批次已在我方复检合格，请提供不良照片后再退'],
    ],
    [
      [buyer, 'submit'],
      [supplier, 'confirm'],
    ],
    [[buyer, 'cancel', '与供应商协商改为让步接收']],
  ];
  for (const [i, r] of receipts.entries()) {
    const saved: Row = await ops.save(def, buyer, {
      orgId: org,
      supplierId: supplier.supplierId,
      description: REASONS[i],
      lines: [{ lineNumber: 1, deliveryNumber: r.number, deliveryLineNumber: r.line, returnQty: Number(r.qty) >= 4 ? 2 : 1, returnReason: REASONS[i] }],
    });
    for (const [caller, action, comment] of steps[i] ?? []) await act(caller, action, Number(saved.returnHeaderId), { comment });
  }
}
