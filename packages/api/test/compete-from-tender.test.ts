/**
 * The tender module's competes (招标转竞价, COMPETE.md "From a tender"): an
 * evaluated tender's materials and bidders made into a draft compete that
 * keeps the tender it came from, listed by the tender competes' filter and
 * seen by no one outside its audience; refused from any other state. And a
 * bidder's own offers (supplierOfferDetail): the log in its supplier scope.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { routeByPath } from '@srm/domain/routes/catalogue.ts';
import { dbKind, setup } from './helper.ts';
import { ids, ok, refused } from './purchase-kit.ts';

const t = await setup();
const buyer = await t.login('buyer');
const supplier1 = await t.login('supplier1');
const supplier2 = await t.login('supplier2');
const id = await ids(t);
const one = async (sql: string, p: unknown[] = []) => (await t.db.query<Record<string, any>>(sql, p)).rows[0];
const TENDER_COMPETES = routeByPath('biddingCompeteList')!.filters!;

test(`[${dbKind}] an evaluated tender is put to a compete among its bidders: its materials, its tender named, on the tender competes' list`, async () => {
  const tender = await one(
    `SELECT auction_header_id AS id, auction_number AS number, auction_title AS title FROM srm_pon_auction_headers
      WHERE auction_type = 'TENDER' AND auction_status = 'EVALUATED' AND auction_title = '2027年度钢材铝材追加招标'`,
  );
  const made = ok(await buyer.entity('ponAuction', 'doCreateCompete', { auctionHeaderId: Number(tender.id) }), 'from the tender');
  assert.equal(made.competeStatus, 'DRAFT');
  assert.equal(made.competeSource, 'TENDER');
  assert.equal(made.auctionNumber, tender.number);
  assert.equal(made.auctionTitle, tender.title);
  assert.equal(made.competeTitle, `${tender.title} 竞价`);
  const items = await t.db.query<{ itemId: string; quantity: string }>(
    'SELECT item_id AS "itemId", quantity FROM srm_pon_auction_items WHERE auction_header_id = $1 ORDER BY line_number',
    [tender.id],
  );
  assert.ok(items.rows.length > 0);
  assert.deepEqual(
    (made.items as any[]).map((l) => [Number(l.itemId), Number(l.quantity)]),
    items.rows.map((l) => [Number(l.itemId), Number(l.quantity)]),
  );
  assert.deepEqual((made.suppliers as any[]).map((s) => Number(s.supplierId)).sort(), [id.supplier1, id.supplier2].sort(), 'both bidders invited');
  // No hall password was given: the buyer sets one before submitting.
  assert.equal((await one('SELECT hall_password AS p FROM srm_pon_compete_headers WHERE compete_header_id = $1', [made.competeHeaderId])).p, null);

  const listed = ok(await buyer.entity('ponCompete', 'listByPage', { pageIndex: 1, pageRows: 100, exactCount: true, ...TENDER_COMPETES }), 'list');
  const listedIds = (listed as any[]).map((r) => Number(r.competeHeaderId));
  assert.ok(listedIds.includes(Number(made.competeHeaderId)), 'on the tender competes');
  assert.ok(
    (listed as any[]).every((r) => r.competeSource === 'TENDER'),
    'only competes made from tenders',
  );
  const manual = await one(`SELECT compete_header_id AS id FROM srm_pon_compete_headers WHERE coalesce(compete_source, 'MANUAL') <> 'TENDER' LIMIT 1`);
  assert.ok(manual, 'the demo has competes of other sources');
  assert.ok(!listedIds.includes(Number(manual.id)), 'a compete made by hand is not listed');
  // A draft is the buyer's: no bidder sees it yet.
  const seen = ok(await supplier1.entity('ponCompete', 'listByPage', { pageIndex: 1, pageRows: 100, ...TENDER_COMPETES }), 'supplier list');
  assert.ok(!(seen as any[]).some((r) => Number(r.competeHeaderId) === Number(made.competeHeaderId)));
});

test(`[${dbKind}] a tender not evaluated is not put to a compete, nothing written`, async () => {
  const open = await one(`SELECT auction_header_id AS id FROM srm_pon_auction_headers WHERE auction_type = 'TENDER' AND auction_status = 'PUBLISHED' LIMIT 1`);
  const before = (await one('SELECT count(*)::int AS n FROM srm_pon_compete_headers')).n;
  refused(await buyer.entity('ponAuction', 'doCreateCompete', { auctionHeaderId: Number(open.id) }), 'TRANSITION_REFUSED', 'a published tender');
  refused(await supplier1.entity('ponAuction', 'doCreateCompete', { auctionHeaderId: Number(open.id) }), 'FORBIDDEN', 'a supplier');
  assert.equal((await one('SELECT count(*)::int AS n FROM srm_pon_compete_headers')).n, before);
});

test(`[${dbKind}] a bidder's offers list answers its own offers only, of every event or one`, async () => {
  const event = await one(
    `SELECT compete_header_id AS id FROM srm_pon_compete_offers GROUP BY compete_header_id HAVING count(DISTINCT supplier_id) > 1 ORDER BY 1 LIMIT 1`,
  );
  const all = (await one('SELECT count(*)::int AS n FROM srm_pon_compete_offers WHERE compete_header_id = $1', [event.id])).n;
  for (const [client, supplierId] of [
    [supplier1, id.supplier1],
    [supplier2, id.supplier2],
  ] as const) {
    const own = (await one('SELECT count(*)::int AS n FROM srm_pon_compete_offers WHERE compete_header_id = $1 AND supplier_id = $2', [event.id, supplierId]))
      .n;
    const rows = ok(
      await client.entity('ponCompeteOffer', 'listByPage', { pageIndex: 1, pageRows: 100, exactCount: true, competeHeaderId: Number(event.id) }),
      'offers',
    ) as any[];
    assert.ok(own > 0 && own < all);
    assert.equal(rows.length, own, 'its own offers of the event');
    assert.deepEqual([...new Set(rows.map((r) => Number(r.supplierId)))], [supplierId]);
  }
});
