/**
 * Exemptions (entities/quality/STATES.md): only for a material with a
 * published requirement, valid until no earlier than it starts, decided by the
 * material's approvers when it has any.
 */
import { ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { registerHooks, savedValue } from '../engine/hooks.ts';
import { hasPublishedRequirement, refuseUnlessApprover } from './limits.ts';

export function registerExemptionHooks(): void {
  registerHooks('qmsExemption', {
    async beforeSave(ctx) {
      const violations: FieldViolation[] = [];
      const itemId = savedValue(ctx, 'itemId');
      if (itemId && !(await hasPublishedRequirement(ctx.tx, itemId)))
        violations.push({ field: 'itemId', key: 'rule.noSubstanceRequirement', params: { value: savedValue(ctx, 'itemCode') ?? itemId } });
      const from = savedValue(ctx, 'validFrom');
      const to = savedValue(ctx, 'validTo');
      if (from && to && String(to) < String(from)) violations.push({ field: 'validTo', key: 'rule.endBeforeStart' });
      if (violations.length) throw new ValidationError(violations);
    },
    async beforeAction({ tx, action, record, caller }) {
      if ((action.action === 'submit' || action.action === 'apply') && !(await hasPublishedRequirement(tx, record.itemId)))
        throw new ValidationError([{ field: 'itemId', key: 'rule.noSubstanceRequirement', params: { value: record.itemCode } }]);
      if (action.action === 'approval' || action.action === 'reject') await refuseUnlessApprover(tx, record.itemId, record.itemCode, caller);
    },
  });
}
