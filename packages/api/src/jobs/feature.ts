/**
 * The background-jobs feature: one worker per server process, started when the
 * app is ready and stopped when it closes. JOB_WORKER=false runs a process that
 * only queues (the web tier); JOB_POLL_MS sets how often an idle worker looks.
 * At start the job definitions are written from the job types registered
 * (console.ts) and the built-in schedules made: housekeeping and the business
 * jobs by cron (Asia/Shanghai), unattached uploads swept hourly, refreshed
 * summaries every minute.
 */
import type { FeatureModule } from '../app-context.ts';
import { JobWorker } from './worker.ts';
import { schedule, scheduleCron } from './queue.ts';
import { registerCleanupJob, CLEANUP_JOB } from './cleanup-job.ts';
import { registerUnattachedFilesJob, UNATTACHED_FILES_JOB } from './unattached-files-job.ts';
import { CERTIFICATE_EXPIRY_JOB, OVERDUE_DELIVERY_JOB, registerBusinessJobs } from './business-jobs.ts';
import { KNOWN_PROGRAMS, registerSchedulerConsole, syncPrograms } from './console.ts';
import { refreshDueSummaries, summaries } from '../engine/summaries.ts';

/** Looks every minute for summaries whose refresh time has come (each says how often). */
export const SUMMARY_JOB = 'system.refreshSummaries';
export const SCHEDULER_ZONE = 'Asia/Shanghai';

declare module '../app-context.ts' {
  interface AppContext {
    jobs?: JobWorker;
  }
}

/** Loaded after files, before the features that register their jobs on `ctx.jobs` (gen-features.mjs). */
export const featureOrder = 11;

export const jobsFeature: FeatureModule = (app, ctx) => {
  const worker = new JobWorker(ctx.db, {
    pollMs: ctx.config.jobPollMs,
    log: (msg, err) => app.log.error({ err }, msg),
    onAttemptFailed: (type, final) => ctx.metrics.jobFailed(type, final),
  });
  ctx.jobs = worker;
  for (const [type, info] of Object.entries(KNOWN_PROGRAMS)) worker.describe(type, info);
  registerCleanupJob(worker, ctx);
  registerUnattachedFilesJob(worker, ctx);
  registerBusinessJobs(worker, ctx);
  registerSchedulerConsole(worker);
  worker.register(SUMMARY_JOB, { run: async () => ({ refreshed: await refreshDueSummaries(ctx.db) }) });
  app.addHook('onReady', async () => {
    await syncPrograms(ctx.db, worker);
    await scheduleCron(ctx.db, 'system.cleanup', CLEANUP_JOB, '0 3 * * *', SCHEDULER_ZONE, { keepDays: 30 });
    await scheduleCron(ctx.db, 'files.removeUnattached', UNATTACHED_FILES_JOB, '20 * * * *', SCHEDULER_ZONE, {});
    await scheduleCron(ctx.db, 'scheduler.certificateExpiry', CERTIFICATE_EXPIRY_JOB, '0 8 * * *', SCHEDULER_ZONE, { days: 30 });
    await scheduleCron(ctx.db, 'scheduler.overdueDelivery', OVERDUE_DELIVERY_JOB, '30 8 * * 1-5', SCHEDULER_ZONE, { graceDays: 0 });
    if (summaries().length) await schedule(ctx.db, 'system.summaries', SUMMARY_JOB, 60);
    if (ctx.config.jobWorker) worker.start();
  });
  app.addHook('onClose', async () => {
    // Half the shutdown's bound: what the job has not done by then is handed back, and the rest closes in time.
    await worker.stop(ctx.config.shutdownTimeoutMs / 2);
  });
};
