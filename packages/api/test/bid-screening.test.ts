/**
 * Bid screening (issue 47): each indicator against constructed bids that must and
 * must not flag, on both sides of its threshold; a rerun finds the same flags and
 * keeps their reviews; the review is audited; suppliers, experts and a buyer
 * without the auditor's responsibility are refused.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup } from './helper.ts';
import { act, ok, refused } from './purchase-kit.ts';
import { AUDITOR } from '../src/seed/screen-demo.ts';

const t = await setup();
const auditor = await t.login(AUDITOR);
const q = (sql: string, p: unknown[] = []) => t.db.query<any>(sql, p);
const org = Number((await q(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-MFG'`)).rows[0].id);

// Bidders of our own (ids no demo record uses), named so a failure says who.
const S = (n: number) => ({ id: 990_000 + n, name: `Screen bidder ${n}` });
let serial = 0;
const CATEGORY = { id: 990_001, name: 'Screening category' };
await q(`INSERT INTO srm_base_categories (category_id, category_code, category_name) VALUES ($1, 'SCR', $2)`, [CATEGORY.id, CATEGORY.name]);
for (let n = 1; n <= 70; n++)
  await q(`INSERT INTO srm_pos_supplier_info (supplier_id, supplier_number, supplier_name) VALUES ($1, $2, $3)`, [S(n).id, `SCR-${n}`, S(n).name]);

/** An opened inquiry (or tender) with one line per price of each bid; `won` marks the awarded bidders. */
async function auction(bids: { s: number; prices: number[]; won?: boolean }[], opts: { type?: string; category?: boolean } = {}): Promise<number> {
  const n = ++serial;
  const head = await q(
    `INSERT INTO srm_pon_auction_headers (auction_number, auction_title, auction_type, org_id, org_name, auction_status, round_number, currency_code)
     VALUES ($1, $2, $3, $4, 'Xingchen', 'OPENED', 1, 'CNY') RETURNING auction_header_id AS id`,
    [`SCR-${n}`, `Screening event ${n}`, opts.type ?? 'INQUIRY', org],
  );
  const auctionId = Number(head.rows[0].id);
  const lines: number[] = [];
  for (let i = 0; i < bids[0].prices.length; i++) {
    const line = await q(
      `INSERT INTO srm_pon_auction_items (auction_header_id, line_number, item_code, item_name, quantity, category_id, category_name)
       VALUES ($1, $2, $3, $4, 10, $5, $6) RETURNING auction_line_id AS id`,
      [auctionId, i + 1, `SCR-ITEM-${i + 1}`, `Screened part ${i + 1}`, opts.category ? CATEGORY.id : null, opts.category ? CATEGORY.name : null],
    );
    lines.push(Number(line.rows[0].id));
  }
  for (const b of bids) {
    const bid = await q(
      `INSERT INTO srm_pon_bid_headers (bid_number, auction_header_id, auction_type, round_number, supplier_id, supplier_name, bid_status, award_status)
       VALUES ($1, $2, $3, 1, $4, $5, 'SUBMITTED', $6) RETURNING bid_header_id AS id`,
      [`SCR-BID-${n}-${b.s}`, auctionId, opts.type ?? 'INQUIRY', S(b.s).id, S(b.s).name, b.won ? 'AWARDED' : b.won === false ? 'NOT_AWARDED' : null],
    );
    for (const [i, price] of b.prices.entries())
      await q(`INSERT INTO srm_pon_bid_item_prices (bid_header_id, auction_line_id, line_number, tax_price) VALUES ($1, $2, $3, $4)`, [
        bid.rows[0].id,
        lines[i],
        i + 1,
        price,
      ]);
  }
  return auctionId;
}

/** A closed compete event of one line, minimum decrement 1; offers as [bidder, price, seconds after the start]. */
async function compete(offers: [number, number, number][]): Promise<number> {
  const n = ++serial;
  const head = await q(
    `INSERT INTO srm_pon_compete_headers (compete_number, compete_title, org_id, org_name, compete_status, currency_code)
     VALUES ($1, $2, $3, 'Xingchen', 'CLOSED', 'CNY') RETURNING compete_header_id AS id`,
    [`SCR-JJ-${n}`, `Screening hall ${n}`, org],
  );
  const id = Number(head.rows[0].id);
  const line = await q(
    `INSERT INTO srm_pon_compete_items (compete_header_id, line_number, item_code, item_name, quantity) VALUES ($1, 1, 'SCR-HALL', 'Hall part', 5) RETURNING compete_line_id AS id`,
    [id],
  );
  await q(
    `INSERT INTO srm_pon_compete_turns (compete_header_id, turn_number, duration_seconds, decrement_type, decrement_value) VALUES ($1, 1, 600, 'AMOUNT', 1)`,
    [id],
  );
  for (const s of new Set(offers.map((o) => o[0])))
    await q(`INSERT INTO srm_pon_compete_suppliers (compete_header_id, supplier_id, supplier_name) VALUES ($1, $2, $3)`, [id, S(s).id, S(s).name]);
  const start = Date.parse('2026-06-01T02:00:00Z');
  for (const [s, price, secs] of offers)
    await q(
      `INSERT INTO srm_pon_compete_offers (compete_header_id, turn_number, compete_line_id, supplier_id, supplier_name, price, offer_time, prev_hash, entry_hash)
       VALUES ($1, 1, $2, $3, $4, $5, $6, 'x', 'x')`,
      [id, line.rows[0].id, S(s).id, S(s).name, price, new Date(start + secs * 1000).toISOString()],
    );
  return id;
}

const run = async (body: object = {}) => ok(await auditor.entity('screeningFlag', 'doRunScreening', body), 'run');
const flagsOf = async (indicator: string) =>
  (
    await q(
      `SELECT flag_id AS id, flag_key AS key, event_id AS "eventId", subject_name AS subject, flag_status AS status, evidence_count AS evidence, current_flag AS "current"
         FROM srm_screening_flags WHERE indicator_code = $1 AND (subject_name LIKE 'Screen bidder%' OR event_number LIKE 'SCR-%') ORDER BY flag_id`,
      [indicator],
    )
  ).rows;

// 1. identical prices: 100.00 twice flags; 100.00 against 100.01 does not.
const identical = await auction([
  { s: 1, prices: [100] },
  { s: 2, prices: [100] },
  { s: 3, prices: [120] },
]);
const nearly = await auction([
  { s: 1, prices: [100] },
  { s: 2, prices: [100.01] },
]);
// 2. cover bids at 2.00 % above the winner in 3 events flag (bidder 11); at 2.01 % (bidder 12) or in 2 events (bidder 13) not.
for (let i = 0; i < 3; i++)
  await auction([
    { s: 10, prices: [100], won: true },
    { s: 11, prices: [102], won: false },
    { s: 12, prices: [102.01], won: false },
    ...(i < 2 ? [{ s: 13, prices: [101], won: false }] : []),
  ]);
// 3. rotation: bidders 21-23 in 3 events, each winning once, flag; 31-33 with 31 winning twice do not.
for (const w of [21, 22, 23]) await auction([21, 22, 23].map((s) => ({ s, prices: [s === w ? 50 : 90], won: s === w })));
for (const w of [31, 32, 31]) await auction([31, 32, 33].map((s) => ({ s, prices: [s === w ? 50 : 90], won: s === w })));
// 4. always loses: bidder 41 in 5 awarded events flags; bidder 42 in 4 does not.
for (let i = 0; i < 5; i++)
  await auction([{ s: 40, prices: [10], won: true }, { s: 41, prices: [30], won: false }, ...(i < 4 ? [{ s: 42, prices: [30], won: false }] : [])]);
// 5. low spread against the category's history (three events at 100/120/140): 100/100.5/101 flags, 100/105/110 does not,
// nor two bidders alone (too few to judge).
for (let i = 0; i < 3; i++)
  await auction(
    [100, 120, 140].map((p, k) => ({ s: 50 + k, prices: [p] })),
    { category: true },
  );
const tight = await auction(
  [100, 100.5, 101].map((p, k) => ({ s: 50 + k, prices: [p] })),
  { category: true },
);
const normal = await auction(
  [100, 105, 110].map((p, k) => ({ s: 50 + k, prices: [p] })),
  { category: true },
);
const pair = await auction(
  [100, 100.1].map((p, k) => ({ s: 50 + k, prices: [p] })),
  { category: true },
);
// 6. hall answers: bidder 61 answers 60 three times 5 s later at exactly the decrement (flags); 63 answers 62 6 s later (not),
// and 65 answers 64 within 5 s but 2 below (not the minimum decrement).
const quick = await compete([
  [60, 100, 0],
  [61, 99, 5],
  [60, 98, 20],
  [61, 97, 25],
  [60, 96, 40],
  [61, 95, 45],
]);
const slow = await compete([
  [62, 100, 0],
  [63, 99, 6],
  [62, 98, 20],
  [63, 97, 26],
  [62, 96, 40],
  [63, 95, 46],
]);
const steep = await compete([
  [64, 100, 0],
  [65, 98, 2],
  [64, 96, 20],
  [65, 94, 22],
  [64, 92, 40],
  [65, 90, 42],
]);

const first = await run();

test('identical prices from different bidders on one line flag; a cent apart does not', async () => {
  const flags = await flagsOf('IDENTICAL_PRICES');
  const mine = flags.filter((f: any) => [identical, nearly].includes(Number(f.eventId)));
  assert.equal(mine.length, 1);
  assert.equal(Number(mine[0].eventId), identical);
  assert.equal(mine[0].evidence, 2, 'the two bids behind it');
});

test('cover bids: 2.00 % above the winner in three events flag, 2.01 % or two events do not', async () => {
  const subjects = (await flagsOf('COVER_BIDS')).map((f: any) => f.subject);
  assert.ok(subjects.includes(S(11).name), 'at the threshold');
  assert.ok(!subjects.includes(S(12).name), 'just over the percentage');
  assert.ok(!subjects.includes(S(13).name), 'too few events');
});

test('rotation: a fixed group where each wins in turn flags; one that wins twice does not', async () => {
  const subjects = (await flagsOf('ROTATION')).map((f: any) => f.subject);
  assert.deepEqual(
    subjects.filter((s: string) => s.includes(S(21).name) || s.includes(S(31).name)),
    [[21, 22, 23].map((n) => S(n).name).join(', ')],
  );
});

test('always loses: five awarded events without a win flag; four do not', async () => {
  const subjects = (await flagsOf('ALWAYS_LOSES')).map((f: any) => f.subject);
  assert.ok(subjects.includes(S(41).name));
  assert.ok(!subjects.includes(S(42).name));
  assert.ok(!subjects.includes(S(40).name), 'the winner');
});

test("low spread: far tighter than the category's history flags; ordinary spread and two bidders do not", async () => {
  const events = (await flagsOf('LOW_SPREAD')).map((f: any) => Number(f.eventId));
  assert.ok(events.includes(tight));
  assert.ok(!events.includes(normal));
  assert.ok(!events.includes(pair));
});

test('hall answers within 5 s at the minimum decrement flag; 6 s, or a larger step, do not', async () => {
  const events = (await flagsOf('QUICK_RESPONSE')).map((f: any) => Number(f.eventId));
  assert.deepEqual(
    events.filter((e: number) => [quick, slow, steep].includes(e)),
    [quick],
  );
  assert.equal((await flagsOf('QUICK_RESPONSE')).find((f: any) => Number(f.eventId) === quick).subject, S(61).name);
});

test('the settings move the thresholds: 6 s finds the slower answers; a bad value names its field', async () => {
  await run({ responseSeconds: 6 });
  const events = (await flagsOf('QUICK_RESPONSE')).filter((f: any) => f.current === 'Y').map((f: any) => Number(f.eventId));
  assert.ok(events.includes(slow));
  const bad = await auditor.entity('screeningFlag', 'doRunScreening', { coverPercent: 'two' }, { lang: 'EN' });
  assert.equal(bad.body.code, 'VALIDATION');
  assert.equal(bad.body.errors?.[0].field, 'coverPercent');
  await run();
  const after = (await flagsOf('QUICK_RESPONSE')).find((f: any) => Number(f.eventId) === slow);
  assert.equal(after.current, 'N', 'no longer found at 5 s, kept but not current');
});

test('a rerun finds the same flags and keeps a review; the review is audited with its comment', async () => {
  assert.ok(first.found > 0 && first.created > 0);
  const before = await flagsOf('IDENTICAL_PRICES');
  const flag = before.find((f: any) => Number(f.eventId) === identical);
  ok(await act(auditor, 'screeningFlag', 'review', Number(flag.id), { comment: 'Both bidders asked; a published list price' }), 'review');
  const again = await run();
  assert.equal(again.created, 0, 'nothing new the second time');
  const after = await flagsOf('IDENTICAL_PRICES');
  assert.deepEqual(
    after.map((f: any) => f.id),
    before.map((f: any) => f.id),
  );
  const read = ok(await auditor.entity('screeningFlag', 'findById', { flagId: flag.id }, { lang: 'EN' }));
  assert.equal(read.flagStatus, 'REVIEWED');
  assert.equal(read.reviewComment, 'Both bidders asked; a published list price');
  assert.equal(read.reviewerName, '陈审计');
  assert.match(read.explanation, /2 different bidders quoted exactly the same price 100/);
  const evidence = ok(await auditor.entity('screeningEvidence', 'listByPage', { flagId: flag.id, pageIndex: 1, pageRows: 10 }));
  assert.equal(evidence.length, 2);
  assert.match(evidence[0].linkPath, /^inquiryNotQuotationDetail\?id=\d+$/);
  const audit = await q(`SELECT comment FROM saaf_audit_log WHERE entity_name = 'screeningFlag' AND record_id = $1 AND operation = 'ACTION'`, [flag.id]);
  assert.equal(audit.rows.length, 1);
  assert.match(String(audit.rows[0].comment), /published list price/);
  const noComment = await act(auditor, 'screeningFlag', 'review', Number(before.find((f: any) => f.id !== flag.id)?.id ?? flag.id), {});
  assert.notEqual(noComment.body.status, 'S', 'a review needs its comment');
});

test('suppliers, experts and a buyer without the auditor responsibility are refused', async () => {
  for (const who of ['supplier1', 'expert1', 'buyer'] as const) {
    const c = await t.login(who);
    refused(await c.entity('screeningFlag', 'doRunScreening', {}), 'FORBIDDEN', `${who} running`);
    const list = await c.entity('screeningFlag', 'listByPage', { pageIndex: 1, pageRows: 10 });
    assert.notEqual(list.body.status, 'S', `${who} listing`);
  }
  const list = ok(await auditor.entity('screeningFlag', 'listByPage', { pageIndex: 1, pageRows: 10 }));
  assert.ok(list.length > 0, 'the auditor lists the flags');
  const flagId = list[0].flagId;
  const supplier = await t.login('supplier1');
  const theirs = await supplier.entity('screeningEvidence', 'listByPage', { flagId, pageIndex: 1, pageRows: 10 });
  assert.notEqual(theirs.body.status, 'S', 'a supplier reads no evidence either');
});

test('the demo: the inquiry with two equal glove prices is flagged, the one with close prices is not', async () => {
  const demo = await q(
    `SELECT a.auction_title AS title, count(f.flag_id)::int AS flags
       FROM srm_pon_auction_headers a LEFT JOIN srm_screening_flags f ON f.event_id = a.auction_header_id AND f.event_type = 'INQUIRY' AND f.indicator_code = 'IDENTICAL_PRICES'
      WHERE a.auction_title IN ('劳保手套与安全帽年度询价', '劳保用品补充询价') GROUP BY a.auction_title ORDER BY a.auction_title`,
  );
  assert.deepEqual(demo.rows, [
    { title: '劳保手套与安全帽年度询价', flags: 2 },
    { title: '劳保用品补充询价', flags: 0 },
  ]);
  const reviewed = await q(`SELECT review_comment AS c FROM srm_screening_flags WHERE flag_status = 'REVIEWED' AND subject_name LIKE '%宏远%'`);
  assert.match(String(reviewed.rows[0]?.c), /目录价/, 'the helmets were looked at in the demo');
});
