/**
 * Purchase returns (entities/purchase/STATES.md, finance STATES.md): each
 * line, typed by delivery note and line number, is resolved in SQL to a
 * received line of the return's supplier and organisation, and the returned
 * quantity is checked under the delivery lines' row locks against what was
 * received less what other live returns take. A confirmed return waits for
 * the supplier's next statement (statement-lines.ts).
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Queryable } from '../db/db.ts';
import { ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { recomputeAmounts } from '../engine/computed.ts';
import { registerHooks } from '../engine/hooks.ts';
import { rows } from '../db/db.ts';

const RETURN = 'purReturn';

/** The order line's material, price and tax copied onto each line whose note and line number name a line of the supplier; the others lose their id. */
async function resolveLines(tx: Queryable, returnId: number): Promise<void> {
  await tx.query(
    `UPDATE srm_po_return_lines r SET delivery_line_id = x.delivery_line_id, po_line_id = x.po_line_id, po_number = x.po_number, po_line_number = x.po_line_number,
            item_code = x.item_code, item_name = x.item_name, uom_code = x.uom_code, received_qty = x.received_qty, tax_price = x.tax_price, tax_rate = x.tax_rate
       FROM (SELECT r2.return_line_id, dl.delivery_line_id, pl.po_line_id, ph.po_number, pl.line_number AS po_line_number, pl.item_code, pl.item_name, pl.uom_code,
                    dl.received_qty, pl.tax_price, ph.tax_rate
               FROM srm_po_return_lines r2
               JOIN srm_po_return_headers h ON h.return_header_id = r2.return_header_id
               LEFT JOIN (srm_po_delivery_lines dl
                          JOIN srm_po_delivery_headers dh ON dh.delivery_header_id = dl.delivery_header_id
                          JOIN srm_po_lines pl ON pl.po_line_id = dl.po_line_id
                          JOIN srm_po_headers ph ON ph.po_header_id = pl.po_header_id)
                 ON dh.delivery_number = r2.delivery_number AND dl.line_number = r2.delivery_line_number AND dh.supplier_id = h.supplier_id
              WHERE r2.return_header_id = $1) x
      WHERE r.return_line_id = x.return_line_id`,
    [returnId],
  );
}

/** Where the line stands in the request (the grid marks that row), else among the stored lines. */
function rowOf(given: Record<string, unknown>[] | undefined, line: number, stored: number): number {
  const i = (given ?? []).findIndex((g) => Number(g.lineNumber) === line);
  return i >= 0 ? i : stored;
}

/**
 * Refuses a line that is no received line of the supplier at the return's
 * organisation, and a quantity above what remains to return: received less
 * every other live return's lines on the same receipt line, counted after the
 * receipt lines are locked, so two returns saved at once cannot both take it.
 */
export async function checkReturn(tx: Queryable, returnId: number, given?: Record<string, unknown>[]): Promise<void> {
  const lines = await rows<{ line: number; deliveryNumber: string; deliveryLine: number; found: boolean; receivable: boolean }>(
    tx,
    `SELECT r.line_number AS line, r.delivery_number AS "deliveryNumber", r.delivery_line_number AS "deliveryLine", r.delivery_line_id IS NOT NULL AS found,
            (dh.delivery_status = 'CLOSED' AND dl.delivery_line_status IN ('RECEIVED', 'SETTLED') AND dl.received_qty > 0 AND ph.org_id = h.org_id) AS receivable
       FROM srm_po_return_lines r JOIN srm_po_return_headers h ON h.return_header_id = r.return_header_id
       LEFT JOIN srm_po_delivery_lines dl ON dl.delivery_line_id = r.delivery_line_id
       LEFT JOIN srm_po_delivery_headers dh ON dh.delivery_header_id = dl.delivery_header_id
       LEFT JOIN srm_po_lines pl ON pl.po_line_id = dl.po_line_id
       LEFT JOIN srm_po_headers ph ON ph.po_header_id = pl.po_header_id
      WHERE r.return_header_id = $1 ORDER BY r.line_number`,
    [returnId],
  );
  if (!lines.length) throw new ValidationError([{ field: 'lines', key: 'rule.required' }]);
  const violations: FieldViolation[] = [];
  for (const [i, l] of lines.entries()) {
    const row = rowOf(given, Number(l.line), i);
    if (!l.found) violations.push({ field: 'deliveryNumber', key: 'rule.deliveryNotOfSupplier', params: { value: l.deliveryNumber }, row, child: 'lines' });
    else if (!l.receivable)
      violations.push({
        field: 'deliveryLineNumber',
        key: 'rule.returnNotReceived',
        params: { value: l.deliveryNumber, line: l.deliveryLine },
        row,
        child: 'lines',
      });
  }
  if (violations.length) throw new ValidationError(violations);
  await tx.query(
    `SELECT 1 FROM srm_po_delivery_lines WHERE delivery_line_id IN (SELECT delivery_line_id FROM srm_po_return_lines WHERE return_header_id = $1)
      ORDER BY delivery_line_id FOR UPDATE`,
    [returnId],
  );
  const over = await rows<{ line: number; remaining: string }>(
    tx,
    `WITH mine AS (SELECT line_number, delivery_line_id FROM srm_po_return_lines WHERE return_header_id = $1),
          taken AS (SELECT rl.delivery_line_id, COALESCE(sum(rl.return_qty) FILTER (WHERE rl.return_header_id <> $1), 0) AS others, sum(rl.return_qty) AS total
                      FROM srm_po_return_lines rl JOIN srm_po_return_headers rh ON rh.return_header_id = rl.return_header_id
                     WHERE rh.return_status <> 'CANCELLED' AND rl.delivery_line_id IN (SELECT delivery_line_id FROM mine)
                     GROUP BY rl.delivery_line_id)
     SELECT m.line_number AS line, greatest(dl.received_qty - t.others, 0)::text AS remaining
       FROM mine m JOIN taken t ON t.delivery_line_id = m.delivery_line_id JOIN srm_po_delivery_lines dl ON dl.delivery_line_id = m.delivery_line_id
      WHERE t.total > dl.received_qty ORDER BY m.line_number`,
    [returnId],
  );
  if (over.length)
    throw new ValidationError(
      over.map((o) => ({
        field: 'returnQty',
        key: 'rule.returnAboveReceived',
        params: { line: o.line, remaining: Number(o.remaining) },
        row: rowOf(
          given,
          Number(o.line),
          lines.findIndex((l) => Number(l.line) === Number(o.line)),
        ),
        child: 'lines',
      })),
    );
}

export function registerReturnHooks(): void {
  registerHooks(RETURN, {
    async afterSave(ctx) {
      const id = ctx.id!;
      await resolveLines(ctx.tx, id);
      await checkReturn(ctx.tx, id, ctx.lines.lines);
      await recomputeAmounts(ctx.tx, getEntity(RETURN), id);
    },
    async beforeAction({ tx, action, record }) {
      if (action.action === 'submit') {
        await resolveLines(tx, Number(record.returnHeaderId));
        await checkReturn(tx, Number(record.returnHeaderId));
      }
    },
    // Submit's and confirm's stamps, and submit clearing the last refusal, are declared (entities/purchase/purchase-return.ts).
    async afterAction({ tx, action, record, comment }) {
      const id = Number(record.returnHeaderId);
      if (action.action === 'refuse') await tx.query('UPDATE srm_po_return_headers SET refuse_reason = $2 WHERE return_header_id = $1', [id, comment ?? null]);
    },
  });
}
