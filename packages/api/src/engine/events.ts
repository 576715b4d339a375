/**
 * Things that happened, announced after their transaction committed: the
 * WebSocket hub and other listeners subscribe here. Cross-process fan-out is the
 * hub's business (LISTEN/NOTIFY), not the engine's.
 */
import { EventEmitter } from 'node:events';

export interface SrmEvents {
  /** To-do lists of these users or suppliers changed. */
  pending: { userIds: number[]; supplierIds: number[] };
  /** New notifications for these users. */
  notification: { userIds: number[] };
  /** A record changed. */
  record: { entity: string; id: number; operation: string };
}

class Bus extends EventEmitter {
  emitEvent<K extends keyof SrmEvents>(name: K, payload: SrmEvents[K]): void {
    this.emit(name, payload);
  }
  onEvent<K extends keyof SrmEvents>(name: K, listener: (payload: SrmEvents[K]) => void): () => void {
    this.on(name, listener);
    return () => this.off(name, listener);
  }
}

export const events = new Bus();
events.setMaxListeners(1000);

/** Events raised inside a transaction, and what else must wait for its commit, wait here until it commits. */
export class PendingEvents {
  private readonly queue: (() => void)[] = [];
  add<K extends keyof SrmEvents>(name: K, payload: SrmEvents[K]): void {
    this.queue.push(() => events.emitEvent(name, payload));
  }
  /** Runs `fn` once the transaction has committed (never when it rolls back). */
  afterCommit(fn: () => void): void {
    this.queue.push(fn);
  }
  flush(): void {
    for (const fire of this.queue.splice(0)) fire();
  }
}
