/**
 * Equipment purchase contracts (entities/equipment/STATES.md): the term ends
 * after it starts, each milestone falls within it, a contract is submitted
 * with at least one milestone, and the supplier's confirmation puts it in effect.
 */
import type { Queryable } from '../db/db.ts';
import { ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { registerHooks, savedValue, type SaveContext } from '../engine/hooks.ts';
import { day } from './dates.ts';
import { today } from '../engine/clock.ts';
import { once } from '../engine/once.ts';

function beforeSave(ctx: SaveContext): void {
  const start = day(savedValue(ctx, 'startDate'));
  const end = day(savedValue(ctx, 'endDate'));
  const violations: FieldViolation[] = [];
  if (start && end && end < start) violations.push({ field: 'endDate', key: 'rule.finishBeforeStart' });
  for (const [row, line] of (ctx.lines.milestones ?? []).entries()) {
    const planned = day(line.plannedDate);
    if (planned && start && end && (planned < start || planned > end))
      violations.push({ field: 'plannedDate', key: 'rule.dateOutsideTerm', params: { from: start, to: end }, row, child: 'milestones' });
  }
  if (violations.length) throw new ValidationError(violations);
}

async function milestoneCount(tx: Queryable, contractId: unknown): Promise<number> {
  const res = await tx.query<{ n: string }>('SELECT COUNT(*) AS n FROM srm_eqp_purchase_contract_lines WHERE contract_id = $1', [contractId]);
  return Number(res.rows[0].n);
}

export const registerContractHooks = once((): void => {
  registerHooks('purchaseContract', {
    beforeSave,
    async beforeAction(ctx) {
      if (ctx.action.action === 'submit' && !(await milestoneCount(ctx.tx, ctx.record.contractId)))
        throw new ValidationError([{ field: 'milestones', key: 'rule.required' }]);
    },
    async afterAction(ctx) {
      if (ctx.action.action === 'confirm')
        await ctx.tx.query('UPDATE srm_eqp_purchase_contracts SET effective_date = $2 WHERE contract_id = $1', [ctx.record.contractId, today()]);
    },
  });
});
