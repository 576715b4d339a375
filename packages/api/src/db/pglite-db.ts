import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, QueryResult, Queryable } from './db.ts';
import { TYPE_PARSERS } from './db.ts';
import { Mutex } from './mutex.ts';

/**
 * Embedded PostgreSQL. One connection behind a mutex: a transaction holds the
 * mutex from BEGIN to COMMIT, so two transactions never interleave (the trap
 * STACK.md describes of the community dialect).
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Db & { dumpDataDir(): Promise<Blob> }> {
  // pg_trgm: the trigram indexes of keyword searches (a migration creates the extension).
  const pg = new PGlite({ dataDir, loadDataDir, parsers: TYPE_PARSERS, relaxedDurability: false, extensions: { pg_trgm } });
  await pg.waitReady;
  await pg.exec("SET TIME ZONE 'UTC'");
  const mutex = new Mutex();

  const direct: Queryable = {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const res = await pg.query<T>(sql, params as unknown[]);
      return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
  };

  return {
    dialect: 'pglite',
    query: (sql, params) => mutex.run(() => direct.query(sql, params)),
    exec: (sql) => mutex.run(() => direct.exec(sql)),
    transaction: (fn) =>
      mutex.run(async () => {
        await pg.exec('BEGIN');
        try {
          const result = await fn(direct);
          await pg.exec('COMMIT');
          return result;
        } catch (err) {
          await pg.exec('ROLLBACK');
          throw err;
        }
      }),
    // PGlite delivers a NOTIFY while running the statement that commits it, so
    // listeners in this process hear a change before the writer's call returns.
    listen: (channel, onMessage) => mutex.run(async () => pg.listen(channel, onMessage)).then((off) => () => mutex.run(() => off())),
    close: () => mutex.run(() => pg.close()),
    // Uncompressed: tests copy a seeded database this way, and gzip would cost more than it saves.
    // Checkpointed first, so that every copy starts without replaying the seed's WAL.
    dumpDataDir: () =>
      mutex.run(async () => {
        await pg.exec('CHECKPOINT');
        return (await pg.dumpDataDir('none')) as Blob;
      }),
  };
}
