/**
 * The supplier lifecycle: the checks of the supplier record's lines, the hooks
 * of its documents (blacklist, freeze, exit, a supplier's change of its record),
 * and the job that lifts blacklists whose date has passed.
 */
import type { FeatureModule } from '../app-context.ts';
import type { EntityOperations } from '../engine/operations.ts';
import { schedule } from '../jobs/queue.ts';
import { liftExpiredBlacklists, registerBlacklistHooks } from './blacklist.ts';
import { registerFreezeHooks } from './freeze.ts';
import { registerQuitHooks } from './quit.ts';
import { registerRecordHooks } from './record.ts';
import { registerChangeHooks } from './change.ts';
import { registerIntroductionHooks } from './introduction.ts';
import { registerInspectionHooks } from './inspection.ts';
import { registerTrialHooks } from './trial.ts';
import { registerDailyManageHooks } from './daily-manage.ts';
import { registerGradeHooks } from './grade.ts';

export const LIFT_BLACKLISTS_JOB = 'supplier.liftExpiredBlacklists';

/** Hooks; also called by the demo seed, which may run before the app is built. */
export function registerSupplierLifecycle(ops: EntityOperations): void {
  registerBlacklistHooks();
  registerFreezeHooks();
  registerQuitHooks();
  registerRecordHooks();
  registerChangeHooks(ops);
  registerIntroductionHooks();
  registerInspectionHooks();
  registerTrialHooks();
  registerDailyManageHooks();
  registerGradeHooks();
}

export const supplierFeature: FeatureModule = (app, ctx) => {
  registerSupplierLifecycle(ctx.ops);
  ctx.jobs?.register(LIFT_BLACKLISTS_JOB, { run: async () => ({ lifted: await liftExpiredBlacklists(ctx.db, ctx.ops) }) });
  app.addHook('onReady', async () => {
    if (ctx.jobs) await schedule(ctx.db, LIFT_BLACKLISTS_JOB, LIFT_BLACKLISTS_JOB, 3600);
  });
};
