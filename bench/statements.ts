/**
 * The statements an operation sends, recorded so the bench can count them and run
 * the very same ones directly: the raw side of a ratio (an operation's time over
 * its own SQL) and the SQL side of its split (EXPLAIN ANALYZE of each).
 */
import type { Db, Queryable } from '../packages/api/src/db/db.ts';

export interface Statement {
  sql: string;
  params: unknown[];
}

/** Thrown to roll a recorded transaction back: the database is as before, so its statements can be run again. */
const ROLLBACK = new Error('bench: roll back');

/**
 * A Db that notes every statement sent through it, transactions' too. With
 * `rollBack`, each transaction ends in ROLLBACK and the caller sees ROLLBACK thrown.
 */
export function recordingDb(db: Db, rollBack = false): Db & { statements: Statement[]; isRollback: (err: unknown) => boolean } {
  const statements: Statement[] = [];
  const noting = (q: Queryable): Queryable => ({
    query: <T>(sql: string, params: unknown[] = []) => {
      statements.push({ sql, params });
      return q.query<T>(sql, params);
    },
    exec: (sql: string) => {
      statements.push({ sql, params: [] });
      return q.exec(sql);
    },
  });
  const direct = noting(db);
  return {
    ...db,
    query: direct.query,
    exec: direct.exec,
    transaction: (fn) =>
      db.transaction(async (tx) => {
        const result = await fn(noting(tx));
        if (rollBack) throw ROLLBACK;
        return result;
      }),
    statements,
    isRollback: (err) => err === ROLLBACK || (err as { cause?: unknown })?.cause === ROLLBACK,
  };
}

/** Runs `statements` as they were sent, in one transaction rolled back when `inTransaction`. */
export async function replay(db: Db, statements: Statement[], inTransaction: boolean): Promise<void> {
  if (!inTransaction) {
    for (const s of statements) await db.query(s.sql, s.params);
    return;
  }
  await db
    .transaction(async (tx) => {
      for (const s of statements) await tx.query(s.sql, s.params);
      throw ROLLBACK;
    })
    .catch((err) => {
      if (err !== ROLLBACK) throw err;
    });
}

/**
 * PostgreSQL's own time for `statements` (planning and execution, EXPLAIN ANALYZE),
 * run in one transaction rolled back, so writes leave nothing behind.
 */
export async function serverTime(db: Db, statements: Statement[], each: number[] = []): Promise<number> {
  let ms = 0;
  await db
    .transaction(async (tx) => {
      for (const s of statements) {
        if (!/^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\b/i.test(s.sql)) {
          await tx.query(s.sql, s.params);
          each.push(0);
          continue;
        }
        const res = await tx.query<{ 'QUERY PLAN': [{ 'Planning Time': number; 'Execution Time': number }] }>(
          `EXPLAIN (ANALYZE, FORMAT JSON) ${s.sql}`,
          s.params,
        );
        const plan = res.rows[0]['QUERY PLAN'][0];
        ms += plan['Planning Time'] + plan['Execution Time'];
        each.push(plan['Planning Time'] + plan['Execution Time']);
      }
      throw ROLLBACK;
    })
    .catch((err) => {
      if (err !== ROLLBACK) throw err;
    });
  return ms;
}
