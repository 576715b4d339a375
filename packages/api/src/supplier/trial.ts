/**
 * Sample trials and batch tryouts (STATES.md of entities/supplier): wanted
 * by a date not past; a sample trial naming a qualification review answers
 * one that asks for it; a batch tryout follows a passed sample trial of the
 * same material; an approved sample trial answers its review.
 */
import { AppError, ValidationError } from '../engine/app-error.ts';
import { registerHooks, savedValue } from '../engine/hooks.ts';
import { refuseStepWithoutReview, stepDecided } from './introduction.ts';
import { once } from '../engine/once.ts';
import { today } from '../engine/clock.ts';

export const registerTrialHooks = once((): void => {
  registerHooks('slcTrial', {
    async beforeSave(ctx) {
      const wanted = savedValue(ctx, 'requiredDate');
      if (ctx.record.requiredDate !== undefined && wanted && String(wanted) < today())
        throw new ValidationError([{ field: 'requiredDate', key: 'rule.min', params: { min: today() } }]);
      const review = { qualificationId: savedValue(ctx, 'qualificationId'), supplierId: savedValue(ctx, 'supplierId') };
      // A batch tryout answers no review: the review asks for samples.
      if (savedValue(ctx, 'trialType') === 'BATCH') {
        if (review.qualificationId) throw new ValidationError([{ field: 'qualificationId', key: 'rule.reviewNotAwaitingStep' }]);
      } else await refuseStepWithoutReview(ctx.tx, review, 'need_sample_trial_flag');
    },
    async beforeAction(ctx) {
      if (ctx.action.action !== 'release' || ctx.record.trialType !== 'BATCH') return;
      const sample = await ctx.tx.query(
        `SELECT 1 FROM srm_slc_trials WHERE supplier_id = $1 AND item_id = $2 AND trial_type = 'SAMPLE' AND trial_status = 'APPROVED' AND trial_result = 'PASS' LIMIT 1`,
        [ctx.record.supplierId, ctx.record.itemId],
      );
      if (!sample.rows.length) throw new AppError('TRIAL_NEEDS_SAMPLE');
    },
    async afterAction(ctx) {
      if (ctx.action.action !== 'approval') return;
      await ctx.tx.query('UPDATE srm_slc_trials SET approved_date = $2 WHERE trial_id = $1', [ctx.record.trialId, today()]);
      if (ctx.record.trialType === 'SAMPLE') await stepDecided(ctx, 'sample_trial_result', ctx.record.trialResult);
    },
  });
});
