/**
 * A performance scheme run on a small known set of documents: every measure
 * and automatic score exact, manual scores checked (0-100, two decimals) and
 * averaged, calculation waiting on them, totals, grade and rank, publication
 * telling the supplier and writing its grade; who sees what.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { act, ids, ok, refused } from './purchase-kit.ts';

const t = await setup();
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const supplier2 = await t.login('supplier2');
const id = await ids(t);
const S = 'speScheme';
const P = 'spePerformance';
const M = 'speManualScore';
type Rows = Record<string, any>[];

const one = async (sql: string, p: unknown[] = []) => (await t.db.query<Record<string, any>>(sql, p)).rows[0];

// A quarter no demo document falls in: only what this file writes is measured.
const FROM = '2031-01-01';
const TO = '2031-03-31';

async function documents(): Promise<void> {
  const order = async (released: string, status: string) =>
    Number(
      (
        await one(
          `INSERT INTO srm_po_headers (po_number, supplier_id, supplier_name, org_id, currency_code, po_status, released_date)
           VALUES ($1, $2, 'T', $3, 'CNY', $4, $5) RETURNING po_header_id AS id`,
          [`T-PO-${released}`, id.supplier2, id.org, status, released],
        )
      ).id,
    );
  const line = async (po: number, n: number, item: number, qty: number, price: number, needBy: string, promised: string | null, received: number) =>
    Number(
      (
        await one(
          `INSERT INTO srm_po_lines (po_header_id, line_number, item_id, quantity, tax_price, need_by_date, promised_date, received_qty, line_status)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'OPEN') RETURNING po_line_id AS id`,
          [po, n, item, qty, price, needBy, promised, received],
        )
      ).id,
    );
  const a = await order('2031-01-10T10:00:00Z', 'CONFIRMED');
  const b = await order('2031-02-01T00:00:00Z', 'RELEASED');
  const a1 = await line(a, 1, id.gear, 10, 10, '2031-02-01', '2031-02-01', 10);
  const a2 = await line(a, 2, id.bearing, 5, 20, '2031-02-10', null, 4);
  await line(b, 1, id.gear, 8, 12, '2031-05-01', null, 0);
  const note = Number(
    (
      await one(
        `INSERT INTO srm_po_delivery_headers (delivery_number, supplier_id, delivery_status, delivery_date) VALUES ('T-DN-1', $1, 'RECEIVED', '2031-01-29') RETURNING delivery_header_id AS id`,
        [id.supplier2],
      )
    ).id,
  );
  for (const [n, poLine, shipped, received, on] of [
    [1, a1, 10, 10, '2031-01-30'],
    [2, a2, 5, 4, '2031-02-12'],
  ] as const)
    await t.db.query(
      `INSERT INTO srm_po_delivery_lines (delivery_header_id, line_number, po_line_id, delivery_qty, received_qty, received_date, delivery_line_status)
       VALUES ($1, $2, $3, $4, $5, $6, 'RECEIVED')`,
      [note, n, poLine, shipped, received, on],
    );
  const agreement = Number(
    (
      await one(
        `INSERT INTO srm_po_agreement_headers (agreement_number, agreement_name, supplier_id, agreement_status, start_date, end_date, currency_code)
         VALUES ('T-XY-1', 'T', $1, 'APPROVED', '2031-01-01', '2031-12-31', 'CNY') RETURNING agreement_id AS id`,
        [id.supplier2],
      )
    ).id,
  );
  await t.db.query(`INSERT INTO srm_po_agreement_lines (agreement_id, line_number, item_id, tax_price) VALUES ($1, 1, $2, 11)`, [agreement, id.gear]);
  // Order A answered six hours after its release.
  await t.db.query(
    `INSERT INTO saaf_audit_log (entity_name, record_id, operation, changes, creation_date) VALUES ('purOrder', $1, 'ACTION', $2, '2031-01-10T16:00:00Z')`,
    [a, JSON.stringify({ poStatus: ['RELEASED', 'FEEDBACK'] })],
  );
}

let schemeId = 0;
let resultId = 0;

test(`[${dbKind}] collecting computes every measure of the period exactly, and the automatic scores from them`, async () => {
  await documents();
  const template = await one(`SELECT template_id AS id FROM srm_spe_templates WHERE template_name = '供应商季度绩效模板'`);
  const bad = await buyer.entity(S, 'saveOrUpdate', { schemeName: 'T', templateId: template.id, periodFrom: TO, periodTo: FROM }, { lang: 'EN' });
  refused(bad, 'VALIDATION');
  assert.deepEqual(
    bad.body.errors?.map((e) => e.field),
    ['periodTo'],
  );

  const scheme = ok(
    await buyer.entity(S, 'saveOrUpdate', {
      schemeName: '测试季度',
      templateId: template.id,
      periodFrom: FROM,
      periodTo: TO,
      suppliers: [{ supplierId: id.supplier2 }],
    }),
  );
  assert.match(scheme.schemeNumber, /^S-\d{8}-\d{3}$/);
  schemeId = scheme.schemeId;
  const collected = ok(await act(buyer, S, 'collect', schemeId), 'collect');
  assert.equal(collected.schemeStatus, 'COLLECTED');
  assert.equal(collected.supplierCount, 1);

  const results = ok(await buyer.entity(P, 'listByPage', { schemeId, pageRows: 10 })) as Rows;
  assert.equal(results.length, 1);
  assert.match(results[0].performanceNumber, /^JX-\d{8}-\d{3}$/);
  resultId = results[0].performanceId;
  const result = ok(await buyer.entity(P, 'findById', { performanceId: resultId }));
  const measures = Object.fromEntries((result.measures as Rows).map((m) => [m.measureCode, Number(m.measureValue)]));
  assert.deepEqual(measures, {
    receivedLines: 2,
    onTimeLines: 1,
    shippedQty: 15,
    acceptedQty: 14,
    rejectedQty: 1,
    dueLines: 2,
    fullQtyLines: 1,
    pricedLines: 2,
    atAgreementLines: 1,
    releasedOrders: 2,
    answeredOrders: 1,
    responseHours: 6,
    // The test's supplier has no invoice in the period.
    confirmedInvoices: 0,
    accurateInvoices: 0,
  });
  const scores = Object.fromEntries((result.lines as Rows).map((l) => [l.indicatorCode, l.score === null ? null : Number(l.score)]));
  assert.deepEqual(scores, { 'KPI-OTD': 50, 'KPI-QTY': 50, 'KPI-REJ': 93.33, 'KPI-PRICE': 50, 'KPI-RESP': 94, 'KPI-SVC': null });
});

test(`[${dbKind}] each evaluator scores only its own rows, 0 to 100 with two decimals; the scheme waits for every score`, async () => {
  const mine = ok(await buyer.entity(M, 'listByPage', { schemeNumber: '', pageRows: 50 })) as Rows;
  const buyerRow = mine.find((r) => r.schemeId === schemeId);
  assert.ok(buyerRow, 'the buyer has its to-do');
  assert.ok(mine.every((r) => r.evaluatorName === '张采购'));
  const theirs = (ok(await approver.entity(M, 'listByPage', { pageRows: 50 })) as Rows).filter((r) => r.schemeId === schemeId);
  assert.equal(theirs.length, 1);
  assert.equal(theirs[0].supplierName, buyerRow.supplierName);
  refused(await act(supplier2, M, 'score', buyerRow.manualScoreId, { score: 80 }), 'FORBIDDEN', 'a supplier scoring');
  const foreign = await act(approver, M, 'score', buyerRow.manualScoreId, { score: 80 });
  assert.notEqual(foreign.body.status, 'S', "scoring another evaluator's row");

  for (const [score, rule] of [
    [100.001, 'rule.precision'],
    [-1, 'rule.score'],
    [101, 'rule.score'],
  ] as const) {
    const bad = await act(buyer, M, 'score', buyerRow.manualScoreId, { score });
    refused(bad, 'VALIDATION', String(score));
    assert.deepEqual(
      bad.body.errors?.map((e) => [e.field, e.code]),
      [['score', rule]],
    );
  }
  const still = await one('SELECT score, score_status AS s FROM srm_spe_manual_scores WHERE manual_score_id = $1', [buyerRow.manualScoreId]);
  assert.deepEqual([still.score, still.s], [null, 'PENDING'], 'nothing written');

  ok(await act(buyer, M, 'score', buyerRow.manualScoreId, { score: 80 }));
  const waiting = await act(buyer, S, 'calculate', schemeId);
  refused(waiting, 'PERFORMANCE_SCORES_PENDING');
  assert.match(waiting.body.msg, /1/);
  ok(await act(approver, M, 'score', theirs[0].manualScoreId, { score: 90.5 }));
});

test(`[${dbKind}] calculating weighs, totals, grades and ranks; the supplier sees nothing until it is published`, async () => {
  const calculated = ok(await act(buyer, S, 'calculate', schemeId), 'calculate');
  assert.equal(calculated.schemeStatus, 'CALCULATED');
  const result = ok(await buyer.entity(P, 'findById', { performanceId: resultId }));
  const weighted = Object.fromEntries((result.lines as Rows).map((l) => [l.indicatorCode, [Number(l.score), Number(l.weightedScore)]]));
  assert.deepEqual(weighted, {
    'KPI-OTD': [50, 15],
    'KPI-QTY': [50, 10],
    'KPI-REJ': [93.33, 18.67],
    'KPI-PRICE': [50, 5],
    'KPI-RESP': [94, 9.4],
    'KPI-SVC': [85.25, 8.53],
  });
  assert.deepEqual([Number(result.totalScore), result.grade, result.rankNum, result.performanceStatus], [66.6, 'C', 1, 'CALCULATED']);
  const byHand = await buyer.entity(P, 'saveOrUpdate', { performanceId: resultId, totalScore: 100 });
  assert.notEqual(byHand.body.status, 'S', 'a result is never saved by hand');
  const byHandAsAdmin = await (await t.login('admin')).entity(P, 'saveOrUpdate', {});
  refused(byHandAsAdmin, 'READ_ONLY_ENTITY', 'a new result by hand');
  const early = await supplier2.entity(P, 'findById', { performanceId: resultId });
  assert.notEqual(early.body.status, 'S', 'not yet published');
  const counted = await act(
    buyer,
    M,
    'score',
    (await one('SELECT manual_score_id AS id FROM srm_spe_manual_scores WHERE scheme_id = $1 LIMIT 1', [schemeId])).id,
    { score: 1 },
  );
  refused(counted, 'TRANSITION_REFUSED', 'a counted score');
});

test(`[${dbKind}] publishing shows each supplier its own result, tells it, and writes its grade to its record`, async () => {
  ok(await act(buyer, S, 'publish', schemeId), 'publish');
  const seen = ok(await supplier2.entity(P, 'findById', { performanceId: resultId }));
  assert.equal(seen.performanceStatus, 'PUBLISHED');
  assert.equal((seen.lines as Rows).length, 6);
  const other = await supplier1.entity(P, 'findById', { performanceId: resultId });
  assert.notEqual(other.body.status, 'S', "another supplier's result");
  const listed = ok(await supplier1.entity(P, 'listByPage', { pageRows: 100 })) as Rows;
  assert.ok(listed.length > 0, 'supplier1 has its own demo results');
  assert.ok(listed.every((r) => r.supplierId === id.supplier1 || r.supplierId === undefined));
  assert.ok(!listed.some((r) => r.performanceId === resultId));
  const grade = await one('SELECT supplier_grade AS g FROM srm_pos_supplier_info WHERE supplier_id = $1', [id.supplier2]);
  assert.equal(grade.g, 'C');
  const told = await one(
    `SELECT count(*)::int AS n FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id
      WHERE u.user_name = 'supplier2' AND n.entity_name = 'spePerformance' AND n.record_id = $1`,
    [resultId],
  );
  assert.equal(told.n, 1);
  for (const entity of [S, M, 'speIndicator', 'speTemplate']) {
    const none = await supplier2.entity(entity, 'listByPage', { pageRows: 50 });
    assert.ok(none.body.status !== 'S' || none.body.count === 0, `${entity}: internal`);
  }
});

test(`[${dbKind}] the demo has a published scheme with results for supplier1 and supplier2, and a NEW one`, async () => {
  const schemes = ok(await buyer.entity(S, 'listByPage', { pageRows: 50 })) as Rows;
  const demo = schemes.filter((s) => s.schemeId !== schemeId);
  assert.deepEqual(demo.map((s) => s.schemeStatus).sort(), ['NEW', 'PUBLISHED']);
  const published = demo.find((s) => s.schemeStatus === 'PUBLISHED')!;
  const results = ok(await buyer.entity(P, 'listByPage', { schemeId: published.schemeId, pageRows: 10 })) as Rows;
  assert.deepEqual(results.map((r) => r.supplierId).sort(), [id.supplier1, id.supplier2].sort());
  assert.ok(results.every((r) => r.grade && r.totalScore !== null));
});

test(`[${dbKind}] the drill-down lists the document lines behind each measure, summing to it, only to the result's own supplier`, async () => {
  const result = ok(await buyer.entity(P, 'findById', { performanceId: resultId }));
  const rows = ok(await buyer.entity('spePerformanceSource', 'listByPage', { performanceId: resultId, pageRows: 500 })) as Rows;
  assert.ok(rows.length > 0);
  for (const m of result.measures as Rows) {
    const sum = rows.filter((r) => r.measureCode === m.measureCode).reduce((s, r) => s + Number(r.sourceValue), 0);
    assert.equal(Math.round(sum * 10000) / 10000, Number(m.measureValue), `${m.measureCode} is the sum of its rows`);
  }
  const show = (code: string) =>
    rows
      .filter((r) => r.measureCode === code)
      .map((r) => [r.documentEntity, r.documentNumber, r.lineNumber, Number(r.sourceValue)])
      .sort();
  assert.deepEqual(show('onTimeLines'), [['purDeliveryNote', 'T-DN-1', 1, 1]]);
  assert.deepEqual(show('rejectedQty'), [['purDeliveryNote', 'T-DN-1', 2, 1]]);
  assert.deepEqual(show('responseHours'), [['purOrder', 'T-PO-2031-01-10T10:00:00Z', null, 6]]);
  const own = ok(await supplier2.entity('spePerformanceSource', 'listByPage', { performanceId: resultId, pageRows: 500 })) as Rows;
  assert.equal(own.length, rows.length, 'the supplier drills into its own published result');
  const other = ok(await supplier1.entity('spePerformanceSource', 'listByPage', { performanceId: resultId, pageRows: 500 })) as Rows;
  assert.equal(other.length, 0, "another supplier's sources");
});

test(`[${dbKind}] an approved exclusion leaves its delivery note out of the next collection, changing the indicators as expected`, async () => {
  const E = 'speExcludeBill';
  const note = await one(`SELECT delivery_header_id AS id FROM srm_po_delivery_headers WHERE delivery_number = 'T-DN-1'`);
  const bad = await buyer.entity(E, 'saveOrUpdate', { deliveryHeaderId: note.id });
  refused(bad, 'VALIDATION', 'no reason');
  assert.deepEqual(
    bad.body.errors?.map((e) => e.field),
    ['excludeReason'],
  );
  const draft = ok(await buyer.entity(E, 'saveOrUpdate', { deliveryHeaderId: note.id, excludeReason: '仓库盘点延迟签收，非供应商原因' }));
  assert.match(draft.excludeNumber, /^PCD-\d{8}-\d{3}$/);
  assert.deepEqual([draft.deliveryNumber, draft.supplierId], ['T-DN-1', id.supplier2]);
  ok(await act(buyer, E, 'submit', draft.excludeId), 'submit');

  const template = await one(`SELECT template_id AS id FROM srm_spe_templates WHERE template_name = '供应商季度绩效模板'`);
  const scheme = ok(
    await buyer.entity(S, 'saveOrUpdate', {
      schemeName: '排除测试',
      templateId: template.id,
      periodFrom: FROM,
      periodTo: TO,
      suppliers: [{ supplierId: id.supplier2 }],
    }),
  );
  const measuresOf = async () => {
    const [r] = ok(await buyer.entity(P, 'listByPage', { schemeId: scheme.schemeId, pageRows: 10 })) as Rows;
    const found = ok(await buyer.entity(P, 'findById', { performanceId: r.performanceId }));
    return {
      id: r.performanceId as number,
      measures: Object.fromEntries((found.measures as Rows).map((m) => [m.measureCode, Number(m.measureValue)])),
      scores: Object.fromEntries((found.lines as Rows).map((l) => [l.indicatorCode, l.score === null ? null : Number(l.score)])),
    };
  };
  ok(await act(buyer, S, 'collect', scheme.schemeId), 'collect');
  const waiting = await measuresOf();
  assert.equal(waiting.measures.receivedLines, 2, 'an exclusion not yet approved leaves the note in');

  ok(await act(approver, E, 'approval', draft.excludeId), 'approval');
  ok(await act(buyer, S, 'collect', scheme.schemeId), 'collect again');
  const after = await measuresOf();
  assert.deepEqual(
    [after.measures.receivedLines, after.measures.onTimeLines, after.measures.shippedQty, after.measures.acceptedQty, after.measures.rejectedQty],
    [0, 0, 0, 0, 0],
  );
  assert.equal(after.measures.dueLines, 2, 'the order lines still fall due');
  assert.deepEqual([after.scores['KPI-OTD'], after.scores['KPI-REJ'], after.scores['KPI-QTY']], [100, 100, 50]);
  const sources = ok(await buyer.entity('spePerformanceSource', 'listByPage', { performanceId: after.id, pageRows: 500 })) as Rows;
  assert.ok(sources.length > 0);
  assert.ok(!sources.some((r) => r.documentNumber === 'T-DN-1'), 'the drill-down leaves it out too');
});
