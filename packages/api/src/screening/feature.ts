/**
 * Bid screening (issue 47): the auditor's run (`screeningFlag.doRunScreening`),
 * the scheduled job that runs the same every night, the explanation written in
 * the reader's language, and the reviewer's name and comment copied onto a
 * reviewed flag.
 */
import { format } from '@srm/domain/i18n/messages.ts';
import type { MessageKey } from '@srm/domain/i18n/messages.ts';
import type { FeatureModule } from '../app-context.ts';
import type { Db } from '../db/db.ts';
import { table } from '../db/tables.ts';
import { systemCaller } from '../engine/caller.ts';
import { registerHooks } from '../engine/hooks.ts';
import { registerOperation } from '../engine/operations.ts';
import { ValidationError } from '../engine/app-error.ts';
import { personName } from '../engine/people.ts';
import { once } from '../engine/once.ts';
import { scheduleCron } from '../jobs/queue.ts';
import { runScreening, settingsOf } from './run.ts';

const FLAG = table('srm_screening_flags');
export const SCREENING_JOB = 'screening.run';

/** Hooks and the operation; also called by the demo seed and the tests. */
export const registerScreening = once(() => {
  registerOperation(
    'screeningFlag',
    'doRunScreening',
    async ({ tx, caller, body }) => {
      // The run screens every opened event: a flag named in the call is a mistake, refused rather than ignored.
      if (body && typeof body === 'object' && (body as Record<string, unknown>).flagId !== undefined)
        throw new ValidationError([{ field: 'flagId', key: 'error.unknownField', params: { field: 'flagId' } }]);
      return runScreening(tx, caller, await settingsOf(tx, body));
    },
    {
      body: {
        type: 'object',
        properties: {
          coverPercent: { type: 'number', description: 'Cover bids: how far above the winner, in percent (default the profile, else 2)' },
          responseSeconds: { type: 'number', description: 'Hall answers: within how many seconds (default the profile, else 5)' },
        },
      },
      data: { type: 'object', additionalProperties: true },
    },
  );
  registerHooks('screeningFlag', {
    afterRead({ caller, rows }) {
      for (const row of rows) {
        let params: Record<string, unknown> = {};
        try {
          params = JSON.parse(String(row.explainParams ?? '{}'));
        } catch {
          params = {};
        }
        if (row.indicatorCode) row.explanation = format(`screening.${row.indicatorCode}` as MessageKey, caller.lang, params);
      }
    },
    async afterAction({ tx, caller, action, record, comment }) {
      if (action.action !== 'review') return;
      await tx.query(`UPDATE ${FLAG} SET ${FLAG.reviewer_name} = $2, ${FLAG.review_comment} = $3 WHERE ${FLAG.flag_id} = $1`, [
        record.flagId,
        (await personName(tx, caller.userId)) ?? caller.userName,
        comment ?? null,
      ]);
    },
  });
});

/** A run as the system, for the job: every flag, whatever anyone may see. */
export const runScreeningJob = (db: Db) => db.transaction(async (tx) => runScreening(tx, systemCaller(), await settingsOf(tx, {})));

export const screeningFeature: FeatureModule = (app, ctx) => {
  registerScreening();
  ctx.jobs?.register(SCREENING_JOB, {
    program: { name: { zh: '围标串标筛查', en: 'Bid screening' }, description: 'Recomputes the bid-screening flags of every opened event.' },
    run: async () => runScreeningJob(ctx.db),
  });
  app.addHook('onReady', async () => {
    if (ctx.jobs) await scheduleCron(ctx.db, SCREENING_JOB, SCREENING_JOB, '0 2 * * *', 'Asia/Shanghai', {});
  });
};
