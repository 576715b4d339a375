/**
 * The background-jobs feature: one worker per server process, started when the
 * app is ready and stopped when it closes. JOB_WORKER=false runs a process that
 * only queues (the web tier); JOB_POLL_MS sets how often an idle worker looks.
 * Built-in schedules: cleanup of abandoned large-file uploads and old jobs, daily;
 * refreshed summaries, looked at every minute.
 */
import type { FeatureModule } from '../app-context.ts';
import { JobWorker } from './worker.ts';
import { schedule } from './queue.ts';
import { registerCleanupJob, CLEANUP_JOB } from './cleanup-job.ts';
import { refreshDueSummaries, summaries } from '../engine/summaries.ts';

/** Looks every minute for summaries whose refresh time has come (each says how often). */
export const SUMMARY_JOB = 'system.refreshSummaries';

declare module '../app-context.ts' {
  interface AppContext {
    jobs?: JobWorker;
  }
}

export const jobsFeature: FeatureModule = (app, ctx) => {
  const worker = new JobWorker(ctx.db, { pollMs: ctx.config.jobPollMs, log: (msg, err) => app.log.error({ err }, msg) });
  ctx.jobs = worker;
  registerCleanupJob(worker, ctx);
  worker.register(SUMMARY_JOB, { run: async () => ({ refreshed: await refreshDueSummaries(ctx.db) }) });
  app.addHook('onReady', async () => {
    await schedule(ctx.db, 'system.cleanup', CLEANUP_JOB, 24 * 3600);
    if (summaries().length) await schedule(ctx.db, 'system.summaries', SUMMARY_JOB, 60);
    if (ctx.config.jobWorker) worker.start();
  });
  app.addHook('onClose', async () => {
    await worker.stop();
  });
};
