/**
 * After the opening: the comparison, the award split per line by quantity or
 * share, its approval, and the price agreements or orders it makes; another
 * round; the price history of a material. Awards beyond a line's quantity,
 * awards of nothing and second agreements are refused, nothing written; a
 * supplier learns only its own outcome, and only once the award is approved.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatDate } from '@srm/domain/dates.ts';
import { atDate } from '../src/engine/clock.ts';
import { closeDueInquiries } from '../src/sourcing/operations.ts';
import { setup } from './helper.ts';
import { act, approvedRequisition, day, ids, ok, refused } from './purchase-kit.ts';

const t = await setup();
const id = await ids(t);
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const supplier2 = await t.login('supplier2');
const userId = async (name: string) =>
  Number((await t.db.query<{ id: number }>('SELECT user_id AS id FROM saaf_users WHERE user_name = $1', [name])).rows[0].id);
const stamp = (hours: number) => formatDate(new Date(Date.now() + hours * 3_600_000), 'datetime');
const later = (hours: number) => new Date(Date.now() + hours * 3_600_000);
type Client = typeof buyer;

async function quote(supplier: Client, auctionId: number, prices: number[], extra: Record<string, unknown> = {}) {
  const draft = ok(await supplier.entity('ponAuction', 'doStartBid', { auctionHeaderId: auctionId }), 'start bid');
  const saved = ok(
    await supplier.entity('ponBid', 'saveOrUpdate', {
      ...draft,
      lines: draft.lines.map((l: object, i: number) => ({ ...l, taxPrice: prices[i], ...extra })),
    }),
    'save bid',
  );
  ok(await act(supplier, 'ponBid', 'submit', saved.bidHeaderId), 'submit bid');
  return saved;
}

/** An inquiry for 100 bearings and 40 shafts, quoted by both suppliers, closed and opened. */
async function openedInquiry(prices1: number[], prices2: number[], items?: Record<string, unknown>[]) {
  const saved = ok(
    await buyer.entity('ponAuction', 'saveOrUpdate', {
      auctionTitle: '决标测试询价',
      orgId: id.org,
      bidStartDate: stamp(-1),
      bidEndDate: stamp(24),
      openQuorum: 1,
      items: items ?? [
        { lineNumber: 1, itemId: id.bearing, quantity: 100 },
        { lineNumber: 2, itemId: id.shaft, quantity: 40 },
      ],
      suppliers: [{ supplierId: id.supplier1 }, { supplierId: id.supplier2 }],
      openers: [{ userId: await userId('buyer') }],
    }),
  );
  const auctionId = saved.auctionHeaderId;
  ok(await act(buyer, 'ponAuction', 'submit', auctionId));
  ok(await act(approver, 'ponAuction', 'approval', auctionId));
  ok(await act(buyer, 'ponAuction', 'publish', auctionId));
  await quote(supplier1, auctionId, prices1, { leadTimeDays: 20 });
  await quote(supplier2, auctionId, prices2, { leadTimeDays: 12 });
  await atDate(later(25), () => closeDueInquiries(t.db, t.app.srm.ops));
  const opened = ok(await buyer.entity('ponAuction', 'doSignOpening', { auctionHeaderId: auctionId }), 'open');
  assert.equal(opened.auctionStatus, 'OPENED');
  return auctionId as number;
}

const awardedQuantities = async (auctionId: number) =>
  (await t.db.query('SELECT awarded_quantity AS q FROM srm_pon_auction_items WHERE auction_header_id = $1 ORDER BY line_number', [auctionId])).rows.map((r) =>
    r.q === null ? null : Number(r.q),
  );

test('the buyer compares, splits the award, the approver approves, and each winner gets its own agreement', async () => {
  const auctionId = await openedInquiry([120, 70], [118, 72.5]);
  // The comparison: both bids side by side, the lowest of each part marked; only after the opening, only for buyers.
  const compared = ok(await buyer.entity('ponAuction', 'doCompare', { auctionHeaderId: auctionId }), 'compare');
  assert.equal(compared.bids.length, 2);
  assert.deepEqual(
    compared.items.map((i: { lowest: { taxPrice: number; leadTimeDays: number } }) => [i.lowest.taxPrice, i.lowest.leadTimeDays]),
    [
      [118, 12],
      [70, 12],
    ],
  );
  refused(await supplier1.entity('ponAuction', 'doCompare', { auctionHeaderId: auctionId }), 'FORBIDDEN', 'a supplier comparing');

  // Nothing awarded yet: the award cannot be submitted.
  refused(await act(buyer, 'ponAuction', 'submitAward', auctionId, { awardComments: '按最低价' }), 'NOTHING_AWARDED', 'an empty award');
  const [bid1, bid2] = [id.supplier1, id.supplier2].map((s) => compared.bids.find((b: { supplierId: number }) => b.supplierId === s));
  // More than the line's quantity, or a negative quantity: refused naming the field, nothing written.
  const over = await buyer.entity('ponAuction', 'doSaveAward', {
    auctionHeaderId: auctionId,
    awards: [
      { bidLineId: bid1.lines[0].bidLineId, awardQuantity: 60 },
      { bidLineId: bid2.lines[0].bidLineId, awardQuantity: 50 },
    ],
  });
  refused(over, 'VALIDATION', 'an award beyond the quantity');
  assert.equal(over.body.errors![0].field, 'awardQuantity');
  assert.match(over.body.errors![0].message, /110/);
  const negative = await buyer.entity('ponAuction', 'doSaveAward', {
    auctionHeaderId: auctionId,
    awards: [{ bidLineId: bid1.lines[0].bidLineId, awardQuantity: -1 }],
  });
  refused(negative, 'VALIDATION', 'a negative award');
  assert.equal(negative.body.errors![0].field, 'awardQuantity');
  assert.deepEqual(await awardedQuantities(auctionId), [null, null], 'nothing written');

  // The split: bearings 60 / 40 by quantity, shafts all to 华东精密 by share.
  const split = ok(
    await buyer.entity('ponAuction', 'doSaveAward', {
      auctionHeaderId: auctionId,
      awards: [
        { bidLineId: bid1.lines[0].bidLineId, awardQuantity: 40 },
        { bidLineId: bid2.lines[0].bidLineId, awardQuantity: 60 },
        { bidLineId: bid1.lines[1].bidLineId, awardProportion: 100 },
      ],
    }),
    'split award',
  );
  assert.deepEqual(
    split.items.map((i: { awardedQuantity: number }) => i.awardedQuantity),
    [100, 40],
  );
  assert.deepEqual(
    split.bids
      .find((b: { supplierId: number }) => b.supplierId === id.supplier2)
      .lines.map((l: { awardQuantity: number | null; awardProportion: number | null }) => [l.awardQuantity, l.awardProportion]),
    [
      [60, 60],
      [null, null],
    ],
  );
  // Before the approval a supplier learns nothing of the award.
  const early = ok(await supplier2.entity('ponBid', 'findById', { bidHeaderId: bid2.bidHeaderId }));
  assert.equal(early.awardStatus, null);
  assert.deepEqual(
    early.lines.map((l: { awardQuantity: unknown }) => l.awardQuantity),
    [null, null],
  );

  ok(await act(buyer, 'ponAuction', 'submitAward', auctionId, { awardComments: '轴承按6:4分配，传动轴全部授予华东精密' }), 'submit award');
  const todo = await t.db.query(
    `SELECT count(*)::int AS n FROM srm_base_interior_pending p JOIN saaf_users u ON u.user_id = p.user_id
      WHERE p.entity_name = 'ponAuction' AND p.record_id = $1 AND p.action_name = 'approveAward' AND p.handle_flag = 'N' AND u.user_name = 'approver'`,
    [auctionId],
  );
  assert.equal(todo.rows[0].n, 1, 'the approver has the award to approve');
  refused(await act(buyer, 'ponAuction', 'approveAward', auctionId), 'FORBIDDEN', 'the buyer approving its own award');
  refused(await act(approver, 'ponAuction', 'rejectAward', auctionId), 'COMMENT_REQUIRED', 'a rejection without reason');
  const approved = ok(await act(approver, 'ponAuction', 'approveAward', auctionId), 'approve award');
  assert.equal(approved.auctionStatus, 'AWARDED');

  // Each supplier reads its own outcome, and is told it.
  const mine1 = ok(await supplier1.entity('ponBid', 'findById', { bidHeaderId: bid1.bidHeaderId }));
  assert.equal(mine1.awardStatus, 'AWARDED');
  assert.equal(Number(mine1.awardAmount), 40 * 120 + 40 * 70);
  const mine2 = ok(await supplier2.entity('ponBid', 'findById', { bidHeaderId: bid2.bidHeaderId }));
  assert.deepEqual(
    mine2.lines.map((l: { awardQuantity: unknown; awardStatus: string }) => [Number(l.awardQuantity), l.awardStatus]),
    [
      [60, 'AWARDED'],
      [0, 'NOT_AWARDED'],
    ],
  );
  const told = await t.db.query(
    `SELECT u.supplier_id AS s, n.notification_title AS title FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id
      WHERE n.entity_name = 'ponAuction' AND n.record_id = $1 AND n.notification_title LIKE '%中标%'`,
    [auctionId],
  );
  assert.ok(told.rows.some((r) => Number(r.s) === id.supplier1));
  assert.ok(told.rows.some((r) => Number(r.s) === id.supplier2));

  // One action makes an approved agreement per winner, linked both ways; each winner sees only its own.
  const done = ok(await buyer.entity('ponAuction', 'doCreateAgreement', { auctionHeaderId: auctionId }), 'make agreements');
  assert.equal(done.auctionStatus, 'COMPLETED');
  const agreements = await t.db.query(
    `SELECT h.agreement_id AS id, h.supplier_id AS s, h.agreement_status AS status, h.agreement_number AS n, l.item_id AS item, l.tax_price AS price
       FROM srm_po_agreement_headers h JOIN srm_po_agreement_lines l ON l.agreement_id = h.agreement_id
      WHERE h.auction_number = $1 ORDER BY h.supplier_id, l.line_number`,
    [done.auctionNumber],
  );
  assert.deepEqual(
    agreements.rows.map((r) => [Number(r.s), r.status, Number(r.item), Number(r.price)]),
    [
      [id.supplier1, 'APPROVED', id.bearing, 120],
      [id.supplier1, 'APPROVED', id.shaft, 70],
      [id.supplier2, 'APPROVED', id.bearing, 118],
    ].sort((a, b) => Number(a[0]) - Number(b[0])),
  );
  const of1 = agreements.rows.find((r) => Number(r.s) === id.supplier1)!;
  const of2 = agreements.rows.find((r) => Number(r.s) === id.supplier2)!;
  assert.equal(ok(await supplier1.entity('ponBid', 'findById', { bidHeaderId: bid1.bidHeaderId })).agreementNumber, of1.n);
  ok(await supplier1.entity('purAgreement', 'findById', { agreementId: Number(of1.id) }), 'the winner reads its agreement');
  refused(await supplier1.entity('purAgreement', 'findById', { agreementId: Number(of2.id) }), 'NOT_FOUND', "another winner's agreement");
  refused(await buyer.entity('ponAuction', 'doCreateAgreement', { auctionHeaderId: auctionId }), 'TRANSITION_REFUSED', 'a second agreement');

  // The price monitor: the bearing's offers and its agreed prices.
  const history = ok(await buyer.entity('materialItem', 'doPriceHistory', { itemId: id.bearing }), 'price history');
  const here = history.points.filter((p: { documentNumber: string }) => p.documentNumber === done.auctionNumber || [of1.n, of2.n].includes(p.documentNumber));
  assert.deepEqual(here.map((p: { source: string; price: number }) => `${p.source} ${p.price}`).sort(), [
    'AGREEMENT 118',
    'AGREEMENT 120',
    'INQUIRY 118',
    'INQUIRY 120',
  ]);
  refused(await supplier1.entity('materialItem', 'doPriceHistory', { itemId: id.bearing }), 'FORBIDDEN', 'a supplier reading price history');
});

test('the lowest prices take the award, and the approved award makes orders that order the requisition', async () => {
  const req = await approvedRequisition(buyer, approver, [{ lineNumber: 1, itemId: id.gear, uomCode: 'PCS', demandQty: 30, needByDate: day(20) }], id.org);
  const auctionId = await openedInquiry([55], [54.5], [{ lineNumber: 1, itemId: id.gear, quantity: 30 }]);
  // As doCreateAuction records it (sourcing-inquiries.test.ts): the material came from the requisition line.
  await t.db.query('UPDATE srm_pon_auction_items SET requisition_line_id = $2, requisition_number = $3 WHERE auction_header_id = $1', [
    auctionId,
    req.lines[0].requisitionLineId,
    req.requisitionNumber,
  ]);
  const auto = ok(await buyer.entity('ponAuction', 'doAutoAward', { auctionHeaderId: auctionId }), 'auto award');
  const winner = auto.bids.find((b: { lines: { awardQuantity: number | null }[] }) => b.lines[0].awardQuantity === 30);
  assert.equal(winner.supplierId, id.supplier2, 'the lowest price wins the whole line');
  ok(await act(buyer, 'ponAuction', 'submitAward', auctionId, { awardComments: '最低价' }));
  ok(await act(approver, 'ponAuction', 'approveAward', auctionId));
  ok(await buyer.entity('ponAuction', 'doCreateOrder', { auctionHeaderId: auctionId }), 'make orders');
  const order = await t.db.query(
    `SELECT h.supplier_id AS s, h.source_code AS source, h.po_status AS status, l.quantity AS q, l.tax_price AS price, l.requisition_line_id AS r
       FROM srm_po_headers h JOIN srm_po_lines l ON l.po_header_id = h.po_header_id WHERE h.auction_number = (SELECT auction_number FROM srm_pon_auction_headers WHERE auction_header_id = $1)`,
    [auctionId],
  );
  assert.deepEqual(
    order.rows.map((r) => [Number(r.s), r.source, r.status, Number(r.q), Number(r.price), Number(r.r)]),
    [[id.supplier2, 'INQUIRY', 'DRAFT', 30, 54.5, req.lines[0].requisitionLineId]],
  );
  const line = await t.db.query('SELECT line_status AS s, ordered_qty AS q FROM srm_po_requisition_lines WHERE requisition_line_id = $1', [
    req.lines[0].requisitionLineId,
  ]);
  assert.deepEqual([line.rows[0].s, Number(line.rows[0].q)], ['ORDERED', 30]);
});

test('another round: the suppliers quote again from their last prices, sealed again, and the committee opens again', async () => {
  const auctionId = await openedInquiry([100, 50], [101, 49]);
  refused(await act(buyer, 'ponAuction', 'newRound', auctionId, { bidEndDate: stamp(48) }), 'COMMENT_REQUIRED', 'no reason');
  const round2 = ok(await act(buyer, 'ponAuction', 'newRound', auctionId, { bidEndDate: stamp(48), comment: '价格差距小，请再报一轮' }), 'new round');
  assert.deepEqual([round2.auctionStatus, round2.roundNumber], ['PUBLISHED', 2]);
  const draft = ok(await supplier1.entity('ponAuction', 'doStartBid', { auctionHeaderId: auctionId }));
  assert.equal(draft.roundNumber, 2);
  assert.deepEqual(
    draft.lines.map((l: { taxPrice: number }) => Number(l.taxPrice)),
    [100, 50],
    'the new bid starts from the last round',
  );
  const saved = ok(await supplier1.entity('ponBid', 'saveOrUpdate', { ...draft, lines: [{ ...draft.lines[0], taxPrice: 97.25 }, draft.lines[1]] }));
  ok(await act(supplier1, 'ponBid', 'submit', saved.bidHeaderId));
  const stored = await t.db.query('SELECT tax_price AS p, sealed_values AS s FROM srm_pon_bid_item_prices WHERE bid_header_id = $1', [saved.bidHeaderId]);
  assert.ok(
    stored.rows.every((r) => r.p === null && r.s),
    'round 2 is sealed',
  );
  assert.equal(stored.rows.length, 2);
  await atDate(later(49), () => closeDueInquiries(t.db, t.app.srm.ops));
  const reopened = ok(await buyer.entity('ponAuction', 'doSignOpening', { auctionHeaderId: auctionId }), 'the committee signs round 2');
  assert.equal(reopened.auctionStatus, 'OPENED');
  const compared = ok(await buyer.entity('ponAuction', 'doCompare', { auctionHeaderId: auctionId }));
  assert.deepEqual(
    compared.bids.map((b: { supplierId: number; lines: { taxPrice: number }[] }) => [b.supplierId, b.lines[0].taxPrice]),
    [[id.supplier1, 97.25]],
    'only round 2 is compared',
  );
});

test('a quantity ladder is quoted under seal, compared, and carried into the winner agreement', async () => {
  const saved = ok(
    await buyer.entity('ponAuction', 'saveOrUpdate', {
      auctionTitle: '阶梯价询价',
      orgId: id.org,
      bidStartDate: stamp(-1),
      bidEndDate: stamp(24),
      openQuorum: 1,
      items: [{ lineNumber: 1, itemId: id.bearing, quantity: 100 }],
      ladders: [{ lineNumber: 1, ladderQuantity: 500 }],
      suppliers: [{ supplierId: id.supplier1 }, { supplierId: id.supplier2 }],
      openers: [{ userId: await userId('buyer') }],
    }),
  );
  const auctionId = saved.auctionHeaderId;
  assert.equal(saved.ladders[0].itemCode, 'M-100001', 'the ladder shows its material');
  // A ladder on a material line that does not exist is refused naming the field.
  const stray = await buyer.entity('ponAuction', 'saveOrUpdate', { ...saved, ladders: [...saved.ladders, { lineNumber: 9, ladderQuantity: 10 }] });
  refused(stray, 'VALIDATION', 'a ladder on no material');
  assert.deepEqual([stray.body.errors![0].field, stray.body.errors![0].child], ['lineNumber', 'ladders']);
  ok(await act(buyer, 'ponAuction', 'submit', auctionId));
  ok(await act(approver, 'ponAuction', 'approval', auctionId));
  ok(await act(buyer, 'ponAuction', 'publish', auctionId));

  const draft = ok(await supplier1.entity('ponAuction', 'doStartBid', { auctionHeaderId: auctionId }));
  assert.equal(draft.ladders.length, 1);
  const priced = ok(
    await supplier1.entity('ponBid', 'saveOrUpdate', { ...draft, lines: [{ ...draft.lines[0], taxPrice: 82.5 }], ladders: [{ ...draft.ladders[0] }] }),
  );
  refused(await act(supplier1, 'ponBid', 'submit', priced.bidHeaderId), 'VALIDATION', 'a ladder without its price');
  const full = ok(await supplier1.entity('ponBid', 'saveOrUpdate', { ...priced, ladders: [{ ...priced.ladders[0], taxPrice: 77.75 }] }));
  assert.equal(Number(full.ladders[0].taxPrice), 77.75, 'the supplier reads its own ladder price back');
  ok(await act(supplier1, 'ponBid', 'submit', full.bidHeaderId));
  const stored = JSON.stringify((await t.db.query('SELECT * FROM srm_pon_bid_ladder_prices WHERE bid_header_id = $1', [full.bidHeaderId])).rows);
  assert.ok(!stored.includes('77.75'), 'the ladder price is sealed');
  assert.equal(ok(await buyer.entity('ponBid', 'findById', { bidHeaderId: full.bidHeaderId })).ladders[0].taxPrice, null, 'the buyer reads no ladder price');

  await atDate(later(25), () => closeDueInquiries(t.db, t.app.srm.ops));
  ok(await buyer.entity('ponAuction', 'doSignOpening', { auctionHeaderId: auctionId }));
  const compared = ok(await buyer.entity('ponAuction', 'doCompare', { auctionHeaderId: auctionId }));
  assert.deepEqual(
    compared.items[0].ladders.map((l: { ladderQuantity: number }) => l.ladderQuantity),
    [500],
  );
  assert.deepEqual(
    compared.bids[0].ladders.map((l: { taxPrice: number }) => l.taxPrice),
    [77.75],
  );
  ok(await buyer.entity('ponAuction', 'doAutoAward', { auctionHeaderId: auctionId }));
  ok(await act(buyer, 'ponAuction', 'submitAward', auctionId, { awardComments: '唯一报价' }));
  ok(await act(approver, 'ponAuction', 'approveAward', auctionId));
  ok(await buyer.entity('ponAuction', 'doCreateAgreement', { auctionHeaderId: auctionId }));
  const steps = await t.db.query(
    `SELECT s.from_qty AS q, s.tax_price AS p FROM srm_po_agreement_steps s JOIN srm_po_agreement_headers h ON h.agreement_id = s.agreement_id
      WHERE h.auction_number = $1`,
    [saved.auctionNumber],
  );
  assert.deepEqual(
    steps.rows.map((r) => [Number(r.q), Number(r.p)]),
    [[500, 77.75]],
  );
});
