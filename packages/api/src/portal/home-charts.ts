/**
 * The internal home's charts in one answer: suppliers by status, the warnings
 * (blacklisted, quit, registered and still potential) and twelve months of
 * delivery accuracy, summed in SQL.
 *
 * Each series runs on the caller's own list query (EntityOperations.listQuery),
 * so grants and the supplier scope apply in SQL exactly as on the lists: a
 * supplier's user counts only itself and its own deliveries. A series whose
 * list the caller may not read is answered as null; the others still come.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Caller } from '../engine/caller.ts';
import { AppError } from '../engine/app-error.ts';
import { columnOf } from '../engine/columns.ts';
import type { EntityOperations } from '../engine/operations.ts';
import { ident } from '../db/db.ts';

export interface HomeCharts {
  /** Every status the caller's suppliers are in, with how many. */
  supplierStatus: { status: string; count: number }[] | null;
  warnings: { blacklisted: number; quit: number; registeredPotential: number } | null;
  /** The last twelve months, oldest first, each present (0 where nothing was received). */
  delivery: { month: string; receivedLines: number; onTimeLines: number }[] | null;
}

export const CHART_MONTHS = 12;

/** `YYYY-MM` of the last `n` months up to the one of `now`, oldest first. */
export function lastMonths(now: Date, n = CHART_MONTHS): string[] {
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth() - (n - 1 - i), 1);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  });
}

/** The series, or null when the caller may not read its list. */
async function readable<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError && err.code === 'FORBIDDEN') return null;
    throw err;
  }
}

async function supplierSeries(ops: EntityOperations, caller: Caller) {
  const def = getEntity('supplierInfo');
  const q = ops.listQuery(def, caller, {});
  const col = (field: string) => `t.${ident(columnOf(def, field))}`;
  // One pass over the caller's suppliers gives the status bars and both warnings that are not a status.
  const res = await ops.db.query<{ status: string; count: number; blacklisted: number; registered: number }>(
    `SELECT ${col('supplierStatus')} AS status, count(*)::int AS count,
            count(*) FILTER (WHERE ${col('blacklistFlag')} = 'Y')::int AS blacklisted,
            count(*) FILTER (WHERE ${col('sourceCode')} = 'REGISTER')::int AS registered
       ${q.counted.from} GROUP BY 1 ORDER BY 1`,
    q.params,
  );
  const of = (status: string) => res.rows.find((r) => r.status === status);
  return {
    supplierStatus: res.rows.map((r) => ({ status: r.status, count: r.count })),
    warnings: {
      blacklisted: res.rows.reduce((n, r) => n + r.blacklisted, 0),
      quit: of('QUIT')?.count ?? 0,
      registeredPotential: of('POTENTIAL')?.registered ?? 0,
    },
  };
}

async function deliverySeries(ops: EntityOperations, caller: Caller, months: string[]) {
  const def = getEntity('purDeliveryAccuracy');
  const q = ops.listQuery(def, caller, { receivedMonth_from: months[0], receivedMonth_to: months[months.length - 1] });
  const col = (field: string) => `t.${ident(columnOf(def, field))}`;
  // Summed here, not in the browser: a page of per-supplier rows would cut off once suppliers x months pass a page.
  const res = await ops.db.query<{ month: string; received: number; onTime: number }>(
    `SELECT ${col('receivedMonth')} AS month, sum(${col('receivedLines')})::int AS received, sum(${col('onTimeLines')})::int AS "onTime"
       ${q.counted.from} GROUP BY 1`,
    q.params,
  );
  return months.map((month) => {
    const row = res.rows.find((r) => r.month === month);
    return { month, receivedLines: row?.received ?? 0, onTimeLines: row?.onTime ?? 0 };
  });
}

export async function homeCharts(ops: EntityOperations, caller: Caller, now = new Date()): Promise<HomeCharts> {
  const suppliers = await readable(() => supplierSeries(ops, caller));
  const delivery = await readable(() => deliverySeries(ops, caller, lastMonths(now)));
  return { supplierStatus: suppliers?.supplierStatus ?? null, warnings: suppliers?.warnings ?? null, delivery };
}
