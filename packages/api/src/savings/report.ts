/**
 * The savings report (entities/savings/SAVINGS.md): the rows of ponSavings the
 * caller may read (the supplier scope refuses suppliers, data permissions by
 * organisation, category and supplier apply in SQL), summed per buyer,
 * category, month or quarter, with the totals over the whole result and the
 * two series the screen charts (by month, by category).
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { rows, type Queryable } from '../db/db.ts';
import { ValidationError, type FieldViolation } from '../engine/app-error.ts';
import type { Caller } from '../engine/caller.ts';
import { Params } from '../engine/params.ts';
import { authorize, VIEW } from '../engine/permissions.ts';
import { scopeConditions } from '../engine/scope.ts';

export const SAVINGS_GROUPS = ['buyer', 'category', 'month', 'quarter'] as const;
export type SavingsGroup = (typeof SAVINGS_GROUPS)[number];
export const SAVINGS_EVENT_TYPES = ['INQUIRY', 'TENDER', 'COMPETE'];

/** The column each grouping sums by, and the one it is labelled with. */
const GROUP_COLUMNS: Record<SavingsGroup, { key: string; label: string }> = {
  buyer: { key: 't.buyer_name', label: 't.buyer_name' },
  category: { key: 't.category_id', label: 'max(t.category_name)' },
  month: { key: 't.award_month', label: 't.award_month' },
  quarter: { key: 't.award_quarter', label: 't.award_quarter' },
};

/** The figures summed per group and in total: a sum is null when no row of it has the figure (no budget anywhere is no saving on budget, not zero). */
const SUMS = `count(*)::int AS "lines", count(DISTINCT (t.event_type, t.event_id))::int AS "events",
  sum(t.award_amount_cny) AS "awardAmountCny", sum(t.saving_first_cny) AS "savingFirstCny", sum(t.saving_best_first_cny) AS "savingBestFirstCny",
  sum(t.saving_last_cny) AS "savingLastCny", sum(t.saving_budget_cny) AS "savingBudgetCny", sum(t.realised_saving_cny) AS "realisedSavingCny"`;

export interface SavingsQuery {
  groupBy: SavingsGroup;
  monthFrom?: string;
  monthTo?: string;
  eventType?: string;
  orgId?: number;
  categoryId?: number;
  supplierId?: number;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The query a body asks for, or a ValidationError naming each wrong field. */
export function parseSavingsQuery(body: unknown): SavingsQuery {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: FieldViolation[] = [];
  const groupBy = (b.groupBy ?? 'month') as SavingsGroup;
  if (!SAVINGS_GROUPS.includes(groupBy)) errors.push({ field: 'groupBy', key: 'rule.savingsGroup', params: { value: String(b.groupBy) } });
  const q: SavingsQuery = { groupBy };
  for (const name of ['monthFrom', 'monthTo'] as const) {
    const v = b[name];
    if (v === undefined || v === null || v === '') continue;
    if (typeof v !== 'string' || !MONTH.test(v)) errors.push({ field: name, key: 'rule.savingsMonth', params: { value: String(v) } });
    else q[name] = v;
  }
  if (b.eventType !== undefined && b.eventType !== null && b.eventType !== '') {
    if (typeof b.eventType !== 'string' || !SAVINGS_EVENT_TYPES.includes(b.eventType))
      errors.push({ field: 'eventType', key: 'rule.lookup', params: { value: String(b.eventType), lookupType: 'PUR_PRICE_SOURCE' } });
    else q.eventType = b.eventType;
  }
  for (const name of ['orgId', 'categoryId', 'supplierId'] as const) {
    const v = b[name];
    if (v === undefined || v === null || v === '') continue;
    const n = Number(v);
    if (!Number.isSafeInteger(n) || n < 1) errors.push({ field: name, key: 'rule.integer' });
    else q[name] = n;
  }
  if (errors.length) throw new ValidationError(errors);
  return q;
}

export interface SavingsReport {
  groupBy: SavingsGroup;
  groups: Record<string, unknown>[];
  totals: Record<string, unknown>;
  byMonth: Record<string, unknown>[];
  byCategory: Record<string, unknown>[];
}

/** What the report reads of a row (no `*` in a prepared statement). */
const COLUMNS = `t.event_type, t.event_id, t.buyer_name, t.category_id, t.category_name, t.award_month, t.award_quarter, t.award_amount_cny,
  t.saving_first_cny, t.saving_best_first_cny, t.saving_last_cny, t.saving_budget_cny, t.realised_saving_cny`;

export async function savingsReport(db: Queryable, caller: Caller, q: SavingsQuery): Promise<SavingsReport> {
  const def = getEntity('ponSavings');
  authorize(def, caller, VIEW);
  const params = new Params();
  const where = scopeConditions(def, caller, params, 't');
  if (q.monthFrom) where.push(`t.award_month >= ${params.add(q.monthFrom)}`);
  if (q.monthTo) where.push(`t.award_month <= ${params.add(q.monthTo)}`);
  if (q.eventType) where.push(`t.event_type = ${params.add(q.eventType)}`);
  if (q.orgId) where.push(`t.org_id = ${params.add(q.orgId)}`);
  if (q.categoryId) where.push(`t.category_id = ${params.add(q.categoryId)}`);
  if (q.supplierId) where.push(`t.supplier_id = ${params.add(q.supplierId)}`);
  const from = `FROM v_srm_pon_savings t${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`;
  const g = GROUP_COLUMNS[q.groupBy];
  // One statement: the groups, the totals and both chart series over the same rows.
  const [res] = await rows<{
    groups: Record<string, unknown>[] | null;
    totals: Record<string, unknown>;
    byMonth: Record<string, unknown>[] | null;
    byCategory: Record<string, unknown>[] | null;
  }>(
    db,
    `WITH s AS (SELECT ${COLUMNS} ${from})
     SELECT
       (SELECT json_agg(x ORDER BY x."groupLabel") FROM (SELECT ${g.key}::text AS "groupKey", ${g.label} AS "groupLabel", ${SUMS} FROM s t GROUP BY ${g.key}) x) AS groups,
       (SELECT row_to_json(x) FROM (SELECT ${SUMS} FROM s t) x) AS totals,
       (SELECT json_agg(x ORDER BY x.month) FROM (SELECT t.award_month AS month, sum(t.saving_first_cny) AS "savingFirstCny", sum(t.saving_last_cny) AS "savingLastCny",
          sum(t.saving_budget_cny) AS "savingBudgetCny", sum(t.realised_saving_cny) AS "realisedSavingCny" FROM s t GROUP BY t.award_month) x) AS "byMonth",
       (SELECT json_agg(x ORDER BY x."categoryName") FROM (SELECT t.category_id AS "categoryId", max(t.category_name) AS "categoryName", sum(t.saving_first_cny) AS "savingFirstCny",
          sum(t.saving_last_cny) AS "savingLastCny", sum(t.saving_budget_cny) AS "savingBudgetCny", sum(t.realised_saving_cny) AS "realisedSavingCny" FROM s t GROUP BY t.category_id) x) AS "byCategory"`,
    params.values,
  );
  return {
    groupBy: q.groupBy,
    groups: res.groups ?? [],
    totals: res.totals ?? {},
    byMonth: res.byMonth ?? [],
    byCategory: res.byCategory ?? [],
  };
}
