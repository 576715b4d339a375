/**
 * Dynamic charts (entities/report/STATES.md): a chart's data is its report
 * grouped by the dimension with the measure aggregated in SQL, within the
 * caller's scope; a dashboard answers its charts in order; a chart naming a
 * column its report does not answer is refused naming the field.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { ok, refused } from './purchase-kit.ts';

const t = await setup();
const admin = await t.login('admin');
const buyer = await t.login('buyer');
const G = 'chartGroup';

test(`[${dbKind}] the demo dashboard answers its two charts in order, and a chart's data is the report aggregated`, async () => {
  const group = ok(await buyer.entity(G, 'findByGroupCode', { groupCode: 'PURCHASE_DASHBOARD' }));
  assert.deepEqual(
    group.items.map((i: Record<string, unknown>) => i.chartCode),
    ['SUPPLIER_AMOUNT_BAR', 'ORDER_STATUS_PIE'],
  );
  const bar = ok(await buyer.entity(G, 'getChartData', { chartId: group.items[0].chartId }));
  const expected = (
    await t.db.query<{ name: string; total: number }>(
      `SELECT supplier_name AS name, sum(total_amount)::float8 AS total FROM srm_po_headers
        WHERE po_status IN ('RELEASED', 'FEEDBACK', 'CONFIRMED', 'CLOSED', 'SETTLED') GROUP BY supplier_name ORDER BY 2 DESC LIMIT 10`,
    )
  ).rows;
  assert.ok(expected.length > 1);
  assert.deepEqual(
    bar.categories,
    expected.map((r) => r.name),
  );
  bar.series[0].forEach((v: number, i: number) => assert.ok(Math.abs(v - Number(expected[i].total)) < 0.01));
  const pie = ok(await buyer.entity(G, 'getChartData', { chartId: group.items[1].chartId }));
  const byStatus = (
    await t.db.query<{ s: string; n: number }>(
      `SELECT po_status AS s, count(*)::int AS n FROM srm_po_headers WHERE po_status IN ('RELEASED', 'FEEDBACK', 'CONFIRMED', 'CLOSED', 'SETTLED') GROUP BY po_status`,
    )
  ).rows;
  assert.equal(pie.categories.length, byStatus.length);
  for (const r of byStatus) assert.equal(pie.series[0][pie.categories.indexOf(r.s)], r.n);
});

test(`[${dbKind}] a chart naming a column its report does not answer is refused naming the field`, async () => {
  const report = ok(await admin.entity('reportDefinition', 'findByReportCode', { reportCode: 'SUPPLIER_ORDER_TOTALS' }));
  const res = await admin.entity(
    'dynamicChart',
    'saveOrUpdate',
    {
      chartCode: 'BAD_CHART',
      chartName: '坏图表',
      reportId: report.reportId,
      chartType: 'LINE',
      dimensionColumn: 'supplier_name',
      measureColumns: 'no_such_column',
    },
    { lang: 'EN' },
  );
  refused(res, 'VALIDATION');
  assert.equal(res.body.errors?.[0]?.field, 'measureColumns');
  assert.match(res.body.errors![0].message, /no_such_column/);
});

test(`[${dbKind}] the dashboard is on the buyer's menu, not on the supplier's`, async () => {
  const supplier1 = await t.login('supplier1');
  refused(await supplier1.entity(G, 'findByGroupCode', { groupCode: 'PURCHASE_DASHBOARD' }), 'FORBIDDEN');
  const menus = (await t.db.query<{ url: string }>(`SELECT html_url AS url FROM saaf_menus WHERE menu_code = 'CHG_PURCHASE_DASHBOARD'`)).rows;
  assert.deepEqual(menus, [{ url: 'dynamicCharts/viewReport/PURCHASE_DASHBOARD' }]);
});
