/**
 * Deductions (entities/finance/STATES.md): the order and delivery note they are
 * about are typed by number and must be the supplier's; approval confirms them
 * (the engine tells the supplier); one on an open statement cannot be
 * cancelled, and a supplier told of a deduction is told of its cancellation.
 */
import { AppError, ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { registerHooks, savedValue, type SaveContext } from '../engine/hooks.ts';
import { notifySupplierUsers } from '../engine/notify-suppliers.ts';

import { today } from '../engine/clock.ts';
import { rows } from '../db/db.ts';

const DEDUCTION = 'finDeduction';

/** The id behind a number typed on the form, when it is the supplier's; a cleared number clears the id. */
async function resolveNumbers(ctx: SaveContext): Promise<void> {
  const supplierId = savedValue(ctx, 'supplierId');
  const violations: FieldViolation[] = [];
  const refs = [
    {
      number: 'poNumber',
      id: 'poHeaderId',
      sql: 'SELECT po_header_id AS id FROM srm_po_headers WHERE po_number = $1 AND supplier_id = $2',
      key: 'rule.orderNotOfSupplier',
    },
    {
      number: 'deliveryNumber',
      id: 'deliveryHeaderId',
      sql: 'SELECT delivery_header_id AS id FROM srm_po_delivery_headers WHERE delivery_number = $1 AND supplier_id = $2',
      key: 'rule.deliveryNotOfSupplier',
    },
  ] as const;
  for (const r of refs) {
    const value = savedValue(ctx, r.number);
    if (value === undefined || value === null || value === '') {
      ctx.record[r.id] = null;
      continue;
    }
    const [found] = await rows<{ id: number }>(ctx.tx, r.sql, [String(value).trim(), supplierId]);
    if (found) ctx.record[r.id] = Number(found.id);
    else violations.push({ field: r.number, key: r.key, params: { value } });
  }
  if (violations.length) throw new ValidationError(violations);
}

export function registerDeductionHooks(): void {
  registerHooks(DEDUCTION, {
    beforeSave: resolveNumbers,
    async beforeAction({ tx, action, record, caller, pending }) {
      if (action.action !== 'cancel' || record.deductionStatus !== 'CONFIRMED') return;
      if (record.accountId) throw new AppError('DEDUCTION_ON_STATEMENT', { document: record.accountNumber });
      await notifySupplierUsers(
        tx,
        [Number(record.supplierId)],
        {
          zh: `扣款单 ${record.deductionNumber}（${record.deductionAmount} ${record.currencyCode}）已取消`,
          en: `Deduction ${record.deductionNumber} (${record.deductionAmount} ${record.currencyCode}) is cancelled`,
        },
        { entity: DEDUCTION, recordId: Number(record.deductionId), link: `supplierDeductionsDetail?id=${record.deductionId}` },
        caller,
        pending,
      );
    },
    async afterAction({ tx, action, record }) {
      if (action.action === 'approval')
        await tx.query('UPDATE srm_fin_deductions SET confirmed_date = $2 WHERE deduction_id = $1', [record.deductionId, today()]);
    },
  });
}
