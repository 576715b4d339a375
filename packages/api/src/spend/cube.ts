/**
 * The spend cube's figures (entities/spend/SPEND.md): a pivot, the Pareto of
 * suppliers, coverage by agreed or awarded prices and concentration per
 * category, all read from the refreshed summaries (never the order lines), and
 * the drill from a cell to its order lines. Data permissions apply in SQL as
 * in lists: a caller limited to some organisations reads the full grain
 * filtered by theirs; one with no organisation limit reads the grain without
 * organisation, about a quarter of the rows.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { COMMITTED_LINE_WHERE, CONFIRMED_INVOICE_STATE, COVERED_SQL } from '@srm/domain/spend/cube-sql.ts';
import { rows, type Queryable } from '../db/db.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import { type Caller, isExpert, isSupplier } from '../engine/caller.ts';
import { dataLimitConditions } from '../engine/data-limits.ts';
import { authorize, VIEW } from '../engine/permissions.ts';
import { Params } from '../engine/params.ts';
import { scopeConditions } from '../engine/scope.ts';

export const DIMENSIONS = ['supplier', 'category', 'org', 'month', 'covered'] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export const MEASURES = ['ordered', 'received', 'invoiced'] as const;
export type Measure = (typeof MEASURES)[number];

/** Each dimension's key and label columns in the summaries. */
const DIM: Record<Dimension, { key: string; label: string }> = {
  supplier: { key: 'supplier_id', label: "concat_ws(' ', c.supplier_number, c.supplier_name)" },
  category: { key: 'category_id', label: 'c.category_name' },
  org: { key: 'org_id', label: 'c.org_name' },
  month: { key: 'period_month', label: 'c.period_month' },
  covered: { key: 'covered_flag', label: 'c.covered_flag' },
};
const MEASURE_COLUMN: Record<Measure, string> = { ordered: 'ordered_amount', received: 'received_amount', invoiced: 'invoiced_amount' };

export interface SpendFilter {
  measure: Measure;
  periodFrom?: string;
  periodTo?: string;
  orgIds?: number[];
  categoryIds?: number[];
  supplierIds?: number[];
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function oneOf<T extends string>(field: string, value: unknown, allowed: readonly T[], fallback?: T): T {
  if ((value === undefined || value === null || value === '') && fallback !== undefined) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new ValidationError([{ field, key: 'spend.dimension', params: { field, allowed: allowed.join(', ') } }]);
}

function idList(field: string, value: unknown): number[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((v) => !Number.isSafeInteger(Number(v)) || Number(v) < 1))
    throw new ValidationError([{ field, key: 'error.unknownField', params: { field } }]);
  return value.length ? value.map(Number) : undefined;
}

/** The filter of a call's body, refused field by field when it is not one. */
export function parseFilter(body: Record<string, unknown>): SpendFilter {
  const month = (field: 'periodFrom' | 'periodTo') => {
    const v = body[field];
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v !== 'string' || !MONTH.test(v)) throw new ValidationError([{ field, key: 'spend.month', params: { field } }]);
    return v;
  };
  const filter: SpendFilter = {
    measure: oneOf('measure', body.measure, MEASURES, 'ordered'),
    periodFrom: month('periodFrom'),
    periodTo: month('periodTo'),
    orgIds: idList('orgIds', body.orgIds),
    categoryIds: idList('categoryIds', body.categoryIds),
    supplierIds: idList('supplierIds', body.supplierIds),
  };
  if (filter.periodFrom && filter.periodTo && filter.periodFrom > filter.periodTo)
    throw new ValidationError([{ field: 'periodTo', key: 'spend.periodOrder', params: {} }]);
  return filter;
}

export const parseDimension = (field: string, value: unknown, fallback?: Dimension): Dimension => oneOf(field, value, DIMENSIONS, fallback);

/** Buyers and management only: suppliers and experts are refused whatever they were granted; then the screen's grant. */
export function authorizeSpend(caller: Caller): void {
  if (isSupplier(caller) || isExpert(caller)) throw new AppError('FORBIDDEN');
  authorize(getEntity('spendCube'), caller, VIEW);
}

/** Which summary answers: the full grain when organisations matter to the call or the caller, else the one without them. */
function grainOf(caller: Caller, filter: SpendFilter, dims: Dimension[]): EntityDef {
  const byOrg = dims.includes('org') || !!filter.orgIds || (caller.userId !== -1 && !!caller.data?.org);
  return getEntity(byOrg ? 'spendCube' : 'spendCubeAllOrgs');
}

/** FROM and WHERE over the chosen summary, aliased `c`, within the caller's data permissions and the filter. */
function cubeFrom(caller: Caller, filter: SpendFilter, dims: Dimension[], params: Params): string {
  const def = grainOf(caller, filter, dims);
  const conds = [...dataLimitConditions(def, caller, params, 'c')];
  if (filter.periodFrom) conds.push(`c.period_month >= ${params.add(filter.periodFrom)}`);
  if (filter.periodTo) conds.push(`c.period_month <= ${params.add(filter.periodTo)}`);
  if (filter.orgIds) conds.push(`c.org_id = ANY(${params.add(filter.orgIds)})`);
  if (filter.categoryIds) conds.push(`c.category_id = ANY(${params.add(filter.categoryIds)})`);
  if (filter.supplierIds) conds.push(`c.supplier_id = ANY(${params.add(filter.supplierIds)})`);
  return `FROM ${def.table} c${conds.length ? ` WHERE ${conds.join(' AND ')}` : ''}`;
}

const keyText = (dim: Dimension) => `COALESCE(c.${DIM[dim].key}::text, '')`;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

export interface PivotHeader {
  key: string;
  label: string;
  total: number;
}
export interface Pivot {
  rows: PivotHeader[];
  columns: PivotHeader[];
  cells: { row: string; column: string; value: number; lines: number }[];
  total: number;
  lines: number;
  /** Rows beyond `limit` (the largest first) left out of `rows` and `cells` but in the totals. */
  rowsLeftOut: number;
}

/** Rows by one dimension, columns by another (or one column, key ''), the measure summed; the largest `limit` rows. */
export async function pivot(q: Queryable, caller: Caller, filter: SpendFilter, rowDim: Dimension, colDim: Dimension | null, limit: number): Promise<Pivot> {
  const params = new Params();
  const m = `c.${MEASURE_COLUMN[filter.measure]}`;
  const dims = colDim ? [rowDim, colDim] : [rowDim];
  const colKey = colDim ? keyText(colDim) : `''`;
  const colLabel = colDim ? `max(${DIM[colDim].label})` : `''`;
  // One statement: the cells grouped once (x), then only the largest `limit` rows' cells, every column's total and the grand total,
  // so a pivot of thousands of suppliers answers a hundred rows, not every cell.
  const found = await rows<{
    kind: 'c' | 'k' | 't';
    r: string | null;
    rl: string | null;
    k: string | null;
    kl: string | null;
    v: string;
    n: string;
    rt: string | null;
  }>(
    q,
    `WITH x AS (SELECT ${keyText(rowDim)} AS r, max(${DIM[rowDim].label}) AS rl, ${colKey} AS k, ${colLabel} AS kl, COALESCE(sum(${m}), 0) AS v, sum(c.line_count) AS n
         ${cubeFrom(caller, filter, dims, params)} GROUP BY 1, 3),
       rt AS (SELECT x.r, sum(x.v) AS rt FROM x GROUP BY x.r),
       top AS (SELECT rt.r, rt.rt FROM rt ORDER BY rt.rt DESC, rt.r LIMIT ${params.add(limit)})
     SELECT 'c' AS kind, x.r, x.rl, x.k, x.kl, x.v, x.n, top.rt FROM x JOIN top ON top.r = x.r
     UNION ALL SELECT 'k', NULL, NULL, x.k, max(x.kl), sum(x.v), sum(x.n), NULL FROM x GROUP BY x.k
     UNION ALL SELECT 't', NULL, NULL, NULL, NULL, COALESCE(sum(rt.rt), 0), (SELECT COALESCE(sum(x.n), 0) FROM x), count(*) FROM rt`,
    params.values,
  );
  const rowsOut = new Map<string, PivotHeader>();
  const cols: PivotHeader[] = [];
  const cells: Pivot['cells'] = [];
  let total = 0;
  let lines = 0;
  let rowCount = 0;
  for (const f of found) {
    if (f.kind === 't') {
      total = num(f.v);
      lines = num(f.n);
      rowCount = num(f.rt);
    } else if (f.kind === 'k') cols.push({ key: f.k ?? '', label: f.kl ?? '', total: num(f.v) });
    else {
      const r = f.r ?? '';
      if (!rowsOut.has(r)) rowsOut.set(r, { key: r, label: f.rl ?? '', total: num(f.rt) });
      cells.push({ row: r, column: f.k ?? '', value: num(f.v), lines: num(f.n) });
    }
  }
  const sortedRows = [...rowsOut.values()].sort((a, b) => (rowDim === 'month' ? a.key.localeCompare(b.key) : b.total - a.total || a.key.localeCompare(b.key)));
  const sortedCols = cols.sort((a, b) =>
    colDim === 'month' || colDim === 'covered' ? a.key.localeCompare(b.key) : b.total - a.total || a.key.localeCompare(b.key),
  );
  return { rows: sortedRows, columns: sortedCols, cells, total: round2(total), lines, rowsLeftOut: Math.max(0, rowCount - rowsOut.size) };
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** Suppliers by spend, the largest first, with the running share; `count80`: how many make 80 % of it. */
export async function pareto(q: Queryable, caller: Caller, filter: SpendFilter, limit: number) {
  const params = new Params();
  const m = `c.${MEASURE_COLUMN[filter.measure]}`;
  const found = await rows<{ id: string | null; label: string; v: string }>(
    q,
    `SELECT c.supplier_id AS id, max(concat_ws(' ', c.supplier_number, c.supplier_name)) AS label, sum(${m}) AS v
       ${cubeFrom(caller, filter, ['supplier'], params)} GROUP BY c.supplier_id HAVING sum(${m}) > 0 ORDER BY 3 DESC, 1`,
    params.values,
  );
  const total = found.reduce((s, r) => s + num(r.v), 0);
  let running = 0;
  let count80 = 0;
  const suppliers = found.map((r) => {
    const before = running;
    running += num(r.v);
    if (total > 0 && before < 0.8 * total) count80++;
    return {
      supplierId: r.id === null ? null : Number(r.id),
      label: r.label,
      amount: num(r.v),
      share: total ? num(r.v) / total : 0,
      cumulativeShare: total ? running / total : 0,
    };
  });
  return { total: round2(total), supplierCount: found.length, count80, suppliers: suppliers.slice(0, limit) };
}

/** Spend under an agreed or awarded price against spend without, in all and by month. */
export async function coverage(q: Queryable, caller: Caller, filter: SpendFilter) {
  const params = new Params();
  const m = `c.${MEASURE_COLUMN[filter.measure]}`;
  const found = await rows<{ month: string; covered: string; v: string }>(
    q,
    `SELECT c.period_month AS month, COALESCE(sum(${m}) FILTER (WHERE c.covered_flag = 'Y'), 0) AS covered, COALESCE(sum(${m}) FILTER (WHERE c.covered_flag <> 'Y'), 0) AS v
       ${cubeFrom(caller, filter, ['month', 'covered'], params)} GROUP BY c.period_month ORDER BY 1`,
    params.values,
  );
  const months = found.map((r) => ({ month: r.month, covered: num(r.covered), uncovered: num(r.v) }));
  const covered = months.reduce((s, r) => s + r.covered, 0);
  const uncovered = months.reduce((s, r) => s + r.uncovered, 0);
  return { covered: round2(covered), uncovered: round2(uncovered), coveredShare: covered + uncovered ? covered / (covered + uncovered) : 0, months };
}

/** Per category: its spend, suppliers, the largest one's share and the Herfindahl index (0 to 10,000); single source when one supplier has it all. */
export async function concentration(q: Queryable, caller: Caller, filter: SpendFilter) {
  const params = new Params();
  const m = `c.${MEASURE_COLUMN[filter.measure]}`;
  const found = await rows<{
    id: string | null;
    label: string | null;
    total: string;
    n: string;
    hhi: string;
    top: string;
    topLabel: string;
    topAmount: string;
  }>(
    q,
    `WITH per AS (
       SELECT c.category_id, max(c.category_name) AS category_name, c.supplier_id, max(concat_ws(' ', c.supplier_number, c.supplier_name)) AS supplier_label, sum(${m}) AS amount
         ${cubeFrom(caller, filter, ['category', 'supplier'], params)} GROUP BY c.category_id, c.supplier_id HAVING sum(${m}) > 0),
     shares AS (SELECT per.*, per.amount / sum(per.amount) OVER (PARTITION BY per.category_id) AS share,
       row_number() OVER (PARTITION BY per.category_id ORDER BY per.amount DESC, per.supplier_id) AS place FROM per)
     SELECT s.category_id AS id, max(s.category_name) AS label, sum(s.amount) AS total, count(*) AS n, sum(s.share * s.share) * 10000 AS hhi,
       max(s.share) AS top, max(s.supplier_label) FILTER (WHERE s.place = 1) AS "topLabel", max(s.amount) AS "topAmount"
       FROM shares s GROUP BY s.category_id ORDER BY 3 DESC`,
    params.values,
  );
  return {
    categories: found.map((r) => ({
      categoryId: r.id === null ? null : Number(r.id),
      label: r.label ?? '',
      amount: num(r.total),
      supplierCount: num(r.n),
      largestSupplier: r.topLabel,
      largestAmount: num(r.topAmount),
      largestShare: num(r.top),
      hhi: Math.round(num(r.hhi)),
      singleSource: num(r.n) === 1,
    })),
  };
}

export type Cell = Partial<Record<Dimension, string>>;

/** The cell's coordinates from a body (`cell: { supplier: '12', month: '2026-05' }`), each a dimension. */
export function parseCell(value: unknown): Cell {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new ValidationError([{ field: 'cell', key: 'error.bodyNotObject', params: {} }]);
  const cell: Cell = {};
  for (const [k, v] of Object.entries(value)) {
    const dim = parseDimension('cell', k);
    if (typeof v !== 'string' || v.length > 40)
      throw new ValidationError([{ field: `cell.${dim}`, key: 'error.unknownField', params: { field: `cell.${dim}` } }]);
    if (dim === 'month' && !MONTH.test(v)) throw new ValidationError([{ field: 'cell.month', key: 'spend.month', params: { field: 'cell.month' } }]);
    if ((dim === 'supplier' || dim === 'category' || dim === 'org') && v !== '' && !/^\d{1,15}$/.test(v))
      throw new ValidationError([{ field: `cell.${dim}`, key: 'error.unknownField', params: { field: `cell.${dim}` } }]);
    if (dim === 'covered' && v !== 'Y' && v !== 'N')
      throw new ValidationError([{ field: 'cell.covered', key: 'spend.dimension', params: { field: 'cell.covered', allowed: 'Y, N' } }]);
    cell[dim] = v;
  }
  return cell;
}

const monthStart = (month: string) => `${month}-01`;
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/** The order lines behind a cell (and the filter), newest first, a page at a time, with the measure per line. */
export async function drill(q: Queryable, caller: Caller, filter: SpendFilter, cell: Cell, pageIndex: number, pageRows: number) {
  const params = new Params();
  const conds = [
    COMMITTED_LINE_WHERE,
    ...scopeConditions(getEntity('purOrder'), caller, params, 'h'),
    ...dataLimitConditions(getEntity('purOrderLine'), caller, params, 'l'),
  ];
  const from = cell.month && (!filter.periodFrom || cell.month > filter.periodFrom) ? cell.month : filter.periodFrom;
  const to = cell.month && (!filter.periodTo || cell.month < filter.periodTo) ? cell.month : filter.periodTo;
  // Months as ranges of the order's date, so its index serves them.
  if (from) conds.push(`h.creation_date >= ${params.add(monthStart(from))}::timestamp`);
  if (to) conds.push(`h.creation_date < ${params.add(nextMonth(to))}::timestamp`);
  if (filter.orgIds) conds.push(`h.org_id = ANY(${params.add(filter.orgIds)})`);
  if (filter.categoryIds) conds.push(`l.category_id = ANY(${params.add(filter.categoryIds)})`);
  if (filter.supplierIds) conds.push(`h.supplier_id = ANY(${params.add(filter.supplierIds)})`);
  const eq = (column: string, v: string) => conds.push(v === '' ? `${column} IS NULL` : `${column} = ${params.add(Number(v))}`);
  if (cell.supplier !== undefined) eq('h.supplier_id', cell.supplier);
  if (cell.category !== undefined) eq('l.category_id', cell.category);
  if (cell.org !== undefined) eq('h.org_id', cell.org);
  if (cell.covered) conds.push(`${COVERED_SQL} = ${params.add(cell.covered)}`);
  const where = conds.join(' AND ');
  const countParams = params.values.slice();
  const limit = params.add(pageRows);
  const offset = params.add((pageIndex - 1) * pageRows);
  const page = await rows<Record<string, unknown>>(
    q,
    `SELECT p.*, round(COALESCE(inv.amount, 0) * COALESCE(p."exchangeRate", 1), 2) AS "invoicedAmount" FROM (
       SELECT l.po_line_id AS "poLineId", h.po_header_id AS "poHeaderId", h.po_number AS "poNumber", l.line_number AS "lineNumber",
              h.creation_date AS "orderedAt", to_char(h.creation_date, 'YYYY-MM-DD') AS "orderDate", h.org_name AS "orgName", h.supplier_number AS "supplierNumber", h.supplier_name AS "supplierName",
              l.category_name AS "categoryName", l.item_code AS "itemCode", l.item_name AS "itemName", l.quantity, l.received_qty AS "receivedQty",
              l.tax_price AS "taxPrice", h.currency_code AS "currencyCode", h.exchange_rate AS "exchangeRate", l.price_source AS "priceSource",
              l.agreement_number AS "agreementNumber", ${COVERED_SQL} AS "coveredFlag",
              round(COALESCE(l.line_amount, 0) * COALESCE(h.exchange_rate, 1), 2) AS "orderedAmount",
              round(COALESCE(l.received_qty, 0) * COALESCE(l.tax_price, 0) * COALESCE(h.exchange_rate, 1), 2) AS "receivedAmount"
         FROM srm_po_lines l JOIN srm_po_headers h ON h.po_header_id = l.po_header_id
        WHERE ${where} ORDER BY h.creation_date DESC, l.po_line_id DESC LIMIT ${limit} OFFSET ${offset}) p
     LEFT JOIN LATERAL (SELECT sum(il.total_amount) AS amount FROM srm_fin_invoice_lines il
         JOIN srm_fin_invoices i ON i.invoice_id = il.invoice_id AND i.invoice_status = '${CONFIRMED_INVOICE_STATE}'
        WHERE il.po_line_id = p."poLineId") inv ON TRUE
     ORDER BY p."orderedAt" DESC, p."poLineId" DESC`,
    params.values,
  );
  // The page never waits for an exact count of a large cell: exact to 10,000, then "more".
  const counted = await rows<{ n: string }>(
    q,
    `SELECT count(*) AS n FROM (SELECT 1 FROM srm_po_lines l JOIN srm_po_headers h ON h.po_header_id = l.po_header_id WHERE ${where} LIMIT 10001) x`,
    countParams,
  );
  const count = num(counted[0]?.n);
  const numeric = ['quantity', 'receivedQty', 'taxPrice', 'exchangeRate', 'orderedAmount', 'receivedAmount', 'invoicedAmount'];
  for (const r of page) delete r.orderedAt;
  for (const r of page) for (const k of numeric) if (r[k] !== null && r[k] !== undefined) r[k] = Number(r[k]);
  return { rows: page, count: Math.min(count, 10_000), countCapped: count > 10_000 };
}
