/**
 * The receipt block: a delivery note is not received while a line's material
 * has a published substance requirement and its supplier holds neither a
 * valid declaration nor an approved exemption. Appended to the purchasing
 * hooks of the note, which stay as they are.
 */
import { ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { linePayload, registerHooks } from '../engine/hooks.ts';
import { receiptRefusal } from './limits.ts';
import { today } from '../engine/clock.ts';

export function registerReceiptBlock(): void {
  registerHooks('purDeliveryNote', {
    async beforeAction(ctx) {
      if (ctx.action.action !== 'receive') return;
      const { tx, record } = ctx;
      // A line received as nothing brings nothing in.
      const none = new Set(
        linePayload(ctx, 'deliveryLineId')
          .filter((g) => Number(g.receivedQty) === 0)
          .map((g) => Number(g.deliveryLineId)),
      );
      const lines = await tx.query<{ id: number; itemId: number; itemCode: string }>(
        `SELECT delivery_line_id AS id, item_id AS "itemId", item_code AS "itemCode" FROM srm_po_delivery_lines
          WHERE delivery_header_id = $1 AND item_id IS NOT NULL ORDER BY line_number`,
        [record.deliveryHeaderId],
      );
      const violations: FieldViolation[] = [];
      const day = today();
      for (const [row, line] of lines.rows.entries()) {
        if (none.has(Number(line.id))) continue;
        const refusal = await receiptRefusal(tx, record.supplierId, line.itemId, line.itemCode, day);
        if (refusal) violations.push({ field: 'itemCode', key: refusal.key, params: refusal.params, row, child: 'lines' });
      }
      if (violations.length) throw new ValidationError(violations);
    },
  });
}
