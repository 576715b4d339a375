/**
 * Purchasing documents one by one: each document's allowed and refused
 * transitions, amounts computed on the server whatever the client sends, unit
 * conversion, the approvers' to-dos and the suppliers' to-dos and scope.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { act, approvedRequisition, confirmedOrder, day, ids, ok, operation, refused } from './purchase-kit.ts';

const t = await setup();
const id = await ids(t);
const [admin, buyer, approver, supplier1, supplier2] = [
  await t.login('admin'),
  await t.login('buyer'),
  await t.login('approver'),
  await t.login('supplier1'),
  await t.login('supplier2'),
];
const c = { buyer, approver, supplier: supplier1 };

test(`[${dbKind}] requisition: submit, approve, reject, return, cancel, close, copy, and what each refuses`, async () => {
  const draft = await approvedRequisition(
    buyer,
    approver,
    [{ lineNumber: 1, itemId: id.helmet, demandQty: 10, uomCode: 'PCS', needByDate: day(10), budgetPrice: 35.5 }],
    id.org,
    false,
  );
  assert.equal(draft.requisitionStatus, 'DRAFT');
  refused(await act(approver, 'purRequisition', 'approval', draft.requisitionHeaderId), 'TRANSITION_REFUSED', 'approving a draft');
  refused(await act(buyer, 'purRequisition', 'close', draft.requisitionHeaderId), 'TRANSITION_REFUSED', 'closing a draft');
  ok(await act(buyer, 'purRequisition', 'submit', draft.requisitionHeaderId));
  refused(
    await buyer.entity('purRequisition', 'saveOrUpdate', { requisitionHeaderId: draft.requisitionHeaderId, versionNum: draft.versionNum + 1, comments: 'x' }),
    'NOT_EDITABLE',
    'editing a submitted requisition',
  );
  refused(await act(approver, 'purRequisition', 'reject', draft.requisitionHeaderId), 'COMMENT_REQUIRED', 'rejecting without a reason');
  ok(await act(approver, 'purRequisition', 'reject', draft.requisitionHeaderId, { comment: '数量偏多' }));
  ok(await act(buyer, 'purRequisition', 'submit', draft.requisitionHeaderId));
  const approved = ok(await act(approver, 'purRequisition', 'approval', draft.requisitionHeaderId));
  assert.equal(approved.requisitionStatus, 'APPROVED');
  assert.ok(approved.approvalDate);
  assert.equal(approved.lines[0].lineStatus, 'OPEN');
  refused(await act(buyer, 'purRequisition', 'return', draft.requisitionHeaderId), 'COMMENT_REQUIRED', 'returning without a reason');
  const returned = ok(await act(buyer, 'purRequisition', 'return', draft.requisitionHeaderId, { comment: '请补充项目' }));
  assert.equal(returned.requisitionStatus, 'RETURNED');
  assert.equal(returned.lines[0].lineStatus, 'DRAFT');
  ok(await act(buyer, 'purRequisition', 'submit', draft.requisitionHeaderId));
  ok(await act(approver, 'purRequisition', 'approval', draft.requisitionHeaderId));
  const closed = ok(await act(buyer, 'purRequisition', 'close', draft.requisitionHeaderId));
  assert.equal(closed.lines[0].lineStatus, 'CLOSED');
  refused(await act(buyer, 'purRequisition', 'cancel', draft.requisitionHeaderId), 'TRANSITION_REFUSED', 'cancelling a closed requisition');

  // Copy: a fresh draft with the same lines.
  const copy = ok(await operation(buyer, 'purRequisition', 'doCopy', { requisitionHeaderId: draft.requisitionHeaderId }));
  assert.notEqual(copy.requisitionNumber, draft.requisitionNumber);
  assert.equal(copy.requisitionStatus, 'DRAFT');
  assert.deepEqual(
    copy.lines.map((l: any) => [l.itemId, l.demandQty, l.lineStatus, l.budgetAmount]),
    [[id.helmet, 10, 'DRAFT', 355]],
  );
  refused(await operation(approver, 'purRequisition', 'doCopy', { requisitionHeaderId: draft.requisitionHeaderId }), 'FORBIDDEN', 'copy without the button');
  ok(await act(buyer, 'purRequisition', 'cancel', copy.requisitionHeaderId));

  // An order exists: no cancel, no return.
  const ordered = await approvedRequisition(
    buyer,
    approver,
    [{ lineNumber: 1, itemId: id.flange, demandQty: 5, uomCode: 'PCS', needByDate: day(10), budgetPrice: 140 }],
    id.org,
  );
  ok(await operation(buyer, 'purDemandSummary', 'doCreatePurchaseOrder', { requisitionLineIds: [ordered.lines[0].requisitionLineId] }));
  refused(await act(buyer, 'purRequisition', 'cancel', ordered.requisitionHeaderId), 'TRANSITION_REFUSED', 'cancelling a fully ordered requisition');
});

test(`[${dbKind}] four eyes: whoever submitted may not approve, and the approvers' to-dos skip them`, async () => {
  const pr = ok(
    await admin.entity('purRequisition', 'saveOrUpdate', {
      orgId: id.org,
      lines: [{ lineNumber: 1, itemId: id.helmet, demandQty: 1, uomCode: 'PCS', needByDate: day(5) }],
    }),
  );
  ok(await act(admin, 'purRequisition', 'submit', pr.requisitionHeaderId));
  refused(await act(admin, 'purRequisition', 'approval', pr.requisitionHeaderId), 'SELF_APPROVAL');
  const todos = await t.db.query<{ userName: string }>(
    `SELECT u.user_name AS "userName" FROM srm_base_interior_pending p JOIN saaf_users u ON u.user_id = p.user_id WHERE p.entity_name = 'purRequisition' AND p.record_id = $1 AND p.handle_flag = 'N'`,
    [pr.requisitionHeaderId],
  );
  assert.deepEqual(todos.rows.map((r) => r.userName).sort(), ['approver']);
  ok(await act(approver, 'purRequisition', 'approval', pr.requisitionHeaderId));
  const open = await t.db.query(`SELECT 1 FROM srm_base_interior_pending WHERE entity_name = 'purRequisition' AND record_id = $1 AND handle_flag = 'N'`, [
    pr.requisitionHeaderId,
  ]);
  assert.equal(open.rows.length, 0);
});

test(`[${dbKind}] requisition units: converted to the material's unit, refused without a conversion`, async () => {
  const pr = ok(
    await buyer.entity('purRequisition', 'saveOrUpdate', {
      orgId: id.org,
      lines: [
        { lineNumber: 1, itemId: id.bearing, demandQty: 2, uomCode: 'BOX', needByDate: day(5), budgetPrice: 960 },
        { lineNumber: 2, itemId: id.bearing, demandQty: 36, uomCode: 'PCS', needByDate: day(5), budgetPrice: 80.123 },
      ],
    }),
  );
  assert.deepEqual(
    pr.lines.map((l: any) => [l.conversionRate, l.primaryQty, l.budgetAmount]),
    [
      [12, 24, 1920],
      [1, 36, 2884.43],
    ],
  );
  assert.equal(pr.totalBudgetAmount, 4804.43);
  const bad = await buyer.entity('purRequisition', 'saveOrUpdate', {
    orgId: id.org,
    lines: [{ lineNumber: 1, itemId: id.bearing, demandQty: 2, uomCode: 'KG', needByDate: day(5) }],
  });
  refused(bad, 'VALIDATION');
  assert.equal(bad.body.errors![0].code, 'rule.unitConversion');
  assert.equal(bad.body.errors![0].child, 'lines');
});

test(`[${dbKind}] order amounts are computed on the server; a wrong total from the client is corrected`, async () => {
  const po = ok(
    await buyer.entity('purOrder', 'saveOrUpdate', {
      supplierId: id.supplier1,
      orgId: id.org,
      currencyCode: 'USD',
      taxRateCode: 'VAT13',
      totalAmount: 1,
      totalTaxAmount: 0,
      exchangeRate: 100,
      lines: [
        { lineNumber: 1, itemId: id.bearing, quantity: 3, taxPrice: 10.3333, needByDate: day(10), lineAmount: 999, taxRate: 0 },
        { lineNumber: 2, itemId: id.shaft, quantity: 1.5, taxPrice: 0.07, needByDate: day(10) },
      ],
    }),
  );
  assert.equal(po.exchangeRate, 7.1034);
  assert.equal(po.taxRate, 0.13);
  assert.deepEqual(
    po.lines.map((l: any) => [l.lineAmount, l.netAmount, l.taxAmount, l.nonTaxPrice, l.taxRate]),
    [
      [31, 27.43, 3.57, 9.1445, 0.13],
      [0.11, 0.1, 0.01, 0.0619, 0.13],
    ],
  );
  assert.equal(po.totalAmount, 31.11);
  assert.equal(po.totalNetAmount, 27.53);
  assert.equal(po.totalTaxAmount, 3.58);
  assert.equal(po.totalAmountFunctional, 220.99);
  assert.equal(po.lines[0].uomCode, 'PCS');
  assert.equal(po.lines[0].itemCode, 'M-100001');

  // Changing the tax rate alone recomputes every line.
  const again = ok(
    await buyer.entity('purOrder', 'saveOrUpdate', { poHeaderId: po.poHeaderId, versionNum: po.versionNum, taxRateCode: 'VAT0', totalAmount: 5 }),
  );
  assert.equal(again.totalAmount, 31.11);
  assert.equal(again.totalTaxAmount, 0);
  assert.deepEqual(
    again.lines.map((l: any) => l.netAmount),
    [31, 0.11],
  );

  // A line's changed quantity and price give its amounts in the same write, under the header's tax rate (VAT0 now).
  const changed = ok(
    await buyer.entity('purOrder', 'saveOrUpdate', {
      poHeaderId: po.poHeaderId,
      versionNum: again.versionNum,
      lines: [{ ...again.lines[0], quantity: 4, taxPrice: 2.5, lineAmount: 1 }, again.lines[1]],
    }),
  );
  assert.deepEqual(
    changed.lines.map((l: any) => [l.lineAmount, l.netAmount, l.taxAmount, l.nonTaxPrice, l.taxRate]),
    [
      [10, 10, 0, 2.5, 0],
      [0.11, 0.11, 0, 0.07, 0],
    ],
  );
  assert.match(changed.lines[0].lineLabel, new RegExp(`^${po.poNumber}-1 M-100001 `));
  assert.equal(changed.totalAmount, 10.11);
  const noRate = await buyer.entity('purOrder', 'saveOrUpdate', { supplierId: id.supplier1, orgId: id.org, currencyCode: 'HKD', lines: [] });
  assert.equal(noRate.body.status, 'S', 'HKD has a rate');
  const gbp = await buyer.entity('purOrder', 'saveOrUpdate', { supplierId: id.supplier1, orgId: id.org, currencyCode: 'EUR', lines: [] });
  assert.equal(gbp.body.data.exchangeRate, 7.7521);
});

test(`[${dbKind}] order: approval, release, supplier dates, line cancel/close/open, cancel; refused out of turn or by the wrong side`, async () => {
  const draft = await confirmedOrder(
    c,
    id.supplier1,
    id.org,
    [
      { lineNumber: 1, itemId: id.gear, quantity: 10, taxPrice: 200, needByDate: day(15) },
      { lineNumber: 2, itemId: id.flange, quantity: 4, taxPrice: 150, needByDate: day(15) },
    ],
    'DRAFT',
  );
  const poId = draft.poHeaderId;
  refused(await act(buyer, 'purOrder', 'release', poId), 'TRANSITION_REFUSED', 'releasing a draft');
  refused(await act(approver, 'purOrder', 'approval', poId), 'TRANSITION_REFUSED', 'approving a draft');
  refused(await supplier1.entity('purOrder', 'findById', { poHeaderId: poId }), 'NOT_FOUND', 'supplier reading a draft');
  ok(await act(buyer, 'purOrder', 'submit', poId));
  refused(await act(supplier1, 'purOrder', 'approval', poId), 'FORBIDDEN', 'supplier approving');
  ok(await act(approver, 'purOrder', 'approval', poId));
  const lines = ok(await buyer.entity('purOrder', 'findById', { poHeaderId: poId })).lines;
  assert.deepEqual(
    lines.map((l: any) => l.lineStatus),
    ['OPEN', 'OPEN'],
  );
  refused(await act(buyer, 'purOrder', 'feedback', poId), 'FORBIDDEN', 'buyer answering for the supplier');
  const released = ok(await act(buyer, 'purOrder', 'release', poId));
  assert.ok(released.releasedDate);
  refused(await act(supplier2, 'purOrder', 'feedback', poId), 'NOT_FOUND', 'another supplier answering');
  const bad = await act(supplier1, 'purOrder', 'feedback', poId, { lines: [{ poLineId: lines[0].poLineId, promisedDate: '2026-13-40' }] });
  refused(bad, 'VALIDATION', 'impossible date');
  ok(
    await act(supplier1, 'purOrder', 'feedback', poId, {
      lines: [{ poLineId: lines[0].poLineId, promisedDate: day(25), feedbackQty: 8, feedbackReason: '产能不足' }],
    }),
  );
  const answered = ok(await buyer.entity('purOrder', 'findById', { poHeaderId: poId }));
  assert.deepEqual(
    answered.lines.map((l: any) => [l.feedbackStatus, l.feedbackDate, l.feedbackQty]),
    [
      ['SUBMITTED', day(25), 8],
      ['SUBMITTED', day(15), 4],
    ],
  );
  refused(await act(buyer, 'purOrder', 'rejectFeedback', poId), 'COMMENT_REQUIRED');
  const back = ok(await act(buyer, 'purOrder', 'rejectFeedback', poId, { comment: '请按原交期' }));
  assert.equal(back.poStatus, 'RELEASED');
  assert.equal(back.lines[0].feedbackStatus, 'REFUSED');
  assert.equal(
    ok(await supplier1.entity('supplierPending', 'listByPage', { entityName: 'purOrder', recordId: poId, handleFlag: 'N' })).length,
    1,
    'the supplier is asked again',
  );
  ok(await act(supplier1, 'purOrder', 'feedback', poId));
  const confirmed = ok(await act(buyer, 'purOrder', 'confirmFeedback', poId));
  assert.deepEqual(
    confirmed.lines.map((l: any) => l.promisedDate),
    [day(15), day(15)],
  );

  // Line actions live on the order's screen: cancel needs a reason, totals drop the cancelled line.
  assert.equal(confirmed.totalAmount, 2600);
  refused(await act(buyer, 'purOrderLine', 'cancelLine', lines[1].poLineId), 'COMMENT_REQUIRED');
  refused(await act(supplier1, 'purOrderLine', 'cancelLine', lines[1].poLineId, { comment: 'x' }), 'FORBIDDEN', 'supplier cancelling a line');
  ok(await act(buyer, 'purOrderLine', 'cancelLine', lines[1].poLineId, { comment: '图纸变更' }));
  assert.equal(ok(await buyer.entity('purOrder', 'findById', { poHeaderId: poId })).totalAmount, 2000);
  refused(await act(buyer, 'purOrderLine', 'openLine', lines[1].poLineId), 'TRANSITION_REFUSED', 'opening a cancelled line');
  ok(await act(buyer, 'purOrderLine', 'closeLine', lines[0].poLineId));
  refused(await act(buyer, 'purOrderLine', 'closeLine', lines[0].poLineId), 'TRANSITION_REFUSED', 'closing twice');
  ok(await act(buyer, 'purOrderLine', 'openLine', lines[0].poLineId));
  const report = ok(await buyer.entity('purCancelCloseReport', 'listByPage', { poNumber: draft.poNumber }));
  assert.deepEqual(
    report.map((r: any) => [r.lineNumber, r.endStatus, r.unfulfilledQty]),
    [[2, 'CANCELLED', 4]],
  );

  // Shipped quantities stop the order from being cancelled.
  const note = ok(await supplier1.entity('purDeliveryNote', 'saveOrUpdate', { lines: [{ lineNumber: 1, poLineId: lines[0].poLineId, deliveryQty: 2 }] }));
  ok(await act(supplier1, 'purDeliveryNote', 'ship', note.deliveryHeaderId));
  refused(await act(buyer, 'purOrderLine', 'cancelLine', lines[0].poLineId, { comment: 'x' }), 'HAS_FOLLOW_UP');
  refused(await act(buyer, 'purOrder', 'cancel', poId), 'TRANSITION_REFUSED', 'cancelling a confirmed order');
  ok(await act(buyer, 'purOrder', 'close', poId));
  refused(await act(buyer, 'purOrderLine', 'openLine', lines[0].poLineId), 'TRANSITION_REFUSED', 'opening a line of a closed order');

  // A released order not yet shipped may be cancelled; its requisition lines return to the pool.
  const pr = await approvedRequisition(
    buyer,
    approver,
    [{ lineNumber: 1, itemId: id.shaft, demandQty: 7, uomCode: 'PCS', needByDate: day(9), budgetPrice: 300 }],
    id.org,
  );
  const fromPool = ok(await operation(buyer, 'purDemandSummary', 'doCreatePurchaseOrder', { requisitionLineIds: [pr.lines[0].requisitionLineId] }));
  ok(await act(buyer, 'purOrder', 'cancel', fromPool.poHeaderId));
  const pooled = ok(await buyer.entity('purDemandSummary', 'listByPage', { requisitionNumber: pr.requisitionNumber }));
  assert.deepEqual(
    pooled.map((l: any) => l.openQty),
    [7],
  );
});

test(`[${dbKind}] demand summary proposes from lists and agreements, and refuses what it cannot place`, async () => {
  // The resistor needs no list; no agreement, no suggestion: no supplier.
  const pr = await approvedRequisition(
    buyer,
    approver,
    [
      { lineNumber: 1, itemId: id.resistor, demandQty: 1000, uomCode: 'PCS', needByDate: day(9), budgetPrice: 0.02 },
      { lineNumber: 2, itemId: id.flange, demandQty: 50, uomCode: 'PCS', needByDate: day(9) },
    ],
    id.org,
  );
  const [resistor, flange] = pr.lines.map((l: any) => l.requisitionLineId);
  refused(await operation(buyer, 'purDemandSummary', 'doCreatePurchaseOrder', { requisitionLineIds: [resistor] }), 'NO_SUPPLIER');
  const proposal = ok(await operation(buyer, 'purDemandSummary', 'doProposeOrder', { requisitionLineIds: [flange] }));
  assert.deepEqual([proposal[0].supplierId, proposal[0].price.price, proposal[0].price.source], [id.supplier1, 139.5, 'AGREEMENT']);
  // The flange is a machined part (list required): the buyer may still choose the supplier explicitly.
  const po = ok(await operation(buyer, 'purDemandSummary', 'doCreatePurchaseOrder', { requisitionLineIds: [resistor, flange], supplierId: id.supplier2 }));
  assert.equal(po.supplierId, id.supplier2);
  assert.deepEqual(
    po.lines.map((l: any) => [l.taxPrice, l.priceSource]),
    [
      [0.02, 'BUDGET'],
      [146, 'BENCHMARK'],
    ],
  );
  refused(await operation(supplier1, 'purDemandSummary', 'doCreatePurchaseOrder', { requisitionLineIds: [resistor] }), 'FORBIDDEN', 'supplier ordering');
  refused(await operation(buyer, 'purDemandSummary', 'doCreateBidding', { requisitionLineIds: [resistor] }), 'UNKNOWN_OPERATION', 'bidding comes with tenders');
});

test(`[${dbKind}] agreement and approved supplier list: transitions, supplier to-dos, scope`, async () => {
  const ag = ok(
    await buyer.entity('purAgreement', 'saveOrUpdate', {
      agreementName: '电子料协议',
      supplierId: id.supplier2,
      startDate: day(-1),
      endDate: day(100),
      lines: [{ lineNumber: 1, itemId: id.resistor, taxPrice: 0.018 }],
      ladders: [{ itemId: id.resistor, fromQty: 10000, taxPrice: 0.015 }],
    }),
  );
  assert.match(ag.agreementNumber, /^XY-\d{11}$/);
  assert.equal(ag.lines[0].ladderFlag, 'Y');
  refused(
    await buyer.entity('purAgreement', 'saveOrUpdate', {
      agreementName: 'x',
      supplierId: id.supplier2,
      startDate: day(1),
      endDate: day(9),
      lines: [{ lineNumber: 1, itemId: id.resistor, taxPrice: 1 }],
      ladders: [{ itemId: id.gear, fromQty: 1, taxPrice: 1 }],
    }),
    'VALIDATION',
    'ladder for a material not in the lines',
  );
  refused(await supplier2.entity('purAgreement', 'findById', { agreementId: ag.agreementId }), 'NOT_FOUND', 'supplier reading a draft agreement');
  ok(await act(buyer, 'purAgreement', 'submit', ag.agreementId));
  ok(await act(buyer, 'purAgreement', 'withdraw', ag.agreementId));
  refused(await act(approver, 'purAgreement', 'approval', ag.agreementId), 'TRANSITION_REFUSED', 'approving a withdrawn agreement');
  ok(await act(buyer, 'purAgreement', 'submit', ag.agreementId));
  ok(await act(approver, 'purAgreement', 'approval', ag.agreementId));
  refused(await act(buyer, 'purAgreement', 'withdraw', ag.agreementId), 'TRANSITION_REFUSED', 'withdrawing an approved agreement');
  assert.equal(ok(await supplier2.entity('purAgreement', 'findById', { agreementId: ag.agreementId })).agreementStatus, 'APPROVED');
  refused(await supplier1.entity('purAgreement', 'findById', { agreementId: ag.agreementId }), 'NOT_FOUND', 'another supplier');

  const asl = ok(
    await buyer.entity('purAsl', 'saveOrUpdate', {
      supplierId: id.supplier2,
      orgId: id.org,
      lines: [{ lineNumber: 1, itemId: id.resistor }],
      quotas: [{ itemId: id.bearing, proportion: 50 }],
    }),
  );
  assert.match(asl.aslNumber, /^ASL-\d{8}-\d{3}$/);
  refused(
    await buyer.entity('purAsl', 'saveOrUpdate', { supplierId: id.supplier2, orgId: id.org, lines: [{ lineNumber: 1 }] }),
    'VALIDATION',
    'a line with neither material nor category',
  );
  ok(await act(buyer, 'purAsl', 'submit', asl.aslId));
  // 华东精密 already holds 60% of the bearing seats: 50% more is refused.
  refused(await act(approver, 'purAsl', 'approval', asl.aslId), 'VALIDATION', 'quota over 100%');
  ok(await act(approver, 'purAsl', 'reject', asl.aslId, { comment: '配额超限' }));
  const fixed = ok(await buyer.entity('purAsl', 'findById', { aslId: asl.aslId }));
  ok(await buyer.entity('purAsl', 'saveOrUpdate', { ...fixed, quotas: [{ itemId: id.bearing, proportion: 40 }] }));
  ok(await act(buyer, 'purAsl', 'submit', asl.aslId));
  ok(await act(approver, 'purAsl', 'approval', asl.aslId));
  refused(await supplier2.entity('purAsl', 'findById', { aslId: asl.aslId }), 'NOT_FOUND', 'approved but not released');
  ok(await act(buyer, 'purAsl', 'release', asl.aslId));
  const asked = { entityName: 'purAsl', recordId: asl.aslId, handleFlag: 'N' };
  const [zhTodo] = ok(await supplier2.entity('supplierPending', 'listByPage', asked));
  const [enTodo] = ok(await supplier2.entity('supplierPending', 'listByPage', asked, { lang: 'EN' }));
  assert.match(zhTodo.pendingTitle, /待/, 'in Chinese for a Chinese reader');
  assert.ok(
    !/待/.test(enTodo.pendingTitle) && /: /.test(enTodo.pendingTitle),
    `the supplier's users share the to-do, each reads it in their language: ${enTodo.pendingTitle}`,
  );
  refused(await act(supplier2, 'purAsl', 'releaseReject', asl.aslId), 'COMMENT_REQUIRED');
  ok(await act(supplier2, 'purAsl', 'releaseReject', asl.aslId, { comment: '产能不足' }));
  ok(await act(buyer, 'purAsl', 'release', asl.aslId));
  const confirmed = ok(await act(supplier2, 'purAsl', 'feedback', asl.aslId));
  assert.equal(confirmed.aslStatus, 'CONFIRMED');

  // The resistor now has a list (supplier2) and an agreement with a ladder.
  const pr = await approvedRequisition(buyer, approver, [{ lineNumber: 1, itemId: id.resistor, demandQty: 20000, uomCode: 'PCS', needByDate: day(9) }], id.org);
  const proposal = ok(await operation(buyer, 'purDemandSummary', 'doProposeOrder', { requisitionLineIds: [pr.lines[0].requisitionLineId] }));
  assert.deepEqual([proposal[0].supplierId, proposal[0].price.price, proposal[0].price.source], [id.supplier2, 0.015, 'LADDER']);

  // An alteration disables the line once approved.
  const line = ok(await buyer.entity('purAsl', 'findById', { aslId: asl.aslId })).lines[0];
  const alt = ok(
    await buyer.entity('purAslAlteration', 'saveOrUpdate', {
      aslId: asl.aslId,
      alterationReason: '停用',
      lines: [
        { changeType: 'DISABLE', aslLineId: line.aslLineId },
        { changeType: 'ADD', itemId: id.gear, startDate: day(0) },
      ],
    }),
  );
  ok(await act(buyer, 'purAslAlteration', 'submit', alt.alterationId));
  ok(await act(approver, 'purAslAlteration', 'approval', alt.alterationId));
  const altered = ok(await buyer.entity('purAsl', 'findById', { aslId: asl.aslId })).lines;
  assert.deepEqual(
    altered.map((l: any) => [l.itemId, l.enabledFlag]),
    [
      [id.resistor, 'N'],
      [id.gear, 'Y'],
    ],
  );
});

test(`[${dbKind}] budget report: what a project's approved requisitions ask for and its committed orders spend`, async () => {
  const project = Number((await t.db.query<{ id: number }>(`SELECT project_id AS id FROM srm_base_projects WHERE project_code = 'PRJ-2026-02'`)).rows[0].id);
  const budget = async () => ok(await buyer.entity('purBudgetReport', 'findById', { projectId: project }));
  const before = await budget();
  assert.equal(before.budgetAmount, 1_250_000);
  const pr = ok(
    await buyer.entity('purRequisition', 'saveOrUpdate', {
      orgId: id.org,
      projectId: project,
      lines: [{ lineNumber: 1, itemId: id.gear, demandQty: 10, uomCode: 'PCS', needByDate: day(9), budgetPrice: 200 }],
    }),
  );
  assert.equal((await budget()).requestedAmount, before.requestedAmount, 'a draft asks for nothing yet');
  ok(await act(buyer, 'purRequisition', 'submit', pr.requisitionHeaderId));
  ok(await act(approver, 'purRequisition', 'approval', pr.requisitionHeaderId));
  assert.equal((await budget()).requestedAmount - before.requestedAmount, 2000);
  const po = ok(await operation(buyer, 'purDemandSummary', 'doCreatePurchaseOrder', { requisitionLineIds: [pr.lines[0].requisitionLineId] }));
  assert.deepEqual(
    [po.supplierId, po.lines[0].taxPrice, po.lines[0].priceSource],
    [id.supplier1, 200, 'BUDGET'],
    'the machined-parts list proposes 华东精密; no agreement price for gears',
  );
  assert.equal((await budget()).committedAmount, before.committedAmount, 'a draft order commits nothing');
  ok(await act(buyer, 'purOrder', 'submit', po.poHeaderId));
  ok(await act(approver, 'purOrder', 'approval', po.poHeaderId));
  const after = await budget();
  assert.equal(after.committedAmount - before.committedAmount, 2000);
  assert.equal(after.availableAmount, 1_250_000 - after.committedAmount);
  assert.equal(after.usageRate, Math.round((after.committedAmount * 10000) / 1_250_000) / 100);
});
