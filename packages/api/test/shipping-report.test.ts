/**
 * Shipping (outgoing inspection) reports: a delivery note of a listed material
 * from a listed supplier gets a report per line; measured values are checked
 * (a number, within the sample size) and judged by the server; the note ships
 * only with its reports submitted or exempted; the buyer agrees or refuses per
 * line, several documents at once; and a supplier sees only its own.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { act, day, ok, refused } from './purchase-kit.ts';

const t = await setup();
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const supplier2 = await t.login('supplier2');
const R = 'qmsShippingReport';
const X = 'qmsShippingExemption';

const one = async (sql: string, params: unknown[] = []) => Number((await t.db.query<{ id: number }>(sql, params)).rows[0].id);
const profile = await one(`SELECT item_id AS id FROM srm_base_items WHERE item_code = 'M-300002'`);
const org = await one(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-MFG'`);
const supplier1Id = await one(`SELECT supplier_id AS id FROM saaf_users WHERE user_name = 'supplier1'`);

/** A confirmed order line of profiles for supplier1, to deliver from. */
async function orderLine(quantity = 1000): Promise<number> {
  const po = ok(
    await buyer.entity('purOrder', 'saveOrUpdate', {
      supplierId: supplier1Id,
      orgId: org,
      currencyCode: 'CNY',
      taxRateCode: 'VAT13',
      lines: [{ lineNumber: 1, itemId: profile, quantity, taxPrice: 23.5, needByDate: day(20) }],
    }),
  );
  ok(await act(buyer, 'purOrder', 'submit', po.poHeaderId));
  ok(await act(approver, 'purOrder', 'approval', po.poHeaderId));
  ok(await act(buyer, 'purOrder', 'release', po.poHeaderId));
  ok(await act(supplier1, 'purOrder', 'feedback', po.poHeaderId));
  return ok(await act(buyer, 'purOrder', 'confirmFeedback', po.poHeaderId)).lines[0].poLineId;
}
const poLineId = await orderLine();

async function deliveryNote(qty: number) {
  const note = ok(await supplier1.entity('purDeliveryNote', 'saveOrUpdate', { lines: [{ lineNumber: 1, poLineId, deliveryQty: qty }] }), 'delivery note');
  const reports = ok(await supplier1.entity(R, 'listByPage', { pageRows: 10, deliveryNumber: note.deliveryNumber }));
  return { note, reports: reports as Record<string, any>[] };
}
const report = async (id: number, who = supplier1) => ok(await who.entity(R, 'findById', { reportId: id }));
const lineOf = (r: Record<string, any>, n: number) => r.lines.find((l: Record<string, any>) => l.lineNumber === n);
const sampleCount = async (id: number) =>
  (await t.db.query<{ n: number }>('SELECT count(sample1)::int AS n FROM srm_qms_shipping_report_lines WHERE report_id = $1', [id])).rows[0].n;
/** Every sample of every line within tolerance, with `change` on top: `{ 2: { sample3: 1.1 } }`. */
function values(r: Record<string, any>, change: Record<number, Record<string, unknown>> = {}) {
  const good: Record<number, number[]> = { 1: [40, 40.1, 39.9, 40.05, 39.95], 2: [1.2, 1.22, 1.18, 1.21, 1.2], 3: [11, 12, 10], 4: [12, 13, 14] };
  return r.lines.map((l: Record<string, any>) => ({
    reportLineId: l.reportLineId,
    ...Object.fromEntries(good[l.lineNumber].map((v, i) => [`sample${i + 1}`, v])),
    ...change[l.lineNumber],
  }));
}

test(`[${dbKind}] the demo holds a report and an exemption request in each state`, async () => {
  const rows = ok(await supplier1.entity(R, 'listByPage', { pageRows: 50 })) as Record<string, any>[];
  const states = new Set(rows.map((r) => r.reportStatus));
  for (const s of ['DRAFT', 'SUBMITTED', 'REFUSED', 'AGREED', 'EXEMPTED']) assert.ok(states.has(s), `a ${s} report`);
  const partly = await report(rows.find((r) => r.reportStatus === 'REFUSED')!.reportId);
  assert.deepEqual(
    partly.lines.map((l: Record<string, any>) => [l.lineNumber, l.reviewStatus, l.judgement]),
    [
      [1, 'AGREED', 'OK'],
      [2, 'REFUSED', 'NG'],
      [3, 'AGREED', 'OK'],
      [4, 'AGREED', 'OK'],
    ],
  );
  const exemptions = ok(await supplier1.entity(X, 'listByPage', { pageRows: 10 })) as Record<string, any>[];
  assert.deepEqual(exemptions.map((e) => e.exemptionStatus).sort(), ['AGREED', 'DRAFT', 'REFUSED', 'SUBMITTED']);
});

test(`[${dbKind}] a delivery note line gets its report; values are numbers within the sample size, judged by the server; shipping waits for the submit`, async () => {
  const { note, reports } = await deliveryNote(120);
  assert.equal(reports.length, 1, 'one report for the one line');
  assert.equal(reports[0].reportStatus, 'DRAFT');
  const id = reports[0].reportId;
  assert.match(reports[0].reportNumber, /^CHBG-\d{8}-\d{4}$/);
  // The template named, though the supplier does not read templates.
  assert.equal(reports[0].templateName, '铝型材出货检验');
  let r = await report(id);
  assert.deepEqual(
    r.lines.map((l: Record<string, any>) => [l.testKind, l.testItem, Number(l.standardValue), l.sampleSize]),
    [
      ['ROUTINE', '外形宽度', 40, 5],
      ['ROUTINE', '壁厚', 1.2, 5],
      ['SPECIAL', '韦氏硬度', 10, 3],
      ['OTHER', '氧化膜厚', 12, 3],
    ],
  );
  const todo = await t.db.query(
    `SELECT 1 FROM srm_base_supplier_pending WHERE entity_name = $1 AND record_id = $2 AND supplier_id = $3 AND handle_flag = 'N' AND cancel_flag = 'N'`,
    [R, id, supplier1Id],
  );
  assert.equal(todo.rows.length, 1, "the supplier's to-do to fill it in");

  refused(await act(supplier1, 'purDeliveryNote', 'ship', note.deliveryHeaderId), 'SHIPPING_REPORT_MISSING', 'shipping without the report');

  const nan = await supplier1.entity(
    R,
    'saveOrUpdate',
    { reportId: id, versionNum: r.versionNum, lines: values(r, { 2: { sample3: 'abc' } }) },
    { lang: 'EN' },
  );
  refused(nan, 'VALIDATION', 'a measured value that is not a number');
  assert.deepEqual(
    nan.body.errors?.map((e) => [e.field, e.child, e.row]),
    [['sample3', 'lines', 1]],
  );
  assert.equal(await sampleCount(id), 0, 'nothing written');

  const beyond = await supplier1.entity(R, 'saveOrUpdate', { reportId: id, versionNum: r.versionNum, lines: values(r, { 3: { sample4: 11 } }) });
  refused(beyond, 'VALIDATION', 'a sample beyond the sample size');
  assert.deepEqual(
    beyond.body.errors?.map((e) => [e.field, e.code]),
    [['sample4', 'rule.sampleBeyondSize']],
  );

  // Half filled: the submit names the samples missing.
  const partial = values(r).map((l: Record<string, unknown>, i: number) => (i === 3 ? { reportLineId: l.reportLineId } : l));
  r = ok(await supplier1.entity(R, 'saveOrUpdate', { reportId: id, versionNum: r.versionNum, lines: partial }));
  const missing = await act(supplier1, R, 'submit', id);
  refused(missing, 'VALIDATION', 'submitting with samples missing');
  assert.deepEqual(
    missing.body.errors?.map((e) => [e.field, e.row]),
    [
      ['sample1', 3],
      ['sample2', 3],
      ['sample3', 3],
    ],
  );

  // Wall thickness 1.1 on sample 3 (1.2 − 0.05 is the least) and film 18.5 on sample 2 (12 + 6 the most): marked by the server.
  r = ok(
    await supplier1.entity(R, 'saveOrUpdate', { reportId: id, versionNum: r.versionNum, lines: values(r, { 2: { sample3: 1.1 }, 4: { sample2: 18.5 } }) }),
  );
  assert.deepEqual(
    r.lines.map((l: Record<string, any>) => [l.lineNumber, l.judgement, l.outSamples]),
    [
      [1, 'OK', null],
      [2, 'NG', '3'],
      [3, 'OK', null],
      [4, 'NG', '2'],
    ],
  );
  assert.equal(r.outOfToleranceCount, 2);
  // What the template says is the server's: a supplier's change of the standard is not taken.
  r = ok(
    await supplier1.entity(R, 'saveOrUpdate', {
      reportId: id,
      versionNum: r.versionNum,
      lines: [{ reportLineId: lineOf(r, 2).reportLineId, standardValue: 1.1 }],
    }),
  );
  assert.equal(Number(lineOf(r, 2).standardValue), 1.2);
  assert.equal(lineOf(r, 2).judgement, 'NG');

  ok(await act(supplier1, R, 'submit', id), 'submit');
  const buyerTodo = await t.db.query(
    `SELECT 1 FROM srm_base_interior_pending p JOIN saaf_users u ON u.user_id = p.user_id
      WHERE u.user_name = 'buyer' AND p.entity_name = $1 AND p.record_id = $2 AND p.handle_flag = 'N'`,
    [R, id],
  );
  assert.equal(buyerTodo.rows.length, 1, "the buyer's to-do to review it");
  ok(await act(supplier1, 'purDeliveryNote', 'ship', note.deliveryHeaderId), 'ships once the report is submitted');
  refused(await supplier1.entity(R, 'saveOrUpdate', { reportId: id, versionNum: (await report(id)).versionNum, lines: values(r) }), 'NOT_EDITABLE');
});

test(`[${dbKind}] the buyer agrees or refuses per line, several reports at once; refusing needs a reason; the supplier is told and resubmits`, async () => {
  const a = await deliveryNote(60);
  const b = await deliveryNote(70);
  for (const [i, { reports }] of [a, b].entries()) {
    const r = await report(reports[0].reportId);
    ok(await supplier1.entity(R, 'saveOrUpdate', { reportId: r.reportId, versionNum: r.versionNum, lines: values(r, i === 0 ? { 2: { sample1: 1.3 } } : {}) }));
    ok(await act(supplier1, R, 'submit', r.reportId));
  }
  const ra = await report(a.reports[0].reportId, buyer);
  const rb = await report(b.reports[0].reportId, buyer);

  refused(await act(buyer, R, 'refuse', ra.reportId, { lines: [] }), 'VALIDATION', 'a refusal with no reason');
  const batch = (lines: unknown[]) => buyer.entity(R, 'doBatchAgreeOrRefuseLine', { lines });
  const noReason = await batch([{ lineId: lineOf(ra, 2).reportLineId, decision: 'REFUSE' }]);
  refused(noReason, 'VALIDATION');
  assert.deepEqual(
    noReason.body.errors?.map((e) => [e.field, e.code]),
    [['refuseReason', 'rule.required']],
  );
  const badDecision = await batch([{ lineId: lineOf(ra, 1).reportLineId, decision: 'MAYBE' }]);
  assert.deepEqual(
    badDecision.body.errors?.map((e) => [e.field, e.code]),
    [['decision', 'rule.lineDecision']],
  );
  refused(
    await supplier1.entity(R, 'doBatchAgreeOrRefuseLine', { lines: [{ lineId: lineOf(ra, 1).reportLineId, decision: 'AGREE' }] }),
    'FORBIDDEN',
    'a supplier reviewing',
  );

  ok(
    await batch([
      { lineId: lineOf(ra, 1).reportLineId, decision: 'AGREE' },
      { lineId: lineOf(ra, 2).reportLineId, decision: 'REFUSE', refuseReason: '壁厚样本1超上限' },
      { lineId: lineOf(rb, 3).reportLineId, decision: 'AGREE' },
    ]),
    'batch',
  );
  const after = await report(ra.reportId);
  assert.equal(after.reportStatus, 'REFUSED');
  assert.deepEqual(
    after.lines.map((l: Record<string, any>) => [l.lineNumber, l.reviewStatus, l.refuseReason]),
    [
      [1, 'AGREED', null],
      [2, 'REFUSED', '壁厚样本1超上限'],
      [3, 'AGREED', null],
      [4, 'AGREED', null],
    ],
  );
  const other = await report(rb.reportId);
  assert.equal(other.reportStatus, 'AGREED');
  assert.ok(other.lines.every((l: Record<string, any>) => l.reviewStatus === 'AGREED') && other.lines.length === 4);

  const told = await t.db.query<{ title: string }>(
    `SELECT n.notification_title AS title FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id
      WHERE u.user_name = 'supplier1' AND n.entity_name = $1 AND n.record_id = $2`,
    [R, ra.reportId],
  );
  assert.equal(told.rows.length, 1, 'supplier1 told of the refusal');
  const resubmit = await t.db.query(
    `SELECT action_name FROM srm_base_supplier_pending WHERE entity_name = $1 AND record_id = $2 AND handle_flag = 'N' AND cancel_flag = 'N'`,
    [R, ra.reportId],
  );
  assert.deepEqual(
    resubmit.rows.map((r) => r.action_name),
    ['submit'],
  );
  const buyerOpen = await t.db.query(`SELECT 1 FROM srm_base_interior_pending WHERE entity_name = $1 AND record_id = $2 AND handle_flag = 'N'`, [
    R,
    ra.reportId,
  ]);
  assert.equal(buyerOpen.rows.length, 0, "the buyer's to-do closed");

  // Corrected and submitted again: the review starts over.
  const fixed = ok(await supplier1.entity(R, 'saveOrUpdate', { reportId: after.reportId, versionNum: after.versionNum, lines: values(after) }));
  assert.equal(fixed.outOfToleranceCount, 0);
  ok(await act(supplier1, R, 'submit', after.reportId));
  assert.ok((await report(after.reportId)).lines.every((l: Record<string, any>) => l.reviewStatus === 'PENDING'));
});

test(`[${dbKind}] an agreed exemption lets its line ship without a report; a refused one does not`, async () => {
  const { note, reports } = await deliveryNote(40);
  const ask = (lines: unknown[]) => supplier1.entity(X, 'saveOrUpdate', { deliveryHeaderId: note.deliveryHeaderId, exemptReason: '返工批次', lines });
  const unknown = await ask([{ lineNumber: 1, deliveryLineNumber: 2, exemptReason: 'x' }]);
  refused(unknown, 'VALIDATION');
  assert.deepEqual(
    unknown.body.errors?.map((e) => [e.field, e.code]),
    [['deliveryLineNumber', 'rule.deliveryLineUnknown']],
  );
  const first = ok(await ask([{ lineNumber: 1, deliveryLineNumber: 1, exemptReason: '驻厂全检' }]));
  assert.equal(first.lines[0].itemCode, 'M-300002');
  const twice = await ask([{ lineNumber: 1, deliveryLineNumber: 1, exemptReason: '驻厂全检' }]);
  assert.deepEqual(
    twice.body.errors?.map((e) => e.code),
    ['rule.exemptionOpen'],
  );
  ok(await act(supplier1, X, 'submit', first.exemptionId));
  const exemption = ok(await buyer.entity(X, 'findById', { exemptionId: first.exemptionId }));
  ok(await act(buyer, X, 'refuse', first.exemptionId, { lines: [{ exemptionLineId: exemption.lines[0].exemptionLineId, refuseReason: '首批须全项检验' }] }));
  assert.equal((await report(reports[0].reportId)).reportStatus, 'DRAFT', 'a refused exemption leaves the report to fill');
  refused(await act(supplier1, 'purDeliveryNote', 'ship', note.deliveryHeaderId), 'SHIPPING_REPORT_MISSING');

  const second = ok(await ask([{ lineNumber: 1, deliveryLineNumber: 1, exemptReason: '驻厂质检已全检' }]));
  ok(await act(supplier1, X, 'submit', second.exemptionId));
  ok(await act(buyer, X, 'agree', second.exemptionId));
  assert.equal((await report(reports[0].reportId)).reportStatus, 'EXEMPTED');
  ok(await act(supplier1, 'purDeliveryNote', 'ship', note.deliveryHeaderId), 'ships on the exemption');
  refused(
    await supplier1.entity(X, 'saveOrUpdate', { deliveryHeaderId: note.deliveryHeaderId, exemptReason: 'x', lines: [] }),
    'VALIDATION',
    'an exemption for a shipped note',
  );
});

test(`[${dbKind}] a supplier sees only its own reports and exemptions, and adds no report by hand`, async () => {
  const own = ok(await supplier1.entity(R, 'listByPage', { pageRows: 50 })) as Record<string, any>[];
  assert.ok(own.length > 0);
  const theirs = ok(await supplier2.entity(R, 'listByPage', { pageRows: 50 })) as Record<string, any>[];
  assert.equal(theirs.length, 0);
  refused(await supplier2.entity(R, 'findById', { reportId: own[0].reportId }), 'NOT_FOUND');
  refused(await act(supplier2, R, 'submit', own[0].reportId), 'NOT_FOUND');
  assert.equal((ok(await supplier2.entity(X, 'listByPage', { pageRows: 50 })) as unknown[]).length, 0);
  const exemptions = ok(await supplier1.entity(X, 'listByPage', { pageRows: 50 })) as Record<string, any>[];
  refused(await supplier2.entity(X, 'findById', { exemptionId: exemptions[0].exemptionId }), 'NOT_FOUND');
  refused(
    await supplier1.entity(R, 'saveOrUpdate', { deliveryHeaderId: own[0].deliveryHeaderId, deliveryLineId: 1, itemId: profile, templateId: 1, lines: [] }),
    'FORBIDDEN',
  );
});
