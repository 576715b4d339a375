/**
 * Payment requests (entities/finance/STATES.md): built from what is due when
 * saved in draft, submitted and approved by a second person; approval raises
 * the invoices' paid amount under their row locks and offsets the advances it
 * names; a cancelled request lets go of what it held.
 */
import type { Queryable } from '../db/db.ts';
import { registerHooks, savedValue } from '../engine/hooks.ts';
import { refreshAdvances } from './advance.ts';
import { buildPayment, refuseFrozen, releasePayment } from './payment-lines.ts';
import { today } from '../engine/clock.ts';

const PAYMENT = 'finPaymentApply';
/** What the lines are chosen by: a change of any rebuilds them. */
const BASIS = ['supplierId', 'orgId', 'currencyCode', 'invoiceId', 'requestedAmount'];

/** The invoices' paid amount raised by what the request pays of each; the advances it offsets get a confirmed OFFSET collection. */
async function approve(tx: Queryable, record: Record<string, unknown>, userId: number): Promise<void> {
  const id = Number(record.paymentId);
  await tx.query(
    `SELECT 1 FROM srm_fin_invoices WHERE invoice_id IN (SELECT invoice_id FROM srm_fin_payment_lines WHERE payment_id = $1 AND line_kind = 'INVOICE')
      ORDER BY invoice_id FOR UPDATE`,
    [id],
  );
  await tx.query(
    `UPDATE srm_fin_invoices i SET paid_amount = COALESCE(i.paid_amount, 0) + s.amount, last_update_date = now(), version_num = i.version_num + 1
       FROM (SELECT invoice_id, sum(amount) AS amount FROM srm_fin_payment_lines WHERE payment_id = $1 AND line_kind = 'INVOICE' GROUP BY invoice_id) s
      WHERE i.invoice_id = s.invoice_id`,
    [id],
  );
  await tx.query(
    `INSERT INTO srm_fin_advance_collects (collect_number, collect_kind, advance_id, advance_number, supplier_id, supplier_number, supplier_name, org_id, org_name,
            currency_code, collect_amount, payment_id, payment_number, collect_date, collect_status, created_by, last_updated_by)
     SELECT 'HX-' || p.payment_number || '-' || l.line_number, 'OFFSET', a.advance_id, a.advance_number, a.supplier_id, a.supplier_number, a.supplier_name, a.org_id,
            a.org_name, a.currency_code, -l.amount, p.payment_id, p.payment_number, $2::date, 'CONFIRMED', $3, $3
       FROM srm_fin_payment_lines l JOIN srm_fin_payment_applies p ON p.payment_id = l.payment_id JOIN srm_fin_advance_applies a ON a.advance_id = l.advance_id
      WHERE l.payment_id = $1 AND l.line_kind = 'ADVANCE'`,
    [id, today(), userId],
  );
  await refreshAdvances(tx, `advance_id IN (SELECT advance_id FROM srm_fin_payment_lines WHERE payment_id = $1)`, [id]);
}

export function registerPaymentHooks(): void {
  registerHooks(PAYMENT, {
    async beforeSave(ctx) {
      await refuseFrozen(ctx.tx, savedValue(ctx, 'supplierId'));
    },
    async afterSave(ctx) {
      const changed = ctx.mode === 'insert' || BASIS.some((f) => f in ctx.record && String(ctx.record[f] ?? '') !== String(ctx.before?.[f] ?? ''));
      if (changed) await buildPayment(ctx.tx, ctx.id!, ctx.caller.userId);
      await refreshAdvances(ctx.tx, `advance_id IN (SELECT advance_id FROM srm_fin_payment_lines WHERE payment_id = $1)`, [ctx.id]);
    },
    async beforeDelete({ tx, record }) {
      await tx.query('DELETE FROM srm_fin_payment_lines WHERE payment_id = $1', [record.paymentId]);
    },
    async beforeAction({ tx, action, record }) {
      // Committing to pay a supplier frozen since the draft was made is refused as the draft's save would be.
      if (action.action === 'submit' || action.action === 'approval' || action.action === 'pay') await refuseFrozen(tx, record.supplierId);
    },
    async afterAction({ tx, action, record, caller }) {
      const id = Number(record.paymentId);
      switch (action.action) {
        case 'approval':
          await approve(tx, record, caller.userId);
          break;
        case 'pay':
          await tx.query('UPDATE srm_fin_payment_applies SET paid_date = $2::date WHERE payment_id = $1', [id, today()]);
          break;
        case 'cancel':
          await releasePayment(tx, id);
          await refreshAdvances(tx, `advance_id IN (SELECT advance_id FROM srm_fin_payment_lines WHERE payment_id = $1)`, [id]);
          break;
      }
    },
  });
}
