/**
 * The internal home's charts come in one call: every series equals what the
 * caller's own lists say, and a supplier's user gets only its own figures.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup, type Client } from './helper.ts';

const CHARTS = '/api/baseServer/v1/homeRestful/charts';
const t = await setup();
const buyer = await t.login('buyer');
const supplier = await t.login('supplier1');

type Charts = {
  supplierStatus: { status: string; count: number }[] | null;
  warnings: { blacklisted: number; quit: number; registeredPotential: number } | null;
  delivery: { month: string; receivedLines: number; onTimeLines: number }[] | null;
};

async function charts(client: Client): Promise<Charts> {
  const res = await client.call<Charts>(CHARTS, {});
  assert.equal(res.body.status, 'S', res.body.msg);
  return res.body.data;
}

/** Lines received and on time per month, summed from the caller's own delivery accuracy list. */
async function deliveryFromList(client: Client, months: string[]): Promise<Map<string, [number, number]>> {
  const res = await client.entity('purDeliveryAccuracy', 'listByPage', {
    pageRows: 500,
    receivedMonth_from: months[0],
    receivedMonth_to: months[months.length - 1],
  });
  assert.equal(res.body.status, 'S', res.body.msg);
  assert.ok(res.body.data.length < 500, 'the list fits one page, so its sums are complete');
  const out = new Map<string, [number, number]>();
  for (const r of res.body.data) {
    const [n, onTime] = out.get(r.receivedMonth) ?? [0, 0];
    out.set(r.receivedMonth, [n + Number(r.receivedLines), onTime + Number(r.onTimeLines)]);
  }
  return out;
}

const sum = (delivery: Charts['delivery']) => (delivery ?? []).reduce((n, m) => n + m.receivedLines, 0);

test(`[${dbKind}] the buyer's charts equal the buyer's lists: suppliers by status, warnings, twelve months of deliveries`, async () => {
  const got = await charts(buyer);
  const all = (await buyer.entity('supplierInfo', 'listCount', { exactCount: true })).body.data.count;
  assert.ok(all > 0, 'the demo has suppliers');
  assert.equal(
    got.supplierStatus!.reduce((n, s) => n + s.count, 0),
    all,
  );
  for (const s of got.supplierStatus!) {
    const listed = (await buyer.entity('supplierInfo', 'listCount', { supplierStatus: s.status, exactCount: true })).body.data.count;
    assert.equal(s.count, listed, `suppliers in ${s.status}`);
  }
  const count = async (filters: Record<string, string>) => (await buyer.entity('supplierInfo', 'listCount', { ...filters, exactCount: true })).body.data.count;
  assert.deepEqual(got.warnings, {
    blacklisted: await count({ blacklistFlag: 'Y' }),
    quit: await count({ supplierStatus: 'QUIT' }),
    registeredPotential: await count({ supplierStatus: 'POTENTIAL', sourceCode: 'REGISTER' }),
  });

  const months = got.delivery!.map((m) => m.month);
  assert.equal(months.length, 12);
  assert.deepEqual([...months].sort(), months, 'oldest month first');
  const listed = await deliveryFromList(buyer, months);
  assert.ok(listed.size >= 6, `the demo year has receipts in ${listed.size} of the last twelve months`);
  for (const m of got.delivery!) assert.deepEqual([m.receivedLines, m.onTimeLines], listed.get(m.month) ?? [0, 0], m.month);
});

test(`[${dbKind}] a supplier's charts hold only its own figures`, async () => {
  const theirs = await charts(supplier);
  const all = await charts(buyer);
  assert.deepEqual(theirs.supplierStatus, [{ status: 'EFFECTIVE', count: 1 }], 'a supplier counts only itself');
  assert.deepEqual(theirs.warnings, { blacklisted: 0, quit: 0, registeredPotential: 0 });
  assert.ok(all.supplierStatus!.reduce((n, s) => n + s.count, 0) > 1, 'the buyer sees more suppliers than one');
  assert.ok(theirs.delivery, 'a supplier reads its own delivery accuracy');
  const listed = await deliveryFromList(
    supplier,
    theirs.delivery.map((m) => m.month),
  );
  for (const m of theirs.delivery) assert.deepEqual([m.receivedLines, m.onTimeLines], listed.get(m.month) ?? [0, 0], m.month);
  assert.ok(sum(theirs.delivery) > 0, 'supplier1 received deliveries in the demo year');
  assert.ok(sum(theirs.delivery) < sum(all.delivery), "another supplier's deliveries are not counted");
});

test(`[${dbKind}] the charts call takes nothing and says which field it did not expect`, async () => {
  const res = await buyer.call(CHARTS, { supplierId: 2 }, { lang: 'EN' });
  assert.equal(res.body.status, 'M');
  assert.equal(res.body.errors?.[0].field, 'supplierId');
});

test(`[${dbKind}] a page asked with groupBy also counts each value: the notification card and its unread badge in one call`, async () => {
  for (const [i, viewedFlag] of ['N', 'Y', 'N', 'Y', 'Y', 'N'].entries()) {
    const saved = await buyer.entity('notification', 'saveOrUpdate', { recipientUserId: buyer.user.userId, notificationTitle: `Card ${i}`, viewedFlag });
    assert.equal(saved.body.status, 'S', saved.body.msg);
  }
  const page = await buyer.entity('notification', 'listByPage', { pageIndex: 1, pageRows: 5, groupBy: 'viewedFlag' });
  assert.equal(page.body.status, 'S', page.body.msg);
  const all = (await buyer.entity('notification', 'listCount', { exactCount: true })).body.data.count;
  const unread = (await buyer.entity('notification', 'listCount', { viewedFlag: 'N', exactCount: true })).body.data.count;
  assert.ok(all > 5, `the buyer has more notifications (${all}) than a card shows`);
  assert.equal(page.body.data.length, 5);
  assert.equal(page.body.count, all, 'the groups give the exact total');
  const groups = (page.body as unknown as { groups: { value: string; count: number }[] }).groups;
  assert.equal(groups.find((g) => g.value === 'N')?.count ?? 0, unread);
  assert.equal(
    groups.reduce((n, g) => n + g.count, 0),
    all,
  );
  const bad = await buyer.entity('notification', 'listByPage', { pageRows: 5, groupBy: 'recipientPassword' }, { lang: 'EN' });
  assert.equal(bad.body.errors?.[0].field, 'groupBy');
});
