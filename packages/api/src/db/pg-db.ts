import pg from 'pg';
import type { Db, QueryResult, Queryable } from './db.ts';
import { TYPE_PARSERS } from './db.ts';

for (const [oid, parse] of Object.entries(TYPE_PARSERS)) pg.types.setTypeParser(Number(oid), parse);

export interface PgOptions {
  connectionString: string;
  /** Schema to work in (tests use one per run). */
  schema?: string;
  max?: number;
}

/** A pooled connection to a PostgreSQL server. */
export async function openPg(options: PgOptions): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 20,
    options: options.schema ? `-c search_path=${options.schema} -c timezone=UTC` : '-c timezone=UTC',
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it.
  });
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const res = await client.query(sql, params as unknown[]);
      return { rows: res.rows as T[], rowCount: res.rowCount ?? res.rows.length };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  const direct = wrap(pool);
  return {
    dialect: 'pg',
    query: direct.query,
    exec: direct.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
