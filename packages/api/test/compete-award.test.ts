/**
 * The compete award: the summary from the log (the first by rank proposed),
 * another bidder only with a reason, the award's approval by someone else
 * (four eyes) settling who won and telling each bidder, the agreement or
 * order it becomes; and a draft event made from the demand summary.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup, type Client } from './helper.ts';
import { act, approvedRequisition, day, ids, ok, refused } from './purchase-kit.ts';
import { DEMO_HALL_PASSWORD } from '../src/seed/compete-demo.ts';

const t = await setup();
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const supplier2 = await t.login('supplier2');
const id = await ids(t);
const C = 'ponCompete';
const op = (c: Client, operation: string, body: Record<string, unknown>) => c.entity(C, operation, body);
const one = async (sql: string, p: unknown[] = []) => (await t.db.query<Record<string, any>>(sql, p)).rows[0];
const supplier3 = Number((await one("SELECT supplier_id AS id FROM saaf_users WHERE user_name = 'supplier3'")).id);
const steel = Number((await one("SELECT item_id AS id FROM srm_base_items WHERE item_code = 'M-300001'")).id);

/** A published event with supplier1 and supplier2 entered and ready; answers its id and material lines. */
async function readyEvent(items: Record<string, unknown>[] = [{ lineNumber: 1, itemId: steel, quantity: 10, ceilingPrice: 1000 }]) {
  const saved = ok(
    await buyer.entity(C, 'saveOrUpdate', {
      competeTitle: '授标测试',
      orgId: id.org,
      hallPassword: DEMO_HALL_PASSWORD,
      items,
      suppliers: [{ supplierId: id.supplier1 }, { supplierId: id.supplier2 }],
      turns: [{ turnNumber: 1, durationSeconds: 600, decrementType: 'AMOUNT', decrementValue: 5, visibility: 'LADDER' }],
    }),
    'save',
  );
  const eventId = Number(saved.competeHeaderId);
  ok(await act(buyer, C, 'submit', eventId), 'submit');
  ok(await act(approver, C, 'approval', eventId), 'approve');
  for (const s of [supplier1, supplier2]) {
    ok(await op(s, 'doCheckPassword', { competeHeaderId: eventId, password: DEMO_HALL_PASSWORD }), 'enter');
    ok(await op(s, 'doReady', { competeHeaderId: eventId }), 'ready');
  }
  const lines = await t.db.query<{ id: number }>('SELECT compete_line_id AS id FROM srm_pon_compete_items WHERE compete_header_id = $1 ORDER BY line_number', [
    eventId,
  ]);
  return { eventId, lines: lines.rows.map((r) => Number(r.id)) };
}

async function run(eventId: number, offers: [Client, number, number][]) {
  ok(await op(buyer, 'doTurnProcess', { competeHeaderId: eventId, action: 'start' }), 'start');
  for (const [s, line, price] of offers) ok(await op(s, 'doOfferPrice', { competeHeaderId: eventId, competeLineId: line, price }), `offer ${price}`);
  ok(await op(buyer, 'doTurnProcess', { competeHeaderId: eventId, action: 'close' }), 'close');
}

const notices = async (user: string, eventId: number) =>
  (
    await t.db.query<{ title: string }>(
      `SELECT n.notification_title AS title FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id
        WHERE u.user_name = $1 AND n.entity_name = 'ponCompete' AND n.record_id = $2 ORDER BY n.notification_id`,
      [user, eventId],
    )
  ).rows.map((r) => r.title);

test(`[${dbKind}] the award: first by rank proposed, another only with a reason, approved by another user, each bidder told, an approved agreement made`, async () => {
  const { eventId, lines } = await readyEvent();
  const [line] = lines;
  await run(eventId, [
    [supplier1, line, 900],
    [supplier2, line, 880],
    [supplier1, line, 870],
  ]);
  const summary = ok(await op(buyer, 'doAwardSummary', { competeHeaderId: eventId }), 'summary');
  assert.deepEqual(
    summary.items[0].standings.map((s: { supplierId: number; price: number; rank: number }) => [s.supplierId, s.price, s.rank]),
    [
      [id.supplier1, 870, 1],
      [id.supplier2, 880, 2],
    ],
  );
  assert.deepEqual([summary.items[0].award.supplierId, summary.items[0].award.proposed], [id.supplier1, true], 'the first by rank is proposed');
  refused(await op(supplier1, 'doAwardSummary', { competeHeaderId: eventId }), 'FORBIDDEN', 'bidders never read the summary');

  const noReason = await op(buyer, 'doSaveAward', { competeHeaderId: eventId, awards: [{ competeLineId: line, supplierId: id.supplier2 }] });
  refused(noReason, 'VALIDATION');
  assert.deepEqual(
    noReason.body.errors?.map((e) => [e.field, e.row]),
    [['awardReason', 0]],
  );
  const strangers = await op(buyer, 'doSaveAward', {
    competeHeaderId: eventId,
    awards: [
      { competeLineId: 999_999, supplierId: id.supplier1 },
      { competeLineId: line, supplierId: supplier3 },
    ],
  });
  refused(strangers, 'VALIDATION');
  assert.deepEqual(
    strangers.body.errors?.map((e) => e.field),
    ['competeLineId', 'supplierId'],
  );
  assert.equal((await one('SELECT award_supplier_id AS s FROM srm_pon_compete_items WHERE compete_line_id = $1', [line])).s, null, 'nothing written');

  const chosen = ok(
    await op(buyer, 'doSaveAward', { competeHeaderId: eventId, awards: [{ competeLineId: line, supplierId: id.supplier2, awardReason: '交期更短' }] }),
  );
  assert.deepEqual(
    [chosen.items[0].award.supplierId, chosen.items[0].award.rank, chosen.items[0].award.reason, chosen.items[0].award.proposed],
    [id.supplier2, 2, '交期更短', false],
  );
  ok(await act(buyer, C, 'submitAward', eventId, { awardComments: '第二名交期更短' }), 'submit the award');
  assert.notEqual((await act(buyer, C, 'approveAward', eventId)).body.status, 'S', 'the buyer may not approve its own award');
  refused(await op(buyer, 'doSaveAward', { competeHeaderId: eventId, awards: [{ competeLineId: line, supplierId: id.supplier1 }] }), 'TRANSITION_REFUSED');
  ok(await act(approver, C, 'approveAward', eventId), 'approve the award');
  const outcome = await t.db.query<{ s: number; status: string; amount: string }>(
    'SELECT supplier_id AS s, award_status AS status, award_amount AS amount FROM srm_pon_compete_suppliers WHERE compete_header_id = $1 ORDER BY supplier_id',
    [eventId],
  );
  assert.deepEqual(
    outcome.rows.map((r) => [Number(r.s), r.status, r.amount === null ? null : Number(r.amount)]),
    [
      [id.supplier1, 'NOT_AWARDED', null],
      [id.supplier2, 'AWARDED', 8800],
    ].sort((a, b) => Number(a[0]) - Number(b[0])),
  );
  assert.ok(
    (await notices('supplier2', eventId)).some((n) => n.includes('已中标') || n.includes('awarded')),
    'the winner is told',
  );
  assert.ok(
    (await notices('supplier1', eventId)).some((n) => n.includes('未中标') || n.includes('not awarded')),
    'the other is told it lost',
  );

  const done = ok(await op(buyer, 'doCreateAgreement', { competeHeaderId: eventId }), 'make the agreement');
  assert.equal(done.competeStatus, 'COMPLETED');
  const agreement = await one(
    `SELECT h.supplier_id AS s, h.agreement_status AS status, l.tax_price AS price, l.item_id AS item
       FROM srm_po_agreement_headers h JOIN srm_po_agreement_lines l ON l.agreement_id = h.agreement_id
      WHERE h.auction_number = (SELECT compete_number FROM srm_pon_compete_headers WHERE compete_header_id = $1)`,
    [eventId],
  );
  assert.deepEqual([Number(agreement.s), agreement.status, Number(agreement.price), Number(agreement.item)], [id.supplier2, 'APPROVED', 880, steel]);
  const linked = await one('SELECT agreement_number AS n FROM srm_pon_compete_suppliers WHERE compete_header_id = $1 AND supplier_id = $2', [
    eventId,
    id.supplier2,
  ]);
  assert.match(String(linked.n), /\S/, 'the winner names its agreement');
  assert.notEqual((await op(buyer, 'doCreateOrder', { competeHeaderId: eventId })).body.status, 'S', 'made once only');
});

test(`[${dbKind}] an award of nothing is refused; a rejected award goes back to CLOSED`, async () => {
  const empty = await readyEvent();
  await run(empty.eventId, []);
  refused(await act(buyer, C, 'submitAward', empty.eventId, { awardComments: '无人出价' }), 'NOTHING_AWARDED');
  const { eventId, lines } = await readyEvent();
  await run(eventId, [[supplier2, lines[0], 950]]);
  ok(await act(buyer, C, 'submitAward', eventId, { awardComments: '唯一出价' }), 'submit, the first by rank taken');
  assert.equal(Number((await one('SELECT award_supplier_id AS s FROM srm_pon_compete_items WHERE compete_line_id = $1', [lines[0]])).s), id.supplier2);
  refused(await act(approver, C, 'rejectAward', eventId), 'COMMENT_REQUIRED', 'a reason is required');
  ok(await act(approver, C, 'rejectAward', eventId, { comment: '请再议' }), 'reject');
  assert.equal((await one('SELECT compete_status AS s FROM srm_pon_compete_headers WHERE compete_header_id = $1', [eventId])).s, 'CLOSED');
});

test(`[${dbKind}] notices: the invitation at publication, an announcement to every bidder in both halls and told to each; a bidder cannot post; a blank title named; an outsider reads none`, async () => {
  const { eventId } = await readyEvent();
  const hallOf = async (c: Client) => ok(await op(c, 'doHallState', { competeHeaderId: eventId }), 'hall');
  assert.deepEqual(
    (await hallOf(supplier1)).notices.map((n: Record<string, unknown>) => n.noticeKind),
    ['INVITATION'],
    'the invitation is the first notice',
  );
  const blank = await op(buyer, 'doPostNotice', { competeHeaderId: eventId, noticeTitle: ' ', noticeContent: '第二轮10:00开始' });
  assert.equal(blank.body.errors?.[0]?.field, 'noticeTitle');
  const english = await buyer.entity(C, 'doPostNotice', { competeHeaderId: eventId, noticeTitle: 'x' }, { lang: 'EN' });
  assert.equal(english.body.errors?.[0]?.field, 'noticeContent');
  assert.match(english.body.errors?.[0]?.message ?? '', /required/i);
  refused(
    await op(supplier1, 'doPostNotice', { competeHeaderId: eventId, noticeTitle: '我来宣布', noticeContent: '…' }),
    'FORBIDDEN',
    'a bidder posts nothing',
  );
  ok(await op(buyer, 'doPostNotice', { competeHeaderId: eventId, noticeTitle: '第二轮时间', noticeContent: '第二轮10:00开始，降幅不变' }), 'post');
  for (const c of [buyer, supplier1, supplier2]) {
    const [newest] = (await hallOf(c)).notices;
    assert.equal(newest.noticeTitle, '第二轮时间');
    assert.equal(newest.noticeKind, 'ANNOUNCEMENT');
  }
  assert.ok(
    (await notices('supplier2', eventId)).some((title) => title.includes('第二轮时间')),
    'supplier2 is told',
  );
  const listed = await supplier1.entity('ponCompeteNotice', 'listByPage', { competeHeaderId: eventId });
  assert.equal(ok(listed).length, 2, 'supplier1 lists both notices of its event');
  const supplier3Client = await t.login({ userName: 'supplier3', password: 'Supplier@123' });
  const outsider = await supplier3Client.entity('ponCompeteNotice', 'listByPage', { competeHeaderId: eventId });
  assert.equal(ok(outsider).length, 0, 'supplier3 is not invited and reads none');
});

test(`[${dbKind}] from the demand summary: a draft event of the chosen lines, a password and starting prices asked at the submit, the award made into an order of the requisition`, async () => {
  const req = await approvedRequisition(buyer, approver, [{ lineNumber: 1, itemId: id.gear, uomCode: 'PCS', demandQty: 40, needByDate: day(20) }], id.org);
  const lineIds = req.lines.map((l: { requisitionLineId: number }) => l.requisitionLineId);
  const created = ok(await buyer.entity('purDemandSummary', 'doCreateCompete', { requisitionLineIds: lineIds, competeTitle: '齿轮竞价' }), 'create');
  assert.equal(created.competeStatus, 'DRAFT');
  assert.deepEqual(
    created.items.map((i: { itemId: number; quantity: number; requisitionNumber: string }) => [Number(i.itemId), Number(i.quantity), i.requisitionNumber]),
    [[id.gear, 40, req.requisitionNumber]],
  );
  const eventId = Number(created.competeHeaderId);
  ok(
    await buyer.entity(C, 'saveOrUpdate', {
      competeHeaderId: eventId,
      versionNum: created.versionNum,
      suppliers: [{ supplierId: id.supplier1 }, { supplierId: id.supplier2 }],
      turns: [{ turnNumber: 1, durationSeconds: 600, decrementType: 'AMOUNT', decrementValue: 1, visibility: 'OWN_RANK' }],
      items: created.items.map((i: Record<string, unknown>) => ({ ...i, ceilingPrice: null })),
    }),
    'add bidders and a turn',
  );
  const bare = await act(buyer, C, 'submit', eventId);
  refused(bare, 'VALIDATION');
  assert.deepEqual(bare.body.errors?.map((e) => e.field).sort(), ['ceilingPrice', 'hallPassword']);
  const draft = ok(await buyer.entity(C, 'findById', { competeHeaderId: eventId }));
  ok(
    await buyer.entity(C, 'saveOrUpdate', {
      competeHeaderId: eventId,
      versionNum: draft.versionNum,
      hallPassword: DEMO_HALL_PASSWORD,
      items: draft.items.map((i: Record<string, unknown>) => ({ ...i, ceilingPrice: 60 })),
    }),
    'give the password and the starting price',
  );
  ok(await act(buyer, C, 'submit', eventId), 'submit');
  ok(await act(approver, C, 'approval', eventId), 'publish');
  for (const s of [supplier1, supplier2]) {
    ok(await op(s, 'doCheckPassword', { competeHeaderId: eventId, password: DEMO_HALL_PASSWORD }), 'enter');
    ok(await op(s, 'doReady', { competeHeaderId: eventId }), 'ready');
  }
  const line = Number((await one('SELECT compete_line_id AS id FROM srm_pon_compete_items WHERE compete_header_id = $1', [eventId])).id);
  await run(eventId, [
    [supplier1, line, 58],
    [supplier2, line, 57.5],
  ]);
  ok(await act(buyer, C, 'submitAward', eventId, { awardComments: '最低价' }));
  ok(await act(approver, C, 'approveAward', eventId));
  ok(await op(buyer, 'doCreateOrder', { competeHeaderId: eventId }), 'make the order');
  const order = await t.db.query(
    `SELECT h.supplier_id AS s, h.source_code AS source, h.po_status AS status, l.quantity AS q, l.tax_price AS price, l.requisition_line_id AS r, l.price_source AS ps
       FROM srm_po_headers h JOIN srm_po_lines l ON l.po_header_id = h.po_header_id
      WHERE h.auction_number = (SELECT compete_number FROM srm_pon_compete_headers WHERE compete_header_id = $1)`,
    [eventId],
  );
  assert.deepEqual(
    order.rows.map((r) => [Number(r.s), r.source, r.status, Number(r.q), Number(r.price), Number(r.r), r.ps]),
    [[id.supplier2, 'COMPETE', 'DRAFT', 40, 57.5, lineIds[0], 'COMPETE']],
  );
  const reqLine = await one('SELECT line_status AS s, ordered_qty AS q FROM srm_po_requisition_lines WHERE requisition_line_id = $1', [lineIds[0]]);
  assert.deepEqual([reqLine.s, Number(reqLine.q)], ['ORDERED', 40]);
});
