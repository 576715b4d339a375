/**
 * The hall on two server processes over one PostgreSQL: offers taken by
 * either are ordered by one sequence and reach the hall's clients on both;
 * a SIGKILL of one mid-turn loses no accepted offer (the chain verifies and
 * holds every offer answered as taken), and its clients reconnect to the
 * other with their last sequence and carry on. PGlite is one process by nature.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import WebSocket from 'ws';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { dbKind } from './helper.ts';
import { loginAt, post, startServer, stopServer, type ServerProcess } from './processes.ts';
import { prepareSeed, seededServerEnv } from './seeded-db.ts';
import { HALL_WS_PATH } from '../src/compete/ws.ts';
import { TICKET_ROUTE } from '../src/tickets/ticket-routes.ts';
import { DEMO_HALL_PASSWORD } from '../src/seed/compete-demo.ts';

const url = process.env.SRM_TEST_DATABASE_URL;
const skip = dbKind === 'postgres' ? false : 'needs PostgreSQL (SRM_TEST_DATABASE_URL): two server processes cannot share one PGlite database';
const C = getEntity('ponCompete');
const path = (operation: string) => restPath(C, operation);
let prepared: Awaited<ReturnType<typeof prepareSeed>> | undefined;
let seeded: Awaited<ReturnType<typeof seededServerEnv>> | undefined;
const started: ServerProcess[] = [];
const sockets: WebSocket[] = [];

after(async () => {
  for (const s of sockets) s.terminate();
  for (const s of started) await stopServer(s);
  await seeded?.dispose();
  await prepared?.cleanup();
});

type Message = Record<string, any>;

/** A hall client on one process: every offer `seq` it was sent, in order (the log's for the buyer, a bidder's own for a bidder). */
async function hallClient(base: string, token: string, eventId: number, after = 0) {
  const ticket = await post(base, token, TICKET_ROUTE, { path: HALL_WS_PATH });
  const ws = new WebSocket(`${base.replace('http', 'ws')}${HALL_WS_PATH}?ticket=${encodeURIComponent(ticket.body.data.ticket)}`);
  sockets.push(ws);
  const seqs: number[] = [];
  const messages: Message[] = [];
  ws.on('message', (data) => {
    const m = JSON.parse(String(data)) as Message;
    messages.push(m);
    if (m.type === 'offers') for (const o of m.offers) seqs.push(Number(o.seq));
  });
  ws.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.once('open', () => resolve());
  });
  ws.send(JSON.stringify({ type: 'subscribe', competeHeaderId: eventId, after }));
  const closed = new Promise<void>((resolve) => ws.once('close', () => resolve()));
  return { ws, seqs, messages, closed };
}

async function until<T>(what: string, read: () => T, done: (v: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = read();
    if (done(v)) return v;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1] < x);

test('offers taken by two processes are ordered by one sequence and fanned out to both; a SIGKILL loses none and its clients carry on at the other', {
  skip,
}, async () => {
  // Run on its own, the file seeds a template database of its own first (as the suite does), so each server starts from a copy.
  if (!process.env.SRM_TEST_SEED_TEMPLATE) {
    prepared = await prepareSeed(url, tmpdir());
    Object.assign(process.env, prepared.env);
  }
  seeded = await seededServerEnv(url, '');
  const a = await startServer(seeded.env); // migrates and seeds first, so the second finds it done
  started.push(a);
  const b = await startServer(seeded.env);
  started.push(b);
  const [buyer, s1, s2] = await Promise.all((['buyer', 'supplier1', 'supplier2'] as const).map((u) => loginAt(a.base, u)));
  const call = async (base: string, who: { token: string }, operation: string, body: Record<string, unknown>) => {
    const res = await post(base, who.token, path(operation), body);
    assert.equal(res.body.status, 'S', `${operation}: ${res.body.msg}`);
    return res.body.data;
  };
  // The demo's published event (supplier1 and supplier2 invited) is run here: enter, ready, a long turn.
  const list = await call(a.base, buyer, 'listByPage', { competeStatus: 'PUBLISHED', pageRows: 10 });
  assert.equal(list.length, 1, 'the demo has one published event');
  const eventId = Number(list[0].competeHeaderId);
  for (const s of [s1, s2]) {
    await call(b.base, s, 'doCheckPassword', { competeHeaderId: eventId, password: DEMO_HALL_PASSWORD });
    await call(a.base, s, 'doReady', { competeHeaderId: eventId });
  }
  const hall = await call(a.base, buyer, 'doTurnProcess', { competeHeaderId: eventId, action: 'start' });
  await call(b.base, buyer, 'doTurnProcess', { competeHeaderId: eventId, action: 'extend', seconds: 600 });
  const line = Number(hall.items[0].competeLineId);
  const price = Number(hall.items[0].ceiling);

  const buyerA = await hallClient(a.base, buyer.token, eventId);
  const buyerB = await hallClient(b.base, buyer.token, eventId);
  const s1A = await hallClient(a.base, s1.token, eventId);
  const s2B = await hallClient(b.base, s2.token, eventId);
  await until(
    'subscribed',
    () => [buyerA, buyerB, s1A, s2B].map((c) => c.messages.some((m) => m.type === 'hall')),
    (v) => v.every(Boolean),
  );

  // Each bidder lowers by 10 per offer from its own price; the two take turns, each on both processes.
  const prices = new Map([
    [s1, price],
    [s2, price],
  ]);
  const offer = async (base: string, who: typeof s1) => {
    const p = prices.get(who)! - 10;
    prices.set(who, p);
    const res = await post(base, who.token, path('doOfferPrice'), { competeHeaderId: eventId, competeLineId: line, price: p });
    return res;
  };
  // A bidder is answered its own number of the offer: accepted offers are known by bidder and that number.
  const accepted: string[] = [];
  const taken = (who: { user: any }, r: { body: any }) => accepted.push(`${who.user.supplierId}:${r.body.data.seq}`);
  for (let i = 0; i < 10; i++) {
    const [r1, r2] = await Promise.all([offer(i % 2 ? a.base : b.base, s1), offer(i % 2 ? b.base : a.base, s2)]);
    for (const [who, r] of [
      [s1, r1],
      [s2, r2],
    ] as const) {
      assert.equal(r.body.status, 'S', r.body.msg);
      taken(who, r);
    }
  }
  const keyOf = (o: { supplierId: number; supplierSeq: number }) => `${o.supplierId}:${o.supplierSeq}`;
  const firstLog = (await call(a.base, buyer, 'doReplay', { competeHeaderId: eventId })).offers;
  assert.deepEqual(firstLog.map(keyOf).sort(), [...accepted].sort(), 'the log holds every offer taken, each bidder numbering its own');
  const all = firstLog.map((o: { offerId: number }) => Number(o.offerId));
  for (const c of [buyerA, buyerB]) {
    const got = await until(
      'every offer on both processes',
      () => c.seqs,
      (s) => s.length >= all.length,
    );
    assert.deepEqual(got, all, 'the buyer on either process sees every offer once, in the one sequence');
  }
  await until(
    'own offers',
    () => [s1A.seqs.length, s2B.seqs.length],
    ([x, y]) => x >= 10 && y >= 10,
  );
  assert.deepEqual(s1A.seqs, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'a bidder is sent its own offers only, numbered by its own count');
  assert.ok(ascending(s2B.seqs));

  // Offers in flight on both processes while B is killed: every one answered as taken is in the log.
  const inFlight: Promise<{ status: number; body: any } | null>[] = [];
  for (let i = 0; i < 6; i++) {
    inFlight.push(offer(a.base, s1).catch(() => null));
    inFlight.push(offer(b.base, s2).catch(() => null));
    if (i === 2) b.child.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 15));
  }
  const answers = await Promise.all(inFlight);
  for (const [i, r] of answers.entries()) if (r?.body.status === 'S') taken(i % 2 ? s2 : s1, r);
  await Promise.all([buyerB.closed, s2B.closed]);

  // B's clients reconnect to A with the last sequence they saw and carry on there.
  const buyerB2 = await hallClient(a.base, buyer.token, eventId, buyerB.seqs.at(-1) ?? 0);
  const s2A = await hallClient(a.base, s2.token, eventId, s2B.seqs.at(-1) ?? 0);
  // supplier2 may have had offers refused mid-kill ("not lower"): it starts again from its standing.
  const standing = await call(a.base, s2, 'doHallState', { competeHeaderId: eventId });
  prices.set(s2, Number(standing.items[0].myPrice));
  const more = await offer(a.base, s2);
  assert.equal(more.body.status, 'S', more.body.msg);
  taken(s2, more);

  const chain = await call(a.base, buyer, 'doVerifyChain', { competeHeaderId: eventId });
  assert.equal(chain.valid, true, 'the chain verifies after the kill');
  const log = await call(a.base, buyer, 'doReplay', { competeHeaderId: eventId });
  const logged = log.offers.map((o: { offerId: number }) => Number(o.offerId));
  const loggedKeys = log.offers.map(keyOf);
  for (const key of accepted) assert.ok(loggedKeys.includes(key), `accepted offer ${key} is in the log`);
  assert.ok(ascending(logged));
  assert.equal(chain.checked, logged.length);

  const seen = await until(
    'the reconnected buyer catches up',
    () => [...buyerB.seqs, ...buyerB2.seqs],
    (s) => s.length >= logged.length,
  );
  assert.deepEqual(seen, logged, 'the buyer who was on B has every offer once, in order, after reconnecting to A');
  const seenA = await until(
    'the buyer on A',
    () => buyerA.seqs,
    (s) => s.length >= logged.length,
  );
  assert.deepEqual(seenA, logged);
  const mine = log.offers
    .filter((o: { bidderLabel: string }) => o.bidderLabel === standing.me.bidderLabel)
    .map((o: { supplierSeq: number }) => Number(o.supplierSeq));
  assert.deepEqual(
    mine,
    mine.map((_: number, i: number) => i + 1),
    'a bidder’s own numbers have no gaps',
  );
  const s2seen = await until(
    'supplier2 catches up',
    () => [...s2B.seqs, ...s2A.seqs],
    (s) => s.length >= mine.length,
  );
  assert.deepEqual(s2seen, mine, 'supplier2 has each of its own offers once after moving to A');
});
