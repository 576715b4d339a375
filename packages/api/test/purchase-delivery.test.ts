/**
 * Delivery notices, delivery notes and plans: shipping only what remains open
 * (across notes and against notices), partial receipt flowing back to the
 * order, cancellation giving the quantity back, suppliers limited to their own
 * documents, and every purchasing report listing and exporting.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { entities } from '@srm/domain/entity/registry.ts';
import { dbKind, setup, signedHeaders } from './helper.ts';
import { act, confirmedOrder, day, ids, ok, refused } from './purchase-kit.ts';

const t = await setup();
const id = await ids(t);
const [buyer, approver, supplier1, supplier2] = [await t.login('buyer'), await t.login('approver'), await t.login('supplier1'), await t.login('supplier2')];
const c = { buyer, approver, supplier: supplier1 };
const poLine = async (poHeaderId: number) => ok(await buyer.entity('purOrder', 'findById', { poHeaderId })).lines[0];

test(`[${dbKind}] delivery notes ship only confirmed lines of their own supplier and never more than remains open`, async () => {
  // The demo's history has received gears already: the stock view grows by what this test receives.
  const consigned = async () =>
    ok(await supplier1.entity('purWmsConsignView', 'listByPage', { itemCode: 'M-100004' })).reduce(
      (sum: [number, number], r: any) => [sum[0] + r.receivedQty, sum[1] + r.receivedAmount],
      [0, 0],
    );
  const consignBefore = await consigned();
  const released = await confirmedOrder(
    c,
    id.supplier1,
    id.org,
    [{ lineNumber: 1, itemId: id.gear, quantity: 100, taxPrice: 20, needByDate: day(10) }],
    'RELEASED',
  );
  const line = released.lines[0];
  const early = await supplier1.entity('purDeliveryNote', 'saveOrUpdate', { lines: [{ lineNumber: 1, poLineId: line.poLineId, deliveryQty: 1 }] });
  refused(early, 'VALIDATION', 'shipping before the dates are confirmed');
  assert.equal(early.body.errors![0].code, 'rule.orderLineState');
  ok(await act(supplier1, 'purOrder', 'feedback', released.poHeaderId));
  ok(await act(buyer, 'purOrder', 'confirmFeedback', released.poHeaderId));
  const other = await supplier2.entity('purDeliveryNote', 'saveOrUpdate', { lines: [{ lineNumber: 1, poLineId: line.poLineId, deliveryQty: 1 }] });
  refused(other, 'VALIDATION', 'another supplier shipping the line');
  assert.equal(other.body.errors![0].code, 'rule.ref');

  // 60 in a draft and 30 shipped leave 10; two lines of one note count together.
  const a = ok(await supplier1.entity('purDeliveryNote', 'saveOrUpdate', { lines: [{ lineNumber: 1, poLineId: line.poLineId, deliveryQty: 60 }] }));
  const b = ok(await supplier1.entity('purDeliveryNote', 'saveOrUpdate', { lines: [{ lineNumber: 1, poLineId: line.poLineId, deliveryQty: 30 }] }));
  ok(await act(supplier1, 'purDeliveryNote', 'ship', b.deliveryHeaderId));
  refused(
    await supplier1.entity('purDeliveryNote', 'saveOrUpdate', {
      lines: [
        { lineNumber: 1, poLineId: line.poLineId, deliveryQty: 6 },
        { lineNumber: 2, poLineId: line.poLineId, deliveryQty: 5 },
      ],
    }),
    'QUANTITY_EXCEEDED',
  );
  const editA = await supplier1.entity('purDeliveryNote', 'saveOrUpdate', { ...a, lines: [{ ...a.lines[0], deliveryQty: 71 }] });
  refused(editA, 'QUANTITY_EXCEEDED', 'raising a draft above what is open');
  assert.match(editA.body.msg, /70/);
  ok(await supplier1.entity('purDeliveryNote', 'saveOrUpdate', { ...a, lines: [{ ...a.lines[0], deliveryQty: 70 }] }));

  // Cancelling the draft gives its 70 back; cancelling a shipment gives its 30 back and removes its barcodes.
  ok(await act(supplier1, 'purDeliveryNote', 'cancel', a.deliveryHeaderId));
  assert.equal(ok(await supplier1.entity('purBarcode', 'listByPage', { deliveryHeaderId: b.deliveryHeaderId })).length, 1);
  assert.equal((await poLine(released.poHeaderId)).shippedQty, 30);
  ok(await act(supplier1, 'purDeliveryNote', 'cancel', b.deliveryHeaderId));
  assert.equal((await poLine(released.poHeaderId)).shippedQty, 0);
  assert.equal(ok(await supplier1.entity('purBarcode', 'listByPage', { deliveryHeaderId: b.deliveryHeaderId })).length, 0);
  refused(await act(buyer, 'purDeliveryNote', 'receive', b.deliveryHeaderId), 'TRANSITION_REFUSED', 'receiving a cancelled note');

  // The full 100 in one shipment; received short (95): the line stays open, 5 may follow.
  const full = ok(
    await supplier1.entity('purDeliveryNote', 'saveOrUpdate', { lines: [{ lineNumber: 1, poLineId: line.poLineId, deliveryQty: 100, packQty: 30 }] }),
  );
  refused(await act(buyer, 'purDeliveryNote', 'ship', full.deliveryHeaderId), 'FORBIDDEN', 'the buyer does not ship');
  ok(await act(supplier1, 'purDeliveryNote', 'ship', full.deliveryHeaderId));
  const packs = ok(await buyer.entity('purBarcode', 'listByPage', { deliveryHeaderId: full.deliveryHeaderId, sort: 'packageNo' }));
  assert.deepEqual(
    packs.map((p: any) => p.quantity),
    [30, 30, 30, 10],
  );
  refused(await act(supplier1, 'purDeliveryNote', 'receive', full.deliveryHeaderId), 'FORBIDDEN', 'the supplier does not receive');
  const over = await act(buyer, 'purDeliveryNote', 'receive', full.deliveryHeaderId, {
    lines: [{ deliveryLineId: full.lines[0].deliveryLineId, receivedQty: 101 }],
  });
  refused(over, 'VALIDATION', 'receiving more than shipped');
  ok(await act(buyer, 'purDeliveryNote', 'receive', full.deliveryHeaderId, { lines: [{ deliveryLineId: full.lines[0].deliveryLineId, receivedQty: 95 }] }));
  let after = await poLine(released.poHeaderId);
  assert.deepEqual([after.shippedQty, after.receivedQty, after.lineStatus], [100, 95, 'OPEN']);
  refused(
    await supplier1.entity('purDeliveryNote', 'saveOrUpdate', { lines: [{ lineNumber: 1, poLineId: line.poLineId, deliveryQty: 6 }] }),
    'QUANTITY_EXCEEDED',
  );
  const rest = ok(await supplier1.entity('purDeliveryNote', 'saveOrUpdate', { lines: [{ lineNumber: 1, poLineId: line.poLineId, deliveryQty: 5 }] }));
  ok(await act(supplier1, 'purDeliveryNote', 'ship', rest.deliveryHeaderId));
  ok(await act(buyer, 'purDeliveryNote', 'receive', rest.deliveryHeaderId));
  after = await poLine(released.poHeaderId);
  assert.deepEqual([after.receivedQty, after.lineStatus], [100, 'RECEIVED']);
  const consignAfter = await consigned();
  assert.deepEqual([consignAfter[0] - consignBefore[0], Math.round((consignAfter[1] - consignBefore[1]) * 100) / 100], [100, 2000]);
});

test(`[${dbKind}] delivery notices: released to the supplier, confirmed, shipped against, closed or cancelled`, async () => {
  const po = await confirmedOrder(c, id.supplier1, id.org, [{ lineNumber: 1, itemId: id.flange, quantity: 50, taxPrice: 140, needByDate: day(30) }]);
  const line = po.lines[0];
  refused(
    await buyer.entity('purDeliveryNotice', 'saveOrUpdate', {
      supplierId: id.supplier1,
      lines: [{ lineNumber: 1, poLineId: line.poLineId, noticeDeliveryDate: day(5), noticeDeliveryQty: 51 }],
    }),
    'QUANTITY_EXCEEDED',
  );
  refused(
    await buyer.entity('purDeliveryNotice', 'saveOrUpdate', {
      supplierId: id.supplier2,
      lines: [{ lineNumber: 1, poLineId: line.poLineId, noticeDeliveryDate: day(5), noticeDeliveryQty: 5 }],
    }),
    'VALIDATION',
    'a notice to another supplier',
  );
  const notice = ok(
    await buyer.entity('purDeliveryNotice', 'saveOrUpdate', {
      supplierId: id.supplier1,
      lines: [{ lineNumber: 1, poLineId: line.poLineId, noticeDeliveryDate: day(5), noticeDeliveryQty: 20 }],
    }),
  );
  assert.match(notice.poNoticeCode, /^TZ-\d{8}-\d{3}$/);
  assert.equal(notice.lines[0].poNumber, po.poNumber);
  refused(await supplier1.entity('purDeliveryNotice', 'findById', { poNoticeId: notice.poNoticeId }), 'NOT_FOUND', 'a draft notice');
  ok(await act(buyer, 'purDeliveryNotice', 'submit', notice.poNoticeId));
  const approverTodo = ok(
    await approver.entity('interiorPending', 'listByPage', { entityName: 'purDeliveryNotice', recordId: notice.poNoticeId, handleFlag: 'N' }),
  );
  assert.equal(approverTodo.length, 1);
  ok(await act(approver, 'purDeliveryNotice', 'approval', notice.poNoticeId));
  assert.equal(
    ok(await supplier1.entity('supplierPending', 'listByPage', { entityName: 'purDeliveryNotice', recordId: notice.poNoticeId, handleFlag: 'N' })).length,
    1,
  );
  assert.equal(ok(await supplier1.entity('notification', 'listByPage', { entityName: 'purDeliveryNotice', recordId: notice.poNoticeId })).length, 1);
  assert.equal(
    ok(await approver.entity('interiorPending', 'listByPage', { entityName: 'purDeliveryNotice', recordId: notice.poNoticeId, handleFlag: 'N' })).length,
    0,
  );
  refused(await supplier2.entity('purDeliveryNotice', 'findById', { poNoticeId: notice.poNoticeId }), 'NOT_FOUND', 'another supplier');

  const byNotice = { deliveryType: 'NOTICE', lines: [{ lineNumber: 1, poLineId: line.poLineId, poNoticeLineId: notice.lines[0].lineId, deliveryQty: 5 }] };
  refused(await supplier1.entity('purDeliveryNote', 'saveOrUpdate', byNotice), 'VALIDATION', 'shipping an unconfirmed notice');
  ok(await act(supplier1, 'purDeliveryNotice', 'confirm', notice.poNoticeId));
  refused(
    await supplier1.entity('purDeliveryNote', 'saveOrUpdate', { ...byNotice, lines: [{ ...byNotice.lines[0], deliveryQty: 21 }] }),
    'QUANTITY_EXCEEDED',
    'more than the notice asks',
  );
  const note = ok(await supplier1.entity('purDeliveryNote', 'saveOrUpdate', byNotice));
  ok(await act(supplier1, 'purDeliveryNote', 'ship', note.deliveryHeaderId));
  const shipped = ok(await buyer.entity('purDeliveryNotice', 'findById', { poNoticeId: notice.poNoticeId }));
  assert.equal(shipped.lines[0].shippedQty, 5);
  refused(await act(buyer, 'purDeliveryNotice', 'cancel', notice.poNoticeId), 'TRANSITION_REFUSED', 'cancelling a confirmed notice');
  ok(await act(buyer, 'purDeliveryNotice', 'close', notice.poNoticeId));

  const spare = ok(
    await buyer.entity('purDeliveryNotice', 'saveOrUpdate', {
      supplierId: id.supplier1,
      lines: [{ lineNumber: 1, poLineId: line.poLineId, noticeDeliveryDate: day(9), noticeDeliveryQty: 5 }],
    }),
  );
  ok(await act(buyer, 'purDeliveryNotice', 'cancel', spare.poNoticeId));
  refused(await act(buyer, 'purDeliveryNotice', 'submit', spare.poNoticeId), 'TRANSITION_REFUSED', 'submitting a cancelled notice');
});

test(`[${dbKind}] plans: published to one supplier, confirmed or returned with a reason, closed; summed`, async () => {
  // A month of its own: the demo plans the month a month from today (seed/purchase-demo.ts), so a fixed month meets
  // the demo's plans in its sum once that month comes round.
  const planMonth = day(400).slice(0, 7);
  const plan = ok(
    await buyer.entity('purPlan', 'saveOrUpdate', {
      supplierId: id.supplier2,
      planMonth,
      lines: [{ lineNumber: 1, itemId: id.resistor, planQty: 50000 }],
    }),
  );
  assert.match(plan.planNumber, /^JH-\d{8}-\d{3}$/);
  refused(await supplier2.entity('purPlan', 'findById', { planHeaderId: plan.planHeaderId }), 'NOT_FOUND', 'a draft plan');
  refused(await act(supplier2, 'purPlan', 'publish', plan.planHeaderId), 'FORBIDDEN', 'suppliers do not publish');
  ok(await act(buyer, 'purPlan', 'publish', plan.planHeaderId));
  assert.equal(ok(await supplier2.entity('supplierPending', 'listByPage', { entityName: 'purPlan', recordId: plan.planHeaderId, handleFlag: 'N' })).length, 1);
  refused(await supplier1.entity('purPlan', 'findById', { planHeaderId: plan.planHeaderId }), 'NOT_FOUND', 'another supplier');
  refused(await act(supplier2, 'purPlan', 'return', plan.planHeaderId), 'COMMENT_REQUIRED');
  ok(await act(supplier2, 'purPlan', 'return', plan.planHeaderId, { comment: '一月停产检修' }));
  const edited = ok(await buyer.entity('purPlan', 'findById', { planHeaderId: plan.planHeaderId }));
  ok(await buyer.entity('purPlan', 'saveOrUpdate', { ...edited, lines: [{ ...edited.lines[0], planQty: 30000 }] }));
  ok(await act(buyer, 'purPlan', 'publish', plan.planHeaderId));
  ok(await act(supplier2, 'purPlan', 'confirm', plan.planHeaderId));
  const sum = ok(await buyer.entity('purPlanSum', 'listByPage', { planMonth }));
  assert.deepEqual(
    sum.map((r: any) => [r.itemCode, r.planQty, r.confirmedQty]),
    [['M-200001', 30000, 30000]],
  );
  ok(await act(buyer, 'purPlan', 'close', plan.planHeaderId));
  refused(await act(supplier2, 'purPlan', 'confirm', plan.planHeaderId), 'TRANSITION_REFUSED');
});

test(`[${dbKind}] every purchasing list answers the buyer, exports, and is refused to those without the menu`, async () => {
  // Those with a list of their own: not a second grain read only by its summary's calls (spendCubeAllOrgs, rest: null).
  for (const def of entities.filter((d) => d.domain === 'purchase' && !d.parent && d.rest !== null)) {
    const res = await buyer.entity(def.name, 'listByPage', { pageRows: 5 });
    ok(res, def.name);
    const columns = (def.list?.columns ?? []).map((field) => ({ field }));
    const xlsx = await t.app.inject({
      method: 'POST',
      url: '/api/exportServer/v1/exportExcelRestful/exportExcel',
      headers: await signedHeaders(buyer.token),
      payload: JSON.stringify({ requestUrl: restPath(def, 'listByPage'), columns, fileName: def.name }),
    });
    assert.equal(xlsx.statusCode, 200, `${def.name} exports: ${xlsx.body.slice(0, 200)}`);
    assert.equal(xlsx.rawPayload.subarray(0, 2).toString(), 'PK');
  }
  refused(await supplier1.entity('purRequisition', 'listByPage', {}), 'FORBIDDEN', 'suppliers see no requisitions');
  refused(await supplier1.entity('purStatisticsReport', 'listByPage', {}), 'FORBIDDEN', 'suppliers see no statistics');
  refused(await supplier1.entity('purOrder', 'saveOrUpdate', { supplierId: id.supplier1, orgId: id.org, lines: [] }), 'FORBIDDEN', 'suppliers raise no orders');
  refused(await buyer.entity(getEntity('purDemandSummary').name, 'saveOrUpdate', {}), 'READ_ONLY_ENTITY');
});
