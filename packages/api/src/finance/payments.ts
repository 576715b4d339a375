/**
 * What finance's later half (payment requests, advances) will tell the first:
 * how much of an invoice is paid. No payment exists yet, so it is the invoice's
 * own `paid_amount`, which nothing raises today (STATES.md); a write-off asks
 * it before reversing an invoice.
 */
import type { Queryable } from '../db/db.ts';
import { rows } from '../purchase/sql.ts';

/** The paid amount as exact decimal text ('0' when nothing is paid). */
export async function paidAmountOf(tx: Queryable, invoiceId: number): Promise<string> {
  const [r] = await rows<{ paid: string }>(tx, 'SELECT COALESCE(paid_amount, 0)::text AS paid FROM srm_fin_invoices WHERE invoice_id = $1', [invoiceId]);
  return r?.paid ?? '0';
}
