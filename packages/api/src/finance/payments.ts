/**
 * What payment requests tell the invoices (STATES.md): how much of an invoice
 * is paid or on its way to being paid. Approval raises the invoice's
 * `paid_amount` (payment.ts); a request not yet approved holds its amount too,
 * so an invoice under any live request is refused a write-off.
 */
import type { Queryable } from '../db/db.ts';
import { rows } from '../db/db.ts';

/** Paid plus held by live requests not yet approved, as exact decimal text ('0' when none). */
export async function paidAmountOf(tx: Queryable, invoiceId: number): Promise<string> {
  const [r] = await rows<{ paid: string }>(
    tx,
    `SELECT (COALESCE(i.paid_amount, 0) + COALESCE((SELECT sum(l.amount) FROM srm_fin_payment_lines l JOIN srm_fin_payment_applies p ON p.payment_id = l.payment_id
                                                    WHERE l.invoice_id = i.invoice_id AND l.line_kind = 'INVOICE' AND p.payment_status IN ('DRAFT', 'SUBMITTED', 'REJECTED')), 0))::text AS paid
       FROM srm_fin_invoices i WHERE i.invoice_id = $1`,
    [invoiceId],
  );
  return r?.paid ?? '0';
}
