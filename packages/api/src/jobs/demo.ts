/**
 * Scheduler demo: the job definitions, the business jobs scheduled by cron, a
 * paused schedule, and runs in each state made by the worker itself: a
 * certificate warning done with its log, an overdue-delivery run failed with
 * its error (a bad parameter), a cleanup waiting for tomorrow.
 */
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/db.ts';
import { CERTIFICATE_EXPIRY_JOB, OVERDUE_DELIVERY_JOB, registerBusinessJobs } from './business-jobs.ts';
import { CLEANUP_JOB, registerCleanupJob } from './cleanup-job.ts';
import { KNOWN_PROGRAMS, syncPrograms } from './console.ts';
import { enqueue, scheduleCron } from './queue.ts';
import { JobWorker } from './worker.ts';
import { table } from '../db/tables.ts';

const SCHEDULE = table('sys_job_schedules');

const ZONE = 'Asia/Shanghai';

export async function seedSchedulerDemo(db: Db): Promise<void> {
  const ctx = { db } as AppContext;
  const worker = new JobWorker(db);
  for (const [type, info] of Object.entries(KNOWN_PROGRAMS)) worker.describe(type, info);
  registerCleanupJob(worker, ctx);
  registerBusinessJobs(worker, ctx);
  for (const type of Object.keys(KNOWN_PROGRAMS)) if (!worker.has(type)) worker.register(type, { run: async () => null });
  await syncPrograms(db, worker);
  await scheduleCron(db, 'system.cleanup', CLEANUP_JOB, '0 3 * * *', ZONE, { keepDays: 30 });
  await scheduleCron(db, 'scheduler.certificateExpiry', CERTIFICATE_EXPIRY_JOB, '0 8 * * *', ZONE, { days: 30 });
  await scheduleCron(db, 'scheduler.overdueDelivery', OVERDUE_DELIVERY_JOB, '30 8 * * 1-5', ZONE, { graceDays: 0 });
  await scheduleCron(db, 'scheduler.certificateExpiry.quarterly', CERTIFICATE_EXPIRY_JOB, '0 7 1 */3 *', ZONE, { days: 90 }, { enabled: false });
  const scheduleId = async (code: string) =>
    Number((await db.query<{ id: number }>(`SELECT ${SCHEDULE.schedule_id} AS id FROM ${SCHEDULE} WHERE ${SCHEDULE.schedule_code} = $1`, [code])).rows[0].id);

  // Only the demo's own runs: a worker that runs these two types and nothing else queued at seed time.
  const runner = new JobWorker(db);
  registerBusinessJobs(runner, ctx);
  await enqueue(db, CERTIFICATE_EXPIRY_JOB, { days: 60 }, { runKind: 'REQUEST', maxAttempts: 1, userId: -1 });
  await enqueue(
    db,
    OVERDUE_DELIVERY_JOB,
    { graceDays: 'two' },
    { runKind: 'SCHEDULED', maxAttempts: 1, scheduleId: await scheduleId('scheduler.overdueDelivery') },
  );
  await runner.drain();
  await enqueue(db, CLEANUP_JOB, { keepDays: 30 }, { runKind: 'REQUEST', maxAttempts: 1, runAt: new Date(Date.now() + 24 * 3600 * 1000), userId: -1 });
}
