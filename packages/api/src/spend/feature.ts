/**
 * The spend cube's calls (entities/spend/SPEND.md): pivot, Pareto, coverage,
 * concentration, the drill from a cell to its order lines, and the pivot as
 * xlsx. Each is for buyers and management holding the spend screen's grant;
 * suppliers and experts are refused. Reads are bounded like a list's.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { STANDARD_RESOURCES } from '@srm/domain/entity/naming.ts';
import type { AppContext, FeatureModule } from '../app-context.ts';
import { authorize } from '../engine/permissions.ts';
import type { Queryable } from '../db/db.ts';
import { ValidationError } from '../engine/app-error.ts';
import type { Caller } from '../engine/caller.ts';
import { bounded } from '../engine/statement-limits.ts';
import { excel } from '../excel/exceljs.ts';
import { contentDisposition } from '../files/send-file.ts';
import type { JsonSchema } from '../openapi/field-schema.ts';
import { int, object, routeSchema, str } from '../openapi/route-schema.ts';
import { ok } from '../plugins/envelope.ts';
import { callerOf } from '../plugins/guard.ts';
import {
  authorizeSpend,
  concentration,
  coverage,
  DIMENSIONS,
  drill,
  MEASURES,
  parseCell,
  parseDimension,
  parseFilter,
  pareto,
  pivot,
  type Dimension,
  type Pivot,
} from './cube.ts';

const BASE = '/api/srmServer/v1/srmSpendCubeRestful';
const TAG = 'Spend cube (spendCube)';
const EXPORT = STANDARD_RESOURCES.export;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const idArray = (description: string): JsonSchema => ({ type: 'array', items: { type: 'integer' }, description, maxItems: 500 });
const FILTER: Record<string, JsonSchema> = {
  measure: {
    type: 'string',
    enum: [...MEASURES],
    description: 'ordered: order lines; received: receipt quantities × price; invoiced: confirmed invoices (default ordered)',
  },
  periodFrom: str('First month, YYYY-MM', 7),
  periodTo: str('Last month, YYYY-MM', 7),
  orgIds: idArray('Organisations'),
  categoryIds: idArray('Purchase categories'),
  supplierIds: idArray('Suppliers'),
};
const DIM_SCHEMA: JsonSchema = { type: 'string', enum: [...DIMENSIONS] };
const PIVOT_BODY = object({
  ...FILTER,
  rows: { ...DIM_SCHEMA, description: 'Rows by this dimension (default supplier)' },
  columns: { type: ['string', 'null'], enum: [...DIMENSIONS, null], description: 'Columns by this dimension, or none' },
  limit: int('The largest rows answered (default 100, at most 1000)'),
});
const header = object({ key: str(), label: str(), total: { type: 'number' } });
const PIVOT_DATA = object({
  rows: { type: 'array', items: header },
  columns: { type: 'array', items: header },
  cells: { type: 'array', items: object({ row: str(), column: str(), value: { type: 'number' }, lines: { type: 'number' } }) },
  total: { type: 'number' },
  lines: { type: 'number' },
  rowsLeftOut: { type: 'number' },
  refreshedAt: { type: ['string', 'null'] },
});

function limitOf(value: unknown, fallback: number, max: number, field = 'limit'): number {
  if (value === undefined || value === null) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1 || n > max) throw new ValidationError([{ field, key: 'error.pageRows', params: { max } }]);
  return n;
}

function pivotArgs(body: Record<string, unknown>) {
  const filter = parseFilter(body);
  const rowDim = parseDimension('rows', body.rows, 'supplier');
  const colDim = body.columns === undefined || body.columns === null || body.columns === '' ? null : parseDimension('columns', body.columns);
  if (colDim === rowDim) throw new ValidationError([{ field: 'columns', key: 'spend.sameDimension', params: {} }]);
  return { filter, rowDim, colDim, limit: limitOf(body.limit, 100, 1000) };
}

async function freshness(q: Queryable): Promise<string | null> {
  const res = await q.query<{ at: string }>(
    `SELECT min(refreshed_at) AS at FROM sys_summary_refreshes WHERE table_name IN ('v_srm_spend_cube', 'v_srm_spend_cube_all_orgs')`,
  );
  return res.rows[0]?.at ?? null;
}

const DIM_TITLES: Record<Dimension, { zh: string; en: string }> = {
  supplier: { zh: '供应商', en: 'Supplier' },
  category: { zh: '采购分类', en: 'Purchase category' },
  org: { zh: '组织', en: 'Organisation' },
  month: { zh: '月份', en: 'Month' },
  covered: { zh: '协议/定标价', en: 'Agreed or awarded price' },
};
const MEASURE_TITLES = {
  ordered: { zh: '订单金额(CNY)', en: 'Ordered (CNY)' },
  received: { zh: '接收金额(CNY)', en: 'Received (CNY)' },
  invoiced: { zh: '已确认发票金额(CNY)', en: 'Confirmed invoices (CNY)' },
};
const COVERED_LABELS = { Y: { zh: '协议/定标价', en: 'Agreed or awarded' }, N: { zh: '无协议价', en: 'No agreed price' } };
const NONE = { zh: '(无)', en: '(none)' };

/** The pivot as a worksheet: a row per row header, a column per column header, totals right and below. */
async function workbook(p: Pivot, caller: Caller, rowDim: Dimension, colDim: Dimension | null, measure: keyof typeof MEASURE_TITLES): Promise<Buffer> {
  const lang = caller.lang;
  const name = (dim: Dimension | null, h: { key: string; label: string }) =>
    dim === 'covered' ? (COVERED_LABELS[h.key as 'Y' | 'N']?.[lang] ?? h.key) : h.label || (dim ? NONE[lang] : MEASURE_TITLES[measure][lang]);
  const wb = new (excel().Workbook)();
  const sheet = wb.addWorksheet(lang === 'en' ? 'Spend' : '支出分析');
  const total = lang === 'en' ? 'Total' : '合计';
  sheet.addRow([`${DIM_TITLES[rowDim][lang]} / ${MEASURE_TITLES[measure][lang]}`, ...p.columns.map((c) => name(colDim, c)), ...(colDim ? [total] : [])]).font =
    { bold: true };
  const at = new Map(p.cells.map((c) => [`${c.row}\u0000${c.column}`, c.value]));
  for (const r of p.rows) sheet.addRow([name(rowDim, r), ...p.columns.map((c) => at.get(`${r.key}\u0000${c.key}`) ?? 0), ...(colDim ? [r.total] : [])]);
  sheet.addRow([total, ...p.columns.map((c) => c.total), ...(colDim ? [p.total] : [])]).font = { bold: true };
  sheet.columns.forEach((c, i) => {
    c.width = i === 0 ? 36 : 18;
    if (i > 0) c.numFmt = '#,##0.00';
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export function registerSpendRoutes(app: FastifyInstance, ctx: AppContext): void {
  const reads = bounded(ctx.db, ctx.ops.limits.timeoutSeconds);
  const bodyOf = (request: FastifyRequest) => (request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {});
  const guarded = (request: FastifyRequest) => {
    const caller = callerOf(request);
    authorizeSpend(caller);
    return { caller, body: bodyOf(request) };
  };

  app.post(
    `${BASE}/pivot`,
    {
      config: { access: 'entity' },
      schema: routeSchema({
        operationId: 'spendPivot',
        tag: TAG,
        summary: 'Spend by one dimension against another (or none), one measure, in CNY, within the filter and the caller’s data permissions',
        body: PIVOT_BODY,
        data: PIVOT_DATA,
      }),
    },
    async (request) => {
      const { caller, body } = guarded(request);
      const { filter, rowDim, colDim, limit } = pivotArgs(body);
      return ok({ ...(await pivot(reads, caller, filter, rowDim, colDim, limit)), refreshedAt: await freshness(reads) });
    },
  );

  app.post(
    `${BASE}/pareto`,
    {
      config: { access: 'entity' },
      schema: routeSchema({
        operationId: 'spendPareto',
        tag: TAG,
        summary: 'Suppliers by spend, the largest first, with the running share and how many make 80 % of it',
        body: object({ ...FILTER, limit: int('Suppliers answered (default 50, at most 1000)') }),
        data: object({
          total: { type: 'number' },
          supplierCount: { type: 'number' },
          count80: { type: 'number' },
          suppliers: { type: 'array', items: object({}) },
        }),
      }),
    },
    async (request) => {
      const { caller, body } = guarded(request);
      return ok(await pareto(reads, caller, parseFilter(body), limitOf(body.limit, 50, 1000)));
    },
  );

  app.post(
    `${BASE}/coverage`,
    {
      config: { access: 'entity' },
      schema: routeSchema({
        operationId: 'spendCoverage',
        tag: TAG,
        summary: 'Spend under an agreement or awarded price against spend without, in all and by month',
        body: object(FILTER),
        data: object({
          covered: { type: 'number' },
          uncovered: { type: 'number' },
          coveredShare: { type: 'number' },
          months: { type: 'array', items: object({}) },
        }),
      }),
    },
    async (request) => {
      const { caller, body } = guarded(request);
      return ok(await coverage(reads, caller, parseFilter(body)));
    },
  );

  app.post(
    `${BASE}/concentration`,
    {
      config: { access: 'entity' },
      schema: routeSchema({
        operationId: 'spendConcentration',
        tag: TAG,
        summary: 'Per purchase category: its spend, suppliers, the largest supplier’s share, the Herfindahl index (0–10,000) and whether it is single-source',
        body: object(FILTER),
        data: object({ categories: { type: 'array', items: object({}) } }),
      }),
    },
    async (request) => {
      const { caller, body } = guarded(request);
      return ok(await concentration(reads, caller, parseFilter(body)));
    },
  );

  app.post(
    `${BASE}/drill`,
    {
      config: { access: 'entity' },
      schema: routeSchema({
        operationId: 'spendDrill',
        tag: TAG,
        summary: 'The committed order lines behind a cell of the pivot (and the filter), newest first, a page at a time',
        body: object({
          ...FILTER,
          cell: { type: 'object', description: 'The cell: a key per dimension, as the pivot answered them', additionalProperties: { type: 'string' } },
          pageIndex: int('Page, from 1'),
          pageRows: int('Rows a page (default 20, at most 200)'),
        }),
        data: object({ rows: { type: 'array', items: object({}) }, count: { type: 'number' }, countCapped: { type: 'boolean' } }),
      }),
    },
    async (request) => {
      const { caller, body } = guarded(request);
      const filter = parseFilter(body);
      const cell = parseCell(body.cell);
      const pageIndex = limitOf(body.pageIndex, 1, 100_000, 'pageIndex');
      return ok(await drill(reads, caller, filter, cell, pageIndex, limitOf(body.pageRows, 20, 200, 'pageRows')));
    },
  );

  app.post(
    `${BASE}/export`,
    {
      config: { access: 'entity' },
      schema: routeSchema({
        operationId: 'spendExport',
        tag: TAG,
        summary: 'The pivot as an xlsx workbook, titles in the caller’s language',
        body: PIVOT_BODY,
        file: XLSX,
      }),
    },
    async (request, reply) => {
      const { caller, body } = guarded(request);
      authorize(getEntity('spendCube'), caller, EXPORT);
      const { filter, rowDim, colDim } = pivotArgs(body);
      const p = await pivot(reads, caller, filter, rowDim, colDim, limitOf(body.limit, 1000, 1000));
      const fileName = `${caller.lang === 'en' ? 'spend' : '支出分析'}.xlsx`;
      reply.header('content-type', XLSX).header('content-disposition', contentDisposition('attachment', fileName));
      return reply.send(await workbook(p, caller, rowDim, colDim, filter.measure));
    },
  );
}

export const spendFeature: FeatureModule = (app, ctx) => {
  registerSpendRoutes(app, ctx);
};
