/**
 * Daily management (STATES.md of entities/supplier): an issue is found on a
 * day not after today; one asking for rectification has a deadline not past
 * and is issued, one asking for none is recorded (its deadline dropped); the
 * supplier's rectification is done by the day it answers; the reason of a
 * return and the day a record closed are kept for the supplier to read.
 */
import { ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { registerHooks, savedValue } from '../engine/hooks.ts';
import { once } from '../engine/once.ts';
import { today } from '../engine/clock.ts';

const given = (v: unknown) => v !== null && v !== undefined && v !== '';

/** A deadline is needed to issue, and is never in the past. */
function deadlineViolations(deadline: unknown, required: boolean): FieldViolation[] {
  if (!given(deadline)) return required ? [{ field: 'rectifyDeadline', key: 'rule.required' }] : [];
  return String(deadline) < today() ? [{ field: 'rectifyDeadline', key: 'rule.min', params: { min: today() } }] : [];
}

const notAfterToday = (field: string, value: unknown): FieldViolation[] =>
  given(value) && String(value) > today() ? [{ field, key: 'rule.max', params: { max: today() } }] : [];

export const registerDailyManageHooks = once((): void => {
  registerHooks('slcDailyManage', {
    beforeSave(ctx) {
      const violations = notAfterToday('foundDate', ctx.record.foundDate);
      if (savedValue(ctx, 'rectifyFlag') === 'N') ctx.record.rectifyDeadline = null;
      // Checked when set: a draft kept past its deadline is refused when issued.
      else if (ctx.record.rectifyDeadline !== undefined) violations.push(...deadlineViolations(ctx.record.rectifyDeadline, false));
      if (violations.length) throw new ValidationError(violations);
    },
    beforeAction({ action, record, payload }) {
      let violations: FieldViolation[] = [];
      if (action.action === 'issue')
        violations = record.rectifyFlag === 'Y' ? deadlineViolations(record.rectifyDeadline, true) : [{ field: 'rectifyFlag', key: 'rule.rectifyNotAsked' }];
      if (action.action === 'record' && record.rectifyFlag === 'Y') violations = [{ field: 'rectifyFlag', key: 'rule.rectifyToIssue' }];
      if (action.action === 'reply') violations = notAfterToday('rectifiedDate', payload?.rectifiedDate);
      if (violations.length) throw new ValidationError(violations);
    },
    async afterAction({ tx, action, record, comment }) {
      const id = record.dailyId;
      if (action.action === 'returnReply') await tx.query('UPDATE srm_slc_daily_manages SET return_reason = $2 WHERE daily_id = $1', [id, comment]);
      if (action.action === 'accept' || action.action === 'record')
        await tx.query('UPDATE srm_slc_daily_manages SET closed_date = $2 WHERE daily_id = $1', [id, today()]);
    },
  });
});
