/**
 * No statement a user asks for may hold the database for long. On PostgreSQL a
 * list's page and total, an export's statements and a chart's data are cut by
 * `statement_timeout` (QUERY_TIMEOUT_SECONDS) and answered as a refusal naming
 * what was cut. PGlite cannot cancel a statement, so a report, chart or export
 * is first priced by the planner (`EXPLAIN`) and refused over
 * EMBEDDED_COST_CEILING, before it runs.
 */
import type { Db, QueryResult, Queryable } from '../db/db.ts';
import { AppError } from './app-error.ts';

export interface StatementLimits {
  /** PostgreSQL: seconds after which a list, export or chart statement is cut. */
  timeoutSeconds: number;
  /** PGlite: the largest planner cost (EXPLAIN's total cost) a report, chart or export may have. */
  costCeiling: number;
}

export const DEFAULT_LIMITS: StatementLimits = { timeoutSeconds: 30, costCeiling: 1_000_000 };

/** PostgreSQL's SQLSTATE for a statement cut by statement_timeout (query_canceled). */
export const isCut = (err: unknown): boolean => (err as { code?: string } | null)?.code === '57014';

/**
 * `db` with every query cut after `seconds` where the database can cut one (a
 * PostgreSQL pool's `queryWithin`); elsewhere the plain queries.
 */
export function bounded(db: Db, seconds: number): Queryable {
  const within = db.queryWithin?.bind(db);
  if (!within) return db;
  return {
    query: <T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> => within<T>(seconds, sql, params),
    exec: (sql) => db.exec(sql),
  };
}

/** The planner's total cost of a statement with these parameters (nothing is run). */
export async function planCost(q: Queryable, sql: string, params: unknown[] = []): Promise<number> {
  const res = await q.query<Record<string, unknown>>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  const raw = Object.values(res.rows[0] ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Total Cost'?: number } }[];
  return Number(plan?.[0]?.Plan?.['Total Cost'] ?? 0);
}

/**
 * On the embedded database, refuses a statement the planner prices over the
 * ceiling (`what` names it to the user); on PostgreSQL, where it can be cut, does nothing.
 */
export async function refuseCostly(dialect: Db['dialect'], q: Queryable, ceiling: number, what: string, sql: string, params: unknown[] = []): Promise<void> {
  if (dialect !== 'pglite') return;
  const cost = await planCost(q, sql, params);
  if (cost > ceiling) throw new AppError('EMBEDDED_COST_REFUSED', { what, cost: Math.round(cost), ceiling });
}

/**
 * `q` with every statement priced first and refused over the ceiling (the
 * embedded database), for code that runs several statements of one request (a
 * report's count, rows and footer). EXPLAIN and SET statements pass as they are.
 */
export function costGuarded(dialect: Db['dialect'], q: Queryable, ceiling: number, what: string): Queryable {
  if (dialect !== 'pglite') return q;
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      if (/^\s*select\b|^\s*with\b/i.test(sql)) await refuseCostly(dialect, q, ceiling, what, sql, params);
      return q.query<T>(sql, params);
    },
    exec: (sql) => q.exec(sql),
  };
}
