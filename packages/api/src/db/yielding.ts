/**
 * A Db whose every statement first lets the event loop turn. The embedded database runs its statements on this
 * thread and answers them without real I/O, so a long chain of them (the demo's load after the server listens) is one
 * run of promise callbacks that keeps every request waiting; with a turn between statements a request is read and
 * queued for the database within a statement's time. PostgreSQL's statements wait on the network anyway.
 */
import type { Db, Queryable } from './db.ts';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function yieldingDb(db: Db): Db {
  if (db.dialect !== 'pglite') return db;
  return yielding(db);
}

function yielding<Q extends Queryable>(target: Q): Q {
  return new Proxy(target, {
    get(q, prop) {
      if (prop === 'query' || prop === 'exec')
        return async (...args: unknown[]) => {
          await turn();
          return (q[prop] as (...a: unknown[]) => unknown).apply(q, args);
        };
      if (prop === 'transaction') return (fn: (tx: Queryable) => Promise<unknown>) => (q as unknown as Db).transaction((tx) => fn(yielding(tx)));
      const value = Reflect.get(q, prop, q);
      return typeof value === 'function' ? value.bind(q) : value;
    },
  });
}
