/**
 * The whole purchasing chain through the real routes, as the demo users:
 * requisition -> approval from the to-do -> demand summary -> order priced
 * from the agreement's ladder -> approval -> release -> supplier dates ->
 * partial delivery note with barcodes -> receipt -> order line, process
 * monitor and statistics report. The second supplier sees none of it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup, signedHeaders } from './helper.ts';
import { act, day, ids, ok, operation, refused } from './purchase-kit.ts';

const t = await setup();
const id = await ids(t);
const [buyer, approver, supplier1, supplier2] = [await t.login('buyer'), await t.login('approver'), await t.login('supplier1'), await t.login('supplier2')];
const month = new Date().toISOString().slice(0, 7);

async function statistics() {
  const rows = ok(
    await buyer.entity('purStatisticsReport', 'listByPage', { supplierId: id.supplier1, periodMonth_from: month, periodMonth_to: month, pageRows: 100 }),
  );
  return {
    orders: rows.reduce((s: number, r: any) => s + r.orderCount, 0),
    amount: rows.reduce((s: number, r: any) => s + r.orderAmount, 0),
    received: rows.reduce((s: number, r: any) => s + r.receivedQty, 0),
  };
}

test(`[${dbKind}] requisition to receipt, followed by the process monitor and counted by the statistics`, async () => {
  const before = await statistics();

  // A requester raises a requisition: 15 boxes of bearing seats, 12 pieces a box.
  const pr = ok(
    await buyer.entity('purRequisition', 'saveOrUpdate', {
      orgId: id.org,
      requesterName: '张采购',
      comments: '二号产线',
      lines: [{ lineNumber: 1, itemId: id.bearing, demandQty: 15, uomCode: 'BOX', needByDate: day(20), budgetPrice: 1000, suggestedSupplierId: id.supplier1 }],
    }),
  );
  assert.match(pr.requisitionNumber, /^PR-\d{8}-\d{3}$/);
  assert.equal(pr.lines[0].primaryQty, 180);
  assert.equal(pr.lines[0].itemUom, 'PCS');
  assert.equal(pr.totalBudgetAmount, 15000);
  ok(await act(buyer, 'purRequisition', 'submit', pr.requisitionHeaderId));

  // The approver finds it among the to-dos and approves; the to-do closes itself.
  const todos = ok(await approver.entity('interiorPending', 'listByPage', { entityName: 'purRequisition', recordId: pr.requisitionHeaderId, handleFlag: 'N' }));
  assert.equal(todos.length, 1);
  assert.equal(todos[0].billType, 'APPROVAL');
  assert.equal(todos[0].billLink, `purRequisitionManage/purRequisitionEdit?id=${pr.requisitionHeaderId}`);
  assert.equal(
    ok(await buyer.entity('interiorPending', 'listByPage', { entityName: 'purRequisition', recordId: pr.requisitionHeaderId })).length,
    0,
    'the requester approves nothing',
  );
  refused(await act(buyer, 'purRequisition', 'approval', pr.requisitionHeaderId), 'FORBIDDEN', 'buyer approving');
  ok(await act(approver, 'purRequisition', 'approval', pr.requisitionHeaderId));
  const handled = ok(await approver.entity('interiorPending', 'listByPage', { entityName: 'purRequisition', recordId: pr.requisitionHeaderId }));
  assert.deepEqual(
    handled.map((r: any) => r.handleFlag),
    ['Y'],
  );

  // The buyer pools it in the demand summary; supplier and price come from the list and the agreement's ladder.
  const pooled = ok(await buyer.entity('purDemandSummary', 'listByPage', { requisitionNumber: pr.requisitionNumber }));
  assert.equal(pooled.length, 1);
  assert.equal(pooled[0].openQty, 180);
  const lineId = pooled[0].requisitionLineId;
  const proposal = ok(await operation(buyer, 'purDemandSummary', 'doProposeOrder', { requisitionLineIds: [lineId] }));
  assert.equal(proposal[0].supplierId, id.supplier1);
  assert.deepEqual(proposal[0].price, { price: 80, source: 'LADDER', agreementNumber: proposal[0].price.agreementNumber });
  assert.match(proposal[0].price.agreementNumber, /^XY-\d{11}$/);
  const po = ok(await operation(buyer, 'purDemandSummary', 'doCreatePurchaseOrder', { requisitionLineIds: [lineId] }));
  assert.match(po.poNumber, /^PO-\d{8}-\d{4}$/);
  assert.equal(po.supplierId, id.supplier1);
  assert.equal(po.poStatus, 'DRAFT');
  assert.equal(po.sourceCode, 'DEMAND');
  const [line] = po.lines;
  assert.equal(line.quantity, 180);
  assert.equal(line.taxPrice, 80);
  assert.equal(line.priceSource, 'LADDER');
  assert.equal(line.requisitionNumber, pr.requisitionNumber);
  assert.equal(line.lineAmount, 14400);
  assert.equal(line.netAmount, 12743.36);
  assert.equal(line.taxAmount, 1656.64);
  assert.equal(po.totalAmount, 14400);
  assert.equal(ok(await buyer.entity('purDemandSummary', 'listByPage', { requisitionNumber: pr.requisitionNumber })).length, 0, 'ordered lines leave the pool');
  const prAfter = ok(await buyer.entity('purRequisition', 'findById', { requisitionHeaderId: pr.requisitionHeaderId }));
  assert.equal(prAfter.requisitionStatus, 'ORDERED');
  assert.equal(prAfter.lines[0].lineStatus, 'ORDERED');
  assert.equal(prAfter.lines[0].poNumber, po.poNumber);
  refused(await operation(buyer, 'purDemandSummary', 'doCreatePurchaseOrder', { requisitionLineIds: [lineId] }), 'LINE_NOT_AVAILABLE', 'ordering twice');

  // Approved and released; before the release the supplier cannot see it.
  ok(await act(buyer, 'purOrder', 'submit', po.poHeaderId));
  ok(await act(approver, 'purOrder', 'approval', po.poHeaderId));
  refused(await supplier1.entity('purOrder', 'findById', { poHeaderId: po.poHeaderId }), 'NOT_FOUND', 'approved but not released');
  ok(await act(buyer, 'purOrder', 'release', po.poHeaderId));

  // The supplier signs in, sees the to-do and the notification, and answers with promised dates.
  const pending = ok(await supplier1.entity('supplierPending', 'listByPage', { entityName: 'purOrder', recordId: po.poHeaderId, handleFlag: 'N' }));
  assert.equal(pending.length, 1);
  assert.equal(pending[0].actionName, 'feedback');
  const notes = ok(await supplier1.entity('notification', 'listByPage', { entityName: 'purOrder', recordId: po.poHeaderId }));
  assert.equal(notes.length, 1);
  assert.match(notes[0].notificationTitle, new RegExp(po.poNumber));
  const seen = ok(await supplier1.entity('purOrder', 'findById', { poHeaderId: po.poHeaderId }));
  ok(
    await act(supplier1, 'purOrder', 'feedback', po.poHeaderId, {
      lines: [{ poLineId: seen.lines[0].poLineId, feedbackDate: day(18), feedbackReason: '分两批交货' }],
    }),
  );
  assert.equal(ok(await supplier1.entity('supplierPending', 'listByPage', { entityName: 'purOrder', recordId: po.poHeaderId, handleFlag: 'N' })).length, 0);
  const buyerTodo = ok(await buyer.entity('interiorPending', 'listByPage', { entityName: 'purOrder', recordId: po.poHeaderId, handleFlag: 'N' }));
  assert.deepEqual(
    buyerTodo.map((r: any) => r.actionName),
    ['confirmFeedback'],
  );
  const confirmed = ok(await act(buyer, 'purOrder', 'confirmFeedback', po.poHeaderId));
  assert.equal(confirmed.poStatus, 'CONFIRMED');
  assert.equal(confirmed.lines[0].promisedDate, day(18));
  assert.equal(confirmed.lines[0].feedbackStatus, 'CONFIRMED');

  // The supplier ships 100 of 180 in two packages and prints the barcodes.
  const note = ok(
    await supplier1.entity('purDeliveryNote', 'saveOrUpdate', {
      deliveryDate: day(0),
      expectedArrivalDate: day(2),
      lines: [{ lineNumber: 1, poLineId: line.poLineId, deliveryQty: 100, packQty: 50 }],
    }),
  );
  assert.match(note.deliveryNumber, /^SH\d{6}\d{5}$/);
  assert.equal(note.supplierId, id.supplier1);
  assert.equal(note.lines[0].poNumber, po.poNumber);
  ok(await act(supplier1, 'purDeliveryNote', 'ship', note.deliveryHeaderId));
  const barcodes = ok(await supplier1.entity('purBarcode', 'listByPage', { deliveryHeaderId: note.deliveryHeaderId, sort: 'barcode' }));
  assert.deepEqual(
    barcodes.map((b: any) => [b.packageNo, b.quantity]),
    [
      [1, 50],
      [2, 50],
    ],
  );
  assert.equal(barcodes[0].barcode, `${note.deliveryNumber}001001`);
  const labels = ok(await operation(supplier1, 'purBarcode', 'printLabels', { deliveryHeaderId: note.deliveryHeaderId }));
  assert.equal(labels.length, 2);
  assert.match(labels[0].label, /^<svg[\s\S]*<\/svg>\s*$/);
  const png = await t.app.inject({
    method: 'GET',
    url: `/api/srmServer/v1/srmPoBarcodeRestful/label/${barcodes[0].barcodeId}`,
    headers: await signedHeaders(supplier1.token),
  });
  assert.equal(png.statusCode, 200);
  assert.equal(png.headers['content-type'], 'image/png');
  assert.deepEqual([...png.rawPayload.subarray(1, 4)].map((c) => String.fromCharCode(c)).join(''), 'PNG');

  // More than remains open is refused.
  refused(
    await supplier1.entity('purDeliveryNote', 'saveOrUpdate', { lines: [{ lineNumber: 1, poLineId: line.poLineId, deliveryQty: 81 }] }),
    'QUANTITY_EXCEEDED',
    'over-delivery',
  );

  // The buyer finds the receipt to-do and receives; the order line shows it.
  const receiveTodo = ok(
    await buyer.entity('interiorPending', 'listByPage', { entityName: 'purDeliveryNote', recordId: note.deliveryHeaderId, handleFlag: 'N' }),
  );
  assert.equal(receiveTodo.length, 1);
  ok(await act(buyer, 'purDeliveryNote', 'receive', note.deliveryHeaderId));
  const received = ok(await buyer.entity('purOrder', 'findById', { poHeaderId: po.poHeaderId }));
  assert.equal(received.lines[0].shippedQty, 100);
  assert.equal(received.lines[0].receivedQty, 100);
  assert.equal(received.lines[0].lineStatus, 'OPEN');

  // The process monitor shows the chain and the statistics count it, once refreshed (they are refreshed summaries).
  const stale = ok(await buyer.entity('purProcessMonitor', 'listByPage', { requisitionNumber: pr.requisitionNumber }));
  assert.equal(stale.length, 0, 'until refreshed, the monitor shows the data as of its last refresh');
  const refreshed = ok(await operation(buyer, 'purProcessMonitor', 'refreshSummary', {}));
  assert.ok(Date.now() - new Date(refreshed.refreshedAt).getTime() < 60_000, 'the refresh answers when');
  const page = await buyer.entity('purProcessMonitor', 'listByPage', { requisitionNumber: pr.requisitionNumber });
  assert.equal((page.body as any).refreshedAt, refreshed.refreshedAt, 'every page says how fresh it is');
  ok(await operation(buyer, 'purStatisticsReport', 'refreshSummary', {}));
  refused(await operation(approver, 'purStatisticsReport', 'refreshSummary', {}), 'FORBIDDEN', 'refreshing needs the button');
  const chain = ok(await buyer.entity('purProcessMonitor', 'listByPage', { requisitionNumber: pr.requisitionNumber }));
  assert.equal(chain.length, 1);
  assert.equal(chain[0].poNumber, po.poNumber);
  assert.equal(chain[0].supplierName, '华东精密机械有限公司');
  assert.equal(chain[0].orderQty, 180);
  assert.equal(chain[0].receivedQty, 100);
  assert.equal(chain[0].deliveryNumbers, note.deliveryNumber);
  assert.equal(chain[0].processStage, 'PARTIALLY_RECEIVED');
  const after = await statistics();
  assert.equal(after.orders, before.orders + 1);
  assert.equal(Math.round((after.amount - before.amount) * 100) / 100, 14400);
  assert.equal(after.received - before.received, 100);
  const details = ok(await supplier1.entity('purDeliverDetailsReport', 'listByPage', { deliveryNumber: note.deliveryNumber }));
  assert.equal(details[0].receivedQty, 100);
  assert.equal(details[0].onTimeFlag, 'Y');

  // The second supplier sees none of it.
  refused(await supplier2.entity('purOrder', 'findById', { poHeaderId: po.poHeaderId }), 'NOT_FOUND', 'supplier2 reading the order');
  refused(await supplier2.entity('purDeliveryNote', 'findById', { deliveryHeaderId: note.deliveryHeaderId }), 'NOT_FOUND', 'supplier2 reading the note');
  for (const [entity, filter] of [
    ['purOrder', {}],
    ['purDeliveryNote', {}],
    ['purBarcode', {}],
    ['purDeliverDetailsReport', {}],
    ['purWmsConsignView', {}],
    ['purPlan', {}],
    ['purAsl', {}],
    ['purAgreement', {}],
    ['supplierPending', { entityName: 'purOrder' }],
  ] as const) {
    // supplier1 has rows of each kind, so a list of supplier2's without them shows the scope at work.
    const theirs = ok(await supplier1.entity(entity, 'listByPage', { ...filter, pageRows: 500 }), entity);
    assert.ok(theirs.length > 0, `${entity}: supplier1 has rows another supplier must not see`);
    const rows = ok(await supplier2.entity(entity, 'listByPage', { ...filter, pageRows: 500 }), entity);
    assert.ok(
      rows.every((r: any) => r.supplierId === id.supplier2),
      `${entity}: supplier2 sees only its own`,
    );
    assert.equal(rows.filter((r: any) => r.supplierId === id.supplier1).length, 0);
  }
  const theirNotes = ok(await supplier2.entity('notification', 'listByPage', { entityName: 'purOrder', pageRows: 500 }));
  assert.ok(theirNotes.length > 0, 'supplier2 has notifications of its own orders');
  assert.equal(
    theirNotes.filter((n: any) => n.recordId === po.poHeaderId || String(n.notificationTitle).includes(po.poNumber)).length,
    0,
    "none about supplier1's order",
  );
  assert.deepEqual(
    ok(await operation(supplier2, 'purBarcode', 'printLabels', { ids: barcodes.map((b: any) => b.barcodeId) })),
    [],
    'supplier2 prints nothing of supplier1',
  );
  refused(await supplier2.entity('purProcessMonitor', 'listByPage', {}), 'FORBIDDEN', 'supplier reading internal reports');
});
