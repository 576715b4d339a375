/**
 * Freezing and thawing a supplier (STATES.md of entities/supplier): what is
 * frozen must be chosen and must not be frozen already (or, to thaw, must be),
 * one document under way per supplier, and the approval moves the supplier's
 * `purchaseFlag`/`paymentFlag` and tells its users.
 */
import type { Queryable } from '../db/db.ts';
import { ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { registerHooks, savedValue, type ActionContext } from '../engine/hooks.ts';
import { refuseOpenDocument, tellSupplier, updateSupplier } from './documents.ts';
import { once } from '../engine/once.ts';
import { today } from '../engine/clock.ts';

/** Each thing a freeze may stop: the document's flag and the supplier's. */
const PARTS = [
  { action: 'actionPurchaseFlag', supplier: 'purchase_flag', zh: '采购', en: 'purchasing' },
  { action: 'actionPaymentFlag', supplier: 'payment_flag', zh: '付款', en: 'payment' },
] as const;

const chosen = (values: (field: string) => unknown) => PARTS.filter((p) => values(p.action) === 'Y');

/** Frozen already (to freeze) or not frozen (to thaw): named on the document's flag. */
async function stateViolations(tx: Queryable, record: Record<string, unknown>): Promise<FieldViolation[]> {
  const res = await tx.query<Record<string, string>>('SELECT purchase_flag, payment_flag FROM srm_pos_supplier_info WHERE supplier_id = $1', [
    record.supplierId,
  ]);
  const supplier = res.rows[0] ?? {};
  const freezing = record.freezeType !== 'UNFREEZE';
  return chosen((f) => record[f])
    .filter((p) => (supplier[p.supplier] === 'N') === freezing)
    .map((p) => ({ field: p.action, key: freezing ? 'rule.alreadyFrozen' : 'rule.notFrozen' }));
}

async function approved({ tx, record, caller, pending }: ActionContext): Promise<void> {
  const parts = chosen((f) => record[f]);
  const freezing = record.freezeType !== 'UNFREEZE';
  await tx.query('UPDATE srm_slc_supplier_freezes SET effective_date = $2 WHERE freeze_id = $1', [record.freezeId, today()]);
  await updateSupplier(tx, record.supplierId, parts.map((p) => `${p.supplier} = $3`).join(', '), [freezing ? 'N' : 'Y'], caller);
  const what = { zh: parts.map((p) => p.zh).join('和'), en: parts.map((p) => p.en).join(' and ') };
  const text = freezing
    ? { zh: `贵公司的${what.zh}已被冻结：${record.freezingInstructions}`, en: `Your company's ${what.en} has been frozen: ${record.freezingInstructions}` }
    : { zh: `贵公司的${what.zh}已解冻`, en: `Your company's ${what.en} has been unfrozen` };
  await tellSupplier(tx, record.supplierId, text, { entity: 'slcSupplierFreeze', recordId: record.freezeId }, caller, pending);
}

export const registerFreezeHooks = once((): void => {
  registerHooks('slcSupplierFreeze', {
    beforeSave(ctx) {
      if (!chosen((f) => savedValue(ctx, f)).length) throw new ValidationError([{ field: 'actionPurchaseFlag', key: 'rule.freezeNothing' }]);
    },
    async beforeAction(ctx) {
      if (ctx.action.action !== 'submit' && ctx.action.action !== 'approval') return;
      const violations = await stateViolations(ctx.tx, ctx.record);
      if (violations.length) throw new ValidationError(violations);
      if (ctx.action.action === 'submit') await refuseOpenDocument(ctx.tx, ctx.def, ctx.record, ['SUBMITTED']);
    },
    async afterAction(ctx) {
      if (ctx.action.action === 'approval') await approved(ctx);
    },
  });
});
