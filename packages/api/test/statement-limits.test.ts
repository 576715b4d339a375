/**
 * No statement a user asks for may freeze the server (issue 42). On PostgreSQL a
 * chart, a list and an export are cut after QUERY_TIMEOUT_SECONDS and refused
 * naming what was cut, while another user's list is answered meanwhile. On the
 * embedded database, which cannot cancel a statement, a report, chart or export
 * the planner prices over EMBEDDED_COST_CEILING is refused before it runs, and
 * while a long statement holds the one connection, a request answers 503 with
 * Retry-After once it has waited EMBEDDED_WAIT_SECONDS, and never runs later.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup, signedHeaders } from './helper.ts';
import { ok, refused } from './purchase-kit.ts';
import { changedTables } from '../src/db/pglite-statistics.ts';
import { openPg } from '../src/db/pg-db.ts';
import type { Queryable } from '../src/db/db.ts';
import { isCut } from '../src/engine/statement-limits.ts';

const t = await setup({ env: { QUERY_TIMEOUT_SECONDS: '1', EMBEDDED_WAIT_SECONDS: '1' } });
const admin = await t.login('admin');
const buyer = await t.login('buyer');
const R = 'reportDefinition';
const onPg = dbKind === 'postgres';
const ONLY_PG = "PGlite cannot cancel a statement: the embedded database's own tests are below";
const ONLY_PGLITE = 'PostgreSQL cuts a statement instead: its tests are above';
// Without the limits these requests would not fail, they would wait: each test is given a minute, then fails.

/** The report: a four-way join of order lines, which passes the report check. */
const FOUR_WAY =
  'SELECT a.item_code, count(*) AS n FROM srm_po_lines a, srm_po_lines b, srm_po_lines c, srm_po_lines d WHERE a.item_code || b.item_code <> c.item_code || d.item_code GROUP BY a.item_code';

async function heavyChart(code: string): Promise<{ reportId: number; chartId: number }> {
  const report = ok(
    await admin.entity(R, 'saveOrUpdate', { reportCode: code, reportName: '四表联查', sqlScript: FOUR_WAY, parameters: [], timeoutSeconds: 300 }),
    'report',
  );
  const chart = ok(
    await admin.entity('dynamicChart', 'saveOrUpdate', {
      chartCode: code,
      chartName: '四表联查图',
      chartNameEn: 'Four-way join',
      reportId: report.reportId,
      chartType: 'BAR',
      dimensionColumn: 'item_code',
      measureColumns: 'n',
    }),
    'chart',
  );
  return { reportId: report.reportId, chartId: chart.chartId };
}

/** Runs `fn` while another session holds an exclusive lock on `table`: every read of it waits, as a heavy one would run. */
async function whileLocked<T>(table: string, fn: () => Promise<T>): Promise<T> {
  let release!: () => void;
  let locked!: () => void;
  const held = new Promise<void>((r) => (locked = r));
  const holder = t.db.transaction(async (tx) => {
    await tx.exec(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
    locked();
    await new Promise<void>((r) => (release = r));
  });
  await held;
  try {
    return await fn();
  } finally {
    release();
    await holder;
  }
}

test(`[${dbKind}] a chart heavier than the limit is cut at the configured seconds, not its report's, naming the chart, while a buyer's list is answered`, {
  timeout: 60_000,
}, async (c) => {
  if (!onPg) return c.skip(ONLY_PG);
  const { chartId } = await heavyChart('HEAVY_CHART_PG');
  const order: string[] = [];
  const chart = admin.entity('chartGroup', 'getChartData', { chartId }, { lang: 'EN' }).then((r) => (order.push('chart'), r));
  const list = buyer.entity('purOrder', 'listByPage', { pageRows: 20 }).then((r) => (order.push('list'), r));
  const [cut, page] = await Promise.all([chart, list]);
  refused(cut, 'CHART_TIMEOUT');
  assert.match(cut.body.msg, /chart Four-way join took longer than 1 s .*narrow the parameters/);
  assert.ok(ok(page).length > 0);
  assert.deepEqual(order, ['list', 'chart'], "the buyer's list is answered while the chart runs");
});

test(`[${dbKind}] a list and an export held past the limit are cut and refused naming them, in either language`, { timeout: 60_000 }, async (c) => {
  if (!onPg) return c.skip(ONLY_PG);
  const [zh, en, count, exported] = await whileLocked('srm_po_headers', () =>
    Promise.all([
      buyer.entity('purOrder', 'listByPage', { poNumber_like: 'PO' }),
      buyer.entity('purOrder', 'listByPage', { poNumber_like: 'PO' }, { lang: 'EN' }),
      buyer.entity('purOrder', 'listCount', { poNumber_like: 'P' }),
      buyer.call(
        '/api/exportServer/v1/exportExcelRestful/exportExcel',
        { requestUrl: '/api/srmServer/v1/srmPoHeadersRestful/listByPage', requestParams: {}, columns: ['poNumber'] },
        { lang: 'EN' },
      ),
    ]),
  );
  refused(zh, 'LIST_TIMEOUT');
  assert.match(zh.body.msg, /超过1秒.*缩小筛选范围/);
  refused(en, 'LIST_TIMEOUT');
  assert.match(en.body.msg, /took longer than 1 s .*narrow the filter/);
  refused(count, 'LIST_TIMEOUT');
  refused(exported, 'EXPORT_TIMEOUT');
  assert.match(exported.body.msg, /export of .* took longer than 1 s/);
  // Nothing stays cut: the same list answers once the table is free.
  assert.ok(ok(await buyer.entity('purOrder', 'listByPage', { poNumber_like: 'PO' })).length > 0);
});

test(`[${dbKind}] the limit a list leaves on its connection cuts only bounded statements: the next plain statement, script and transaction there run without it`, {
  timeout: 60_000,
}, async (c) => {
  if (!onPg) return c.skip(ONLY_PG);
  // One connection, so every statement below runs on the one a bounded statement left its limit on.
  const db = await openPg({ connectionString: process.env.SRM_TEST_DATABASE_URL!, max: 1 });
  const within = (seconds: number): Queryable => ({ query: (sql, params) => db.queryWithin!(seconds, sql, params), exec: () => Promise.resolve() });
  const limit = async (q: Queryable) => (await q.query<{ statement_timeout: string }>('SHOW statement_timeout')).rows[0].statement_timeout;
  try {
    assert.equal(await limit(within(2)), '2s');
    assert.equal(await limit(db), '0', 'a plain statement after a bounded one');
    await db.queryWithin!(2, 'SELECT 1');
    assert.equal(await db.transaction((tx) => limit(tx)), '0', 'a transaction after a bounded statement');
    await db.queryWithin!(2, 'SELECT 1');
    await db.exec('SELECT pg_sleep(2.2)');
    assert.equal(await limit(within(1)), '1s', 'another limit replaces the one left');
    await assert.rejects(db.queryWithin!(1, 'SELECT pg_sleep(1.5)'), isCut);
    assert.equal(await limit(within(1)), '1s', 'the connection keeps serving after a cut');
  } finally {
    await db.close();
  }
});

test(`[${dbKind}] a report, chart or export the planner prices over the ceiling is refused before it runs, saying to narrow it or use PostgreSQL`, {
  timeout: 60_000,
}, async (c) => {
  if (onPg) return c.skip(ONLY_PGLITE);
  const { chartId } = await heavyChart('HEAVY_CHART_LITE');
  const report = await admin.entity(R, 'listDynamicReportByPage', { reportCode: 'HEAVY_CHART_LITE' }, { lang: 'EN' });
  refused(report, 'EMBEDDED_COST_REFUSED');
  assert.match(report.body.msg, /query of 四表联查 is estimated at cost \d+, over the 1000000 .*narrow the parameters .*use PostgreSQL/);
  const chart = await admin.entity('chartGroup', 'getChartData', { chartId });
  refused(chart, 'EMBEDDED_COST_REFUSED');
  assert.match(chart.body.msg, /四表联查图.*改用 PostgreSQL/);
  const exported = await admin.call('/api/reportServer/v1/baseReportDefinitionRestful/exportDynamicReport', { reportCode: 'HEAVY_CHART_LITE' });
  refused(exported, 'EMBEDDED_COST_REFUSED');
  // The demo's own reports and dashboard stay under it.
  assert.ok(ok(await buyer.entity(R, 'listDynamicReportByPage', { reportCode: 'PO_BY_SUPPLIER' })).rows.length > 0);
  const group = ok(await buyer.entity('chartGroup', 'findByGroupCode', { groupCode: 'PURCHASE_DASHBOARD' }));
  for (const item of group.items) ok(await buyer.entity('chartGroup', 'getChartData', { chartId: item.chartId }));
});

test(`[${dbKind}] the embedded database's statistics are kept: a table changed by many rows is due for ANALYZE again`, async (c) => {
  if (onPg) return c.skip(ONLY_PGLITE);
  await t.db.exec('CREATE TABLE statistics_probe (n int); ANALYZE statistics_probe');
  try {
    assert.ok(!(await changedTables(t.db)).includes('statistics_probe'));
    await t.db.query('INSERT INTO statistics_probe SELECT generate_series(1, 200)');
    // Counts reach the statistics views within a second; the next statement's end publishes them now.
    await t.db.query('SELECT pg_stat_force_next_flush()');
    assert.ok((await changedTables(t.db)).includes('statistics_probe'), 'two hundred new rows make the table due');
  } finally {
    await t.db.exec('DROP TABLE statistics_probe');
  }
});

test(`[${dbKind}] while a long statement holds the embedded database, requests are answered 503 with Retry-After, the server stays up, and nothing given up on runs later`, {
  timeout: 60_000,
}, async (c) => {
  if (onPg) return c.skip(ONLY_PGLITE);
  const code = `BUSY_${Date.now().toString(36).toUpperCase()}`;
  // The API document is built on its first request (seconds of this thread's time): built before, served from memory during.
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode, 200);
  let heavyDone = false;
  // Four seconds of the database's one connection, four times what a request may wait.
  const heavy = t.db.query('SELECT pg_sleep(4)').then(() => (heavyDone = true));
  const headers = await signedHeaders(buyer.token, { 'x-srm-language': 'EN' });
  const [list, save, docs] = await Promise.all([
    t.app.inject({ method: 'POST', url: '/api/srmServer/v1/srmPoHeadersRestful/listByPage', headers, payload: '{"pageRows":20}' }),
    admin.entity(R, 'saveOrUpdate', { reportCode: code, reportName: '忙时保存', sqlScript: 'SELECT 1 AS n', parameters: [] }),
    t.app.inject({ method: 'GET', url: '/api/openapi.json' }),
  ]);
  assert.equal(heavyDone, false, 'answered while the statement still runs');
  assert.equal(docs.statusCode, 200, 'what needs no database is served meanwhile');
  assert.equal(list.statusCode, 503);
  assert.equal(list.headers['retry-after'], '1');
  assert.equal(list.json().code, 'DATABASE_BUSY');
  assert.match(list.json().msg, /database is busy .*try again in 1 s/);
  assert.equal(save.statusCode, 503);
  await heavy;
  // The save given up on never ran: its report is not there once the database is free again.
  const saved = await t.db.query('SELECT 1 FROM srm_base_report_definitions WHERE report_code = $1', [code]);
  assert.equal(saved.rows.length, 0);
  assert.ok(ok(await buyer.entity('purOrder', 'listByPage', { pageRows: 20 })).length > 0, 'and the list answers again');
});
