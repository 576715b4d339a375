/**
 * Further data sources (jdbcConfig): their password wrapped under the server's
 * master key when saved and never answered, and a report on one run in a
 * READ ONLY transaction of its own with the report's statement timeout.
 */
import pg from 'pg';
import type { Queryable } from '../db/db.ts';
import { TYPE_PARSERS } from '../db/db.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import { registerHooks } from '../engine/hooks.ts';
import { registerOperation } from '../engine/operations.ts';
import { object, int } from '../openapi/route-schema.ts';
import { unwrapSecret } from '../sourcing/sealing.ts';

interface SourceRow {
  jdbcName: string;
  host: string;
  port: number;
  databaseName: string;
  userName: string;
  dbPassword: string | null;
  schemaName: string | null;
  enabledFlag: string;
}

const HOST = /^[A-Za-z0-9]([A-Za-z0-9.-]{0,252})$|^\[?[0-9a-fA-F:]+\]?$/;

async function sourceOf(q: Queryable, jdbcId: number): Promise<SourceRow> {
  const res = await q.query<SourceRow>(
    `SELECT jdbc_name AS "jdbcName", host, port, database_name AS "databaseName", user_name AS "userName", db_password AS "dbPassword",
            schema_name AS "schemaName", enabled_flag AS "enabledFlag" FROM srm_base_jdbc_configs WHERE jdbc_id = $1`,
    [jdbcId],
  );
  if (!res.rows[0]) throw new AppError('NOT_FOUND');
  return res.rows[0];
}

const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    (TYPE_PARSERS as Record<number, (v: string) => unknown>)[oid] ?? pg.types.getTypeParser(oid, format ?? 'text'),
} as pg.CustomTypesConfig;

/** Runs `fn` on the data source inside a READ ONLY transaction with a statement timeout, rolled back after. */
export async function withSource<T>(q: Queryable, jdbcId: number, timeoutSeconds: number, fn: (source: Queryable) => Promise<T>): Promise<T> {
  const src = await sourceOf(q, jdbcId);
  if (src.enabledFlag !== 'Y') throw new AppError('REPORT_SOURCE_FAILED', { name: src.jdbcName, reason: 'disabled' });
  const client = new pg.Client({
    host: src.host,
    port: Number(src.port),
    database: src.databaseName,
    user: src.userName,
    password: src.dbPassword ? unwrapSecret(src.dbPassword).toString('utf8') : undefined,
    connectionTimeoutMillis: 10_000,
    types,
  });
  try {
    await client.connect();
  } catch (err) {
    throw new AppError('REPORT_SOURCE_FAILED', { name: src.jdbcName, reason: (err as Error).message });
  }
  client.on('error', () => undefined);
  try {
    await client.query('BEGIN READ ONLY');
    await client.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.round(timeoutSeconds * 1000))}`);
    if (src.schemaName) await client.query('SELECT set_config($1, $2, true)', ['search_path', src.schemaName]);
    const source: Queryable = {
      async query<R>(sql: string, params: unknown[] = []) {
        const res = await client.query(sql, params as unknown[]);
        return { rows: res.rows as R[], rowCount: res.rowCount ?? res.rows.length };
      },
      async exec(sql: string) {
        await client.query(sql);
      },
    };
    return await fn(source);
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

export function registerJdbcHooks(): void {
  registerHooks('jdbcConfig', {
    beforeSave(ctx) {
      const host = ctx.record.host ?? ctx.before?.host;
      if (typeof host === 'string' && !HOST.test(host)) throw new ValidationError([{ field: 'host', key: 'report.jdbcHost' }]);
      // The password's field type wraps it, and keeps the stored one when sent empty.
      const password = ctx.record.dbPassword;
      if (typeof password === 'string' && password !== '') ctx.record.passwordSetFlag = 'Y';
      else if (ctx.mode === 'insert') ctx.record.passwordSetFlag = 'N';
    },
  });
  registerOperation(
    'jdbcConfig',
    'doTestConnection',
    async ({ tx, body }) => {
      const jdbcId = Number(body.jdbcId);
      if (!Number.isInteger(jdbcId)) throw new ValidationError([{ field: 'jdbcId', key: 'rule.required' }]);
      return withSource(tx, jdbcId, 10, async (q) => {
        const res = await q.query<{ version: string }>('SELECT version() AS version');
        return { connected: true, version: res.rows[0].version };
      });
    },
    { body: object({ jdbcId: int('The data source') }, ['jdbcId']), data: object({}) },
  );
}
