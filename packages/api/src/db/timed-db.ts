/**
 * The Db with every statement timed: one wrapper, so the query-latency metric
 * (ops/metrics.ts) covers every caller without any of them knowing. The Db
 * interface is kept as it is; transactions hand out a timed Queryable too.
 */
import type { Db, Queryable } from './db.ts';

/** `kind`: `query` (one statement), `exec` (a script, migrations), `transaction` (the whole of one, commit included). */
export type QueryKind = 'query' | 'exec' | 'transaction';
export type QueryObserver = (kind: QueryKind, seconds: number, failed: boolean) => void;

async function timed<T>(observe: QueryObserver, kind: QueryKind, run: () => Promise<T>): Promise<T> {
  const started = process.hrtime.bigint();
  let failed = true;
  try {
    const result = await run();
    failed = false;
    return result;
  } finally {
    observe(kind, Number(process.hrtime.bigint() - started) / 1e9, failed);
  }
}

function timedQueryable(q: Queryable, observe: QueryObserver): Queryable {
  return {
    query: <T>(sql: string, params?: unknown[]) => timed(observe, 'query', () => q.query<T>(sql, params)),
    exec: (sql: string) => timed(observe, 'exec', () => q.exec(sql)),
  };
}

export function timedDb(db: Db, observe: QueryObserver): Db {
  const inner = timedQueryable(db, observe);
  return {
    dialect: db.dialect,
    query: inner.query,
    exec: inner.exec,
    transaction: (fn) => timed(observe, 'transaction', () => db.transaction((tx) => fn(timedQueryable(tx, observe)))),
    listen: (channel, onMessage, onGap) => db.listen(channel, onMessage, onGap),
    ...(db.onCommitted ? { onCommitted: (fn: (tables: string[]) => void) => db.onCommitted!(fn) } : {}),
    // Dropping it would leave PostgreSQL's lists without their statement limit (engine/statement-limits.ts).
    ...(db.queryWithin
      ? { queryWithin: <T>(seconds: number, sql: string, params?: unknown[]) => timed(observe, 'query', () => db.queryWithin!<T>(seconds, sql, params)) }
      : {}),
    ...(db.poolStats ? { poolStats: () => db.poolStats!() } : {}),
    close: () => db.close(),
  };
}
