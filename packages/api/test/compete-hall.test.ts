/**
 * The compete hall: the server as the only judge of offers (each refusal by
 * its code, nothing written), turn control and anti-sniping, ties by arrival,
 * the hash-chained log (verified, and broken by a tampered row), supplier
 * isolation, and the live hall over /ws/netty with its bad frames.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import { signRequest } from '@srm/domain/client/signature.ts';
import { dbKind, setup, type Client } from './helper.ts';
import { act, ids, ok, refused } from './purchase-kit.ts';
import { CLOSE_RATE, HALL_WS_PATH } from '../src/compete/ws.ts';
import { TICKET_ROUTE } from '../src/tickets/ticket-routes.ts';
import { endDueTurns } from '../src/compete/hall.ts';
import { DEMO_HALL_PASSWORD } from '../src/seed/compete-demo.ts';

const t = await setup();
await t.app.listen({ port: 0, host: '127.0.0.1' });
const port = (t.app.server.address() as { port: number }).port;
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const supplier2 = await t.login('supplier2');
const supplier3 = await t.login('supplier3');
const id = await ids(t);
const C = 'ponCompete';
const op = (c: Client, operation: string, body: Record<string, unknown>, lang: 'CN' | 'EN' = 'CN') => c.entity(C, operation, body, { lang });
const one = async (sql: string, p: unknown[] = []) => (await t.db.query<Record<string, any>>(sql, p)).rows[0];
const offerCount = async (eventId: number) =>
  Number((await one('SELECT count(*)::int AS n FROM srm_pon_compete_offers WHERE compete_header_id = $1', [eventId])).n);
const steel = Number((await one("SELECT item_id AS id FROM srm_base_items WHERE item_code = 'M-300001'")).id);

/** A published event of two turns with supplier1 and supplier2 invited; answers its id and its one material line. */
async function publishedEvent(turn1: Record<string, unknown> = {}) {
  const saved = ok(
    await buyer.entity(C, 'saveOrUpdate', {
      competeTitle: '测试竞价',
      orgId: id.org,
      hallPassword: DEMO_HALL_PASSWORD,
      items: [{ lineNumber: 1, itemId: steel, quantity: 10, ceilingPrice: 1000 }],
      suppliers: [{ supplierId: id.supplier1 }, { supplierId: id.supplier2 }],
      turns: [
        {
          turnNumber: 1,
          durationSeconds: 600,
          decrementType: 'AMOUNT',
          decrementValue: 5,
          visibility: 'LADDER',
          snipeWindowSeconds: 30,
          snipeExtendSeconds: 60,
          snipeCapSeconds: 90,
          ...turn1,
        },
        { turnNumber: 2, durationSeconds: 300, decrementType: 'PERCENT', decrementValue: 1, visibility: 'OWN_RANK', ceilingRatio: 0.9 },
      ],
    }),
    'save',
  );
  ok(await act(buyer, C, 'submit', saved.competeHeaderId), 'submit');
  ok(await act(approver, C, 'approval', saved.competeHeaderId), 'approve');
  const line = Number((await one('SELECT compete_line_id AS id FROM srm_pon_compete_items WHERE compete_header_id = $1', [saved.competeHeaderId])).id);
  return { eventId: Number(saved.competeHeaderId), line };
}

async function enterAndReady(eventId: number, ...suppliers: Client[]) {
  for (const s of suppliers) {
    ok(await op(s, 'doCheckPassword', { competeHeaderId: eventId, password: DEMO_HALL_PASSWORD }), 'enter');
    ok(await op(s, 'doReady', { competeHeaderId: eventId }), 'ready');
  }
}

test(`[${dbKind}] the demo: a draft, an event published to supplier1 and supplier2, a closed one whose log verifies, an awarded one, a draft from a tender; supplier3 sees none`, async () => {
  const rows = await t.db.query<{ title: string; status: string }>(
    'SELECT compete_title AS title, compete_status AS status FROM srm_pon_compete_headers ORDER BY compete_header_id',
  );
  assert.deepEqual(
    rows.rows.map((r) => r.status),
    ['DRAFT', 'PUBLISHED', 'CLOSED', 'AWARDED', 'DRAFT'],
  );
  // The draft is edited without sending the password again: the stored hash is kept.
  const draftId = Number(
    (await one("SELECT compete_header_id AS id FROM srm_pon_compete_headers WHERE compete_status = 'DRAFT' ORDER BY compete_header_id LIMIT 1")).id,
  );
  const hashBefore = (await one('SELECT hall_password AS h FROM srm_pon_compete_headers WHERE compete_header_id = $1', [draftId])).h;
  const draft = ok(await buyer.entity(C, 'findById', { competeHeaderId: draftId }));
  ok(
    await buyer.entity(C, 'saveOrUpdate', { competeHeaderId: draftId, versionNum: draft.versionNum, competeTitle: '四季度钢材竞价（修改）' }),
    'edit the draft',
  );
  assert.equal((await one('SELECT hall_password AS h FROM srm_pon_compete_headers WHERE compete_header_id = $1', [draftId])).h, hashBefore);
  assert.match(String(hashBefore), /^\$argon2id\$/, 'stored hashed');
  const closedId = Number((await one("SELECT compete_header_id AS id FROM srm_pon_compete_headers WHERE compete_status = 'CLOSED'")).id);
  const check = ok(await op(buyer, 'doVerifyChain', { competeHeaderId: closedId }));
  assert.deepEqual([check.valid, check.checked, check.brokenOfferId], [true, 7, null]);
  const mine = ok(await supplier1.entity(C, 'listByPage', { pageRows: 50, exactCount: true }));
  assert.equal(mine.length, 3, 'supplier1 sees the published, the closed and the awarded event, never the draft');
  const none = await supplier3.entity(C, 'listByPage', { pageRows: 50, exactCount: true });
  assert.equal((none.body.data ?? []).length, 0, 'supplier3 is invited to none');
  refused(await op(supplier3, 'doHallState', { competeHeaderId: closedId }), 'NOT_FOUND');
  // A supplier reads its own place on the list and its own offers, never another's.
  const found = ok(await supplier1.entity(C, 'findById', { competeHeaderId: closedId }));
  assert.deepEqual(
    found.suppliers.map((s: { supplierId: number }) => Number(s.supplierId)),
    [id.supplier1],
  );
  assert.equal(found.hallPassword, undefined, 'the password hash never leaves the server');
  // The log lists every offer to the buyer, and to a supplier its own only.
  const logged = ok(await buyer.entity('ponCompeteOffer', 'listByPage', { competeHeaderId: closedId, pageRows: 50, exactCount: true }));
  assert.equal(logged.length, 7);
  const own = ok(await supplier1.entity('ponCompeteOffer', 'listByPage', { competeHeaderId: closedId, pageRows: 50, exactCount: true }));
  assert.equal(own.length, 4);
  assert.deepEqual([...new Set(own.map((o: { supplierId: number }) => Number(o.supplierId)))], [id.supplier1]);
});

test(`[${dbKind}] the hall refuses, each by name and with nothing written: not entered, wrong password (throttled), not ready, no turn, above the ceiling, malformed or negative price, a material of another event, not lower by the decrement`, async () => {
  const { eventId, line } = await publishedEvent();
  const other = Number(
    (
      await one(
        "SELECT i.compete_line_id AS id FROM srm_pon_compete_items i JOIN srm_pon_compete_headers h USING (compete_header_id) WHERE h.compete_status = 'CLOSED' LIMIT 1",
      )
    ).id,
  );
  const offer = (s: Client, price: unknown, competeLineId: number = line, lang: 'CN' | 'EN' = 'CN') =>
    op(s, 'doOfferPrice', { competeHeaderId: eventId, competeLineId, price }, lang);
  refused(await op(supplier1, 'doReady', { competeHeaderId: eventId }), 'HALL_NOT_ENTERED');
  refused(await op(supplier1, 'doCheckPassword', { competeHeaderId: eventId, password: 'Wrong@123' }), 'HALL_PASSWORD');
  ok(await op(supplier1, 'doCheckPassword', { competeHeaderId: eventId, password: DEMO_HALL_PASSWORD }));
  for (let i = 0; i < 5; i++) refused(await op(supplier2, 'doCheckPassword', { competeHeaderId: eventId, password: `Wrong@${i}aa` }), 'HALL_PASSWORD');
  refused(
    await op(supplier2, 'doCheckPassword', { competeHeaderId: eventId, password: DEMO_HALL_PASSWORD }),
    'THROTTLED',
    'locked after five failures, like a sign-in',
  );
  await t.db.query('DELETE FROM sys_login_attempts WHERE user_name = $1', [`compete:${eventId}:supplier2`]);
  refused(await offer(supplier1, 900), 'TRANSITION_REFUSED', 'no turn running yet');
  refused(await op(buyer, 'doOfferPrice', { competeHeaderId: eventId, competeLineId: line, price: 1 }), 'FORBIDDEN', 'buyers do not bid');
  ok(await op(buyer, 'doTurnProcess', { competeHeaderId: eventId, action: 'start' }));
  refused(await offer(supplier1, 900), 'BIDDER_NOT_READY');
  await enterAndReady(eventId, supplier1, supplier2);
  refused(await offer(supplier1, 1000.01), 'OFFER_ABOVE_CEILING');
  const malformed = await offer(supplier1, 'abc', line, 'EN');
  refused(malformed, 'VALIDATION');
  assert.deepEqual(
    malformed.body.errors?.map((e) => e.field),
    ['price'],
  );
  const negative = await offer(supplier1, -5);
  refused(negative, 'VALIDATION');
  assert.deepEqual(
    negative.body.errors?.map((e) => [e.field, e.code]),
    [['price', 'rule.positive']],
  );
  refused(await offer(supplier1, '1.005'), 'VALIDATION', 'three decimals');
  refused(await offer(supplier1, 900, other), 'OFFER_ITEM_UNKNOWN');
  assert.equal(await offerCount(eventId), 0, 'nothing written by a refusal');
  ok(await offer(supplier1, 900));
  const notLower = await offer(supplier1, 896, line, 'EN');
  refused(notLower, 'OFFER_NOT_LOWER');
  assert.match(notLower.body.msg, /at least 5\.00 below your last offer 900\.00 \(at most 895\.00\)/);
  ok(await offer(supplier1, 895));
  assert.equal(await offerCount(eventId), 2);
});

test(`[${dbKind}] ties go to the earlier offer; a supplier sees ranks and anonymous labels only; anti-sniping extends to its cap`, async () => {
  const { eventId, line } = await publishedEvent();
  await enterAndReady(eventId, supplier1, supplier2);
  ok(await op(buyer, 'doTurnProcess', { competeHeaderId: eventId, action: 'start' }));
  ok(await op(supplier2, 'doOfferPrice', { competeHeaderId: eventId, competeLineId: line, price: 950 }));
  ok(await op(supplier1, 'doOfferPrice', { competeHeaderId: eventId, competeLineId: line, price: 950 }));
  const hall = ok(await op(buyer, 'doHallState', { competeHeaderId: eventId }));
  assert.deepEqual(
    hall.items[0].standings.map((s: { supplierId: number; rank: number }) => [s.supplierId, s.rank]),
    [
      [id.supplier2, 1],
      [id.supplier1, 2],
    ],
    'the same price: who offered first ranks first',
  );
  const seen = ok(await op(supplier1, 'doHallState', { competeHeaderId: eventId }));
  assert.equal(seen.items[0].myRank, 2);
  assert.deepEqual(
    seen.items[0].ladder.map((l: { bidderLabel: string; mine: boolean }) => [l.bidderLabel, l.mine]),
    [
      ['B', false],
      ['A', true],
    ],
  );
  const other = await one('SELECT supplier_name AS name FROM srm_pon_compete_suppliers WHERE compete_header_id = $1 AND supplier_id = $2', [
    eventId,
    id.supplier2,
  ]);
  const text = JSON.stringify(seen);
  assert.ok(!text.includes(other.name) && !text.includes(`"supplierId":${id.supplier2}`), 'no identity of the other bidder');

  // 10 s left: inside the 30 s window, so each offer adds 60 s, until the 90 s cap is spent.
  await t.db.query("UPDATE srm_pon_compete_turns SET ends_at = clock_timestamp() + interval '10 seconds' WHERE compete_header_id = $1 AND turn_number = 1", [
    eventId,
  ]);
  const first = ok(await op(supplier1, 'doOfferPrice', { competeHeaderId: eventId, competeLineId: line, price: 940 }));
  assert.equal(first.extendedSeconds, 60);
  const left = new Date(first.endsAt).getTime() - new Date(first.offerTime).getTime();
  assert.ok(left > 60_000 && left <= 70_000, `ends about 70 s after the offer (${left} ms)`);
  await t.db.query("UPDATE srm_pon_compete_turns SET ends_at = clock_timestamp() + interval '5 seconds' WHERE compete_header_id = $1 AND turn_number = 1", [
    eventId,
  ]);
  assert.equal(
    ok(await op(supplier2, 'doOfferPrice', { competeHeaderId: eventId, competeLineId: line, price: 930 })).extendedSeconds,
    30,
    'what is left of the cap',
  );
  await t.db.query("UPDATE srm_pon_compete_turns SET ends_at = clock_timestamp() + interval '5 seconds' WHERE compete_header_id = $1 AND turn_number = 1", [
    eventId,
  ]);
  assert.equal(ok(await op(supplier1, 'doOfferPrice', { competeHeaderId: eventId, competeLineId: line, price: 920 })).extendedSeconds, 0, 'the cap is spent');
});

test(`[${dbKind}] turn control: pause stops offers, a turn whose time is up ends, the next turn has its own ceiling and decrement, close ends the event`, async () => {
  const { eventId, line } = await publishedEvent();
  await enterAndReady(eventId, supplier1, supplier2);
  const offer = (s: Client, price: number) => op(s, 'doOfferPrice', { competeHeaderId: eventId, competeLineId: line, price }, 'EN');
  refused(await op(buyer, 'doTurnProcess', { competeHeaderId: eventId, action: 'pause' }), 'TRANSITION_REFUSED');
  ok(await op(buyer, 'doTurnProcess', { competeHeaderId: eventId, action: 'start' }));
  ok(await op(buyer, 'doTurnProcess', { competeHeaderId: eventId, action: 'pause' }));
  const paused = await offer(supplier1, 900);
  refused(paused, 'OFFER_OUTSIDE_TURN');
  assert.match(paused.body.msg, /paused/);
  ok(await op(buyer, 'doTurnProcess', { competeHeaderId: eventId, action: 'start' }), 'resume');
  const extended = ok(await op(buyer, 'doTurnProcess', { competeHeaderId: eventId, action: 'extend', seconds: 120 }));
  assert.equal(extended.turn.extendedSeconds, 120);
  ok(await offer(supplier1, 900));
  await t.db.query("UPDATE srm_pon_compete_turns SET ends_at = clock_timestamp() - interval '1 second' WHERE compete_header_id = $1 AND turn_number = 1", [
    eventId,
  ]);
  // Refused whether or not the hall's sweep has ended the turn yet: by the clock, or by the state it left.
  const late = await offer(supplier2, 890);
  assert.ok(['OFFER_OUTSIDE_TURN', 'TRANSITION_REFUSED'].includes(String(late.body.code)), late.body.msg);
  await endDueTurns(t.db);
  assert.equal((await one('SELECT compete_status AS s FROM srm_pon_compete_headers WHERE compete_header_id = $1', [eventId])).s, 'BETWEEN_TURNS');
  assert.equal(await offerCount(eventId), 1);
  ok(await op(buyer, 'doTurnProcess', { competeHeaderId: eventId, action: 'next' }));
  refused(await offer(supplier1, 901), 'OFFER_ABOVE_CEILING', 'turn 2 caps at 90% of 1000');
  ok(await offer(supplier1, 900), 'a new turn starts afresh under its ceiling');
  refused(await offer(supplier1, 892), 'OFFER_NOT_LOWER', '1% of 900 is 9');
  ok(await offer(supplier1, 891));
  refused(await op(buyer, 'doTurnProcess', { competeHeaderId: eventId, action: 'next' }), 'NO_NEXT_TURN');
  ok(await op(buyer, 'doTurnProcess', { competeHeaderId: eventId, action: 'close' }));
  assert.equal((await one('SELECT compete_status AS s FROM srm_pon_compete_headers WHERE compete_header_id = $1', [eventId])).s, 'CLOSED');
  refused(await offer(supplier1, 800), 'TRANSITION_REFUSED');
  // The replay is the log in order, with anonymous labels.
  const replay = ok(await op(buyer, 'doReplay', { competeHeaderId: eventId }));
  assert.deepEqual(
    replay.offers.map((o: { turnNumber: number; price: number; bidderLabel: string }) => [o.turnNumber, o.price, o.bidderLabel]),
    [
      [1, 900, 'A'],
      [2, 900, 'A'],
      [2, 891, 'A'],
    ],
  );
  ok(await act(buyer, C, 'submitAward', eventId, { awardComments: '授予最低价' }));
  refused(await act(buyer, C, 'approveAward', eventId), 'FORBIDDEN', 'the buyer does not approve its own award');
  ok(await act(approver, C, 'approveAward', eventId));
});

test(`[${dbKind}] the log is a hash chain: verification passes, then names the first entry an UPDATE altered`, async () => {
  const closedId = Number((await one("SELECT compete_header_id AS id FROM srm_pon_compete_headers WHERE compete_title = '三季度铝板竞价（已结束）'")).id);
  const ok1 = ok(await op(buyer, 'doVerifyChain', { competeHeaderId: closedId }));
  assert.equal(ok1.valid, true);
  const third = (
    await t.db.query<{ id: number }>('SELECT offer_id AS id FROM srm_pon_compete_offers WHERE compete_header_id = $1 ORDER BY offer_id', [closedId])
  ).rows[2];
  await t.db.query('UPDATE srm_pon_compete_offers SET price = price - 100 WHERE offer_id = $1', [third.id]);
  const broken = ok(await op(buyer, 'doVerifyChain', { competeHeaderId: closedId }));
  assert.deepEqual([broken.valid, broken.brokenOfferId, broken.brokenPosition], [false, Number(third.id), 3]);
  refused(await op(supplier1, 'doVerifyChain', { competeHeaderId: closedId }), 'FORBIDDEN', 'a supplier does not run the verification');
  refused(await supplier1.entity('ponCompeteOffer', 'saveOrUpdate', { offerId: Number(third.id), price: 1 }), 'READ_ONLY_ENTITY');
});

/** The hall's URL with a fresh one-use ticket of this client's session. */
const url = async (client: Client) => {
  const ticket = ok(await client.call(TICKET_ROUTE, { path: HALL_WS_PATH }));
  return `ws://127.0.0.1:${port}${HALL_WS_PATH}?ticket=${encodeURIComponent(ticket.ticket)}`;
};

async function hallClient(client: Client) {
  const ws = new WebSocket(await url(client));
  const messages: Record<string, any>[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data))));
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.once('open', () => resolve());
  });
  const waitFor = async (pred: (m: Record<string, any>) => boolean, ms = 5000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = messages.find(pred);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such message; got ${JSON.stringify(messages.map((m) => m.type))}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  return { ws, messages, waitFor, closed, send: (m: unknown) => ws.send(typeof m === 'string' ? m : JSON.stringify(m)) };
}

test(`[${dbKind}] /ws/netty: offers pushed live to the buyer and ranks to each bidder; a resume sends what was missed; bad frames answered, the hall serves on`, async () => {
  const { eventId, line } = await publishedEvent({ visibility: 'OWN_RANK' });
  await enterAndReady(eventId, supplier1, supplier2);
  ok(await op(buyer, 'doTurnProcess', { competeHeaderId: eventId, action: 'start' }));
  const b = await hallClient(buyer);
  const s2 = await hallClient(supplier2);
  const s3 = await hallClient(supplier3);
  b.send({ type: 'subscribe', competeHeaderId: eventId, after: 0 });
  s2.send({ type: 'subscribe', competeHeaderId: eventId, after: 0 });
  s3.send({ type: 'subscribe', competeHeaderId: eventId, after: 0 });
  await b.waitFor((m) => m.type === 'hall');
  await s2.waitFor((m) => m.type === 'hall');
  const notInvited = await s3.waitFor((m) => m.type === 'error');
  assert.equal(notInvited.code, 'NOT_FOUND');

  const offered = ok(await op(supplier1, 'doOfferPrice', { competeHeaderId: eventId, competeLineId: line, price: 990 }));
  // The bidder is answered its own number; the buyer sees the log's sequence, and each bidder's number beside it.
  const isOffered = (o: { supplierId: number; supplierSeq: number }) => o.supplierId === id.supplier1 && o.supplierSeq === offered.seq;
  const pushed = await b.waitFor((m) => m.type === 'offers' && m.offers.some(isOffered));
  assert.equal(pushed.offers[0].supplierId, id.supplier1);
  const offeredSeq = Number(pushed.offers.find(isOffered).offerId);
  assert.equal(pushed.offers.find(isOffered).seq, offeredSeq);
  assert.ok(typeof pushed.serverTime === 'string');
  ok(await op(supplier2, 'doOfferPrice', { competeHeaderId: eventId, competeLineId: line, price: 980 }));
  const ranked = await s2.waitFor((m) => m.type === 'hall' && m.hall.items[0].myRank === 1);
  assert.equal(ranked.hall.items[0].ladder, undefined, 'own rank only in this turn');
  assert.ok(!JSON.stringify(s2.messages).includes(`"supplierId":${id.supplier1}`), 'supplier2 never hears of supplier1');

  // Bad frames: answered with an error, and the connection and the hall go on.
  b.send('not json');
  assert.equal((await b.waitFor((m) => m.type === 'error')).code, 'HALL_MESSAGE');
  s2.send({ type: 'dance' });
  await s2.waitFor((m) => m.type === 'error' && m.code === 'HALL_MESSAGE');
  s2.send({ type: 'ping', clientTime: 123 });
  assert.equal((await s2.waitFor((m) => m.type === 'pong')).clientTime, 123);
  s3.send('x'.repeat(10_000));
  assert.equal(await s3.closed, 1009, 'an oversized frame closes that connection only');
  const third = ok(await op(supplier1, 'doOfferPrice', { competeHeaderId: eventId, competeLineId: line, price: 970 }));
  await b.waitFor(
    (m) =>
      m.type === 'offers' && m.offers.some((o: { supplierId: number; supplierSeq: number }) => o.supplierId === id.supplier1 && o.supplierSeq === third.seq),
  );

  // A dropped buyer comes back and asks for everything after the first offer it saw.
  b.ws.close();
  ok(await op(supplier2, 'doOfferPrice', { competeHeaderId: eventId, competeLineId: line, price: 960 }));
  const again = await hallClient(buyer);
  again.send({ type: 'subscribe', competeHeaderId: eventId, after: offeredSeq });
  const missed = await again.waitFor((m) => m.type === 'offers');
  assert.deepEqual(
    missed.offers.map((o: { price: number }) => o.price),
    [980, 970, 960],
  );
  // A connection without a ticket never opens: the session token in the query, signed well or not, a used ticket.
  const ts = String(Date.now());
  const used = await url(buyer);
  const first = new WebSocket(used);
  await new Promise((resolve, reject) => {
    first.once('open', resolve);
    first.once('error', reject);
  });
  first.close();
  for (const bad of [
    `ws://127.0.0.1:${port}${HALL_WS_PATH}?token=${buyer.token}&ts=${ts}&sig=${'f'.repeat(64)}`,
    `ws://127.0.0.1:${port}${HALL_WS_PATH}?token=${encodeURIComponent(buyer.token)}&ts=${ts}&sig=${await signRequest(ts, buyer.token)}`,
    used,
  ]) {
    await assert.rejects(
      new Promise((resolve, reject) => {
        const ws = new WebSocket(bad);
        ws.once('open', resolve);
        ws.once('unexpected-response', (_q, res) => reject(new Error(String(res.statusCode))));
        ws.once('error', reject);
      }),
      /401/,
      bad,
    );
  }
  for (const c of [again, s2]) c.ws.close();
});

test(`[${dbKind}] where the turn hides the others, a bidder's offers are numbered 1, 2, 3 with no gaps; the buyer keeps the log's order`, async () => {
  const { eventId, line } = await publishedEvent({ visibility: 'OWN_RANK' });
  await enterAndReady(eventId, supplier1, supplier2);
  ok(await op(buyer, 'doTurnProcess', { competeHeaderId: eventId, action: 'start' }));
  const s1 = await hallClient(supplier1);
  s1.send({ type: 'subscribe', competeHeaderId: eventId, after: 0 });
  await s1.waitFor((m) => m.type === 'hall');
  const offer = async (s: Client, price: number) => ok(await op(s, 'doOfferPrice', { competeHeaderId: eventId, competeLineId: line, price }));
  // supplier2 bids three times between supplier1's two offers.
  const answers = [];
  answers.push(await offer(supplier1, 990));
  for (const price of [985, 975, 965]) await offer(supplier2, price);
  answers.push(await offer(supplier1, 960));
  assert.deepEqual(
    answers.map((a) => a.seq),
    [1, 2],
    'the answers number supplier1’s own offers',
  );
  assert.ok(
    answers.every((a) => !('offerId' in a)),
    'no log sequence in a bidder’s answer',
  );
  const pushed = await s1.waitFor((m) => m.type === 'hall' && m.hall.lastSeq === 2);
  assert.equal(pushed.hall.supplierSeqs, undefined);
  const frames = s1.messages.filter((m) => m.type === 'offers').flatMap((m) => m.offers);
  assert.deepEqual(
    frames.map((o: { seq: number; price: number }) => [o.seq, o.price]),
    [
      [1, 990],
      [2, 960],
    ],
  );
  assert.ok(!JSON.stringify(s1.messages).includes('offerId'), 'no log sequence in what the bidder is sent');
  const state = ok(await op(supplier1, 'doHallState', { competeHeaderId: eventId }));
  assert.equal(state.lastSeq, 2);
  assert.equal(ok(await supplier1.entity(C, 'findById', { competeHeaderId: eventId })).offerCount, undefined, 'the event’s offer count counts the others');
  assert.equal(ok(await buyer.entity(C, 'findById', { competeHeaderId: eventId })).offerCount, 5);

  // Reconnecting with its own last number, the bidder gets what followed it, in its own numbers.
  const again = await hallClient(supplier1);
  again.send({ type: 'subscribe', competeHeaderId: eventId, after: 1 });
  const missed = await again.waitFor((m) => m.type === 'offers');
  assert.deepEqual(
    missed.offers.map((o: { seq: number; price: number }) => [o.seq, o.price]),
    [[2, 960]],
  );

  // The buyer sees the log's order, gaps and all, with each bidder's own number.
  const b = await hallClient(buyer);
  b.send({ type: 'subscribe', competeHeaderId: eventId, after: 0 });
  const all = (await b.waitFor((m) => m.type === 'offers')).offers;
  const seqs = all.map((o: { seq: number }) => o.seq);
  assert.equal(seqs.length, 5);
  assert.ok(
    seqs.every((x: number, i: number) => i === 0 || seqs[i - 1] < x),
    'in the log’s order',
  );
  assert.deepEqual(
    all.map((o: { supplierId: number; supplierSeq: number }) => [o.supplierId, o.supplierSeq]),
    [
      [id.supplier1, 1],
      [id.supplier2, 1],
      [id.supplier2, 2],
      [id.supplier2, 3],
      [id.supplier1, 2],
    ],
  );
  assert.equal(all[4].seq - all[0].seq >= 4, true, 'supplier1’s two offers are four apart in the log');
  for (const c of [s1, again, b]) c.ws.close();
});

test(`[${dbKind}] the process that takes an offer sends it once: its own NOTIFY coming back is not fanned out again`, async () => {
  const { eventId, line } = await publishedEvent();
  await enterAndReady(eventId, supplier1, supplier2);
  ok(await op(buyer, 'doTurnProcess', { competeHeaderId: eventId, action: 'start' }));
  const b = await hallClient(buyer);
  b.send({ type: 'subscribe', competeHeaderId: eventId, after: 0 });
  await b.waitFor((m) => m.type === 'hall');
  const offersOf = (s: number) => (m: Record<string, any>) =>
    m.type === 'offers' && m.offers.some((o: { supplierId: number; supplierSeq: number }) => o.supplierId === id.supplier1 && o.supplierSeq === s);
  const first = ok(await op(supplier1, 'doOfferPrice', { competeHeaderId: eventId, competeLineId: line, price: 990 }));
  await b.waitFor(offersOf(first.seq));
  // The second offer's HTTP round trip is far longer than a NOTIFY's: an echo fanned out again would be in between.
  const second = ok(await op(supplier1, 'doOfferPrice', { competeHeaderId: eventId, competeLineId: line, price: 980 }));
  await b.waitFor(offersOf(second.seq));
  const from = b.messages.findIndex(offersOf(first.seq));
  const to = b.messages.findIndex(offersOf(second.seq));
  assert.deepEqual(
    b.messages.slice(from, to).map((m) => m.type),
    ['offers', 'hall'],
    'one offers and one hall message per offer',
  );
  b.ws.close();
});

test(`[${dbKind}] /ws/netty: a socket sending too fast is refused frame by frame and then closed; another socket is served on`, async () => {
  const { eventId } = await publishedEvent();
  const fast = await hallClient(supplier1);
  const calm = await hallClient(buyer);
  calm.send({ type: 'subscribe', competeHeaderId: eventId, after: 0 });
  await calm.waitFor((m) => m.type === 'hall');
  for (let i = 0; i < 30; i++) fast.send({ type: 'ping', clientTime: i });
  await fast.waitFor(() => fast.messages.filter((m) => m.type === 'pong' || m.type === 'error').length >= 30);
  const pongs = fast.messages.filter((m) => m.type === 'pong');
  const refusals = fast.messages.filter((m) => m.type === 'error');
  assert.equal(pongs.length, 20, 'twenty frames a second are served');
  assert.equal(refusals.length, 10);
  assert.ok(refusals.every((m) => m.code === 'HALL_RATE'));
  assert.equal(refusals[0].message, '消息过于频繁：每秒最多20条');
  calm.send({ type: 'ping', clientTime: 7 });
  assert.equal((await calm.waitFor((m) => m.type === 'pong')).clientTime, 7, 'the other socket is not slowed');

  const flood = await hallClient(supplier2);
  for (let i = 0; i < 60; i++) flood.send({ type: 'ping', clientTime: i });
  assert.equal(await flood.closed, CLOSE_RATE, 'a socket that keeps on is closed');
  calm.send({ type: 'ping', clientTime: 8 });
  await calm.waitFor((m) => m.type === 'pong' && m.clientTime === 8);
  assert.equal(calm.ws.readyState, WebSocket.OPEN);
  for (const c of [fast, calm]) c.ws.close();
});
