/**
 * Writes that follow a call but that no answer waits for (the API call log, the
 * hub's NOTIFY) are gathered for the rest of the event loop's turn and written as
 * one statement: under load each was a round trip of its own per call, a sixth of
 * an approval's. One write is in flight at a time; what arrives meanwhile waits
 * for the next. `close` writes what is left.
 */
export interface TickBatch<T> {
  add(item: T): void;
  /** Resolves once everything added so far is written (or failed: `write` reports its own errors). */
  close(): Promise<void>;
}

/** At most this many items per statement: a longer queue is written in several. */
const MAX_BATCH = 500;

export function tickBatch<T>(write: (items: T[]) => Promise<void>): TickBatch<T> {
  let queue: T[] = [];
  /** The write loop while it runs: what is added meanwhile it takes too, or the run its end starts. */
  let running: Promise<void> | undefined;
  let scheduled = false;
  const drain = async (): Promise<void> => {
    while (queue.length) {
      const items = queue.slice(0, MAX_BATCH);
      queue = queue.slice(items.length);
      await write(items).catch(() => undefined);
    }
  };
  const run = (): Promise<void> => {
    running ??= drain().finally(() => {
      running = undefined;
      // Added after the loop's last look and before this: nobody else would start it.
      if (queue.length) void run();
    });
    return running;
  };
  return {
    add(item) {
      queue.push(item);
      if (scheduled || running !== undefined) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        void run();
      });
    },
    async close() {
      while (queue.length || running !== undefined) await run();
    },
  };
}
