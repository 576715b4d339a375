/**
 * Sourcing savings (entities/savings/SAVINGS.md) on events and orders built
 * here: the award against the same supplier's first-round price and the best
 * of the first round, against the last price paid before the award, against
 * the budget; realised savings only from committed orders the award priced,
 * after it. A missing budget or no earlier order gives no figure, not a zero.
 * Buyers and the approver read it, suppliers and experts are refused, a buyer
 * held to one organisation sees only its events; the report sums per buyer,
 * category, month and quarter and refuses a wrong grouping naming the field.
 * Each test uses materials of its own, so the demo's orders never price them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatDate } from '@srm/domain/dates.ts';
import { atDate } from '../src/engine/clock.ts';
import { closeDueInquiries } from '../src/sourcing/operations.ts';
import { setup } from './helper.ts';
import { act, ids, ok, refused } from './purchase-kit.ts';

const t = await setup();
const id = await ids(t);
const buyer = await t.login('buyer');
const buyer2 = await t.login('buyer2');
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const supplier2 = await t.login('supplier2');
const expert = await t.login('expert1');
type Client = typeof buyer;
const one = async (sql: string, params: unknown[] = []) => Number((await t.db.query<{ id: number }>(sql, params)).rows[0].id);
const shanghai = await one(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-SH'`);
const office = await one(`SELECT category_id AS id FROM srm_base_categories WHERE category_code = '2001'`);
const buyerId = await one(`SELECT user_id AS id FROM saaf_users WHERE user_name = 'buyer'`);
const stamp = (hours: number) => formatDate(new Date(Date.now() + hours * 3_600_000), 'datetime');
const later = (hours: number) => new Date(Date.now() + hours * 3_600_000);
const REPORT = '/api/srmServer/v1/srmPonSavingsRestful/report';

let seq = 0;
/** A material no order has bought yet, in the office-supplies category. */
async function material(name: string): Promise<number> {
  seq += 1;
  const saved = ok(
    await buyer.entity('materialItem', 'saveOrUpdate', { itemCode: `SAV-${Date.now() % 100000}-${seq}`, itemName: name, uomCode: 'PCS', categoryId: office }),
    'material',
  );
  return Number(saved.itemId);
}

async function quote(supplier: Client, auctionId: number, prices: number[]) {
  const draft = ok(await supplier.entity('ponAuction', 'doStartBid', { auctionHeaderId: auctionId }), 'start bid');
  const saved = ok(
    await supplier.entity('ponBid', 'saveOrUpdate', { ...draft, lines: draft.lines.map((l: object, i: number) => ({ ...l, taxPrice: prices[i] })) }),
    'save bid',
  );
  ok(await act(supplier, 'ponBid', 'submit', saved.bidHeaderId), 'submit bid');
}

/**
 * An inquiry of `items` quoted by both suppliers in round 1, then (with `round2`)
 * again by both in round 2, opened, each line awarded wholly to its lowest
 * price and approved.
 */
async function awardedInquiry(orgId: number, items: Record<string, unknown>[], round1: [number[], number[]], round2?: [number[], number[]]) {
  const saved = ok(
    await buyer.entity('ponAuction', 'saveOrUpdate', {
      auctionTitle: '节约测试询价',
      orgId,
      bidStartDate: stamp(-1),
      bidEndDate: stamp(24),
      openQuorum: 1,
      buyerName: '节约测试员',
      items,
      suppliers: [{ supplierId: id.supplier1 }, { supplierId: id.supplier2 }],
      openers: [{ userId: buyerId }],
    }),
    'inquiry',
  );
  const auctionId = Number(saved.auctionHeaderId);
  ok(await act(buyer, 'ponAuction', 'submit', auctionId));
  ok(await act(approver, 'ponAuction', 'approval', auctionId));
  ok(await act(buyer, 'ponAuction', 'publish', auctionId));
  await quote(supplier1, auctionId, round1[0]);
  await quote(supplier2, auctionId, round1[1]);
  await atDate(later(25), () => closeDueInquiries(t.db, t.app.srm.ops));
  ok(await buyer.entity('ponAuction', 'doSignOpening', { auctionHeaderId: auctionId }), 'open');
  if (round2) {
    ok(await act(buyer, 'ponAuction', 'newRound', auctionId, { bidEndDate: stamp(48), comment: '请再报一轮' }), 'round 2');
    await quote(supplier1, auctionId, round2[0]);
    await quote(supplier2, auctionId, round2[1]);
    await atDate(later(49), () => closeDueInquiries(t.db, t.app.srm.ops));
    ok(await buyer.entity('ponAuction', 'doSignOpening', { auctionHeaderId: auctionId }), 'open round 2');
  }
  ok(await buyer.entity('ponAuction', 'doAutoAward', { auctionHeaderId: auctionId }), 'award');
  ok(await act(buyer, 'ponAuction', 'submitAward', auctionId, { awardComments: '按最低价' }), 'submit award');
  ok(await act(approver, 'ponAuction', 'approveAward', auctionId), 'approve award');
  return auctionId;
}

/** A one-line order, approved (committed) unless told. */
async function order(supplierId: number, itemId: number, quantity: number, taxPrice: number, approve = true) {
  const po = ok(
    await buyer.entity('purOrder', 'saveOrUpdate', {
      supplierId,
      orgId: id.org,
      currencyCode: 'CNY',
      taxRateCode: 'VAT13',
      lines: [{ lineNumber: 1, itemId, quantity, taxPrice, needByDate: '2030-01-01' }],
    }),
    'order',
  );
  if (approve) {
    ok(await act(buyer, 'purOrder', 'submit', po.poHeaderId), 'submit order');
    ok(await act(approver, 'purOrder', 'approval', po.poHeaderId), 'approve order');
  }
  return Number(po.poHeaderId);
}

type SavingsRow = Record<string, any>;
/** The savings rows of one event as `client` reads them after a refresh. */
async function rowsOf(eventId: number, client: Client = buyer): Promise<SavingsRow[]> {
  ok(await buyer.entity('ponSavings', 'refreshSummary', {}), 'refresh');
  const rows = ok(await client.entity('ponSavings', 'listByPage', { pageRows: 200, exactCount: true })) as SavingsRow[];
  return rows.filter((r) => Number(r.eventId) === eventId).sort((a, b) => String(a.itemCode).localeCompare(String(b.itemCode)));
}
const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));

test('each figure of an awarded inquiry: first round, best first round, last price paid, budget, realised', async () => {
  const [paper, pens] = [await material('节约测试复印纸'), await material('节约测试中性笔')];
  // The last price paid for paper before the award: 130 from 华东精密 (an earlier order at 140 is not the last).
  await order(id.supplier1, paper, 10, 140);
  await order(id.supplier2, paper, 10, 130);
  // An order never committed gives no price.
  await order(id.supplier1, paper, 10, 90, false);
  const auctionId = await awardedInquiry(
    id.org,
    [
      { lineNumber: 1, itemId: paper, quantity: 100, budgetPrice: 125 },
      // Pens: no budget, never bought before.
      { lineNumber: 2, itemId: pens, quantity: 50 },
    ],
    [
      [128, 30],
      [126, 29],
    ],
    [
      [120, 28.5],
      [122, 28],
    ],
  );
  const [paperRow, pensRow] = await rowsOf(auctionId);
  // Paper went to 华东精密 at its round-2 120; its own first price was 128, the best of round 1 126 (蓝海).
  assert.deepEqual(
    [n(paperRow.supplierId), n(paperRow.awardQuantity), n(paperRow.awardPriceCny), n(paperRow.firstPriceCny), n(paperRow.bestFirstPriceCny)],
    [id.supplier1, 100, 120, 128, 126],
  );
  assert.equal(n(paperRow.savingFirstCny), 800, '(128 - 120) x 100');
  assert.equal(n(paperRow.savingFirstPct), 6.25);
  assert.equal(n(paperRow.savingBestFirstCny), 600, '(126 - 120) x 100');
  assert.equal(n(paperRow.lastPriceCny), 130, 'the latest committed order line before the award');
  assert.equal(n(paperRow.savingLastCny), 1000, '(130 - 120) x 100');
  assert.equal(n(paperRow.budgetPriceCny), 125);
  assert.equal(n(paperRow.savingBudgetCny), 500, '(125 - 120) x 100');
  assert.equal(n(paperRow.realisedQty), 0, 'nothing ordered since');
  assert.equal(n(paperRow.realisedSavingCny), 0, 'a last price and no orders since: nothing realised yet');
  assert.equal(paperRow.eventType, 'INQUIRY');
  assert.equal(paperRow.buyerName, '节约测试员');
  assert.equal(n(paperRow.categoryId), office);
  // Pens went to 蓝海 at 28: no budget and no earlier order give no figure, not a zero.
  assert.deepEqual([n(pensRow.supplierId), n(pensRow.awardPriceCny), n(pensRow.firstPriceCny), n(pensRow.savingFirstCny)], [id.supplier2, 28, 29, 50]);
  for (const field of ['lastPriceCny', 'savingLastCny', 'savingLastPct', 'budgetPriceCny', 'savingBudgetCny', 'savingBudgetPct', 'realisedSavingCny'])
    assert.equal(pensRow[field] ?? null, null, `${field}: no figure`);

  // Since the award: the order the award makes counts once committed; a manual order of the same material does not.
  await order(id.supplier1, paper, 40, 120);
  ok(await buyer.entity('ponAuction', 'doCreateOrder', { auctionHeaderId: auctionId }), 'make the orders');
  const made = await t.db.query<{ id: number; s: number }>(
    `SELECT po_header_id AS id, supplier_id AS s FROM srm_po_headers WHERE auction_number = (SELECT auction_number FROM srm_pon_auction_headers WHERE auction_header_id = $1)`,
    [auctionId],
  );
  assert.equal(made.rows.length, 2);
  let [paperNow] = await rowsOf(auctionId);
  assert.equal(n(paperNow.realisedQty), 0, 'a draft order is not committed');
  for (const po of made.rows) {
    ok(await act(buyer, 'purOrder', 'submit', po.id));
    ok(await act(approver, 'purOrder', 'approval', po.id));
  }
  const [paperDone, pensDone] = await rowsOf(auctionId);
  paperNow = paperDone;
  assert.deepEqual([n(paperNow.realisedQty), n(paperNow.realisedLines)], [100, 1]);
  assert.equal(n(paperNow.realisedSavingCny), 1000, '100 ordered x (130 - 120)');
  assert.equal(n(paperNow.lastPriceCny), 130, 'orders after the award do not move the last price before it');
  assert.equal(n(pensDone.realisedQty), 50);
  assert.equal(pensDone.realisedSavingCny ?? null, null, 'no last price: no realised figure');
});

test('the report sums per buyer, category, month and quarter; a buyer held to one plant sees only its events', async () => {
  const [glue, tape] = [await material('节约测试胶水'), await material('节约测试胶带')];
  await order(id.supplier1, glue, 5, 12);
  const main = await awardedInquiry(id.org, [{ lineNumber: 1, itemId: glue, quantity: 10, budgetPrice: 11 }], [[10], [10.5]]);
  const plant = await awardedInquiry(shanghai, [{ lineNumber: 1, itemId: tape, quantity: 20, budgetPrice: 6 }], [[5.5], [5]]);
  assert.equal((await rowsOf(main)).length, 1);
  // buyer2 works for the Shanghai plant only (seed/org-demo.ts): the Shanghai event, not the main plant's.
  assert.equal((await rowsOf(plant, buyer2)).length, 1);
  assert.equal((await rowsOf(main, buyer2)).length, 0, 'another plant’s event');
  const all2 = ok(await buyer2.entity('ponSavings', 'listByPage', { pageRows: 200, exactCount: true })) as SavingsRow[];
  assert.ok(all2.length >= 1);
  assert.deepEqual([...new Set(all2.map((r) => n(r.orgId)))], [shanghai], 'every row buyer2 reads is Shanghai’s');

  // The report: by month, the totals equal the sum of the rows; by category, the office supplies carry both events.
  const byMonth = ok(await buyer.call(REPORT, { groupBy: 'month' }));
  const rows = ok(await buyer.entity('ponSavings', 'listByPage', { pageRows: 500, exactCount: true })) as SavingsRow[];
  const sum = (field: string) => Math.round(rows.reduce((s, r) => s + (n(r[field]) ?? 0), 0) * 100) / 100;
  assert.equal(byMonth.totals.lines, rows.length);
  assert.equal(byMonth.totals.savingBudgetCny, sum('savingBudgetCny'));
  assert.equal(byMonth.totals.realisedSavingCny, sum('realisedSavingCny'));
  const thisMonth = formatDate(new Date()).slice(0, 7);
  assert.ok(byMonth.groups.some((g: { groupKey: string }) => g.groupKey === thisMonth));
  const byCategory = ok(await buyer.call(REPORT, { groupBy: 'category', categoryId: office }));
  assert.deepEqual(
    byCategory.groups.map((g: { groupKey: string }) => Number(g.groupKey)),
    [office],
  );
  // glue: (11 - 10) x 10; tape: (6 - 5) x 20; the earlier test's paper: 500 (pens have no budget).
  assert.equal(byCategory.totals.savingBudgetCny, 10 + 20 + 500);
  const byBuyer = ok(await buyer.call(REPORT, { groupBy: 'buyer', categoryId: office }));
  assert.deepEqual(
    byBuyer.groups.map((g: { groupLabel: string }) => g.groupLabel),
    ['节约测试员'],
  );
  const byQuarter = ok(await buyer.call(REPORT, { groupBy: 'quarter', categoryId: office }));
  assert.match(byQuarter.groups[0].groupKey, /^\d{4}-Q[1-4]$/);
  // buyer2's report holds only Shanghai: the tape's 20.
  const plant2 = ok(await buyer2.call(REPORT, { groupBy: 'category', categoryId: office }));
  assert.equal(plant2.totals.savingBudgetCny, 20);

  // Bad input is refused naming the field, in both languages.
  const wrong = await buyer.call(REPORT, { groupBy: 'supplierColour' });
  refused(wrong, 'VALIDATION', 'a wrong grouping');
  assert.equal(wrong.body.errors![0].field, 'groupBy');
  assert.match(wrong.body.errors![0].message, /分组方式/);
  const wrongEn = await buyer.call(REPORT, { groupBy: 'month', monthFrom: '2026/01' }, { lang: 'EN' });
  refused(wrongEn, 'VALIDATION', 'a wrong month');
  assert.equal(wrongEn.body.errors![0].field, 'monthFrom');
  assert.match(wrongEn.body.errors![0].message, /YYYY-MM/);
});

test('suppliers and experts are refused the savings and their report; a supplier never reads a line budget', async () => {
  for (const [who, client] of [
    ['a supplier', supplier1],
    ['an expert', expert],
  ] as const) {
    refused(await client.entity('ponSavings', 'listByPage', { pageRows: 10 }), 'FORBIDDEN', `${who} listing`);
    refused(await client.call(REPORT, { groupBy: 'month' }), 'FORBIDDEN', `${who} asking the report`);
  }
  // The demo's awarded inquiries carry budgets: the buyer reads them, the invited supplier does not.
  const auctionId = await one(`SELECT auction_header_id AS id FROM srm_pon_auction_headers WHERE auction_title = '冷轧钢板季度询价'`);
  const asBuyer = ok(await buyer.entity('ponAuction', 'findById', { auctionHeaderId: auctionId }));
  assert.equal(Number(asBuyer.items[0].budgetPrice), 5300);
  const asSupplier = ok(await supplier2.entity('ponAuction', 'findById', { auctionHeaderId: auctionId }));
  assert.equal(asSupplier.items.length, 2);
  assert.equal('budgetPrice' in asSupplier.items[0], false);
  const lines = ok(await supplier2.entity('ponAuctionItem', 'listByPage', { auctionHeaderId: auctionId, pageRows: 10 })) as SavingsRow[];
  assert.ok(lines.length > 0);
  assert.equal(
    lines.some((l) => 'budgetPrice' in l),
    false,
  );
});

test('the demo: savings on its awarded inquiries and compete event, realised by the steel ordered since', async () => {
  const rows = ok(await buyer.entity('ponSavings', 'listByPage', { pageRows: 200, exactCount: true })) as SavingsRow[];
  const steel = rows.filter((r) => r.itemCode === 'M-300001');
  const framework = steel.filter((r) => r.eventTitle === '冷轧钢板与铝型材年度框架询价');
  assert.equal(framework.length, 2, 'steel split 40/60');
  const s2 = framework.find((r) => n(r.supplierId) === id.supplier2)!;
  // 蓝海 won 12 T at 5120 against the 5350 paid before and the 5300 budget; 6 T ordered since at its agreement's price.
  assert.deepEqual([n(s2.awardQuantity), n(s2.awardPriceCny), n(s2.lastPriceCny), n(s2.budgetPriceCny)], [12, 5120, 5350, 5300]);
  assert.deepEqual([n(s2.realisedQty), n(s2.realisedSavingCny)], [6, 6 * 230]);
  const compete = steel.find((r) => r.eventType === 'COMPETE')!;
  // The compete: steel to 华东精密 at its 5100 (its first offer), the best first offer 5080, the budget 5150.
  assert.deepEqual(
    [n(compete.supplierId), n(compete.awardPriceCny), n(compete.firstPriceCny), n(compete.bestFirstPriceCny), n(compete.savingBudgetCny)],
    [id.supplier1, 5100, 5100, 5080, 1000],
  );
  assert.equal(n(compete.lastPriceCny), 5180, 'the steel 华东精密 ordered at its agreement price eight days ago');
});
