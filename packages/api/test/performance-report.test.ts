/**
 * The performance reports and scheme scores, and invoice accuracy: the grade
 * distribution and the trend over the demo's published results and one more
 * quarter scored here, counted by the server exactly; the scheme's scores by
 * indicator; none of it to a supplier's user; invoice accuracy exact on a
 * small known set of invoices, its drill-down listing those invoices.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { act, ids, ok } from './purchase-kit.ts';

const t = await setup();
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const id = await ids(t);
const R = 'speResultReport';
type Rows = Record<string, any>[];

const all = async (sql: string, p: unknown[] = []) => (await t.db.query<Record<string, any>>(sql, p)).rows;
const one = async (sql: string, p: unknown[] = []) => (await all(sql, p))[0];
const PUBLISHED = `performance_status IN ('PUBLISHED', 'APPEALED', 'CONFIRMED')`;

/** A scheme of `templateId` over supplier2 for the period, collected; its manual scores given; calculated and published. */
async function runScheme(templateId: number, from: string, to: string, scores: Record<string, number>): Promise<number> {
  const scheme = ok(
    await buyer.entity('speScheme', 'saveOrUpdate', {
      schemeName: `T ${from}`,
      templateId,
      periodFrom: from,
      periodTo: to,
      suppliers: [{ supplierId: id.supplier2 }],
    }),
  );
  const schemeId = Number(scheme.schemeId);
  ok(await act(buyer, 'speScheme', 'collect', schemeId), 'collect');
  for (const row of await all(
    `SELECT s.manual_score_id AS id, u.user_name AS who FROM srm_spe_manual_scores s JOIN saaf_users u ON u.user_id = s.evaluator_user_id WHERE s.scheme_id = $1`,
    [schemeId],
  ))
    ok(await act(row.who === 'buyer' ? buyer : approver, 'speManualScore', 'score', row.id, { score: scores[row.who] }), 'score');
  ok(await act(buyer, 'speScheme', 'calculate', schemeId), 'calculate');
  ok(await act(buyer, 'speScheme', 'publish', schemeId), 'publish');
  return schemeId;
}

const template = await one(`SELECT template_id AS id FROM srm_spe_templates WHERE template_name = '供应商季度绩效模板'`);
// A quarter no demo document falls in: every automatic indicator takes its default (100); the evaluators give 80 and 70.
const earlier = await runScheme(Number(template.id), '2030-10-01', '2030-12-31', { buyer: 80, approver: 70 });

test(`[${dbKind}] the grade distribution counts each published result once, by grade, and by the organisations its supplier serves`, async () => {
  const demo = { periodTo_to: '2029-12-31', firstOrgFlag: 'Y' };
  const expected = await all(
    `SELECT grade AS value, count(*)::int AS count FROM srm_spe_performances WHERE ${PUBLISHED} AND period_to <= '2029-12-31' GROUP BY grade ORDER BY grade`,
  );
  assert.equal(
    expected.reduce((n, g) => n + g.count, 0),
    2,
    'the demo publishes supplier1 and supplier2',
  );
  const counted = ok(await buyer.entity(R, 'listCount', { ...demo, groupBy: 'grade' }));
  assert.deepEqual(counted.groups, expected);
  assert.equal(counted.count, 2);
  const rows = ok(await buyer.entity(R, 'listByPage', { ...demo, pageRows: 100 })) as Rows;
  assert.deepEqual(rows.map((r) => r.supplierId).sort(), [id.supplier1, id.supplier2].sort());

  // The quarter scored here: 30 + 20 + 20 + 10 + 10 at 100, and service (80 + 70) / 2 = 75 at 10%: 97.5, grade A.
  const quarter = ok(await buyer.entity(R, 'listCount', { periodFrom_from: '2030-10-01', periodTo_to: '2030-12-31', firstOrgFlag: 'Y', groupBy: 'grade' }));
  assert.deepEqual(quarter.groups, [{ value: 'A', count: 1 }]);

  // 华东 (supplier1) serves XC-MFG and XC-SH: one row for each, one of them first.
  const sh = Number((await one(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-SH'`)).id);
  const inSh = ok(await buyer.entity(R, 'listByPage', { periodTo_to: '2029-12-31', orgId: sh, pageRows: 100 })) as Rows;
  const servingSh = await all(
    `SELECT DISTINCT p.supplier_id AS id FROM srm_spe_performances p JOIN srm_pos_supplier_sites x ON x.supplier_id = p.supplier_id
      WHERE p.${PUBLISHED} AND p.period_to <= '2029-12-31' AND x.org_id = $1`,
    [sh],
  );
  assert.ok(servingSh.some((r) => Number(r.id) === id.supplier1));
  assert.deepEqual(inSh.map((r) => r.supplierId).sort(), servingSh.map((r) => Number(r.id)).sort());
  const everyOrg = ok(await buyer.entity(R, 'listByPage', { periodTo_to: '2029-12-31', supplierId: id.supplier1, pageRows: 100 })) as Rows;
  assert.ok(everyOrg.length >= 2, 'a row per organisation served');
  assert.equal(everyOrg.filter((r) => r.firstOrgFlag === 'Y').length, 1);
});

test(`[${dbKind}] the trend gives each chosen supplier's total and grade per period`, async () => {
  const rows = ok(
    await buyer.entity(R, 'listByPage', { supplierId: [id.supplier2], firstOrgFlag: 'Y', sort: ['supplierId', 'periodFrom'], pageRows: 100 }),
  ) as Rows;
  const demo = await one(
    `SELECT period_from::text AS p, total_score AS s, grade FROM srm_spe_performances WHERE supplier_id = $1 AND ${PUBLISHED} AND period_to < '2030-01-01'`,
    [id.supplier2],
  );
  assert.deepEqual(
    rows.map((r) => [r.periodFrom, Number(r.totalScore), r.grade]),
    [
      [demo.p, Number(demo.s), demo.grade],
      ['2030-10-01', 97.5, 'A'],
    ],
  );
});

test(`[${dbKind}] scheme scores list each supplier's score per indicator; the totals are the results`, async () => {
  const lines = ok(await buyer.entity('speSchemeScore', 'listByPage', { schemeId: earlier, pageRows: 50 })) as Rows;
  assert.deepEqual(Object.fromEntries(lines.map((l) => [l.indicatorCode, [Number(l.score), Number(l.weightedScore)]])), {
    'KPI-OTD': [100, 30],
    'KPI-QTY': [100, 20],
    'KPI-REJ': [100, 20],
    'KPI-PRICE': [100, 10],
    'KPI-RESP': [100, 10],
    'KPI-SVC': [75, 7.5],
  });
  assert.ok(lines.every((l) => l.supplierId === id.supplier2));
  const line = ok(await buyer.entity('speSchemeScore', 'findById', { performanceLineId: lines[0].performanceLineId }));
  assert.equal(line.schemeId, earlier);
  const totals = ok(await buyer.entity('spePerformance', 'listByPage', { schemeId: earlier, pageRows: 10 })) as Rows;
  assert.deepEqual(
    totals.map((r) => [Number(r.totalScore), r.rankNum, r.grade]),
    [[97.5, 1, 'A']],
  );
});

test(`[${dbKind}] a supplier's user reads neither report nor scheme scores`, async () => {
  for (const [entity, op, body] of [
    [R, 'listByPage', { pageRows: 10 }],
    [R, 'listCount', { groupBy: 'grade' }],
    ['speSchemeScore', 'listByPage', { pageRows: 10 }],
  ] as const) {
    const res = await supplier1.entity(entity, op, body);
    assert.equal(res.body.status, 'M', `${entity} ${op}`);
    assert.equal(res.body.code, 'FORBIDDEN', `${entity} ${op}`);
  }
});

test(`[${dbKind}] invoice accuracy: blue invoices confirmed in the period without a line outside tolerance, over all confirmed; the drill-down lists them`, async () => {
  const invoice = async (n: string, kind: string, confirmed: string | null, results: string[]) => {
    const inv = await one(
      `INSERT INTO srm_fin_invoices (invoice_kind, invoice_code, invoice_number, invoice_date, supplier_id, invoice_status, confirmed_date)
       VALUES ($1, 'T', $2, '2032-01-05', $3, $4, $5) RETURNING invoice_id AS id`,
      [kind, n, id.supplier2, confirmed ? 'CONFIRMED' : 'MATCHED', confirmed],
    );
    for (const [i, r] of results.entries())
      await t.db.query(
        `INSERT INTO srm_fin_invoice_lines (invoice_id, line_number, invoice_qty, net_amount, tax_amount, match_result) VALUES ($1, $2, 1, 1, 0, $3)`,
        [inv.id, i + 1, r],
      );
    return Number(inv.id);
  };
  const clean = await invoice('T-INV-1', 'BLUE', '2032-01-10T08:00:00Z', ['MATCHED', 'MATCHED']);
  // Outside tolerance on one line, the difference accepted by the buyer and the invoice confirmed: not accurate.
  const accepted = await invoice('T-INV-2', 'BLUE', '2032-02-10T08:00:00Z', ['MATCHED', 'EXCEPTION']);
  const last = await invoice('T-INV-3', 'BLUE', '2032-03-31T08:00:00Z', ['MATCHED']);
  await invoice('T-INV-3-H', 'RED', '2032-03-31T09:00:00Z', ['MATCHED']);
  await invoice('T-INV-4', 'BLUE', '2032-04-01T08:00:00Z', ['MATCHED']);
  await invoice('T-INV-5', 'BLUE', null, ['MATCHED']);

  const kpi = await one(`SELECT indicator_id AS id FROM srm_spe_indicators WHERE indicator_code = 'KPI-INV'`);
  const tpl = ok(
    await buyer.entity('speTemplate', 'saveOrUpdate', {
      templateName: '发票准确率模板',
      frequency: 'QUARTERLY',
      lines: [{ indicatorId: kpi.id, weight: 100 }],
      grades: [
        { grade: 'A', minScore: 90 },
        { grade: 'C', minScore: 60 },
      ],
    }),
  );
  const schemeId = await runScheme(Number(tpl.templateId), '2032-01-01', '2032-03-31', {});
  const result = await one('SELECT performance_id AS id FROM srm_spe_performances WHERE scheme_id = $1', [schemeId]);
  const found = ok(await buyer.entity('spePerformance', 'findById', { performanceId: result.id }));
  const measures = Object.fromEntries((found.measures as Rows).map((m) => [m.measureCode, Number(m.measureValue)]));
  assert.deepEqual([measures.confirmedInvoices, measures.accurateInvoices], [3, 2]);
  assert.deepEqual(
    (found.lines as Rows).map((l) => [l.indicatorCode, Number(l.score)]),
    [['KPI-INV', 66.67]],
  );
  assert.deepEqual([Number(found.totalScore), found.grade], [66.67, 'C']);

  const sources = async (measureCode: string) =>
    (ok(await buyer.entity('spePerformanceSource', 'listByPage', { performanceId: result.id, measureCode, pageRows: 50 })) as Rows)
      .map((s) => [s.documentEntity, s.documentId, s.documentNumber, Number(s.sourceValue)])
      .sort((a, b) => a[1] - b[1]);
  assert.deepEqual(await sources('confirmedInvoices'), [
    ['finInvoice', clean, 'T-INV-1', 1],
    ['finInvoice', accepted, 'T-INV-2', 1],
    ['finInvoice', last, 'T-INV-3', 1],
  ]);
  assert.deepEqual(await sources('accurateInvoices'), [
    ['finInvoice', clean, 'T-INV-1', 1],
    ['finInvoice', last, 'T-INV-3', 1],
  ]);
});
