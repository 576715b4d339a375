/**
 * The hall's fan-out on one process, with the database's answers held back so
 * a subscriber can join exactly while a run is reading the log: what it is
 * sent, and what it counts as seen, must agree. CI's loaded run met this in
 * the two-process hall test (a buyer reconnected mid-turn and never got three
 * offers); here it is met every time.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Caller } from '../src/engine/caller.ts';
import type { LoggedOffer } from '../src/compete/chain.ts';
import type { Hall } from '../src/compete/view.ts';
import { type HallSubscriber, hallFanOut } from '../src/compete/fan-out.ts';

const EVENT = 7;
const buyer = { userId: 1, userName: 'buyer', userType: 'IN', supplierId: null, respId: null, isAdmin: false, lang: 'zh', grants: new Map() } as Caller;

const offer = (offerId: number): LoggedOffer => ({
  offerId,
  competeHeaderId: EVENT,
  turnNumber: 1,
  competeLineId: 1,
  supplierId: 3,
  price: '100.00',
  offerTime: new Date('2026-12-01T00:00:00.000Z'),
  prevHash: '',
  entryHash: '',
});

/** A subscriber whose socket keeps the offer sequences it was sent. */
function subscriber(lastSeq: number) {
  const got: number[] = [];
  const sub: HallSubscriber = {
    caller: buyer,
    lastSeq,
    socket: {
      readyState: 1,
      OPEN: 1,
      send: (text: string) => {
        const m = JSON.parse(text);
        if (m.type === 'offers') got.push(...m.offers.map((o: { offerId: number }) => o.offerId));
      },
    },
  };
  return { sub, got };
}

/** A log of committed offers, read through a gate the test opens. */
function heldLog(committed: number[]) {
  let open: () => void = () => undefined;
  let gate = Promise.resolve();
  let reading: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (reading = resolve));
  return {
    hold() {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    release: () => open(),
    /** Settles when a run is reading the log (held at the gate). */
    started,
    loadHall: async () => ({ lastSeq: Math.max(0, ...committed) }) as Hall,
    readLog: async (_id: number, after: number) => {
      reading();
      await gate;
      return committed.filter((id) => id > after).map(offer);
    },
  };
}

test('a subscriber that joins while a run reads the log is sent every offer after its sequence, once, in order', async () => {
  const log = heldLog([32, 33, 34, 35]);
  const watcher = subscriber(34);
  const subs = new Set([watcher.sub]);
  const fanOut = hallFanOut({ subscribers: () => subs, loadHall: log.loadHall, readLog: log.readLog });

  // A change: the run for the watcher (at 34) reads the log from 34, held there.
  log.hold();
  const first = fanOut(EVENT);
  await log.started;
  // A buyer reconnects with the last sequence it saw on the other process, 31, and subscribes: its own run is queued.
  const joined = subscriber(31);
  subs.add(joined.sub);
  const second = fanOut(EVENT);
  log.release();
  await Promise.all([first, second]);

  assert.deepEqual(watcher.got, [35], 'the watcher gets what is new to it');
  assert.deepEqual(joined.got, [32, 33, 34, 35], 'the one who joined gets every offer after 31, none skipped, none twice');
  assert.equal(joined.sub.lastSeq, 35);
  assert.equal(watcher.sub.lastSeq, 35);
});

test('a subscriber that subscribes again from an earlier sequence during a run is sent from there', async () => {
  const log = heldLog([10, 11, 12]);
  const client = subscriber(11);
  const subs = new Set([client.sub]);
  const fanOut = hallFanOut({ subscribers: () => subs, loadHall: log.loadHall, readLog: log.readLog });

  log.hold();
  const first = fanOut(EVENT);
  await log.started;
  client.sub.lastSeq = 9;
  const second = fanOut(EVENT);
  log.release();
  await Promise.all([first, second]);

  assert.deepEqual(client.got, [12, 10, 11, 12], 'the run in progress sends 12, the one the subscribe queued sends from 9');
  assert.equal(client.sub.lastSeq, 12);
});
