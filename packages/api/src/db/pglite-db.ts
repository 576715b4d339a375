import { Worker } from 'node:worker_threads';
import type { Db, QueryResult, Queryable } from './db.ts';
import { ConnectionQueue } from './connection-queue.ts';
import type { WorkerAnswer, WorkerRequest } from './pglite-messages.ts';

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/**
 * Embedded PostgreSQL, run in a worker thread of its own (pglite-thread.mjs): a
 * statement that takes a minute holds that thread, and the server keeps
 * answering (a request that waits too long for the database is answered 503).
 * One connection behind a queue: a transaction holds it from BEGIN to COMMIT,
 * so two transactions never interleave (the trap STACK.md describes of the
 * community dialect).
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Db & { dumpDataDir(): Promise<Blob> }> {
  const bytes = loadDataDir ? await loadDataDir.arrayBuffer() : undefined;
  const worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), {
    // Node 24's loader is only its compile cache, which the thread keeps; Node 20's is tsx, which it does without.
    execArgv: (process.features as { typescript?: unknown }).typescript ? undefined : withoutTsLoader(process.execArgv),
    workerData: { dataDir, loadDataDir: bytes },
    transferList: bytes ? [bytes] : [],
  });
  const pending = new Map<number, { resolve: (a: WorkerAnswer) => void; reject: (e: Error) => void }>();
  const listeners = new Map<number, (payload: string) => void>();
  let lastId = 0;
  let failed: Error | undefined;
  // The worker keeps the process alive only while a statement is on its way, as PGlite on this thread did.
  const hold = () => (pending.size ? worker.ref() : worker.unref());

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (a: WorkerAnswer) => {
      if (a.notify !== undefined) return listeners.get(a.notify)?.(a.payload ?? '');
      if (a.id === 0) return a.error ? reject(asError(a.error)) : resolve();
      const call = pending.get(a.id);
      pending.delete(a.id);
      hold();
      if (a.error) call?.reject(asError(a.error));
      else call?.resolve(a);
    });
    const fail = (err: Error) => {
      failed = err;
      reject(err);
      for (const call of pending.values()) call.reject(err);
      pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The embedded database's thread ended (exit code ${code})`)));
  });

  const ask = (request: Request): Promise<WorkerAnswer> => {
    if (failed) return Promise.reject(failed);
    const id = ++lastId;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      hold();
      worker.postMessage({ ...request, id });
    });
  };
  await ready;
  hold();

  const queue = new ConnectionQueue();
  const direct: Queryable = {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const a = await ask({ op: 'query', sql, params });
      return { rows: a.rows as T[], rowCount: a.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await ask({ op: 'exec', sql });
    },
  };
  let lastListen = 0;

  return {
    dialect: 'pglite',
    query: (sql, params) => queue.run(() => direct.query(sql, params)),
    exec: (sql) => queue.run(() => direct.exec(sql)),
    transaction: (fn) =>
      queue.run(async () => {
        await direct.exec('BEGIN');
        try {
          const result = await fn(direct);
          await direct.exec('COMMIT');
          return result;
        } catch (err) {
          await direct.exec('ROLLBACK');
          throw err;
        }
      }),
    // PGlite delivers a NOTIFY while running the statement that commits it, and the worker posts it before
    // that statement's answer, so listeners in this process hear a change before the writer's call returns.
    async listen(channel, onMessage) {
      const listenId = ++lastListen;
      listeners.set(listenId, onMessage);
      await queue.run(() => ask({ op: 'listen', channel, listenId }));
      return async () => {
        await queue.run(() => ask({ op: 'unlisten', listenId }));
        listeners.delete(listenId);
      };
    },
    poolStats: () => queue.stats(),
    close: () =>
      queue.run(async () => {
        if (!failed) await ask({ op: 'close' });
        failed = new Error('The embedded database is closed');
        await worker.terminate();
      }),
    // Uncompressed: tests copy a seeded database this way, and gzip would cost more than it saves.
    dumpDataDir: () => queue.run(async () => new Blob([(await ask({ op: 'dump' })).bytes!])),
  };
}

/**
 * The process's flags for the database's thread, less our TypeScript loader (scripts/ts.mjs): the thread is plain
 * JavaScript, and on Node 20 the loader would start tsx, and a loader thread of its own, beside it.
 */
export function withoutTsLoader(execArgv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const arg = execArgv[i];
    if (arg === '--import' && /(^|\/)scripts\/ts\.mjs$/.test(execArgv[i + 1] ?? '')) i++;
    else if (!/^--import=.*(^|\/|=)scripts\/ts\.mjs$/.test(arg)) out.push(arg);
  }
  return out;
}

/** A database error as the main side throws it: its message and PostgreSQL's fields (code, constraint, detail). */
function asError(e: NonNullable<WorkerAnswer['error']>): Error {
  return Object.assign(new Error(e.message), e.fields);
}
