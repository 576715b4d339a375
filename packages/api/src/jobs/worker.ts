/**
 * The worker loop a server process runs: recover abandoned jobs at start and
 * now and then, queue due schedules, claim and run one job at a time. Handlers
 * register by job type; `stop()` lets the running job finish (up to a timeout:
 * a job still running then is handed back to the queue, for another process).
 */
import type { Db } from '../db/db.ts';
import { within } from '../engine/within.ts';
import type { Label } from '@srm/domain/entity/types.ts';
import { appendLog, claim, fail, finish, heartbeat, queueDueSchedules, recoverAbandoned, release, WORKER_PREFIX, type Job } from './queue.ts';

export interface JobContext {
  db: Db;
  /** Records progress and keeps the job's heartbeat fresh. */
  beat(): Promise<void>;
  /** Writes a line of the run's log, read in the scheduler console while it runs and after. */
  log(message: string, level?: 'INFO' | 'WARN' | 'ERROR'): Promise<void>;
}

/** A parameter of a job definition (sys_concurrent_program_params). */
export interface ProgramParam {
  name: string;
  label: Label;
  type: 'TEXT' | 'INTEGER' | 'NUMBER' | 'DATE' | 'FLAG';
  required?: boolean;
  default?: string;
}

/** How a job type shows in the scheduler console: its name, description and parameters. */
export interface ProgramInfo {
  name: Label;
  description?: string;
  params?: ProgramParam[];
  /** Offered in Submit request (false for jobs that need a document's data, like an export). */
  submittable?: boolean;
}

export interface JobHandler {
  run(job: Job, ctx: JobContext): Promise<unknown>;
  /** Called once a job of this type has failed for good (errors, or recovered as abandoned). */
  onFailed?(job: Job, reason: string, db: Db): Promise<void>;
  program?: ProgramInfo;
}

export interface WorkerOptions {
  pollMs?: number;
  recoverEveryMs?: number;
  log?: (msg: string, err?: unknown) => void;
  /** An attempt failed (`final`: none is left), for the failure metric. */
  onAttemptFailed?: (jobType: string, final: boolean) => void;
}

export class JobWorker {
  readonly id = `${WORKER_PREFIX}${Math.random().toString(36).slice(2, 8)}`;
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private lastRecovery = 0;
  /** The job being run, until it is finished, failed or released. */
  private current: Job | undefined;

  private readonly db: Db;
  private readonly opts: WorkerOptions;
  constructor(db: Db, opts: WorkerOptions = {}) {
    this.db = db;
    this.opts = opts;
  }

  register(type: string, handler: JobHandler): void {
    this.handlers.set(type, { ...handler, program: handler.program ?? this.handlers.get(type)?.program ?? this.programs.get(type) });
  }

  private readonly programs = new Map<string, ProgramInfo>();

  /** Names a job type another feature registers (or will), for the console. */
  describe(type: string, program: ProgramInfo): void {
    this.programs.set(type, program);
    const handler = this.handlers.get(type);
    if (handler && !handler.program) this.handlers.set(type, { ...handler, program });
  }

  /** The job types this worker runs, with what the console shows of each. */
  types(): { type: string; program: ProgramInfo | undefined }[] {
    return [...this.handlers.entries()].map(([type, h]) => ({ type, program: h.program }));
  }

  has(type: string): boolean {
    return this.handlers.has(type);
  }

  /** Polling the queue (started and not stopped): what /readyz reports. */
  get polling(): boolean {
    return !this.stopped;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    if (this.running === undefined) return;
    const ended = await within(
      this.running.then(() => true),
      timeoutMs,
      false,
    );
    const job = this.current;
    if (ended || !job) return;
    // Its handler may still write; the process ends next, and another takes the job from the start.
    this.current = undefined;
    const released = await release(this.db, job.jobId, this.id).catch(() => false);
    if (released) await appendLog(this.db, job.jobId, 'WARN', `released by ${this.id}: the process stopped before the job ended`).catch(() => undefined);
  }

  /** Runs every due job now (tests, and the poll loop). Answers how many ran. */
  async drain(): Promise<number> {
    let n = 0;
    await this.maintain(true);
    for (;;) {
      const job = await claim(this.db, this.id, [...this.handlers.keys()]);
      if (job) {
        await this.execute(job);
        n++;
        continue;
      }
      // The poll loop may have claimed a due job just before: it has run only when that tick ends.
      if (this.running === undefined) return n;
      await this.running;
    }
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => {
        this.running = undefined;
        this.schedule(this.opts.pollMs ?? 1000);
      });
    }, ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      await this.maintain(false);
      if (this.stopped) return;
      const job = await claim(this.db, this.id, [...this.handlers.keys()]);
      if (job) await this.execute(job);
    } catch (err) {
      this.opts.log?.('job worker tick failed', err);
    }
  }

  private async maintain(force: boolean): Promise<void> {
    const every = this.opts.recoverEveryMs ?? 30_000;
    if (force || Date.now() - this.lastRecovery >= every) {
      this.lastRecovery = Date.now();
      for (const job of await recoverAbandoned(this.db, this.id)) {
        this.opts.onAttemptFailed?.(job.jobType, true);
        await this.handlers
          .get(job.jobType)
          ?.onFailed?.(job, 'interrupted', this.db)
          .catch((err) => this.opts.log?.('onFailed failed', err));
      }
    }
    await queueDueSchedules(this.db, this.opts.log);
  }

  private async execute(job: Job): Promise<void> {
    const handler = this.handlers.get(job.jobType)!;
    const ctx: JobContext = {
      db: this.db,
      beat: () => heartbeat(this.db, job.jobId, this.id),
      log: (message, level = 'INFO') => appendLog(this.db, job.jobId, level, message),
    };
    const beating = setInterval(() => void ctx.beat().catch(() => undefined), 15_000).unref();
    this.current = job;
    try {
      await ctx.log(`started on ${this.id}, attempt ${job.attempts} of ${job.maxAttempts}`);
      const result = await handler.run(job, ctx);
      if (this.current !== job) return; // released by stop(): another process runs it now
      await ctx.log(`finished: ${JSON.stringify(result ?? null).slice(0, 1000)}`);
      await finish(this.db, job.jobId, result);
    } catch (err) {
      if (this.current !== job) return;
      const reason = err instanceof Error ? err.message : String(err);
      this.opts.log?.(`job ${job.jobId} (${job.jobType}) failed`, err);
      await ctx.log(`failed: ${reason}`, 'ERROR').catch(() => undefined);
      const final = await fail(this.db, job.jobId, reason);
      this.opts.onAttemptFailed?.(job.jobType, final);
      if (final) await handler.onFailed?.(job, reason, this.db).catch(() => undefined);
    } finally {
      clearInterval(beating);
      if (this.current === job) this.current = undefined;
    }
  }
}
