/**
 * The job queue in the database (sys_jobs), shared by every server process:
 * a worker claims the oldest due PENDING job with FOR UPDATE SKIP LOCKED (on
 * PGlite the single session makes the claim exclusive anyway), beats while it
 * runs, and records DONE, a retry with back-off, or FAILED with the reason.
 */
import { hostname } from 'node:os';
import type { Db, Queryable } from '../db/db.ts';
import { table } from '../db/tables.ts';
import { nextCronRun } from './cron.ts';

const JOB = table('sys_jobs');
const JOB_LOG = table('sys_job_logs');
const SCHEDULE = table('sys_job_schedules');
const PROGRAM = table('sys_concurrent_programs');
/** The program's name of a job type (`$n` its code). */
const programName = (n: number) => `(SELECT ${PROGRAM.program_name} FROM ${PROGRAM} WHERE ${PROGRAM.program_code} = $${n})`;
/** A claimed job as `Job` reads it. */
const JOB_FIELDS = JOB.$fields('job_id', 'job_type', 'payload', 'attempts', 'max_attempts', 'user_id');

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

export type RunKind = 'SCHEDULED' | 'REQUEST' | 'QUEUE';

export async function enqueue(
  q: Queryable,
  jobType: string,
  payload: unknown,
  opts: { userId?: number; maxAttempts?: number; runAt?: Date; scheduleId?: number; runKind?: RunKind; dueAt?: string } = {},
): Promise<number> {
  const res = await q.query<{ id: number }>(
    `INSERT INTO ${JOB} (${JOB.$list(
      'job_type',
      'payload',
      'job_status',
      'attempts',
      'max_attempts',
      'run_at',
      'user_id',
      'schedule_id',
      'run_kind',
      'due_at',
      'program_name',
      'created_by',
      'last_updated_by',
    )})
     VALUES ($1, $2, 'PENDING', 0, $3, $4, $5, $6, $8, $9, ${programName(10)}, $7, $7) RETURNING ${JOB.job_id} AS id`,
    [
      jobType,
      JSON.stringify(payload ?? null),
      opts.maxAttempts ?? 3,
      (opts.runAt ?? new Date()).toISOString(),
      opts.userId ?? null,
      opts.scheduleId ?? null,
      opts.userId ?? -1,
      opts.runKind ?? 'QUEUE',
      opts.dueAt ?? null,
      jobType,
    ],
  );
  return Number(res.rows[0].id);
}

/** A line of a run's log (sys_job_logs), written at once so the console shows a running job's progress. */
export async function appendLog(q: Queryable, jobId: number, level: 'INFO' | 'WARN' | 'ERROR', message: string): Promise<void> {
  await q.query(
    `INSERT INTO ${JOB_LOG} (${JOB_LOG.$list('job_id', 'log_time', 'log_level', 'message', 'created_by', 'last_updated_by')}) VALUES ($1, clock_timestamp(), $2, $3, -1, -1)`,
    [jobId, level, message.slice(0, 4000)],
  );
}

export async function claim(db: Db, workerId: string, types: string[]): Promise<Job | undefined> {
  return db.transaction(async (tx) => {
    const res = await tx.query<{ jobId: number }>(
      `SELECT ${JOB.$fields('job_id')} FROM ${JOB} WHERE ${JOB.job_status} = 'PENDING' AND ${JOB.run_at} <= now() AND ${JOB.job_type} = ANY($1)
        ORDER BY ${JOB.run_at}, ${JOB.job_id} LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [types],
    );
    if (!res.rows[0]) return undefined;
    const claimed = await tx.query<Job & { payload: string }>(
      `UPDATE ${JOB} SET ${JOB.job_status} = 'RUNNING', ${JOB.attempts} = ${JOB.attempts} + 1, ${JOB.locked_by} = $2, ${JOB.locked_at} = now(),
              ${JOB.heartbeat_at} = now(), ${JOB.last_update_date} = now()
        WHERE ${JOB.job_id} = $1 RETURNING ${JOB_FIELDS}`,
      [res.rows[0].jobId, workerId],
    );
    const job = claimed.rows[0];
    return { ...job, jobId: Number(job.jobId), payload: job.payload ? JSON.parse(job.payload) : null };
  });
}

export async function heartbeat(q: Queryable, jobId: number, workerId: string): Promise<void> {
  await q.query(`UPDATE ${JOB} SET ${JOB.heartbeat_at} = now() WHERE ${JOB.job_id} = $1 AND ${JOB.locked_by} = $2 AND ${JOB.job_status} = 'RUNNING'`, [
    jobId,
    workerId,
  ]);
}

export async function finish(q: Queryable, jobId: number, result: unknown): Promise<void> {
  await q.query(
    `UPDATE ${JOB} SET ${JOB.job_status} = 'DONE', ${JOB.result} = $2, ${JOB.finished_at} = clock_timestamp(), ${JOB.locked_by} = NULL,
            ${JOB.last_update_date} = now(), ${JOB.duration_ms} = round(EXTRACT(EPOCH FROM clock_timestamp() - ${JOB.locked_at}) * 1000)
      WHERE ${JOB.job_id} = $1`,
    [jobId, JSON.stringify(result ?? null)],
  );
}

/**
 * Hands a job this worker is still running back to the queue, as if never
 * claimed (its attempt not counted), for another process to take at once: the
 * process is stopping and will not finish it.
 */
export async function release(q: Queryable, jobId: number, workerId: string): Promise<boolean> {
  const res = await q.query(
    `UPDATE ${JOB} SET ${JOB.job_status} = 'PENDING', ${JOB.attempts} = greatest(${JOB.attempts} - 1, 0), ${JOB.run_at} = now(), ${JOB.locked_by} = NULL,
            ${JOB.locked_at} = NULL, ${JOB.heartbeat_at} = NULL, ${JOB.last_update_date} = now()
      WHERE ${JOB.job_id} = $1 AND ${JOB.locked_by} = $2 AND ${JOB.job_status} = 'RUNNING'`,
    [jobId, workerId],
  );
  return res.rowCount > 0;
}

/** Back to PENDING with a back-off while attempts remain, else FAILED. Answers whether it failed for good. */
export async function fail(q: Queryable, jobId: number, reason: string): Promise<boolean> {
  const res = await q.query<{ status: string }>(
    `UPDATE ${JOB} SET
        ${JOB.job_status} = CASE WHEN ${JOB.attempts} < ${JOB.max_attempts} THEN 'PENDING' ELSE 'FAILED' END,
        ${JOB.run_at} = CASE WHEN ${JOB.attempts} < ${JOB.max_attempts} THEN now() + make_interval(secs => 5 * power(2, ${JOB.attempts} - 1)) ELSE ${JOB.run_at} END,
        ${JOB.finished_at} = CASE WHEN ${JOB.attempts} < ${JOB.max_attempts} THEN NULL ELSE clock_timestamp() END,
        ${JOB.duration_ms} = round(EXTRACT(EPOCH FROM clock_timestamp() - ${JOB.locked_at}) * 1000),
        ${JOB.last_error} = $2, ${JOB.locked_by} = NULL, ${JOB.last_update_date} = now()
      WHERE ${JOB.job_id} = $1 RETURNING ${JOB.job_status} AS status`,
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
    `SELECT ${JOB_FIELDS}, ${JOB.$fields('locked_by')},
            (${JOB.heartbeat_at} IS NULL OR ${JOB.heartbeat_at} < now() - make_interval(secs => $1)) AS stale
       FROM ${JOB} WHERE ${JOB.job_status} = 'RUNNING'`,
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
      `UPDATE ${JOB} SET ${JOB.job_status} = CASE WHEN ${JOB.attempts} < ${JOB.max_attempts} THEN 'PENDING' ELSE 'FAILED' END,
              ${JOB.finished_at} = CASE WHEN ${JOB.attempts} < ${JOB.max_attempts} THEN NULL ELSE now() END, ${JOB.last_error} = $2, ${JOB.locked_by} = NULL,
              ${JOB.last_update_date} = now()
        WHERE ${JOB.job_id} = $1 AND ${JOB.job_status} = 'RUNNING' AND coalesce(${JOB.locked_by}, '') = $3 RETURNING ${JOB.job_status} AS status`,
      [job.jobId, reason, lockedBy],
    );
    if (res.rows[0]?.status === 'FAILED') failed.push({ ...job, jobId: Number(job.jobId), payload: job.payload ? JSON.parse(job.payload) : null });
  }
  return failed;
}

interface DueSchedule {
  scheduleId: number;
  jobType: string;
  payload: string | null;
  scheduleKind: string | null;
  cronExpression: string | null;
  timeZone: string | null;
  intervalSeconds: number | null;
  dueText: string;
}

/**
 * Queues every due schedule once per due time, however many processes look at
 * once: each claims the due time by moving next_run_at on only where it still
 * holds that time (the row lock makes a second claimer re-read and find it
 * moved), and the run is written in the same transaction with its due time,
 * unique per schedule. A cron schedule long overdue fires once and moves to its
 * next time after now, never catching up every missed one.
 */
export async function queueDueSchedules(db: Db, log?: (msg: string, err?: unknown) => void): Promise<number> {
  const due = await db.query<DueSchedule>(
    `SELECT ${SCHEDULE.$fields('schedule_id', 'job_type', 'payload', 'schedule_kind', 'cron_expression', 'time_zone', 'interval_seconds')},
            ${SCHEDULE.next_run_at}::text AS "dueText"
       FROM ${SCHEDULE} WHERE ${SCHEDULE.enabled_flag} = 'Y' AND ${SCHEDULE.next_run_at} <= now() ORDER BY ${SCHEDULE.next_run_at}`,
  );
  let queued = 0;
  for (const s of due.rows) {
    let next: string | null;
    try {
      next = nextRunOf(s, new Date())?.toISOString() ?? null;
    } catch (err) {
      log?.(`schedule ${s.scheduleId} has no next run`, err);
      next = null;
    }
    const claimed = await db.transaction(async (tx) => {
      const res = await tx.query(
        `UPDATE ${SCHEDULE} SET ${SCHEDULE.next_run_at} = $3::timestamptz, ${SCHEDULE.last_run_at} = now(), ${SCHEDULE.last_update_date} = now()
          WHERE ${SCHEDULE.schedule_id} = $1 AND ${SCHEDULE.next_run_at} = $2::timestamptz AND ${SCHEDULE.enabled_flag} = 'Y' RETURNING ${SCHEDULE.schedule_id}`,
        [s.scheduleId, s.dueText, next],
      );
      if (!res.rows[0]) return false;
      await enqueue(tx, s.jobType, s.payload ? JSON.parse(s.payload) : null, {
        scheduleId: Number(s.scheduleId),
        maxAttempts: 1,
        runKind: 'SCHEDULED',
        dueAt: s.dueText,
      });
      return true;
    });
    if (claimed) queued++;
  }
  return queued;
}

/** The next due time of a schedule after `from` (cron in its zone, or the interval). */
export function nextRunOf(
  s: { scheduleKind: string | null; cronExpression: string | null; timeZone: string | null; intervalSeconds: number | null },
  from: Date,
): Date | null {
  if (s.scheduleKind === 'CRON' && s.cronExpression) return nextCronRun(s.cronExpression, s.timeZone, from);
  if (s.intervalSeconds) return new Date(from.getTime() + Number(s.intervalSeconds) * 1000);
  return null;
}

/**
 * Creates a schedule of the interval kind by code (the first run one interval
 * from now). One that exists keeps what the admin made of it (cron, pause,
 * parameters); only its program follows the code.
 */
export async function schedule(q: Queryable, code: string, jobType: string, intervalSeconds: number, payload: unknown = null): Promise<void> {
  await q.query(
    `INSERT INTO ${SCHEDULE} (${SCHEDULE.$list('schedule_code', 'schedule_name', 'job_type', 'schedule_kind', 'payload', 'interval_seconds', 'next_run_at', 'enabled_flag')})
     VALUES ($1, ${programName(6)}, $2, 'INTERVAL', $3, $4, now() + make_interval(secs => $5), 'Y')
     ON CONFLICT (${SCHEDULE.schedule_code}) DO UPDATE SET ${SCHEDULE.job_type} = EXCLUDED.${SCHEDULE.job_type}, ${SCHEDULE.last_update_date} = now()`,
    [code, jobType, JSON.stringify(payload), intervalSeconds, intervalSeconds, jobType],
  );
}

/** Creates a cron schedule by code unless it exists (the admin's changes are kept). */
export async function scheduleCron(
  q: Queryable,
  code: string,
  jobType: string,
  cronExpression: string,
  timeZone: string,
  payload: unknown = null,
  opts: { enabled?: boolean } = {},
): Promise<void> {
  const next = nextCronRun(cronExpression, timeZone, new Date());
  await q.query(
    `INSERT INTO ${SCHEDULE} (${SCHEDULE.$list(
      'schedule_code',
      'schedule_name',
      'job_type',
      'schedule_kind',
      'cron_expression',
      'time_zone',
      'payload',
      'next_run_at',
      'enabled_flag',
    )})
     VALUES ($1, ${programName(8)}, $2, 'CRON', $3, $4, $5, $6, $7)
     ON CONFLICT (${SCHEDULE.schedule_code}) DO NOTHING`,
    [code, jobType, cronExpression, timeZone, JSON.stringify(payload), next?.toISOString() ?? null, opts.enabled === false ? 'N' : 'Y', jobType],
  );
}
