/**
 * A Db that counts what the server sends to the database, for figures that hold on
 * any machine (statements and round trips per call). It wraps the Db before
 * `buildApp`, so every statement the server runs is seen at the Queryable layer.
 * A round trip is a statement, or a transaction's BEGIN and COMMIT (on
 * PostgreSQL with a change feed the written-tables read travels with the COMMIT:
 * db/pg-db.ts), and the SET/RESET around a statement with a time limit. `trace` keeps the statements' texts while on.
 */
import type { Db, Queryable } from '../packages/api/src/db/db.ts';

export interface Counts {
  statements: number;
  transactions: number;
  roundTrips: number;
}

export interface CountingDb {
  db: Db;
  /** What was counted since the last `reset`. */
  counts(): Counts;
  reset(): void;
  /** Keeps each statement's first line while on; answers what was kept and stops. */
  trace(on: boolean): string[];
}

export function countingDb(inner: Db): CountingDb {
  let statements = 0;
  let transactions = 0;
  let extra = 0;
  let kept: string[] | undefined;
  const seen = (sql: string) => {
    statements++;
    kept?.push(sql.replace(/\s+/g, ' ').trim().slice(0, 160));
  };
  const counted = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      seen(sql);
      return q.query(sql, params);
    },
    exec: (sql) => {
      seen(sql);
      return q.exec(sql);
    },
  });
  const direct = counted(inner);
  const db: Db = {
    dialect: inner.dialect,
    query: direct.query,
    exec: direct.exec,
    transaction: (fn) => {
      transactions++;
      return inner.transaction((tx) => fn(counted(tx)));
    },
    listen: (channel, onMessage, onGap) => inner.listen(channel, onMessage, onGap),
    ...(inner.onCommitted
      ? {
          onCommitted: (fn: (tables: string[]) => void) => inner.onCommitted!(fn),
        }
      : {}),
    ...(inner.queryWithin
      ? {
          queryWithin: <T>(seconds: number, sql: string, params?: unknown[]) => {
            // SET and RESET around the statement are round trips of their own.
            extra += 2;
            seen(sql);
            return inner.queryWithin!<T>(seconds, sql, params);
          },
        }
      : {}),
    ...(inner.poolStats ? { poolStats: () => inner.poolStats!() } : {}),
    close: () => inner.close(),
  };
  return {
    db,
    counts: () => ({
      statements,
      transactions,
      roundTrips: statements + extra + transactions * 2,
    }),
    reset: () => {
      statements = 0;
      transactions = 0;
      extra = 0;
    },
    trace: (on) => {
      const out = kept ?? [];
      kept = on ? [] : undefined;
      return out;
    },
  };
}
