/**
 * The job queue in the database (sys_jobs), shared by every server process:
 * a worker claims the oldest due PENDING job with FOR UPDATE SKIP LOCKED (on
 * PGlite the single session makes the claim exclusive anyway), beats while it
 * runs, and records DONE, a retry with back-off, or FAILED with the reason.
 */
import { hostname } from 'node:os';
import type { Db, Queryable } from '../db/db.ts';

export interface Job {
  jobId: number;
  jobType: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
  userId: number | null;
}

export const WORKER_PREFIX = `${hostname()}:${process.pid}:`;
/** A RUNNING job whose worker has not beaten for this long is taken as abandoned. */
export const STALE_AFTER_S = 60;

export async function enqueue(
  q: Queryable,
  jobType: string,
  payload: unknown,
  opts: { userId?: number; maxAttempts?: number; runAt?: Date; scheduleId?: number } = {},
): Promise<number> {
  const res = await q.query<{ id: number }>(
    `INSERT INTO sys_jobs (job_type, payload, job_status, attempts, max_attempts, run_at, user_id, schedule_id, created_by, last_updated_by)
     VALUES ($1, $2, 'PENDING', 0, $3, $4, $5, $6, $7, $7) RETURNING job_id AS id`,
    [
      jobType,
      JSON.stringify(payload ?? null),
      opts.maxAttempts ?? 3,
      (opts.runAt ?? new Date()).toISOString(),
      opts.userId ?? null,
      opts.scheduleId ?? null,
      opts.userId ?? -1,
    ],
  );
  return Number(res.rows[0].id);
}

export async function claim(db: Db, workerId: string, types: string[]): Promise<Job | undefined> {
  return db.transaction(async (tx) => {
    const res = await tx.query<{ jobId: number }>(
      `SELECT job_id AS "jobId" FROM sys_jobs WHERE job_status = 'PENDING' AND run_at <= now() AND job_type = ANY($1)
        ORDER BY run_at, job_id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [types],
    );
    if (!res.rows[0]) return undefined;
    const claimed = await tx.query<Job & { payload: string }>(
      `UPDATE sys_jobs SET job_status = 'RUNNING', attempts = attempts + 1, locked_by = $2, locked_at = now(), heartbeat_at = now(), last_update_date = now()
        WHERE job_id = $1 RETURNING job_id AS "jobId", job_type AS "jobType", payload, attempts, max_attempts AS "maxAttempts", user_id AS "userId"`,
      [res.rows[0].jobId, workerId],
    );
    const job = claimed.rows[0];
    return { ...job, jobId: Number(job.jobId), payload: job.payload ? JSON.parse(job.payload) : null };
  });
}

export async function heartbeat(q: Queryable, jobId: number, workerId: string): Promise<void> {
  await q.query(`UPDATE sys_jobs SET heartbeat_at = now() WHERE job_id = $1 AND locked_by = $2 AND job_status = 'RUNNING'`, [jobId, workerId]);
}

export async function finish(q: Queryable, jobId: number, result: unknown): Promise<void> {
  await q.query(`UPDATE sys_jobs SET job_status = 'DONE', result = $2, finished_at = now(), locked_by = NULL, last_update_date = now() WHERE job_id = $1`, [
    jobId,
    JSON.stringify(result ?? null),
  ]);
}

/** Back to PENDING with a back-off while attempts remain, else FAILED. Answers whether it failed for good. */
export async function fail(q: Queryable, jobId: number, reason: string): Promise<boolean> {
  const res = await q.query<{ status: string }>(
    `UPDATE sys_jobs SET
        job_status = CASE WHEN attempts < max_attempts THEN 'PENDING' ELSE 'FAILED' END,
        run_at = CASE WHEN attempts < max_attempts THEN now() + make_interval(secs => 5 * power(2, attempts - 1)) ELSE run_at END,
        finished_at = CASE WHEN attempts < max_attempts THEN NULL ELSE now() END,
        last_error = $2, locked_by = NULL, last_update_date = now()
      WHERE job_id = $1 RETURNING job_status AS status`,
    [jobId, reason.slice(0, 4000)],
  );
  return res.rows[0]?.status === 'FAILED';
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * RUNNING jobs nobody is working on any more: those of a dead process on this
 * host (seen at once) and those whose worker stopped beating anywhere. Each is
 * retried when attempts remain, else failed with the reason. Answers the ids
 * that failed for good, with their type and payload, for their follow-up.
 */
export async function recoverAbandoned(db: Db, ownWorkerId: string): Promise<Job[]> {
  const running = await db.query<Job & { lockedBy: string | null; stale: boolean; payload: string }>(
    `SELECT job_id AS "jobId", job_type AS "jobType", payload, attempts, max_attempts AS "maxAttempts", user_id AS "userId", locked_by AS "lockedBy",
            (heartbeat_at IS NULL OR heartbeat_at < now() - make_interval(secs => $1)) AS stale
       FROM sys_jobs WHERE job_status = 'RUNNING'`,
    [STALE_AFTER_S],
  );
  const failed: Job[] = [];
  const host = `${hostname()}:`;
  for (const job of running.rows) {
    const lockedBy = job.lockedBy ?? '';
    if (lockedBy === ownWorkerId) continue;
    const [h, pid] = lockedBy.split(':');
    const deadHere = `${h}:` === host && Number(pid) !== process.pid && !processAlive(Number(pid));
    if (!deadHere && !job.stale) continue;
    const reason = deadHere
      ? `interrupted: the server process ${lockedBy} stopped while running it`
      : `interrupted: worker ${lockedBy || '?'} stopped responding`;
    const res = await db.query<{ status: string }>(
      `UPDATE sys_jobs SET job_status = CASE WHEN attempts < max_attempts THEN 'PENDING' ELSE 'FAILED' END,
              finished_at = CASE WHEN attempts < max_attempts THEN NULL ELSE now() END, last_error = $2, locked_by = NULL, last_update_date = now()
        WHERE job_id = $1 AND job_status = 'RUNNING' AND coalesce(locked_by, '') = $3 RETURNING job_status AS status`,
      [job.jobId, reason, lockedBy],
    );
    if (res.rows[0]?.status === 'FAILED') failed.push({ ...job, jobId: Number(job.jobId), payload: job.payload ? JSON.parse(job.payload) : null });
  }
  return failed;
}

/** Queues every due schedule once, moving its next run on; several processes may race, one wins per run. */
export async function queueDueSchedules(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.query<{ scheduleId: number; jobType: string; payload: string | null; intervalSeconds: number }>(
      `SELECT schedule_id AS "scheduleId", job_type AS "jobType", payload, interval_seconds AS "intervalSeconds" FROM sys_job_schedules
        WHERE enabled_flag = 'Y' AND next_run_at <= now() FOR UPDATE SKIP LOCKED`,
    );
    for (const s of due.rows) {
      await enqueue(tx, s.jobType, s.payload ? JSON.parse(s.payload) : null, { scheduleId: Number(s.scheduleId), maxAttempts: 1 });
      await tx.query(
        `UPDATE sys_job_schedules SET last_run_at = now(), next_run_at = now() + make_interval(secs => $2), last_update_date = now() WHERE schedule_id = $1`,
        [s.scheduleId, s.intervalSeconds],
      );
    }
    return due.rows.length;
  });
}

/** Creates or updates a schedule by code (the first run is one interval from now). */
export async function schedule(q: Queryable, code: string, jobType: string, intervalSeconds: number, payload: unknown = null): Promise<void> {
  await q.query(
    `INSERT INTO sys_job_schedules (schedule_code, job_type, payload, interval_seconds, next_run_at, enabled_flag)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5), 'Y')
     ON CONFLICT (schedule_code) DO UPDATE SET job_type = EXCLUDED.job_type, payload = EXCLUDED.payload, interval_seconds = EXCLUDED.interval_seconds, last_update_date = now()`,
    [code, jobType, JSON.stringify(payload), intervalSeconds, intervalSeconds],
  );
}
