/**
 * The worker loop a server process runs: recover abandoned jobs at start and
 * now and then, queue due schedules, claim and run one job at a time. Handlers
 * register by job type; `stop()` lets the running job finish (up to a timeout:
 * a job still running then is recovered by the next start).
 */
import type { Db } from '../db/db.ts';
import { within } from '../engine/within.ts';
import { claim, fail, finish, heartbeat, queueDueSchedules, recoverAbandoned, WORKER_PREFIX, type Job } from './queue.ts';

export interface JobContext {
  db: Db;
  /** Records progress and keeps the job's heartbeat fresh. */
  beat(): Promise<void>;
}

export interface JobHandler {
  run(job: Job, ctx: JobContext): Promise<unknown>;
  /** Called once a job of this type has failed for good (errors, or recovered as abandoned). */
  onFailed?(job: Job, reason: string, db: Db): Promise<void>;
}

export interface WorkerOptions {
  pollMs?: number;
  recoverEveryMs?: number;
  log?: (msg: string, err?: unknown) => void;
}

export class JobWorker {
  readonly id = `${WORKER_PREFIX}${Math.random().toString(36).slice(2, 8)}`;
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private lastRecovery = 0;

  constructor(
    private readonly db: Db,
    private readonly opts: WorkerOptions = {},
  ) {}

  register(type: string, handler: JobHandler): void {
    this.handlers.set(type, handler);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    if (this.running !== undefined) await within(this.running, timeoutMs, undefined);
  }

  /** Runs every due job now (tests, and the poll loop). Answers how many ran. */
  async drain(): Promise<number> {
    let n = 0;
    await this.maintain(true);
    for (;;) {
      const job = await claim(this.db, this.id, [...this.handlers.keys()]);
      if (!job) return n;
      await this.execute(job);
      n++;
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
        await this.handlers
          .get(job.jobType)
          ?.onFailed?.(job, 'interrupted', this.db)
          .catch((err) => this.opts.log?.('onFailed failed', err));
      }
    }
    await queueDueSchedules(this.db);
  }

  private async execute(job: Job): Promise<void> {
    const handler = this.handlers.get(job.jobType)!;
    const ctx: JobContext = { db: this.db, beat: () => heartbeat(this.db, job.jobId, this.id) };
    const beating = setInterval(() => void ctx.beat().catch(() => undefined), 15_000).unref();
    try {
      const result = await handler.run(job, ctx);
      await finish(this.db, job.jobId, result);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      this.opts.log?.(`job ${job.jobId} (${job.jobType}) failed`, err);
      if (await fail(this.db, job.jobId, reason)) await handler.onFailed?.(job, reason, this.db).catch(() => undefined);
    } finally {
      clearInterval(beating);
    }
  }
}
