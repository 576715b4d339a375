/**
 * The demo shows a company that has been buying for a year: orders in every
 * state for both suppliers, spread over twelve months, nothing dated after
 * today, a delivery accuracy with a shape, and each supplier sees only its own.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { dbKind, setup } from './helper.ts';
import { ids, ok } from './purchase-kit.ts';

const t = await setup();
const id = await ids(t);
const buyer = await t.login('buyer');
const all = (entity: string, params: Record<string, unknown> = {}) => buyer.entity(entity, 'listByPage', { pageRows: 500, ...params }).then(ok);

test(`[${dbKind}] orders, requisitions and delivery notes in every state of their workflows`, async () => {
  for (const [entity, field] of [
    ['purOrder', 'poStatus'],
    ['purRequisition', 'requisitionStatus'],
    ['purDeliveryNote', 'deliveryStatus'],
  ] as const) {
    const rows = await all(entity);
    const seen = new Set(rows.map((r: any) => r[field]));
    const missing = Object.keys(getEntity(entity).workflow!.states).filter(
      (s) => !seen.has(s) && !(entity === 'purRequisition' && ['RETURNED', 'CLOSED'].includes(s)),
    );
    assert.deepEqual(missing, [], `${entity}: no demo document in ${missing.join(', ')}`);
  }
  const orders = await all('purOrder');
  assert.ok(orders.length >= 50, `${orders.length} orders`);
  for (const supplierId of [id.supplier1, id.supplier2])
    assert.ok(orders.filter((o: any) => o.supplierId === supplierId).length >= 20, `orders of supplier ${supplierId}`);
});

test(`[${dbKind}] the year is spread over twelve months, and nothing is dated after today`, async () => {
  const orders = await all('purOrder');
  const months = new Set(orders.map((o: any) => String(o.creationDate).slice(0, 7)));
  assert.ok(months.size >= 11, `orders made in ${months.size} months`);
  const now = Date.now() + 60_000;
  for (const o of orders)
    for (const f of ['creationDate', 'approvedDate', 'releasedDate']) assert.ok(!o[f] || new Date(o[f]).getTime() <= now, `${o.poNumber} ${f} ${o[f]}`);
  for (const n of await all('purDeliveryNote'))
    for (const f of ['shippedDate', 'receivedDate']) assert.ok(!n[f] || new Date(n[f]).getTime() <= now, `${n.deliveryNumber} ${f} ${n[f]}`);
  for (const p of await buyer.entity('interiorPending', 'listByPage', { pageRows: 500 }).then(ok))
    assert.ok(new Date(p.creationDate).getTime() <= now, `to-do ${p.billTitle ?? p.interiorPendingId} on ${p.creationDate}`);
  // Numbers carry the day the document was made.
  for (const o of orders) assert.equal(o.poNumber.slice(3, 11), String(o.creationDate).slice(0, 10).replaceAll('-', ''), o.poNumber);
});

test(`[${dbKind}] delivery accuracy has months for both suppliers, and a supplier sees only its own`, async () => {
  const months = await all('purDeliveryAccuracy');
  for (const supplierId of [id.supplier1, id.supplier2])
    assert.ok(months.filter((m: any) => m.supplierId === supplierId).length >= 8, `months of supplier ${supplierId}`);
  const late = months.reduce((s: number, m: any) => s + m.receivedLines - m.onTimeLines, 0);
  assert.ok(late > 0, 'some deliveries came late');
  const supplier1 = await t.login('supplier1');
  const own = ok(await supplier1.entity('purDeliveryAccuracy', 'listByPage', { pageRows: 500 }));
  assert.ok(own.length > 0);
  assert.deepEqual([...new Set(own.map((m: any) => m.supplierId))], [id.supplier1]);
  const theirOrders = ok(await supplier1.entity('purOrder', 'listByPage', { pageRows: 500 }));
  assert.ok(theirOrders.length >= 20);
  assert.ok(theirOrders.every((o: any) => o.supplierId === id.supplier1));
  assert.ok((await all('purOrder')).length > theirOrders.length, "the buyer's list is larger than the supplier's");
});
