/**
 * PGlite is one session, so its users take turns (a transaction holds the turn
 * from BEGIN to COMMIT). A request that has waited longer than it may
 * (request-wait.ts) leaves the queue and is answered DATABASE_BUSY (503 with
 * Retry-After): its statements never run later, and whoever holds the turn
 * finishes, so nothing is half-written.
 */
import { AppError } from '../engine/app-error.ts';
import { requestWait } from './request-wait.ts';

interface Waiter {
  start: () => void;
  timer?: NodeJS.Timeout;
}

export class ConnectionQueue {
  private busy = false;
  private readonly waiting: Waiter[] = [];

  /** The one connection and who waits for it (metrics, the datasource screen). */
  stats(): { max: number; total: number; idle: number; waiting: number } {
    return { max: 1, total: 1, idle: this.busy ? 0 : 1, waiting: this.waiting.length };
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    await this.turn();
    try {
      return await fn();
    } finally {
      this.next();
    }
  }

  private turn(): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { start: resolve };
      const limit = requestWait.getStore();
      if (limit)
        waiter.timer = setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(new AppError('DATABASE_BUSY', { seconds: limit.seconds, retry: retryAfter(limit.seconds) }));
        }, limit.seconds * 1000);
      this.waiting.push(waiter);
    });
  }

  /** Hands the turn to the first waiter (its timer stopped in the same tick, so it cannot be given up on after). */
  private next(): void {
    const waiter = this.waiting.shift();
    if (!waiter) {
      this.busy = false;
      return;
    }
    clearTimeout(waiter.timer);
    waiter.start();
  }
}

/** Seconds a client is told to wait before trying again (Retry-After). */
export const retryAfter = (waited: number) => Math.max(1, Math.ceil(waited));
