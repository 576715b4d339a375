/**
 * What the administrator reads of the running server: its in-process caches
 * (the "redis" screen: no Redis is used, each process keeps what rarely changes
 * in memory and drops it on the change feed) and the database in use (the
 * "datasource" screen: embedded PGlite or a PostgreSQL server, version, pool,
 * size).
 */
import type { AppContext } from '../app-context.ts';
import type { CacheStats } from '../engine/cache-stats.ts';

export interface CacheRow extends CacheStats {
  /** hits / (hits + misses), null before the first lookup. */
  hitRate: number | null;
}

export function cacheRows(ctx: AppContext): { redis: false; processId: number; uptimeSeconds: number; caches: CacheRow[] } {
  const all = [...ctx.auth.cacheStats(), ...ctx.ops.cacheStats()];
  return {
    redis: false,
    processId: process.pid,
    uptimeSeconds: Math.round(process.uptime()),
    caches: all.map((c) => ({ ...c, hitRate: c.hits + c.misses ? c.hits / (c.hits + c.misses) : null })),
  };
}

export interface DatasourceInfo {
  kind: 'PGLITE' | 'POSTGRESQL';
  version: string;
  serverVersion: string;
  databaseName: string;
  schemaName: string;
  databaseSizeBytes: number;
  tableCount: number;
  /** PostgreSQL: this process's pool; PGlite: null (one embedded connection). */
  pool: { max: number; total: number; idle: number; waiting: number } | null;
  /** PostgreSQL: connections to this database from every client. */
  connections: number | null;
  /** Where the data lives: the PGlite data directory, or the server's host and port (never the password). */
  location: string | null;
}

function safeLocation(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return null;
  }
}

export async function datasourceInfo(ctx: AppContext): Promise<DatasourceInfo> {
  const { db, config } = ctx;
  const res = await db.query<{ version: string; serverVersion: string; databaseName: string; schemaName: string; size: number; tables: number }>(
    `SELECT version() AS version, current_setting('server_version') AS "serverVersion", current_database() AS "databaseName",
            current_schema() AS "schemaName", pg_database_size(current_database())::float8 AS size,
            (SELECT count(*)::int FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE') AS tables`,
  );
  const row = res.rows[0];
  const pg = db.dialect === 'pg';
  const connections = pg
    ? (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()')).rows[0].n
    : null;
  const location = pg ? safeLocation(config.databaseUrl) : config.dataDir;
  return {
    kind: pg ? 'POSTGRESQL' : 'PGLITE',
    version: row.version,
    serverVersion: row.serverVersion,
    databaseName: row.databaseName,
    schemaName: row.schemaName,
    databaseSizeBytes: Number(row.size),
    tableCount: row.tables,
    pool: db.poolStats?.() ?? null,
    connections,
    location,
  };
}
