/**
 * Advances and what becomes of them (entities/finance/STATES.md): an advance
 * request is approved by a second person (the supplier is told), then offset
 * by payment requests (payment.ts) or collected back (REFUND) until nothing
 * remains; every figure of an advance is recomputed in SQL from its payment
 * lines and collections, under the advance's row lock.
 */
import type { Queryable } from '../db/db.ts';
import { ValidationError } from '../engine/app-error.ts';
import { registerHooks, savedValue, type SaveContext } from '../engine/hooks.ts';

import { cents, decimal } from './money.ts';
import { ADVANCE_REMAINING, refuseFrozen } from './payment-lines.ts';
import { convert } from './rates.ts';
import { today } from '../engine/clock.ts';
import { rows } from '../db/db.ts';

/** Offset (approved payment offsets), collected (confirmed refunds) and remaining (free for new offsets or refunds) of the advances `where` selects. */
export async function refreshAdvances(tx: Queryable, where: string, params: unknown[]): Promise<void> {
  await tx.query(
    `UPDATE srm_fin_advance_applies a SET
        offset_amount = COALESCE((SELECT sum(collect_amount) FROM srm_fin_advance_collects c WHERE c.advance_id = a.advance_id AND c.collect_kind = 'OFFSET' AND c.collect_status = 'CONFIRMED'), 0),
        collected_amount = COALESCE((SELECT sum(collect_amount) FROM srm_fin_advance_collects c WHERE c.advance_id = a.advance_id AND c.collect_kind = 'REFUND' AND c.collect_status = 'CONFIRMED'), 0),
        remaining_amount = CASE WHEN a.advance_status = 'APPROVED' THEN ${ADVANCE_REMAINING.replace('$PAYMENT', '0').replace('$COLLECT', '0')} ELSE 0 END
      WHERE ${where}`,
    params,
  );
}

/** The order typed by number must be the supplier's; a cleared number clears the id. */
async function resolveOrder(ctx: SaveContext): Promise<void> {
  const number = String(savedValue(ctx, 'poNumber') ?? '').trim();
  if (!number) {
    ctx.record.poHeaderId = null;
    return;
  }
  const [po] = await rows<{ id: number }>(ctx.tx, 'SELECT po_header_id AS id FROM srm_po_headers WHERE po_number = $1 AND supplier_id = $2', [
    number,
    savedValue(ctx, 'supplierId'),
  ]);
  if (!po) throw new ValidationError([{ field: 'poNumber', key: 'rule.orderNotOfSupplier', params: { value: number } }]);
  ctx.record.poHeaderId = Number(po.id);
}

/** A refund is recorded against an approved advance, within what remains of it; supplier, organisation and currency are the advance's. */
async function collectBeforeSave(ctx: SaveContext): Promise<void> {
  const advanceId = savedValue(ctx, 'advanceId');
  const [a] = await rows<Record<string, unknown>>(
    ctx.tx,
    `SELECT a.advance_number AS "advanceNumber", a.advance_status AS status, a.supplier_id AS "supplierId", a.supplier_number AS "supplierNumber",
            a.supplier_name AS "supplierName", a.org_id AS "orgId", a.org_name AS "orgName", a.currency_code AS "currencyCode",
            (${ADVANCE_REMAINING.replace('$PAYMENT', '0').replace('$COLLECT', '$2')})::text AS remaining
       FROM srm_fin_advance_applies a WHERE a.advance_id = $1 FOR UPDATE`,
    [advanceId, ctx.before?.collectId ?? 0],
  );
  if (a?.status !== 'APPROVED')
    throw new ValidationError([{ field: 'advanceId', key: 'rule.advanceNotApproved', params: { value: a?.advanceNumber ?? advanceId } }]);
  const amount = savedValue(ctx, 'collectAmount');
  if (cents(amount) > cents(a.remaining))
    throw new ValidationError([
      { field: 'collectAmount', key: 'rule.advanceAboveRemaining', params: { value: decimal(cents(amount)), remaining: decimal(cents(a.remaining)) } },
    ]);
  const { status: _s, remaining: _r, ...copied } = a;
  Object.assign(ctx.record, copied, { collectKind: 'REFUND' });
}

export function registerAdvanceHooks(): void {
  registerHooks('finAdvanceApply', {
    async beforeSave(ctx) {
      await refuseFrozen(ctx.tx, savedValue(ctx, 'supplierId'));
      await resolveOrder(ctx);
      ctx.record.applyDate = today();
    },
    async afterSave(ctx) {
      await convert(ctx.tx, 'srm_fin_advance_applies', 'advance_id', ctx.id!, 'advance_amount', String(savedValue(ctx, 'currencyCode')), today());
    },
    async beforeAction({ tx, action, record }) {
      if (action.action === 'submit' || action.action === 'approval') await refuseFrozen(tx, record.supplierId);
    },
    // The approval's stamp is declared (entities/finance/advance-apply.ts).
    async afterAction({ tx, record }) {
      await refreshAdvances(tx, 'advance_id = $1', [record.advanceId]);
    },
  });
  registerHooks('finAdvanceCollect', {
    beforeSave: collectBeforeSave,
    async afterSave(ctx) {
      await refreshAdvances(ctx.tx, 'advance_id = $1', [savedValue(ctx, 'advanceId')]);
    },
    async afterAction({ tx, action, record }) {
      if (action.action === 'confirm')
        await tx.query('UPDATE srm_fin_advance_collects SET collect_date = $2::date WHERE collect_id = $1', [record.collectId, today()]);
      await refreshAdvances(tx, 'advance_id = $1', [record.advanceId]);
    },
  });
}
