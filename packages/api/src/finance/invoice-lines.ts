/**
 * The lines of an invoice in SQL: made from the receipt lines of its statement
 * that no live invoice holds; the supplier's tax checked against amount × rate;
 * the three-way match of each line against the organisation's tolerances.
 * Every amount is numeric in the database, never a JavaScript number.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import { recomputeAmounts } from '../engine/computed.ts';
import { rows } from '../db/db.ts';

/** (Re)makes the lines of a draft invoice from statement `accountId`, each at first invoiced as stated. */
export async function buildInvoiceLines(tx: Queryable, invoiceId: number, accountId: number, accountNumber: string, userId: number): Promise<void> {
  await tx.query('DELETE FROM srm_fin_invoice_lines WHERE invoice_id = $1', [invoiceId]);
  const made = await tx.query(
    `INSERT INTO srm_fin_invoice_lines (invoice_id, line_number, line_label, account_line_id, invoice_hold, delivery_line_id, po_line_id, delivery_number, po_number,
            item_code, item_name, tax_rate, order_price, received_qty, statement_amount, invoice_qty, net_amount, tax_amount, match_result, created_by, last_updated_by)
     SELECT $1, row_number() OVER (ORDER BY l.line_number), l.line_label, l.account_line_id, l.account_line_id, l.delivery_line_id, l.po_line_id, l.delivery_number,
            l.po_number, l.item_code, l.item_name, l.tax_rate, l.non_tax_price, l.quantity, l.net_amount, l.quantity, l.net_amount, l.tax_amount, 'PENDING', $3, $3
       FROM srm_fin_account_stmt_lines l
      WHERE l.account_id = $2 AND l.line_kind = 'RECEIPT'
        AND NOT EXISTS (SELECT 1 FROM srm_fin_invoice_lines i WHERE i.invoice_hold = l.account_line_id)`,
    [invoiceId, accountId, userId],
  );
  if (!made.rowCount) throw new AppError('INVOICE_NOTHING_LEFT', { document: accountNumber });
}

/** Totals and differences of the lines, from what was invoiced; the match result waits for the next submit. */
export async function deriveInvoiceLines(tx: Queryable, invoiceId: number): Promise<void> {
  await tx.query(
    `UPDATE srm_fin_invoice_lines SET total_amount = net_amount + tax_amount,
            invoice_price = round(net_amount / invoice_qty, 4),
            price_diff = round(net_amount / invoice_qty, 4) - order_price,
            qty_diff = invoice_qty - received_qty,
            amount_diff = net_amount - statement_amount,
            price_allowed = NULL, qty_allowed = NULL, amount_allowed = NULL, match_result = 'PENDING'
      WHERE invoice_id = $1`,
    [invoiceId],
  );
  await recomputeAmounts(tx, getEntity('finInvoice'), invoiceId);
}

/**
 * Tax of each line against amount × rate: less than one cent apart, or the
 * line is refused naming it. `given` are the lines of a save (row = its place
 * in the request); without them, the stored lines are checked.
 */
export async function checkTax(tx: Queryable, invoiceId: number | null, given?: Record<string, unknown>[]): Promise<void> {
  const wrong = given
    ? await rows<{ row: number; line: number; expected: string }>(
        tx,
        `SELECT g.row, l.line_number AS line, round(g.net * l.tax_rate, 2)::text AS expected
           FROM unnest($1::bigint[], $2::numeric[], $3::numeric[]) WITH ORDINALITY AS g(id, net, tax, row)
           JOIN srm_fin_invoice_lines l ON l.invoice_line_id = g.id
          WHERE abs(g.tax - g.net * l.tax_rate) >= 0.01 ORDER BY g.row`,
        [given.map((g) => g.invoiceLineId), given.map((g) => text(g.netAmount)), given.map((g) => text(g.taxAmount))],
      )
    : await rows<{ row: number; line: number; expected: string }>(
        tx,
        `SELECT line_number AS row, line_number AS line, round(net_amount * tax_rate, 2)::text AS expected FROM srm_fin_invoice_lines
          WHERE invoice_id = $1 AND abs(tax_amount - net_amount * tax_rate) >= 0.01 ORDER BY line_number`,
        [invoiceId],
      );
  if (wrong.length)
    throw new ValidationError(
      wrong.map((w) => ({
        field: 'taxAmount',
        key: 'rule.invoiceTax',
        params: { line: w.line, expected: w.expected },
        row: Number(w.row) - 1,
        child: 'lines',
      })),
    );
}

/** A number as sent, handed to SQL as text so numeric reads its decimals exactly; an absent one compares as 0. */
const text = (v: unknown) => (v === undefined || v === null || v === '' ? '0' : String(v));

/**
 * The three-way match (STATES.md): per line, the price, quantity and amount
 * differences against what the organisation's tolerance allows; a price that
 * differs only by rounding the amount to the cent is no difference. Answers
 * whether every line is within tolerance.
 */
export async function matchInvoice(tx: Queryable, invoiceId: number, orgId: number): Promise<boolean> {
  await tx.query(
    `WITH t AS (
       SELECT m.tolerance_id IS NOT NULL AS configured, m.amount_tolerance, m.amount_percent, m.price_percent, m.qty_percent
         FROM (SELECT 1) x LEFT JOIN srm_fin_match_tolerances m ON m.org_id = $2)
     UPDATE srm_fin_invoice_lines l SET
            amount_allowed = CASE WHEN t.configured THEN round(least(t.amount_tolerance, abs(l.statement_amount) * t.amount_percent / 100), 2) ELSE 0 END,
            qty_allowed = CASE WHEN t.configured THEN round(l.received_qty * t.qty_percent / 100, 4) ELSE 0 END,
            price_allowed = greatest(CASE WHEN t.configured THEN round(l.order_price * t.price_percent / 100, 4) ELSE 0 END,
                                     ceil((0.01 / l.invoice_qty + 0.0001) * 10000) / 10000)
       FROM t WHERE l.invoice_id = $1`,
    [invoiceId, orgId],
  );
  await tx.query(
    `UPDATE srm_fin_invoice_lines SET match_result = CASE
        WHEN (amount_allowed IS NULL OR abs(amount_diff) <= amount_allowed)
         AND (qty_allowed IS NULL OR abs(qty_diff) <= qty_allowed)
         AND (price_allowed IS NULL OR abs(price_diff) <= price_allowed) THEN 'MATCHED' ELSE 'EXCEPTION' END
      WHERE invoice_id = $1`,
    [invoiceId],
  );
  const [r] = await rows<{ n: string }>(tx, `SELECT count(*) AS n FROM srm_fin_invoice_lines WHERE invoice_id = $1 AND match_result = 'EXCEPTION'`, [
    invoiceId,
  ]);
  return Number(r.n) === 0;
}
