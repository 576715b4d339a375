/**
 * Inquiries (RFQ): made from demand-summary lines, approved, published to the
 * invited suppliers, quoted with drafts and replacements inside the window,
 * closed at the end time and opened by the committee's quorum. Bids are sealed
 * until then: the tables and the audit trail hold no price in clear, the buyer
 * reads none, and each supplier reads only its own. Bad input and wrong steps
 * are refused naming the field or the state, nothing written.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatDate } from '@srm/domain/dates.ts';
import { atDate } from '../src/engine/clock.ts';
import { closeDueInquiries } from '../src/sourcing/operations.ts';
import { setup, type Answer } from './helper.ts';
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
/** A list page: its rows and, asked with exactCount, its total. */
const page = (res: Answer) => ({ rows: ok(res) as any[], count: Number(res.body.count) });

/** Every clear price and the audit trail of the bid tables, as a database reader sees them. */
async function storedPrices(auctionId: number): Promise<string> {
  const lines = await t.db.query(
    `SELECT l.* FROM srm_pon_bid_item_prices l JOIN srm_pon_bid_headers b ON b.bid_header_id = l.bid_header_id WHERE b.auction_header_id = $1`,
    [auctionId],
  );
  const audit = await t.db.query(`SELECT * FROM saaf_audit_log WHERE entity_name IN ('ponBid', 'ponBidLine')`);
  return JSON.stringify([lines.rows, audit.rows]);
}

async function publishedInquiry(suppliers: number[], hoursOpen = 48) {
  const saved = ok(
    await buyer.entity('ponAuction', 'saveOrUpdate', {
      auctionTitle: '测试询价',
      orgId: id.org,
      bidStartDate: stamp(-1),
      bidEndDate: stamp(hoursOpen),
      openQuorum: 2,
      items: [
        { lineNumber: 1, itemId: id.bearing, quantity: 100 },
        { lineNumber: 2, itemId: id.shaft, quantity: 40 },
      ],
      suppliers: suppliers.map((supplierId) => ({ supplierId })),
      openers: [{ userId: await userId('buyer') }, { userId: await userId('approver') }],
    }),
    'save inquiry',
  );
  ok(await act(buyer, 'ponAuction', 'submit', saved.auctionHeaderId), 'submit');
  ok(await act(approver, 'ponAuction', 'approval', saved.auctionHeaderId), 'approve');
  return ok(await act(buyer, 'ponAuction', 'publish', saved.auctionHeaderId), 'publish');
}

test('an inquiry from demand-summary lines is approved, published, quoted under seal, and opened only by the quorum', async () => {
  const req = await approvedRequisition(
    buyer,
    approver,
    [
      { lineNumber: 1, itemId: id.bearing, uomCode: 'PCS', demandQty: 80, needByDate: day(30) },
      { lineNumber: 2, itemId: id.gear, uomCode: 'PCS', demandQty: 20, needByDate: day(30) },
    ],
    id.org,
  );
  const lineIds = req.lines.map((l: { requisitionLineId: number }) => l.requisitionLineId);
  const created = ok(await buyer.entity('purDemandSummary', 'doCreateAuction', { requisitionLineIds: lineIds, auctionTitle: '齿轮询价' }), 'create');
  assert.equal(created.auctionStatus, 'DRAFT');
  assert.deepEqual(
    created.items.map((i: { itemId: number; quantity: number; requisitionNumber: string }) => [i.itemId, Number(i.quantity), i.requisitionNumber]),
    [
      [id.bearing, 80, req.requisitionNumber],
      [id.gear, 20, req.requisitionNumber],
    ],
  );
  // Nobody to quote and no committee: submitting names what is missing.
  const bare = await act(buyer, 'ponAuction', 'submit', created.auctionHeaderId);
  refused(bare, 'VALIDATION', 'submit without suppliers');
  assert.deepEqual(bare.body.errors!.map((e: { field: string }) => e.field).sort(), ['openQuorum', 'suppliers']);

  const full = ok(
    await buyer.entity('ponAuction', 'saveOrUpdate', {
      ...created,
      bidStartDate: stamp(-1),
      bidEndDate: stamp(24),
      openQuorum: 2,
      suppliers: [{ supplierId: id.supplier1 }, { supplierId: id.supplier2 }],
      openers: [{ userId: await userId('buyer') }, { userId: await userId('approver') }],
    }),
    'complete the inquiry',
  );
  const auctionId = full.auctionHeaderId;
  // Suppliers see nothing before the publication.
  refused(await supplier1.entity('ponAuction', 'findById', { auctionHeaderId: auctionId }), 'NOT_FOUND', 'draft seen by a supplier');
  ok(await act(buyer, 'ponAuction', 'submit', auctionId), 'submit');
  refused(await act(buyer, 'ponAuction', 'approval', auctionId), 'FORBIDDEN', 'the buyer approving');
  ok(await act(approver, 'ponAuction', 'approval', auctionId), 'approve');
  ok(await act(buyer, 'ponAuction', 'publish', auctionId), 'publish');
  const todos = await t.db.query(
    `SELECT supplier_id FROM srm_base_supplier_pending WHERE entity_name = 'ponAuction' AND record_id = $1 AND handle_flag = 'N'`,
    [auctionId],
  );
  assert.deepEqual(todos.rows.map((r) => Number(r.supplier_id)).sort(), [id.supplier1, id.supplier2].sort());

  // 华东精密 quotes: a draft, bad prices refused naming the field, then its bid.
  const draft = ok(await supplier1.entity('ponAuction', 'doStartBid', { auctionHeaderId: auctionId }), 'start bid');
  assert.equal(draft.lines.length, 2);
  const negative = await supplier1.entity('ponBid', 'saveOrUpdate', { ...draft, lines: [{ ...draft.lines[0], taxPrice: -1 }, draft.lines[1]] });
  refused(negative, 'VALIDATION', 'negative price');
  assert.equal(negative.body.errors![0].field, 'taxPrice');
  const tooFine = await supplier1.entity('ponBid', 'saveOrUpdate', { ...draft, lines: [{ ...draft.lines[0], taxPrice: 1.23456 }, draft.lines[1]] });
  refused(tooFine, 'VALIDATION', 'five decimals');
  assert.equal(tooFine.body.errors![0].field, 'taxPrice');
  const priced = ok(
    await supplier1.entity('ponBid', 'saveOrUpdate', {
      ...draft,
      lines: [
        { ...draft.lines[0], taxPrice: 123.45 },
        { ...draft.lines[1], taxPrice: 67.8 },
      ],
    }),
    'save prices',
  );
  // The supplier reads its own draft back; the tables hold no price in clear.
  assert.deepEqual(
    priced.lines.map((l: { taxPrice: number }) => Number(l.taxPrice)),
    [123.45, 67.8],
  );
  assert.equal(priced.lines[0].sealedValues, undefined, 'the ciphertext is never answered');
  // A line is written only with its bid (where it is sealed), never on its own.
  const direct = await supplier1.entity('ponBidLine', 'saveOrUpdate', { ...priced.lines[0], taxPrice: 99.99 });
  refused(direct, 'READ_ONLY_ENTITY', 'a bid line saved on its own');
  assert.notEqual((await supplier1.entity('ponBidLine', 'delete', { bidLineId: priced.lines[0].bidLineId })).body.status, 'S', 'a bid line deleted on its own');
  // The lines are the inquiry's: none added, none dropped.
  const added = await supplier1.entity('ponBid', 'saveOrUpdate', {
    ...priced,
    lines: [...priced.lines, { auctionLineId: priced.lines[0].auctionLineId, taxPrice: 1 }],
  });
  refused(added, 'VALIDATION', 'a line added to a bid');
  assert.equal((await t.db.query('SELECT count(*)::int AS n FROM srm_pon_bid_item_prices WHERE bid_header_id = $1', [priced.bidHeaderId])).rows[0].n, 2);
  ok(await act(supplier1, 'ponBid', 'submit', priced.bidHeaderId), 'submit bid');
  // A second bid replaces the first, which stays in the history.
  const again = ok(await supplier1.entity('ponAuction', 'doStartBid', { auctionHeaderId: auctionId }), 'second bid');
  assert.notEqual(again.bidHeaderId, priced.bidHeaderId);
  assert.deepEqual(
    again.lines.map((l: { taxPrice: number }) => Number(l.taxPrice)),
    [123.45, 67.8],
    'a new bid starts from the last prices',
  );
  const lower = ok(await supplier1.entity('ponBid', 'saveOrUpdate', { ...again, lines: [{ ...again.lines[0], taxPrice: 119.9 }, again.lines[1]] }));
  ok(await act(supplier1, 'ponBid', 'submit', lower.bidHeaderId), 'submit the lower bid');
  const history = page(await supplier1.entity('ponBid', 'listByPage', { auctionHeaderId: auctionId, exactCount: true }));
  assert.deepEqual(history.rows.map((b: { bidStatus: string }) => b.bidStatus).sort(), ['SUBMITTED', 'SUPERSEDED']);

  // 蓝海 quotes in English; the refusal of a missing price speaks English.
  const d2 = ok(await supplier2.entity('ponAuction', 'doStartBid', { auctionHeaderId: auctionId }, { lang: 'EN' }));
  const noPrice = await act(supplier2, 'ponBid', 'submit', d2.bidHeaderId);
  refused(noPrice, 'VALIDATION', 'submit without prices');
  assert.equal(noPrice.body.errors![0].field, 'taxPrice');
  const p2 = ok(
    await supplier2.entity('ponBid', 'saveOrUpdate', {
      ...d2,
      lines: [
        { ...d2.lines[0], taxPrice: 121 },
        { ...d2.lines[1], taxPrice: 66.5 },
      ],
    }),
  );
  ok(await act(supplier2, 'ponBid', 'submit', p2.bidHeaderId), 'supplier2 submits');

  // Sealed: no price in the tables or the audit trail; the buyer reads none, each supplier only its own bid.
  const stored = await storedPrices(auctionId);
  for (const price of ['123.45', '119.9', '67.8', '66.5', '"121']) assert.ok(!stored.includes(price), `${price} stored in clear`);
  const seen = page(await buyer.entity('ponBid', 'listByPage', { auctionHeaderId: auctionId, bidStatus: 'SUBMITTED', exactCount: true }));
  assert.equal(seen.count, 2);
  assert.ok(seen.rows.every((b: { sealedFlag: string; totalAmount: unknown }) => b.sealedFlag === 'Y' && b.totalAmount === null));
  const buyerView = ok(await buyer.entity('ponBid', 'findById', { bidHeaderId: lower.bidHeaderId }));
  assert.deepEqual(
    buyerView.lines.map((l: { taxPrice: unknown }) => l.taxPrice),
    [null, null],
  );
  const own = page(await supplier2.entity('ponBid', 'listByPage', { auctionHeaderId: auctionId, exactCount: true }));
  assert.deepEqual(
    own.rows.map((b: { supplierId: number }) => b.supplierId),
    [id.supplier2],
  );
  refused(await supplier2.entity('ponBid', 'findById', { bidHeaderId: lower.bidHeaderId }), 'NOT_FOUND', "another supplier's bid");

  // The buyer may not close early; after the end time no bid goes in, and the job closes quoting.
  refused(await act(buyer, 'ponAuction', 'close', auctionId), 'QUOTING_NOT_ENDED', 'early close');
  const late = await atDate(later(25), () => supplier2.entity('ponAuction', 'doStartBid', { auctionHeaderId: auctionId }));
  refused(late, 'QUOTING_CLOSED', 'a bid after the end time');
  await atDate(later(25), () => closeDueInquiries(t.db, t.app.srm.ops));
  const closed = ok(await buyer.entity('ponAuction', 'findById', { auctionHeaderId: auctionId }));
  assert.equal(closed.auctionStatus, 'CLOSED');

  // The opening: members only, once each; one signature of two opens nothing.
  refused(await supplier1.entity('ponAuction', 'doSignOpening', { auctionHeaderId: auctionId }), 'FORBIDDEN', 'a supplier signing');
  ok(await buyer.entity('ponAuction', 'doSignOpening', { auctionHeaderId: auctionId }), 'buyer signs');
  refused(await buyer.entity('ponAuction', 'doSignOpening', { auctionHeaderId: auctionId }), 'ALREADY_SIGNED', 'second signature');
  assert.ok(!(await storedPrices(auctionId)).includes('119.9'), 'still sealed after one signature');
  const opened = ok(await approver.entity('ponAuction', 'doSignOpening', { auctionHeaderId: auctionId }), 'approver signs');
  assert.equal(opened.auctionStatus, 'OPENED');
  const readable = page(
    await buyer.entity('ponBid', 'listByPage', { auctionHeaderId: auctionId, bidStatus: 'SUBMITTED', sort: ['bidHeaderId'], exactCount: true }),
  );
  assert.deepEqual(
    readable.rows.map((b: { supplierId: number; totalAmount: number; sealedFlag: string }) => [b.supplierId, Number(b.totalAmount), b.sealedFlag]),
    [
      [id.supplier1, 119.9 * 80 + 67.8 * 20, 'N'],
      [id.supplier2, 121 * 80 + 66.5 * 20, 'N'],
    ],
  );
  const lines = ok(await buyer.entity('ponBid', 'findById', { bidHeaderId: lower.bidHeaderId })).lines;
  assert.deepEqual(
    lines.map((l: { taxPrice: number }) => Number(l.taxPrice)),
    [119.9, 67.8],
  );
  refused(await approver.entity('ponAuction', 'doSignOpening', { auctionHeaderId: auctionId }), 'TRANSITION_REFUSED', 'a second opening');
  const audit = await t.db.query(
    `SELECT count(*)::int AS n FROM saaf_audit_log WHERE entity_name = 'ponAuction' AND record_id = $1 AND changes::text LIKE '%OPENED%'`,
    [auctionId],
  );
  assert.equal(audit.rows[0].n, 1, 'the opening is in the audit trail');
});

test('a supplier not invited finds no inquiry, cannot quote, and cannot slip a bid in', async () => {
  const only1 = await publishedInquiry([id.supplier1]);
  const list = page(await supplier2.entity('ponAuction', 'listByPage', { exactCount: true }));
  assert.ok(list.count > 0, 'supplier2 sees the inquiries it is invited to');
  assert.ok(!list.rows.some((r: { auctionHeaderId: number }) => r.auctionHeaderId === only1.auctionHeaderId));
  refused(await supplier2.entity('ponAuction', 'findById', { auctionHeaderId: only1.auctionHeaderId }), 'NOT_FOUND', 'find');
  refused(await supplier2.entity('ponAuction', 'doStartBid', { auctionHeaderId: only1.auctionHeaderId }), 'NOT_FOUND', 'start a bid');
  const before = await t.db.query('SELECT count(*)::int AS n FROM srm_pon_bid_headers');
  const slipped = await supplier2.entity('ponBid', 'saveOrUpdate', { auctionHeaderId: only1.auctionHeaderId, lines: [] });
  assert.notEqual(slipped.body.status, 'S', 'a bid on an inquiry not invited to');
  const after = await t.db.query('SELECT count(*)::int AS n FROM srm_pon_bid_headers');
  assert.equal(after.rows[0].n, before.rows[0].n, 'nothing written');
  // Invited suppliers see their own invitation only, never who else was invited.
  const both = await publishedInquiry([id.supplier1, id.supplier2]);
  const seen = ok(await supplier2.entity('ponAuction', 'findById', { auctionHeaderId: both.auctionHeaderId }));
  assert.deepEqual(
    seen.suppliers.map((s: { supplierId: number }) => s.supplierId),
    [id.supplier2],
  );
});

test('the closing time moves only forward with a reason, and the suppliers are told', async () => {
  const inquiry = await publishedInquiry([id.supplier1, id.supplier2], 2);
  const past = await act(buyer, 'ponAuction', 'adjustEndDate', inquiry.auctionHeaderId, { bidEndDate: stamp(-2), comment: '延期' });
  refused(past, 'VALIDATION', 'an end date in the past');
  assert.equal(past.body.errors![0].field, 'bidEndDate');
  refused(await act(buyer, 'ponAuction', 'adjustEndDate', inquiry.auctionHeaderId, { bidEndDate: stamp(30) }), 'COMMENT_REQUIRED', 'no reason');
  // One instant: two calls of stamp() may fall either side of a second.
  const later = stamp(30);
  const moved = ok(await act(buyer, 'ponAuction', 'adjustEndDate', inquiry.auctionHeaderId, { bidEndDate: later, comment: '供应商申请延期' }));
  assert.equal(formatDate(moved.bidEndDate, 'datetime'), later);
  assert.equal(moved.auctionStatus, 'PUBLISHED');
  const told = await t.db.query(
    `SELECT count(*)::int AS n FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id
      WHERE n.entity_name = 'ponAuction' AND n.record_id = $1 AND n.notification_title LIKE '%调整%' AND u.supplier_id = ANY($2)`,
    [inquiry.auctionHeaderId, [id.supplier1, id.supplier2]],
  );
  assert.equal(told.rows[0].n, 2);
});

test('the demo: an inquiry in every state, from the draft to the one made into price agreements', async () => {
  const rows = (await t.db.query(`SELECT auction_status AS s, count(*)::int AS n FROM srm_pon_auction_headers GROUP BY 1`)).rows;
  const states = Object.fromEntries(rows.map((r) => [r.s, r.n]));
  for (const s of ['DRAFT', 'SUBMITTED', 'PUBLISHED', 'CLOSED', 'OPENED', 'AWARDING', 'AWARDED', 'COMPLETED', 'CANCELLED'])
    assert.ok(states[s] >= 1, `a demo inquiry ${s}`);
  const waiting = await t.db.query(
    `SELECT count(*)::int AS n FROM srm_base_interior_pending p JOIN saaf_users u ON u.user_id = p.user_id
      WHERE p.entity_name = 'ponAuction' AND p.action_name = 'signOpening' AND p.handle_flag = 'N' AND u.user_name = 'approver'`,
  );
  assert.equal(waiting.rows[0].n, 1, "the approver's signature is awaited");
  const award = await t.db.query(
    `SELECT count(*)::int AS n FROM srm_base_interior_pending p JOIN saaf_users u ON u.user_id = p.user_id
      WHERE p.entity_name = 'ponAuction' AND p.action_name = 'approveAward' AND p.handle_flag = 'N' AND u.user_name = 'approver'`,
  );
  assert.equal(award.rows[0].n, 1, "the approver's approval of an award is awaited");
  const agreements = await t.db.query(
    `SELECT DISTINCT supplier_id AS s FROM srm_po_agreement_headers WHERE auction_number IS NOT NULL AND agreement_status = 'APPROVED'`,
  );
  assert.deepEqual(agreements.rows.map((r) => Number(r.s)).sort(), [id.supplier1, id.supplier2].sort(), 'both winners of the split award have their agreement');
});

test('a question is answered to every invited supplier without naming who asked', async () => {
  const inquiry = await publishedInquiry([id.supplier1, id.supplier2]);
  const auctionHeaderId = inquiry.auctionHeaderId;
  const q = ok(
    await supplier2.entity('ponQuestion', 'saveOrUpdate', { auctionHeaderId, questionTitle: '包装要求', questionText: '是否需要木箱包装？' }),
    'supplier2 asks',
  );
  ok(await act(supplier2, 'ponQuestion', 'ask', q.questionId), 'send');
  const todo = await t.db.query(
    `SELECT count(*)::int AS n FROM srm_base_interior_pending p JOIN saaf_users u ON u.user_id = p.user_id
      WHERE p.entity_name = 'ponQuestion' AND p.record_id = $1 AND p.handle_flag = 'N' AND u.user_name = 'buyer'`,
    [q.questionId],
  );
  assert.equal(todo.rows[0].n, 1, 'the buyer has a to-do to answer');
  // The other supplier does not see the question itself.
  const theirs = page(await supplier1.entity('ponQuestion', 'listByPage', { auctionHeaderId, exactCount: true }));
  assert.equal(theirs.count, 0);
  refused(await act(buyer, 'ponQuestion', 'answer', q.questionId, {}), 'VALIDATION', 'an answer without text');
  ok(await act(buyer, 'ponQuestion', 'answer', q.questionId, { answerText: '需要，木箱需熏蒸。' }), 'answer');
  const answers = page(await supplier1.entity('ponAnswer', 'listByPage', { auctionHeaderId, exactCount: true }));
  assert.equal(answers.count, 1);
  assert.equal(answers.rows[0].answerText, '需要，木箱需熏蒸。');
  assert.ok(!JSON.stringify(answers.rows[0]).includes('蓝海'), 'the clarification does not name who asked');
  const told = await t.db.query(
    `SELECT DISTINCT u.supplier_id FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id
      WHERE n.entity_name = 'ponAuction' AND n.record_id = $1 AND n.notification_title LIKE '%澄清%'`,
    [auctionHeaderId],
  );
  assert.deepEqual(told.rows.map((r) => Number(r.supplier_id)).sort(), [id.supplier1, id.supplier2].sort());
  // Not invited: no question.
  const only1 = await publishedInquiry([id.supplier1]);
  const stray = await supplier2.entity('ponQuestion', 'saveOrUpdate', { auctionHeaderId: only1.auctionHeaderId, questionTitle: 'x', questionText: 'y' });
  assert.notEqual(stray.body.status, 'S');
});
