/**
 * Tenders: the jury drawn from the pool with avoidance, responses under seal,
 * the opening, the experts' scores (refused when incomplete, out of range or
 * by someone not on the jury), the results by the template's formula, the
 * decision by section, its countersign by the jury, the award's approval and
 * each supplier's own outcome. An expert sees only the tenders they are drawn
 * for, and only from the evaluation on.
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
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const supplier2 = await t.login('supplier2');
const experts = [await t.login('expert1'), await t.login('expert2'), await t.login('expert3')];
type Client = typeof buyer;
const one = async (sql: string, p: unknown[] = []) => Number((await t.db.query<{ id: number }>(sql, p)).rows[0].id);
const userId = (name: string) => one('SELECT user_id AS id FROM saaf_users WHERE user_name = $1', [name]);
const stamp = (hours: number) => formatDate(new Date(Date.now() + hours * 3_600_000), 'datetime');
const later = (hours: number) => new Date(Date.now() + hours * 3_600_000);
const machined = await one(`SELECT category_id AS id FROM srm_base_categories WHERE category_code = '1001'`);
const template = await one(`SELECT assess_template_id AS id FROM srm_pon_assess_templates WHERE template_code = 'MECH'`);

async function draftTender(extra: Record<string, unknown> = {}) {
  const saved = ok(
    await buyer.entity('ponAuction', 'saveOrUpdate', {
      auctionType: 'TENDER',
      auctionTitle: '测试招标',
      orgId: id.org,
      bidStartDate: stamp(-1),
      bidEndDate: stamp(24),
      openQuorum: 1,
      assessTemplateId: template,
      juryCategoryId: machined,
      juryCount: 3,
      sections: [
        { sectionNumber: 1, sectionName: '轴承座' },
        { sectionNumber: 2, sectionName: '传动轴' },
      ],
      items: [
        { lineNumber: 1, sectionNumber: 1, itemId: id.bearing, quantity: 100 },
        { lineNumber: 2, sectionNumber: 2, itemId: id.shaft, quantity: 40 },
      ],
      suppliers: [{ supplierId: id.supplier1 }, { supplierId: id.supplier2 }],
      openers: [{ userId: await userId('buyer') }],
      ...extra,
    }),
    'save tender',
  );
  return saved.auctionHeaderId as number;
}

/** A tender document, written by the buyer and released by the approver. */
async function releasedDoc(auctionId: number, docTitle = '招标公告') {
  const doc = ok(
    await buyer.entity('ponTenderDoc', 'saveOrUpdate', { auctionHeaderId: auctionId, docType: 'INVITATION', docTitle, docContent: '<p>欢迎投标</p>' }),
    'write the document',
  );
  ok(await act(buyer, 'ponTenderDoc', 'submit', doc.docId), 'submit the document');
  ok(await act(approver, 'ponTenderDoc', 'approval', doc.docId), 'release the document');
  return doc.docId as number;
}

async function publishedTender(extra: Record<string, unknown> = {}) {
  const auctionId = await draftTender(extra);
  ok(await act(buyer, 'ponAuction', 'submit', auctionId), 'submit');
  ok(await act(approver, 'ponAuction', 'approval', auctionId), 'approve');
  await releasedDoc(auctionId);
  ok(await act(buyer, 'ponAuction', 'publish', auctionId), 'publish');
  return auctionId;
}

async function respond(supplier: Client, auctionId: number, prices: number[], technicalProposal: string) {
  const draft = ok(await supplier.entity('ponAuction', 'doStartBid', { auctionHeaderId: auctionId }), 'start response');
  const saved = ok(
    await supplier.entity('ponBid', 'saveOrUpdate', {
      ...draft,
      technicalProposal,
      lines: draft.lines.map((l: object, i: number) => ({ ...l, taxPrice: prices[i] })),
    }),
    'save response',
  );
  ok(await act(supplier, 'ponBid', 'submit', saved.bidHeaderId), 'submit response');
  return saved.bidHeaderId as number;
}

async function openTender(auctionId: number) {
  await atDate(later(25), () => closeDueInquiries(t.db, t.app.srm.ops));
  return ok(await buyer.entity('ponAuction', 'doSignOpening', { auctionHeaderId: auctionId }), 'open');
}

/** Every TECH rule of every response, at `share` of its most points (per response). */
function fullScores(sheet: any, shares: number[]) {
  return sheet.responses.flatMap((r: any, i: number) =>
    sheet.rules
      .filter((rule: any) => rule.scorePartition === 'TECH')
      .map((rule: any) => ({ bidHeaderId: r.bidHeaderId, scoreRuleId: rule.scoreRuleId, score: rule.maxScore * shares[i] })),
  );
}

const listTitles = async (client: Client, entity: string, params: Record<string, unknown> = {}) =>
  ok(await client.entity(entity, 'listByPage', { pageRows: 200, ...params }), `list ${entity}`) as any[];

test('the demo: tenders in every state; expert1 scores one, countersigns another, and sees no other', async () => {
  const mine = await listTitles(experts[0], 'ponAuction');
  assert.deepEqual(
    mine.map((a) => [a.auctionTitle, a.auctionStatus]).sort(),
    [
      ['2027年度传动部件公开招标', 'EVALUATING'],
      ['2026年度钢材铝材招标', 'AWARDED'],
      ['2027年度钢材铝材招标', 'AWARDED'],
      ['钢材铝材补充招标', 'PICKETAGE'],
      ['2027年度钢材铝材追加招标', 'EVALUATED'],
      ['2027年度密封件招标', 'EVALUATING'],
      ['2027年度密封圈招标', 'EVALUATED'],
    ].sort(),
  );
  const evaluating = mine.find((a) => a.auctionTitle === '2027年度传动部件公开招标');
  const sheet = ok(await experts[0].entity('ponAuction', 'doEvaluation', { auctionHeaderId: evaluating.auctionHeaderId }));
  assert.deepEqual(sheet.jury.map((j: any) => j.juryStatus).sort(), ['DRAWN', 'DRAWN', 'SCORED']);
  const todos = await t.db.query(
    `SELECT p.action_name AS action FROM srm_base_interior_pending p JOIN saaf_users u ON u.user_id = p.user_id
      WHERE u.user_name = 'expert1' AND p.entity_name = 'ponAuction' AND p.handle_flag = 'N' AND p.cancel_flag = 'N' ORDER BY p.action_name`,
  );
  assert.deepEqual(
    todos.rows.map((r) => r.action),
    ['countersign', 'evaluate'],
  );
  const tenders = await listTitles(buyer, 'ponAuction', { auctionType: 'TENDER' });
  assert.deepEqual(tenders.map((a) => a.auctionStatus).sort(), [
    'ABANDONED',
    'AWARDED',
    'AWARDED',
    'CLOSED',
    'DRAFT',
    'DRAFT',
    'EVALUATED',
    'EVALUATED',
    'EVALUATING',
    'EVALUATING',
    'PICKETAGE',
    'PUBLISHED',
    'PUBLISHED',
  ]);
  // Under review: its chair has the to-do; reviewed: 蓝海 failed, 华东精密 alone is ranked and published as the candidate.
  const reviews = await listTitles(buyer, 'ponResponseMark');
  assert.deepEqual(reviews.map((m) => [m.auctionTitle, m.markStatus, m.passedCount, m.failedCount]).sort(), [
    ['2027年度密封件招标', 'DRAFT', 2, 0],
    ['2027年度密封圈招标', 'CONFIRMED', 1, 1],
  ]);
  const chairTodo = await t.db.query(
    `SELECT p.user_id AS id FROM srm_base_interior_pending p JOIN srm_pon_response_marks m ON m.mark_id = p.record_id
      WHERE p.entity_name = 'ponResponseMark' AND p.handle_flag = 'N' AND m.mark_status = 'DRAFT'`,
  );
  assert.deepEqual(
    chairTodo.rows.map((r) => Number(r.id)),
    [Number(reviews.find((m) => m.markStatus === 'DRAFT').leaderUserId)],
  );
  const [published] = await listTitles(supplier2, 'ponBrightMoon');
  assert.equal(published.brightStatus, 'PUBLISHED');
  const candidates = ok(await supplier2.entity('ponBrightMoon', 'findById', { brightId: published.brightId }), 'the publicity');
  assert.deepEqual(
    candidates.lines.map((l: any) => [l.scoreRank, l.supplierName]),
    [[1, '华东精密机械有限公司']],
  );
  const awarded = tenders.find((a) => a.auctionTitle === '2027年度钢材铝材招标');
  const outcome = async (supplier: Client) => (await listTitles(supplier, 'ponBid', { auctionHeaderId: awarded.auctionHeaderId })).map((b) => b.awardStatus);
  assert.deepEqual(await outcome(supplier1), ['AWARDED']);
  assert.deepEqual(await outcome(supplier2), ['NOT_AWARDED'], 'the best-ranked response won both sections');
  // 蓝海's question on the open tender, answered: a clarification every invited supplier reads, on the tender screens only.
  const clarifications = async (auctionType: string) => (await listTitles(supplier1, 'ponAnswer', { auctionType })).map((a) => a.questionTitle);
  assert.ok((await clarifications('TENDER')).includes('法兰盘检验标准'));
  assert.ok(!(await clarifications('INQUIRY')).includes('法兰盘检验标准'));
  assert.deepEqual(
    (await listTitles(supplier1, 'ponQuestion', { auctionType: 'TENDER' })).map((q) => q.questionTitle),
    [],
    "蓝海's question is not 华东精密's to see",
  );
});

test('a tender is submitted only with a template of 100 points, an expert category and every material in a section', async () => {
  const auctionId = await draftTender({ assessTemplateId: null, juryCategoryId: null });
  const res = await act(buyer, 'ponAuction', 'submit', auctionId);
  assert.equal(res.body.code, 'VALIDATION');
  const fields = (res.body.errors ?? []).map((e: any) => e.field).sort();
  assert.deepEqual(fields, ['assessTemplateId', 'juryCategoryId']);
  // A disabled template is refused by name.
  const mech = ok(await buyer.entity('ponAssessTemplate', 'findById', { assessTemplateId: template }));
  ok(await buyer.entity('ponAssessTemplate', 'saveOrUpdate', { ...mech, enabledFlag: 'N' }));
  try {
    const disabled = await act(buyer, 'ponAuction', 'submit', await draftTender());
    assert.equal(disabled.body.errors?.[0]?.field, 'assessTemplateId');
    assert.match(String(disabled.body.errors?.[0]?.message), /机械零部件综合评分法.*停用/);
  } finally {
    const now = ok(await buyer.entity('ponAssessTemplate', 'findById', { assessTemplateId: template }));
    ok(await buyer.entity('ponAssessTemplate', 'saveOrUpdate', { ...now, enabledFlag: 'Y' }));
  }
  const loose = await draftTender({ items: [{ lineNumber: 1, sectionNumber: 3, itemId: id.bearing, quantity: 5 }] });
  const looseRes = await act(buyer, 'ponAuction', 'submit', loose);
  assert.equal(looseRes.body.errors?.[0]?.field, 'sectionNumber');
  const rules = await t.db.query('SELECT 1 FROM srm_pon_auction_score_rules WHERE auction_header_id = ANY($1)', [[auctionId, loose]]);
  assert.equal(rules.rows.length, 0, 'nothing copied from a refused submission');
  // A jury cannot be slipped in by hand.
  const slipped = await buyer.entity('ponAuction', 'saveOrUpdate', {
    auctionType: 'TENDER',
    auctionTitle: 'x',
    orgId: id.org,
    bidStartDate: stamp(1),
    bidEndDate: stamp(5),
    juries: [{ expertId: 1, userDuty: 'LEADER' }],
  });
  assert.equal(slipped.body.errors?.[0]?.field, 'juries');
});

test('the jury is drawn at random from the category, leaving out experts who worked at an invited supplier', async () => {
  const auctionId = await publishedTender();
  const expert2 = await one(`SELECT expert_id AS id FROM srm_pon_experts WHERE user_id = $1`, [await userId('expert2')]);
  const found = ok(await buyer.entity('ponExpert', 'findById', { expertId: expert2 }));
  ok(
    await buyer.entity('ponExpert', 'saveOrUpdate', {
      ...found,
      works: [...found.works, { companyName: '华东精密机械有限公司', supplierId: id.supplier1, position: '技术顾问', startDate: '2019-01-01' }],
    }),
    'expert2 worked at supplier1',
  );
  try {
    const short = await buyer.entity('ponAuction', 'doDrawJury', { auctionHeaderId: auctionId });
    refused(short, 'NOT_ENOUGH_EXPERTS', 'three asked, two free');
    assert.match(short.body.msg, /机加工件.*2/);
    const smaller = await publishedTender({ juryCount: 2 });
    const drawn = ok(await buyer.entity('ponAuction', 'doDrawJury', { auctionHeaderId: smaller }), 'draw two');
    assert.equal(drawn.juries.length, 2);
    assert.ok(!drawn.juries.some((j: any) => j.expertId === expert2), 'the tied expert is never drawn');
    assert.equal(drawn.juries.filter((j: any) => j.userDuty === 'LEADER').length, 1);
  } finally {
    const now = ok(await buyer.entity('ponExpert', 'findById', { expertId: expert2 }));
    ok(await buyer.entity('ponExpert', 'saveOrUpdate', { ...now, works: found.works }));
  }
});

test('a tender from responses to the award: opened by its quorum, scored by its jury, decided by section, countersigned and approved', async () => {
  const auctionId = await publishedTender();
  refused(await buyer.entity('ponAuction', 'doEvaluation', { auctionHeaderId: auctionId }), 'TRANSITION_REFUSED', 'no evaluation before the opening');
  ok(await buyer.entity('ponAuction', 'doDrawJury', { auctionHeaderId: auctionId }), 'draw');
  const bid1 = await respond(supplier1, auctionId, [80, 300], '数控加工，关键尺寸全检。');
  const bid2 = await respond(supplier2, auctionId, [100, 240], '半自动产线，抽检。');

  // Bidders do not learn who judges, nor what the jury was told.
  const seenBySupplier = ok(await supplier1.entity('ponAuction', 'findById', { auctionHeaderId: auctionId }));
  assert.equal(seenBySupplier.auctionTitle, '测试招标');
  for (const field of ['juries', 'noteToJury', 'juryCategoryId', 'juryCount']) assert.ok(!(field in seenBySupplier), `${field} is kept from bidders`);
  assert.deepEqual(ok(await supplier1.entity('ponAuctionJury', 'listByPage', { auctionHeaderId: auctionId })), []);
  assert.equal((await t.db.query('SELECT 1 FROM srm_pon_auction_juries WHERE auction_header_id = $1', [auctionId])).rows.length, 3);

  // Sealed: no price in the tables, and no expert sees the tender or its responses yet.
  const clear = await t.db.query('SELECT tax_price FROM srm_pon_bid_item_prices WHERE bid_header_id = ANY($1) AND tax_price IS NOT NULL', [[bid1, bid2]]);
  assert.equal(clear.rows.length, 0);
  for (const expert of experts) {
    assert.ok(!(await listTitles(expert, 'ponAuction')).some((a) => a.auctionHeaderId === auctionId), 'not before the evaluation');
    refused(await expert.entity('ponAuction', 'findById', { auctionHeaderId: auctionId }), 'NOT_FOUND');
  }

  const opened = await openTender(auctionId);
  assert.equal(opened.auctionStatus, 'EVALUATING', "a tender's opening hands the responses to the jury");
  refused(await buyer.entity('ponAuction', 'doSignOpening', { auctionHeaderId: auctionId }), 'TRANSITION_REFUSED', 'a second opening');
  refused(await buyer.entity('ponAuction', 'doAutoAward', { auctionHeaderId: auctionId }), 'TRANSITION_REFUSED', 'an award before the evaluation is complete');
  const todos = await t.db.query(
    `SELECT user_id FROM srm_base_interior_pending WHERE entity_name = 'ponAuction' AND record_id = $1 AND action_name = 'evaluate' AND handle_flag = 'N'`,
    [auctionId],
  );
  assert.equal(todos.rows.length, 3, 'each expert has the evaluation to do');

  // Now each expert sees it, its responses and their prices; nothing else of sourcing or purchasing.
  const [first, second, third] = experts;
  assert.ok((await listTitles(first, 'ponAuction')).some((a) => a.auctionHeaderId === auctionId));
  const seen = await listTitles(first, 'ponBid', { auctionHeaderId: auctionId });
  assert.deepEqual(seen.map((b) => b.bidHeaderId).sort(), [bid1, bid2].sort());
  refused(await first.entity('purOrder', 'listByPage', {}), 'FORBIDDEN', 'an expert reads no orders');

  const sheet = ok(await first.entity('ponAuction', 'doEvaluation', { auctionHeaderId: auctionId }), 'the sheet');
  assert.equal(sheet.responses.length, 2);
  assert.deepEqual(
    sheet.rules.map((r: any) => [r.scorePartition, r.maxScore]),
    [
      ['TECH', 30],
      ['TECH', 20],
      ['TECH', 10],
      ['COMMERCIAL', 40],
    ],
  );

  // Refused, nothing written: a missing score, one above the index's most points, below zero, too fine; someone not on the jury.
  const full = fullScores(sheet, [0.9, 0.5]);
  const missing = await first.entity('ponAuction', 'doSubmitScores', { auctionHeaderId: auctionId, scores: full.slice(1) });
  assert.equal(missing.body.code, 'VALIDATION');
  assert.match(String(missing.body.errors?.[0]?.message), /华东精密.*尚未评分/);
  const over = await first.entity('ponAuction', 'doSubmitScores', {
    auctionHeaderId: auctionId,
    scores: full.map((s: any, i: number) => (i === 0 ? { ...s, score: 31 } : s)),
  });
  assert.equal(over.body.errors?.[0]?.field, 'score');
  const negative = await first.entity('ponAuction', 'doSubmitScores', {
    auctionHeaderId: auctionId,
    scores: full.map((s: any, i: number) => (i === 0 ? { ...s, score: -1 } : s)),
  });
  assert.equal(negative.body.errors?.[0]?.field, 'score');
  const fine = await first.entity('ponAuction', 'doSubmitScores', {
    auctionHeaderId: auctionId,
    scores: full.map((s: any, i: number) => (i === 0 ? { ...s, score: 10.125 } : s)),
  });
  assert.equal(fine.body.errors?.[0]?.field, 'score');
  refused(await buyer.entity('ponAuction', 'doSubmitScores', { auctionHeaderId: auctionId, scores: full }), 'NOT_ON_JURY', 'a buyer scoring');
  const written = await t.db.query('SELECT 1 FROM srm_pon_jury_scores WHERE auction_header_id = $1', [auctionId]);
  assert.equal(written.rows.length, 0, 'no score written by a refused submission');

  // The experts score; each sees only their own scores until all are in.
  const mine = ok(await first.entity('ponAuction', 'doSubmitScores', { auctionHeaderId: auctionId, scores: full }), 'first scores');
  assert.equal(mine.scores.length, 6);
  refused(await first.entity('ponAuction', 'doSubmitScores', { auctionHeaderId: auctionId, scores: full }), 'ALREADY_SCORED');
  const secondSheet = ok(await second.entity('ponAuction', 'doEvaluation', { auctionHeaderId: auctionId }));
  assert.equal(secondSheet.scores.length, 0, "another member's scores stay hidden while the evaluation runs");
  ok(await second.entity('ponAuction', 'doSubmitScores', { auctionHeaderId: auctionId, scores: fullScores(sheet, [0.8, 0.6]) }), 'second scores');
  const done = ok(await third.entity('ponAuction', 'doSubmitScores', { auctionHeaderId: auctionId, scores: fullScores(sheet, [0.7, 0.7]) }), 'third scores');
  assert.equal(done.auction.auctionStatus, 'EVALUATED');
  assert.equal(done.scores.length, 18, 'every score once complete');

  // Technical: the mean of the members' totals (60 points): 54, 48, 42 -> 48; 30, 36, 42 -> 36.
  // Commercial (lowest price, 40 points): totals 20,000 and 19,600 -> 40 × 19,600 / 20,000 = 39.2 and 40.
  const byBid = new Map(done.responses.map((r: any) => [r.bidHeaderId, r]));
  const r1 = byBid.get(bid1) as any;
  const r2 = byBid.get(bid2) as any;
  assert.deepEqual([r1.techScore, r1.commercialScore, r1.scoreSum, r1.scoreRank], [48, 39.2, 87.2, 1]);
  assert.deepEqual([r2.techScore, r2.commercialScore, r2.scoreSum, r2.scoreRank], [36, 40, 76, 2]);

  // The decision: each section to the best-ranked response; the jury countersigns, one disagreement sends it back.
  const decided = ok(await buyer.entity('ponAuction', 'doAutoAward', { auctionHeaderId: auctionId }), 'auto award');
  const winner = decided.bids.find((b: any) => b.bidHeaderId === bid1);
  assert.deepEqual(
    winner.lines.map((l: any) => l.awardQuantity),
    [100, 40],
  );
  ok(await act(buyer, 'ponAuction', 'submitPicketage', auctionId, { awardComments: '综合得分第一名华东精密中标两个标段' }), 'submit the decision');
  const noReason = await first.entity('ponAuction', 'doCountersign', { auctionHeaderId: auctionId, countersignOpinion: 'REJECT' });
  assert.equal(noReason.body.errors?.[0]?.field, 'countersignComments');
  refused(await buyer.entity('ponAuction', 'doCountersign', { auctionHeaderId: auctionId, countersignOpinion: 'AGREE' }), 'NOT_ON_JURY');
  const back = ok(
    await first.entity('ponAuction', 'doCountersign', {
      auctionHeaderId: auctionId,
      countersignOpinion: 'REJECT',
      countersignComments: '传动轴标段价格偏高，建议议价',
    }),
  );
  assert.equal(back.auctionStatus, 'EVALUATED');
  ok(await act(buyer, 'ponAuction', 'submitPicketage', auctionId, { awardComments: '复核后维持原定标' }), 'submit again');
  for (const expert of experts) ok(await expert.entity('ponAuction', 'doCountersign', { auctionHeaderId: auctionId, countersignOpinion: 'AGREE' }), 'agree');
  const awarding = ok(await buyer.entity('ponAuction', 'findById', { auctionHeaderId: auctionId }));
  assert.equal(awarding.auctionStatus, 'AWARDING');
  ok(await act(approver, 'ponAuction', 'approveAward', auctionId), 'approve the award');

  // The result: a notice per bidder, which the buyer reads over and sends; each supplier then sees its own and only its own.
  const noticesOf = async (client: Client) => listTitles(client, 'ponTenderNotice', { auctionNumber: awarding.auctionNumber });
  const drafted = await noticesOf(buyer);
  assert.deepEqual(
    drafted.map((n) => [n.supplierId, n.noticeType, n.noticeStatus]).sort(),
    [
      [id.supplier1, 'WIN', 'DRAFT'],
      [id.supplier2, 'LOSE', 'DRAFT'],
    ].sort(),
  );
  const win = drafted.find((n) => n.noticeType === 'WIN');
  const lose = drafted.find((n) => n.noticeType === 'LOSE');
  assert.match(win.noticeContent, /中标金额 [\d,]+\.\d\d CNY/);
  assert.deepEqual(await noticesOf(supplier1), [], 'a notice is not the bidder’s to see before it is sent');
  const sendTodos = async () =>
    (
      await t.db.query(
        `SELECT count(*)::int AS n FROM srm_base_interior_pending p JOIN saaf_users u ON u.user_id = p.user_id
          WHERE u.user_name = 'buyer' AND p.entity_name = 'ponTenderNotice' AND p.record_id = ANY($1) AND p.action_name = 'send' AND p.handle_flag = 'N'`,
        [[win.noticeId, lose.noticeId]],
      )
    ).rows[0].n;
  assert.equal(await sendTodos(), 2, 'the buyer has a to-do to send each notice');
  const blank = await act(buyer, 'ponTenderNotice', 'send', win.noticeId, { noticeContent: '' });
  refused(blank, 'VALIDATION', 'a notice without text');
  assert.equal(blank.body.errors?.[0]?.field, 'noticeContent');
  refused(await supplier1.entity('ponTenderNotice', 'saveOrUpdate', { ...win, noticeContent: '改写' }), 'READ_ONLY_ENTITY', 'a bidder rewriting its notice');
  const reworded = `${win.noticeContent}\n合同签订地点：星辰制造采购部。`;
  ok(await act(buyer, 'ponTenderNotice', 'send', win.noticeId, { noticeContent: reworded }), 'send the award notice');
  ok(await act(buyer, 'ponTenderNotice', 'send', lose.noticeId, { noticeContent: lose.noticeContent }), 'send the other');
  assert.equal(await sendTodos(), 0);
  const mine1 = await noticesOf(supplier1);
  assert.deepEqual(
    mine1.map((n) => [n.noticeType, n.noticeStatus, n.noticeContent]),
    [['WIN', 'SENT', reworded]],
  );
  assert.deepEqual(
    (await noticesOf(supplier2)).map((n) => [n.noticeType, n.noticeStatus]),
    [['LOSE', 'SENT']],
  );
  refused(await supplier2.entity('ponTenderNotice', 'findById', { noticeId: win.noticeId }), 'NOT_FOUND', 'another bidder’s notice');
  const told = async (user: string) =>
    (
      await t.db.query(
        `SELECT notification_title AS title FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id
          WHERE u.user_name = $1 AND n.entity_name = 'ponTenderNotice' AND n.record_id = ANY($2) ORDER BY n.notification_id`,
        [user, [win.noticeId, lose.noticeId]],
      )
    ).rows.map((r) => String(r.title));
  assert.deepEqual(await told('supplier1'), [`中标通知书 ${win.noticeNumber} 发出通知书`]);
  assert.deepEqual(await told('supplier2'), [`未中标通知书 ${lose.noticeNumber} 发出通知书`]);
  refused(await act(buyer, 'ponTenderNotice', 'acknowledge', win.noticeId), 'FORBIDDEN', 'the buyer confirming for the bidder');
  const received = ok(await act(supplier1, 'ponTenderNotice', 'acknowledge', win.noticeId), 'confirm receipt');
  assert.equal(received.noticeStatus, 'ACKNOWLEDGED');
  assert.ok(received.acknowledgedDate && received.sentDate);
  const own2 = await listTitles(supplier2, 'ponBid', { auctionHeaderId: auctionId });
  assert.deepEqual(
    own2.map((b) => [b.bidHeaderId, b.awardStatus]),
    [[bid2, 'NOT_AWARDED']],
  );
  const made = ok(await buyer.entity('ponAuction', 'doCreateAgreement', { auctionHeaderId: auctionId }), 'agreement');
  assert.equal(made.auctionStatus, 'COMPLETED');
  const agreements1 = await listTitles(supplier1, 'purAgreement', { auctionNumber: made.auctionNumber });
  const agreements2 = await listTitles(supplier2, 'purAgreement', { auctionNumber: made.auctionNumber });
  assert.equal(agreements1.filter((a) => a.auctionNumber === made.auctionNumber).length, 1);
  assert.equal(agreements2.filter((a) => a.auctionNumber === made.auctionNumber).length, 0);
});

test('a tender is opened only once its jury is drawn', async () => {
  const auctionId = await publishedTender();
  await respond(supplier1, auctionId, [80, 300], '方案');
  await atDate(later(25), () => closeDueInquiries(t.db, t.app.srm.ops));
  refused(await buyer.entity('ponAuction', 'doSignOpening', { auctionHeaderId: auctionId }), 'JURY_NOT_DRAWN');
  ok(await buyer.entity('ponAuction', 'doDrawJury', { auctionHeaderId: auctionId }));
  assert.equal(ok(await buyer.entity('ponAuction', 'doSignOpening', { auctionHeaderId: auctionId })).auctionStatus, 'EVALUATING');
});

test('a tender plan, once approved, becomes a draft tender of its lines not yet tendered, each line naming it', async () => {
  const saved = ok(
    await buyer.entity('ponTenderPlan', 'saveOrUpdate', {
      planTitle: '测试招标计划',
      orgId: id.org,
      planYear: 2027,
      plannedDate: formatDate(later(24 * 30)),
      lines: [
        { lineNumber: 1, itemId: id.bearing, quantity: 100, budgetPrice: 80.5 },
        { lineNumber: 2, itemId: id.shaft, quantity: 40, budgetPrice: 300 },
      ],
    }),
    'save plan',
  );
  assert.equal(Number(saved.totalBudgetAmount), 100 * 80.5 + 40 * 300);
  assert.deepEqual(
    saved.lines.map((l: any) => Number(l.budgetAmount)),
    [8050, 12000],
  );
  refused(await buyer.entity('ponTenderPlan', 'doCreateTender', { planId: saved.planId }), 'TRANSITION_REFUSED', 'a tender of a plan not approved');
  const bad = await buyer.entity('ponTenderPlan', 'saveOrUpdate', { ...saved, planYear: 1999, lines: [{ lineNumber: 1, itemId: id.bearing, quantity: -1 }] });
  assert.equal(bad.body.code, 'VALIDATION');
  assert.deepEqual((bad.body.errors ?? []).map((e: any) => e.field).sort(), ['planYear', 'quantity']);
  ok(await act(buyer, 'ponTenderPlan', 'submit', saved.planId), 'submit');
  refused(await act(buyer, 'ponTenderPlan', 'approval', saved.planId), 'FORBIDDEN', 'the buyer, who approves nothing');
  ok(await act(approver, 'ponTenderPlan', 'approval', saved.planId), 'approve');
  const tender = ok(await buyer.entity('ponTenderPlan', 'doCreateTender', { planId: saved.planId }), 'make the tender');
  assert.equal(tender.auctionType, 'TENDER');
  assert.equal(tender.auctionStatus, 'DRAFT');
  assert.match(tender.auctionNumber, /^ZB-/);
  assert.deepEqual(
    tender.items.map((i: any) => [i.itemId, Number(i.quantity), i.sectionNumber]),
    [
      [id.bearing, 100, 1],
      [id.shaft, 40, 1],
    ],
  );
  assert.equal(Number(tender.sections[0].budgetAmount), 20050);
  const plan = ok(await buyer.entity('ponTenderPlan', 'findById', { planId: saved.planId }));
  assert.deepEqual(
    plan.lines.map((l: any) => l.auctionNumber),
    [tender.auctionNumber, tender.auctionNumber],
  );
  refused(await buyer.entity('ponTenderPlan', 'doCreateTender', { planId: saved.planId }), 'PLAN_ALL_TENDERED', 'a second tender of the same lines');
  refused(await supplier1.entity('ponTenderPlan', 'listByPage', {}), 'FORBIDDEN', 'a supplier reading plans');
});

test('the response monitor: who of the invited has answered the current round, without a price', async () => {
  const auctionId = await publishedTender();
  await respond(supplier1, auctionId, [80, 300], '方案');
  ok(await supplier2.entity('ponAuction', 'doStartBid', { auctionHeaderId: auctionId }), 'a draft');
  const rows = await listTitles(buyer, 'ponRespondMonitor', { auctionHeaderId: auctionId });
  assert.deepEqual(
    rows.map((r) => [r.supplierId, r.respondStatus]).sort(),
    [
      [id.supplier1, 'RESPONDED'],
      [id.supplier2, 'DRAFTING'],
    ].sort(),
  );
  for (const row of rows) assert.ok(!Object.keys(row).some((k) => /price|amount/i.test(k)), 'no price reaches the monitor');
  refused(await supplier1.entity('ponRespondMonitor', 'listByPage', {}), 'FORBIDDEN', 'a supplier reading the monitor');
});

test('an open tender: every supplier sees it and may register; only a shortlisted one may respond; none sees who else is on the list', async () => {
  const auctionId = await publishedTender({ invitingBidWay: 'OPEN', registrationEndDate: stamp(12), suppliers: [] });
  const seen = ok(await supplier2.entity('ponAuction', 'findById', { auctionHeaderId: auctionId }), 'an uninvited supplier reads an open tender');
  assert.equal(seen.invitingBidWay, 'OPEN');
  refused(await supplier1.entity('ponAuction', 'doStartBid', { auctionHeaderId: auctionId }), 'NOT_INVITED', 'a response before registering');
  ok(await supplier1.entity('ponAuction', 'doRegister', { auctionHeaderId: auctionId }), 'register');
  refused(await supplier1.entity('ponAuction', 'doRegister', { auctionHeaderId: auctionId }), 'ALREADY_REGISTERED');
  refused(await supplier1.entity('ponAuction', 'doStartBid', { auctionHeaderId: auctionId }), 'NOT_INVITED', 'a response before the shortlist');
  ok(await supplier2.entity('ponAuction', 'doRegister', { auctionHeaderId: auctionId }), 'register');
  refused(await buyer.entity('ponAuction', 'doRegister', { auctionHeaderId: auctionId }), 'FORBIDDEN', 'a buyer registering');

  // Each supplier sees its own place on the list only.
  const own = ok(await supplier1.entity('ponAuction', 'findById', { auctionHeaderId: auctionId }));
  assert.deepEqual(
    own.suppliers.map((s: any) => [s.supplierId, s.inviteStatus]),
    [[id.supplier1, 'REGISTERED']],
  );
  const tender = ok(await buyer.entity('ponAuction', 'findById', { auctionHeaderId: auctionId }));
  const invite = (supplierId: number) => tender.suppliers.find((s: any) => s.supplierId === supplierId);
  const todos = await t.db.query(
    `SELECT count(*)::int AS n FROM srm_base_interior_pending p JOIN saaf_users u ON u.user_id = p.user_id
      WHERE u.user_name = 'buyer' AND p.entity_name = 'ponAuctionSupplier' AND p.record_id = ANY($1) AND p.handle_flag = 'N'`,
    [[invite(id.supplier1).inviteId, invite(id.supplier2).inviteId]],
  );
  assert.equal(todos.rows[0].n, 2, 'a to-do per registration for the buyer');

  ok(await act(buyer, 'ponAuctionSupplier', 'shortlist', invite(id.supplier1).inviteId), 'shortlist');
  const noReason = await act(buyer, 'ponAuctionSupplier', 'refuseShortlist', invite(id.supplier2).inviteId, { shortlistComments: '' });
  refused(noReason, 'VALIDATION', 'not shortlisted without a reason');
  assert.equal(noReason.body.errors?.[0]?.field, 'shortlistComments');
  ok(await act(buyer, 'ponAuctionSupplier', 'refuseShortlist', invite(id.supplier2).inviteId, { shortlistComments: '资质证书过期' }), 'not shortlisted');
  refused(await act(supplier1, 'ponAuctionSupplier', 'shortlist', invite(id.supplier1).inviteId), 'FORBIDDEN', 'a supplier shortlisting itself');

  await respond(supplier1, auctionId, [80, 300], '方案');
  refused(await supplier2.entity('ponAuction', 'doStartBid', { auctionHeaderId: auctionId }), 'NOT_INVITED', 'not shortlisted');
  const told = await t.db.query(
    `SELECT n.notification_title AS title FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id
      WHERE u.user_name = 'supplier2' AND n.record_id = $1 ORDER BY n.notification_id`,
    [auctionId],
  );
  assert.ok(told.rows.some((r) => String(r.title).includes('未入围（资质证书过期）')));
});

test('registration closes at its time; an inquiry and an invited tender take none; an inquiry is never open', async () => {
  const openId = await publishedTender({ invitingBidWay: 'OPEN', registrationEndDate: stamp(2), suppliers: [] });
  await atDate(later(3), async () => refused(await supplier1.entity('ponAuction', 'doRegister', { auctionHeaderId: openId }), 'REGISTRATION_CLOSED'));
  const late = await buyer.entity('ponAuction', 'saveOrUpdate', {
    auctionType: 'TENDER',
    auctionTitle: '报名晚于截标',
    orgId: id.org,
    bidStartDate: stamp(1),
    bidEndDate: stamp(24),
    invitingBidWay: 'OPEN',
    registrationEndDate: stamp(48),
  });
  refused(late, 'VALIDATION', 'registration after the closing time');
  assert.equal(late.body.errors?.[0]?.field, 'registrationEndDate');
  const invited = await publishedTender();
  refused(await supplier1.entity('ponAuction', 'doRegister', { auctionHeaderId: invited }), 'NOT_OPEN_TENDER');
  const inquiry = ok(
    await buyer.entity('ponAuction', 'saveOrUpdate', {
      auctionTitle: '想公开的询价',
      orgId: id.org,
      bidStartDate: stamp(1),
      bidEndDate: stamp(24),
      invitingBidWay: 'OPEN',
    }),
  );
  assert.equal(inquiry.invitingBidWay, 'INVITED', 'an inquiry is by invitation');
});

test('tender documents: published only with one released; bidders read released ones of their tenders only, and hear of a late one', async () => {
  const auctionId = await draftTender();
  ok(await act(buyer, 'ponAuction', 'submit', auctionId), 'submit');
  ok(await act(approver, 'ponAuction', 'approval', auctionId), 'approve');
  refused(await act(buyer, 'ponAuction', 'publish', auctionId), 'TENDER_DOC_MISSING', 'a tender without a released document');
  const draft = ok(
    await buyer.entity('ponTenderDoc', 'saveOrUpdate', {
      auctionHeaderId: auctionId,
      docType: 'TECH_SPEC',
      docTitle: '技术规格书（草稿）',
      docContent: '<p>草稿</p>',
    }),
  );
  assert.match(draft.docNumber, /^ZBWJ-/);
  assert.equal(draft.auctionNumber.slice(0, 3), 'ZB-');
  await releasedDoc(auctionId, '招标公告');
  ok(await act(buyer, 'ponAuction', 'publish', auctionId), 'publish');
  const titles = async (client: Client) => (await listTitles(client, 'ponTenderDoc', { auctionHeaderId: auctionId })).map((d) => d.docTitle).sort();
  assert.deepEqual(await titles(supplier1), ['招标公告'], 'a bidder reads the released document, not the draft');
  assert.deepEqual(await titles(buyer), ['技术规格书（草稿）', '招标公告']);
  refused(await supplier1.entity('ponTenderDoc', 'findById', { docId: draft.docId }), 'NOT_FOUND', 'a draft document');

  // A tender 蓝海 is not invited to: none of its documents exist for 蓝海.
  const other = await publishedTender({ suppliers: [{ supplierId: id.supplier1 }] });
  assert.deepEqual(await titles(supplier2), ['招标公告']);
  assert.deepEqual(
    (await listTitles(supplier2, 'ponTenderDoc', { auctionHeaderId: other })).map((d) => d.docTitle),
    [],
  );

  // Released while the tender is open: its bidders are told.
  ok(await act(buyer, 'ponTenderDoc', 'submit', draft.docId), 'submit');
  ok(await act(approver, 'ponTenderDoc', 'approval', draft.docId), 'release');
  const told = await t.db.query(
    `SELECT n.notification_title AS title FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id
      WHERE u.user_name = 'supplier2' AND n.entity_name = 'ponAuction' AND n.record_id = $1`,
    [auctionId],
  );
  assert.ok(told.rows.some((r) => String(r.title).includes('技术规格书（草稿）')));

  // Only a tender has documents; a closed one's can no longer change.
  const inquiry = ok(await buyer.entity('ponAuction', 'saveOrUpdate', { auctionTitle: '询价', orgId: id.org, bidStartDate: stamp(1), bidEndDate: stamp(24) }));
  const onInquiry = await buyer.entity('ponTenderDoc', 'saveOrUpdate', {
    auctionHeaderId: inquiry.auctionHeaderId,
    docType: 'FORMS',
    docTitle: 'x',
    docContent: 'x',
  });
  refused(onInquiry, 'VALIDATION', 'a document of an inquiry');
  assert.equal(onInquiry.body.errors?.[0]?.field, 'auctionHeaderId');
  await atDate(later(25), () => closeDueInquiries(t.db, t.app.srm.ops));
  const late = await buyer.entity('ponTenderDoc', 'saveOrUpdate', { auctionHeaderId: auctionId, docType: 'FORMS', docTitle: '投标文件格式', docContent: 'x' });
  refused(late, 'VALIDATION', 'a document of a closed tender');
});

test('bargaining: the buyer asks a bidder of an evaluated tender for final prices; the answer, never above the bid, is what the award pays', async () => {
  const auctionId = await publishedTender();
  ok(await buyer.entity('ponAuction', 'doDrawJury', { auctionHeaderId: auctionId }), 'draw');
  const bid1 = await respond(supplier1, auctionId, [80, 300], '数控加工。');
  const bid2 = await respond(supplier2, auctionId, [100, 240], '半自动产线。');
  await openTender(auctionId);
  const request = (bidHeaderId: number, extra: Record<string, unknown> = {}) =>
    buyer.entity('ponBargain', 'saveOrUpdate', { bidHeaderId, bargainReason: '请给出最终报价', bargainEndDate: stamp(48), ...extra });
  const early = await request(bid1);
  refused(early, 'VALIDATION', 'no bargaining while the jury scores');
  assert.equal(early.body.errors?.[0]?.field, 'bidHeaderId');
  const sheet = ok(await experts[0].entity('ponAuction', 'doEvaluation', { auctionHeaderId: auctionId }));
  for (const [i, shares] of [
    [0.9, 0.5],
    [0.8, 0.6],
    [0.7, 0.7],
  ].entries())
    ok(await experts[i].entity('ponAuction', 'doSubmitScores', { auctionHeaderId: auctionId, scores: fullScores(sheet, shares) }), 'scores');

  // Refused, nothing written: no reason, an answer-by time already past.
  assert.equal((await request(bid1, { bargainReason: '' })).body.errors?.[0]?.field, 'bargainReason');
  assert.equal((await request(bid1, { bargainEndDate: stamp(-1) })).body.errors?.[0]?.field, 'bargainEndDate');
  const draft = ok(await request(bid1), 'write the request');
  assert.deepEqual(
    draft.lines.map((l: any) => [l.lineNumber, Number(l.quantity), Number(l.quotedPrice), l.bargainPrice]),
    [
      [1, 100, 80, null],
      [2, 40, 300, null],
    ],
  );
  assert.deepEqual([draft.supplierId, draft.auctionHeaderId, draft.bargainStatus], [id.supplier1, auctionId, 'DRAFT']);
  refused(await request(bid1), 'BARGAIN_OPEN', 'a second open request on one response');
  const requestsOf = (client: Client) => listTitles(client, 'ponBargain', { auctionNumber: draft.auctionNumber });
  assert.deepEqual(await requestsOf(supplier1), [], 'a draft is not the bidder’s to see');

  ok(await act(buyer, 'ponBargain', 'request', draft.bargainId), 'send');
  assert.deepEqual(
    (await requestsOf(supplier1)).map((b) => b.bargainId),
    [draft.bargainId],
  );
  assert.deepEqual(await requestsOf(supplier2), [], 'another bidder’s request');
  const todo = await t.db.query(
    `SELECT bill_link AS link FROM srm_base_supplier_pending WHERE entity_name = 'ponBargain' AND record_id = $1 AND supplier_id = $2 AND handle_flag = 'N'`,
    [draft.bargainId, id.supplier1],
  );
  assert.deepEqual(
    todo.rows.map((r) => r.link),
    [`biddingBargEdit?id=${draft.bargainId}`],
    'the bidder’s to-do opens its own page',
  );

  // The decision waits for the answer.
  ok(await buyer.entity('ponAuction', 'doAutoAward', { auctionHeaderId: auctionId }), 'auto award');
  refused(await act(buyer, 'ponAuction', 'submitPicketage', auctionId, { awardComments: '定标' }), 'BARGAIN_PENDING');

  // The answer: above the bid, below zero, too fine, or by another supplier: refused, nothing written.
  const [line1] = draft.lines;
  const answer = (client: Client, lines: Record<string, unknown>[]) => act(client, 'ponBargain', 'answer', draft.bargainId, { lines });
  const above = await answer(supplier1, [{ bargainLineId: line1.bargainLineId, bargainPrice: 81 }]);
  assert.equal(above.body.errors?.[0]?.field, 'bargainPrice');
  assert.match(String(above.body.errors?.[0]?.message), /第 1 行.*不能高于投标单价 80/);
  assert.equal((await answer(supplier1, [{ bargainLineId: line1.bargainLineId, bargainPrice: -1 }])).body.errors?.[0]?.field, 'bargainPrice');
  assert.equal((await answer(supplier1, [{ bargainLineId: line1.bargainLineId, bargainPrice: 70.12345 }])).body.errors?.[0]?.field, 'bargainPrice');
  refused(await answer(supplier2, [{ bargainLineId: line1.bargainLineId, bargainPrice: 1 }]), 'NOT_FOUND', 'another supplier answering');
  refused(await answer(buyer, []), 'FORBIDDEN', 'the buyer answering for the bidder');
  const unwritten = await t.db.query('SELECT 1 FROM srm_pon_bargain_lines WHERE bargain_id = $1 AND bargain_price IS NOT NULL', [draft.bargainId]);
  assert.equal(unwritten.rows.length, 0);

  // Line 2 left empty keeps its bid price.
  const answered = ok(await answer(supplier1, [{ bargainLineId: line1.bargainLineId, bargainPrice: 76 }]), 'answer');
  assert.equal(answered.bargainStatus, 'ANSWERED');
  assert.deepEqual(
    answered.lines.map((l: any) => [Number(l.bargainPrice), Number(l.bargainLineAmount)]),
    [
      [76, 7600],
      [300, 12000],
    ],
  );
  assert.equal(Number(answered.bargainAmount), 19600);
  const response = ok(await buyer.entity('ponBid', 'findById', { bidHeaderId: bid1 }));
  assert.equal(Number(response.bargainAmount), 19600);
  assert.deepEqual(
    response.lines.map((l: any) => [Number(l.taxPrice), Number(l.bargainPrice)]),
    [
      [80, 76],
      [300, 300],
    ],
  );
  const told = await t.db.query(
    `SELECT n.notification_title AS title FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id
      WHERE u.user_name = 'buyer' AND n.entity_name = 'ponBargain' AND n.record_id = $1`,
    [draft.bargainId],
  );
  assert.deepEqual(
    told.rows.map((r) => r.title),
    [`议价单 ${draft.bargainNumber} 提交议价`],
    'the buyer who asked hears of the answer',
  );

  // A request answered too late is refused; the buyer withdraws it, and the bidder's to-do goes with it.
  const second = ok(await request(bid2, { bargainEndDate: stamp(2) }));
  ok(await act(buyer, 'ponBargain', 'request', second.bargainId));
  const late = await atDate(later(3), () => act(supplier2, 'ponBargain', 'answer', second.bargainId, { lines: [] }));
  refused(late, 'BARGAIN_CLOSED');
  refused(await act(buyer, 'ponBargain', 'cancel', second.bargainId), 'COMMENT_REQUIRED');
  ok(await act(buyer, 'ponBargain', 'cancel', second.bargainId, { comment: '不再议价' }), 'withdraw');
  const open = await t.db.query(`SELECT 1 FROM srm_base_supplier_pending WHERE entity_name = 'ponBargain' AND record_id = $1 AND handle_flag = 'N'`, [
    second.bargainId,
  ]);
  assert.equal(open.rows.length, 0);

  // The comparison shows the final price beside the bid's; the award pays the final one.
  const compared = ok(await buyer.entity('ponAuction', 'doCompare', { auctionHeaderId: auctionId }));
  const lines1 = compared.bids.find((b: any) => b.bidHeaderId === bid1).lines;
  assert.deepEqual(
    lines1.map((l: any) => [l.taxPrice, l.quotedPrice]),
    [
      [76, 80],
      [300, 300],
    ],
  );
  ok(await act(buyer, 'ponAuction', 'submitPicketage', auctionId, { awardComments: '议价后定标' }), 'decide');
  for (const expert of experts) ok(await expert.entity('ponAuction', 'doCountersign', { auctionHeaderId: auctionId, countersignOpinion: 'AGREE' }));
  ok(await act(approver, 'ponAuction', 'approveAward', auctionId), 'approve');
  const won = ok(await buyer.entity('ponBid', 'findById', { bidHeaderId: bid1 }));
  assert.deepEqual([won.awardStatus, Number(won.awardAmount)], ['AWARDED', 19600]);
  refused(await request(bid1), 'VALIDATION', 'no bargaining once decided');
});

test('clarifications: the jury’s questions on one response reach its bidder alone, are answered in full before the time, and lapse with the evaluation', async () => {
  const auctionId = await publishedTender();
  ok(await buyer.entity('ponAuction', 'doDrawJury', { auctionHeaderId: auctionId }), 'draw');
  const bid1 = await respond(supplier1, auctionId, [80, 300], '数控加工。');
  const bid2 = await respond(supplier2, auctionId, [100, 240], '半自动产线。');
  const ask = (bidHeaderId: number, extra: Record<string, unknown> = {}) =>
    buyer.entity('ponClarification', 'saveOrUpdate', {
      bidHeaderId,
      clarificationTitle: '检测能力',
      replyEndDate: stamp(48),
      lines: [
        { lineNumber: 1, question: '关键尺寸用什么设备检测？' },
        { lineNumber: 2, question: '检测频次？' },
      ],
      ...extra,
    });
  refused(await ask(bid1), 'VALIDATION', 'no questions before the opening');
  await openTender(auctionId);

  assert.equal((await ask(bid1, { lines: [] })).body.errors?.[0]?.field, 'lines');
  assert.equal((await ask(bid1, { replyEndDate: stamp(-1) })).body.errors?.[0]?.field, 'replyEndDate');
  const draft = ok(await ask(bid1), 'write the questions');
  assert.deepEqual([draft.supplierId, draft.auctionHeaderId, draft.clarificationStatus], [id.supplier1, auctionId, 'DRAFT']);
  const seen = (client: Client) => listTitles(client, 'ponClarification', { auctionNumber: draft.auctionNumber });
  assert.deepEqual(await seen(supplier1), [], 'a draft is not the bidder’s to see');
  ok(await act(buyer, 'ponClarification', 'send', draft.clarificationId), 'send');
  assert.deepEqual(
    (await seen(supplier1)).map((c) => c.clarificationId),
    [draft.clarificationId],
  );
  assert.deepEqual(await seen(supplier2), [], 'another bidder’s questions');
  for (const expert of experts)
    assert.deepEqual(
      (await seen(expert)).map((c) => c.clarificationId),
      [draft.clarificationId],
      'the jury reads the questions on the responses it scores',
    );

  // Every question answered by the bidder itself, or nothing is written.
  const [q1, q2] = draft.lines;
  const reply = (client: Client, lines: Record<string, unknown>[]) => act(client, 'ponClarification', 'reply', draft.clarificationId, { lines });
  const half = await reply(supplier1, [{ clarificationLineId: q1.clarificationLineId, replyText: '三坐标测量机' }]);
  assert.deepEqual(
    half.body.errors?.map((e: any) => [e.field, e.message]),
    [['replyText', '第 2 个问题尚未答复']],
  );
  refused(await reply(supplier2, []), 'NOT_FOUND', 'another supplier answering');
  refused(await reply(buyer, []), 'FORBIDDEN', 'the buyer answering for the bidder');
  const replied = ok(
    await reply(supplier1, [
      { clarificationLineId: q1.clarificationLineId, replyText: '三坐标测量机' },
      { clarificationLineId: q2.clarificationLineId, replyText: ' 每件在线检测 ' },
    ]),
    'answer',
  );
  assert.equal(replied.clarificationStatus, 'REPLIED');
  assert.deepEqual(
    replied.lines.map((l: any) => l.replyText),
    ['三坐标测量机', '每件在线检测'],
  );
  const told = await t.db.query(
    `SELECT 1 FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id
      WHERE u.user_name = 'buyer' AND n.entity_name = 'ponClarification' AND n.record_id = $1`,
    [draft.clarificationId],
  );
  assert.equal(told.rows.length, 1, 'the buyer who asked hears of the answer');

  // Questions still open when the last expert scores lapse with the evaluation, and so does the bidder's to-do.
  const open = ok(await ask(bid2));
  ok(await act(buyer, 'ponClarification', 'send', open.clarificationId));
  const late = await atDate(later(49), () => act(supplier2, 'ponClarification', 'reply', open.clarificationId, { lines: [] }));
  refused(late, 'CLARIFY_CLOSED');
  const sheet = ok(await experts[0].entity('ponAuction', 'doEvaluation', { auctionHeaderId: auctionId }));
  for (const expert of experts) ok(await expert.entity('ponAuction', 'doSubmitScores', { auctionHeaderId: auctionId, scores: fullScores(sheet, [0.8, 0.7]) }));
  const lapsed = ok(await buyer.entity('ponClarification', 'findById', { clarificationId: open.clarificationId }));
  assert.equal(lapsed.clarificationStatus, 'CANCELLED');
  const todos = await t.db.query(`SELECT 1 FROM srm_base_supplier_pending WHERE entity_name = 'ponClarification' AND record_id = $1 AND handle_flag = 'N'`, [
    open.clarificationId,
  ]);
  assert.equal(todos.rows.length, 0);
  refused(await ask(bid2), 'VALIDATION', 'no questions once the evaluation is over');
});

test('a bidding rule: the tender is submitted only as the rule allows, and opened only with its responses; with fewer it is published again or abandoned', async () => {
  const rule = (extra: Record<string, unknown>) =>
    buyer.entity('ponBiddingRule', 'saveOrUpdate', { ruleCode: `R${Math.random().toString(36).slice(2, 8)}`, ruleName: '测试规则', minBidders: 3, ...extra });
  const strict = ok(await rule({ invitingBidWay: 'INVITED', minInvited: 3, minJury: 5 }), 'a strict rule');
  const auctionId = await draftTender({ biddingRuleId: strict.biddingRuleId });
  const drafted = ok(await buyer.entity('ponAuction', 'findById', { auctionHeaderId: auctionId }));
  assert.deepEqual([drafted.biddingRuleName, drafted.minBidders], ['测试规则', 3]);
  const refusedSubmit = await act(buyer, 'ponAuction', 'submit', auctionId);
  assert.deepEqual(
    refusedSubmit.body.errors?.map((e: any) => [e.field, e.message]),
    [
      ['suppliers', '招标规则“测试规则”要求至少邀请 3 家供应商，当前 2 家'],
      ['juryCount', '不能小于5'],
    ],
  );
  const open = await draftTender({ biddingRuleId: strict.biddingRuleId, invitingBidWay: 'OPEN', suppliers: [], juryCount: 5 });
  assert.deepEqual(
    (await act(buyer, 'ponAuction', 'submit', open)).body.errors?.map((e: any) => e.field),
    ['invitingBidWay'],
    'an open tender under a rule for invited ones',
  );
  ok(await buyer.entity('ponBiddingRule', 'saveOrUpdate', { ...strict, enabledFlag: 'N' }), 'disable');
  assert.deepEqual(
    (await act(buyer, 'ponAuction', 'submit', auctionId)).body.errors?.map((e: any) => e.field),
    ['biddingRuleId'],
  );

  // Three responses needed, two in: nothing to open; the buyer decides.
  const three = ok(await rule({ minInvited: 2, minJury: 3 }));
  const tender = await publishedTender({ biddingRuleId: three.biddingRuleId });
  ok(await buyer.entity('ponAuction', 'doDrawJury', { auctionHeaderId: tender }), 'draw');
  await respond(supplier1, tender, [80, 300], '数控加工。');
  await respond(supplier2, tender, [100, 240], '半自动产线。');
  await atDate(later(25), () => closeDueInquiries(t.db, t.app.srm.ops));
  const todos = async (action: string) =>
    (
      await t.db.query(
        `SELECT u.user_name AS name FROM srm_base_interior_pending p JOIN saaf_users u ON u.user_id = p.user_id
          WHERE p.entity_name = 'ponAuction' AND p.record_id = $1 AND p.action_name = $2 AND p.handle_flag = 'N' ORDER BY u.user_name`,
        [tender, action],
      )
    ).rows.map((r) => r.name);
  assert.deepEqual(await todos('signOpening'), [], 'nothing to open');
  assert.ok((await todos('abandon')).includes('buyer'), 'the buyer decides');
  const tooFew = await buyer.entity('ponAuction', 'doSignOpening', { auctionHeaderId: tender });
  refused(tooFew, 'TOO_FEW_BIDDERS');
  assert.match(String(tooFew.body.msg), /有效投标仅 2 家，不足招标规则要求的 3 家/);

  // Published again with a new closing time: the decision's to-do goes; closed again, still two: abandoned, with the reason.
  const reopened = ok(
    await act(buyer, 'ponAuction', 'adjustEndDate', tender, { bidEndDate: formatDate(later(48), 'datetime'), comment: '投标人不足，延期重新发布' }),
  );
  assert.equal(reopened.auctionStatus, 'PUBLISHED');
  assert.deepEqual(await todos('abandon'), []);
  await atDate(later(49), () => closeDueInquiries(t.db, t.app.srm.ops));
  refused(await act(buyer, 'ponAuction', 'abandon', tender), 'COMMENT_REQUIRED');
  const abandoned = ok(await act(buyer, 'ponAuction', 'abandon', tender, { comment: '有效投标不足3家' }));
  assert.equal(abandoned.auctionStatus, 'ABANDONED');
  assert.deepEqual(await todos('abandon'), []);
  const told = await t.db.query(
    `SELECT n.notification_title AS title FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id
      WHERE u.user_name = 'supplier2' AND n.entity_name = 'ponAuction' AND n.record_id = $1 AND n.notification_title LIKE '%流标%'`,
    [tender],
  );
  assert.equal(told.rows.length, 1, 'each bidder hears why');
});

test('a compliance review before scoring: the chair fails a response with a reason, the jury scores the others only; the candidates are published before the decision', async () => {
  const rule = ok(
    await buyer.entity('ponBiddingRule', 'saveOrUpdate', {
      ruleCode: `Q${Math.random().toString(36).slice(2, 8)}`,
      ruleName: '审查与公示',
      minBidders: 2,
      minInvited: 2,
      minJury: 3,
      complianceReview: 'Y',
      publicityDays: 2,
    }),
  );
  const auctionId = await publishedTender({ biddingRuleId: rule.biddingRuleId });
  ok(await buyer.entity('ponAuction', 'doDrawJury', { auctionHeaderId: auctionId }), 'draw');
  const bid1 = await respond(supplier1, auctionId, [80, 300], '数控加工。');
  const bid2 = await respond(supplier2, auctionId, [70, 280], '半自动产线。');
  await openTender(auctionId);

  // The opening made the sheet and asked the chair, not the jury.
  const [sheet] = await listTitles(buyer, 'ponResponseMark', { auctionHeaderId: auctionId });
  assert.equal(sheet.markStatus, 'DRAFT');
  const full = ok(await buyer.entity('ponResponseMark', 'findById', { markId: sheet.markId }), 'read the review');
  assert.deepEqual(
    full.lines.map((l: any) => [l.bidHeaderId, l.markResult]),
    [
      [bid1, 'PASS'],
      [bid2, 'PASS'],
    ],
  );
  const todoUsers = async (entity: string, recordId: number, action: string) =>
    (
      await t.db.query(
        `SELECT p.user_id AS id FROM srm_base_interior_pending p WHERE p.entity_name = $1 AND p.record_id = $2 AND p.action_name = $3 AND p.handle_flag = 'N'`,
        [entity, recordId, action],
      )
    ).rows.map((r) => Number(r.id));
  assert.deepEqual(await todoUsers('ponResponseMark', sheet.markId, 'confirm'), [Number(full.leaderUserId)]);
  assert.deepEqual(await todoUsers('ponAuction', auctionId, 'evaluate'), [], 'the jury waits for the review');
  const userIds = await Promise.all(['expert1', 'expert2', 'expert3'].map(userId));
  const chair = experts[userIds.indexOf(Number(full.leaderUserId))];
  const member = experts.find((e) => e !== chair)!;
  const memberSheet = ok(await member.entity('ponAuction', 'doEvaluation', { auctionHeaderId: auctionId }), 'the sheet');
  refused(await member.entity('ponAuction', 'doSubmitScores', { auctionHeaderId: auctionId, scores: fullScores(memberSheet, [0.8, 0.8]) }), 'MARKS_PENDING');
  refused(await supplier1.entity('ponResponseMark', 'listByPage', {}), 'FORBIDDEN', 'no bidder reads the review');

  // Only the chair writes it; a failed response needs a reason, named by its bidder.
  const failing = full.lines.map((l: any) => (l.bidHeaderId === bid2 ? { ...l, qualificationPassed: 'N' } : l));
  refused(await member.entity('ponResponseMark', 'saveOrUpdate', { ...full, lines: failing }), 'NOT_JURY_LEADER');
  const saved = ok(await chair.entity('ponResponseMark', 'saveOrUpdate', { ...full, lines: failing }), 'the chair marks');
  assert.deepEqual([saved.passedCount, saved.failedCount], [1, 1]);
  const noReason = await act(chair, 'ponResponseMark', 'confirm', sheet.markId);
  assert.deepEqual(
    noReason.body.errors?.map((e: any) => [e.field, e.row, e.message]),
    [['markComments', 1, '蓝海电子科技有限公司未通过审查，请填写原因']],
  );
  const reasoned = ok(
    await chair.entity('ponResponseMark', 'saveOrUpdate', {
      ...saved,
      lines: saved.lines.map((l: any) => (l.bidHeaderId === bid2 ? { ...l, markComments: '资质证书已过期' } : l)),
    }),
  );
  const confirmed = ok(await act(chair, 'ponResponseMark', 'confirm', reasoned.markId));
  assert.equal(confirmed.markStatus, 'CONFIRMED');
  refused(await chair.entity('ponResponseMark', 'saveOrUpdate', confirmed), 'NOT_EDITABLE');
  const own = ok(await supplier2.entity('ponBid', 'findById', { bidHeaderId: bid2 }));
  assert.deepEqual([own.markResult, own.markComments], ['FAIL', '资质证书已过期'], 'the bidder sees its own outcome');
  const told = await t.db.query(
    `SELECT 1 FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id
      WHERE u.user_name = 'supplier2' AND n.record_id = $1 AND n.notification_title LIKE '%未通过符合性审查（资质证书已过期）%'`,
    [auctionId],
  );
  assert.equal(told.rows.length, 1);
  assert.equal((await todoUsers('ponAuction', auctionId, 'evaluate')).length, 3, 'now the jury scores');

  // The jury scores the response that passed; the failed one has no rank and cannot be awarded.
  for (const expert of experts) {
    const mine = ok(await expert.entity('ponAuction', 'doEvaluation', { auctionHeaderId: auctionId }));
    const passed = { ...mine, responses: mine.responses.filter((r: any) => r.markResult !== 'FAIL') };
    assert.equal(passed.responses.length, 1);
    ok(await expert.entity('ponAuction', 'doSubmitScores', { auctionHeaderId: auctionId, scores: fullScores(passed, [0.9]) }), 'score');
  }
  const ranks = await t.db.query(
    'SELECT bid_header_id AS id, score_rank AS rank FROM srm_pon_bid_headers WHERE auction_header_id = $1 ORDER BY bid_header_id',
    [auctionId],
  );
  assert.deepEqual(
    ranks.rows.map((r) => [Number(r.id), r.rank === null ? null : Number(r.rank)]),
    [
      [bid1, 1],
      [bid2, null],
    ],
  );
  const compared = ok(await buyer.entity('ponAuction', 'doCompare', { auctionHeaderId: auctionId }));
  const failedLine = compared.bids.find((b: any) => b.bidHeaderId === bid2).lines[0];
  const award = await buyer.entity('ponAuction', 'doSaveAward', {
    auctionHeaderId: auctionId,
    awards: [{ bidLineId: failedLine.bidLineId, awardQuantity: 10 }],
  });
  assert.deepEqual(
    award.body.errors?.map((e: any) => [e.field, e.message]),
    [['awardQuantity', '蓝海电子科技有限公司未通过符合性审查，不能中标']],
  );
  ok(await buyer.entity('ponAuction', 'doAutoAward', { auctionHeaderId: auctionId }), 'auto award');
  refused(await act(buyer, 'ponAuction', 'submitPicketage', auctionId, { awardComments: '按排名' }), 'PUBLICITY_REQUIRED');

  // The publicity runs at least the rule's two days; bidders read it once published, with no price.
  const publicity = (hours: number) =>
    buyer.entity('ponBrightMoon', 'saveOrUpdate', {
      auctionHeaderId: auctionId,
      brightTitle: '中标候选人公示',
      candidateCount: 3,
      publicityEndDate: stamp(hours),
    });
  assert.deepEqual(
    (await publicity(24)).body.errors?.map((e: any) => e.field),
    ['publicityEndDate'],
  );
  const draft = ok(await publicity(50), 'publicity');
  assert.deepEqual(
    draft.lines.map((l: any) => [l.scoreRank, l.supplierName, l.bidAmount]),
    [[1, '华东精密机械有限公司', undefined]],
  );
  refused(await publicity(60), 'PUBLICITY_OPEN');
  assert.deepEqual(await listTitles(supplier2, 'ponBrightMoon', { auctionHeaderId: auctionId }), [], 'a draft is the buyer’s');
  ok(await act(buyer, 'ponBrightMoon', 'publish', draft.brightId));
  const seen = ok(await supplier2.entity('ponBrightMoon', 'findById', { brightId: draft.brightId }));
  assert.deepEqual(
    seen.lines.map((l: any) => l.supplierName),
    ['华东精密机械有限公司'],
  );
  refused(await act(buyer, 'ponAuction', 'submitPicketage', auctionId, { awardComments: '按排名' }), 'PUBLICITY_RUNNING');
  await atDate(later(51), async () =>
    ok(await act(buyer, 'ponAuction', 'submitPicketage', auctionId, { awardComments: '按排名' }), 'decide after the publicity'),
  );
});

test('a bidding setup: a new tender of the organisation takes what its buyer left empty; a rule for the other way of inviting is left out', async () => {
  const suzhou = await one(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-SZ'`);
  const [setup] = await listTitles(buyer, 'ponBiddingSetup', { orgId: suzhou });
  assert.equal(setup.biddingRuleName, '资格审查与候选人公示（不少于2家有效投标）');
  refused(await buyer.entity('ponBiddingSetup', 'saveOrUpdate', { orgId: suzhou }), 'VALIDATION', 'one setup per organisation');

  const blank = { orgId: suzhou, biddingRuleId: null, assessTemplateId: null, juryCategoryId: null, noteToJury: null, openers: [] };
  const filled = ok(await buyer.entity('ponAuction', 'findById', { auctionHeaderId: await draftTender(blank) }));
  assert.deepEqual(
    [filled.biddingRuleName, filled.complianceReview, filled.publicityDays, filled.assessTemplateId, filled.juryCategoryId, filled.noteToJury],
    ['资格审查与候选人公示（不少于2家有效投标）', 'Y', 3, template, machined, '先做符合性审查，再依据评分标准独立评分。'],
  );
  assert.deepEqual(filled.openers.map((o: any) => o.personName).sort(), ['刘审批', '张采购'].sort());

  // What the buyer chose stands; an open tender does not take a rule for invited ones.
  const own = ok(
    await buyer.entity('ponAuction', 'findById', {
      auctionHeaderId: await draftTender({ ...blank, noteToJury: '自定说明', openers: [{ userId: await userId('buyer') }] }),
    }),
  );
  assert.deepEqual([own.noteToJury, own.openers.length], ['自定说明', 1]);
  const open = ok(await buyer.entity('ponAuction', 'findById', { auctionHeaderId: await draftTender({ ...blank, invitingBidWay: 'OPEN', suppliers: [] }) }));
  assert.deepEqual([open.biddingRuleId, open.assessTemplateId], [null, template]);
});

test('the jury’s progress: whom each tender waits for, scores or countersign, read by buyers and no bidder or expert', async () => {
  const rows = async (title: string) =>
    (await listTitles(buyer, 'ponJuryProgress', { auctionTitle: title })).map((r) => [r.expertName, r.juryStatus, r.waitingFor ?? null]).sort();
  assert.deepEqual(
    await rows('2027年度传动部件公开招标'),
    [
      ['吴晓岚', 'SCORED', null],
      ['周明远', 'DRAWN', 'SCORE'],
      ['郑国栋', 'DRAWN', 'SCORE'],
    ].sort(),
  );
  const countersign = (await listTitles(buyer, 'ponJuryProgress', { auctionTitle: '钢材铝材补充招标' }))
    .map((r) => [r.expertName, r.countersignOpinion ?? null, r.waitingFor ?? null])
    .sort();
  assert.deepEqual(
    countersign,
    [
      ['吴晓岚', 'AGREE', null],
      ['周明远', null, 'COUNTERSIGN'],
      ['郑国栋', 'AGREE', null],
    ].sort(),
  );
  refused(await supplier1.entity('ponJuryProgress', 'listByPage', {}), 'FORBIDDEN');
  refused(await experts[0].entity('ponJuryProgress', 'listByPage', {}), 'FORBIDDEN');
});

test('the tender bill: each material tendered, its section and budget, and once the award is approved, to whom and at what price', async () => {
  const lines = async (title: string) =>
    (await listTitles(buyer, 'ponTenderLine', { auctionTitle: title }))
      .map((l) => [l.sectionName, l.itemName, Number(l.quantity), l.winners ?? null, l.awardPrice === null ? null : Number(l.awardPrice)])
      .sort();
  assert.deepEqual(await lines('2027年度钢材铝材招标'), [
    ['冷轧钢板', '冷轧钢板', 20, '华东精密机械有限公司 × 20', 5150],
    ['铝型材', '铝型材', 3000, '华东精密机械有限公司 × 3000', 23.1],
  ]);
  const decidedNotApproved = await lines('钢材铝材补充招标');
  assert.equal(decidedNotApproved.length, 2);
  assert.deepEqual(
    decidedNotApproved.map((l) => [l[3], l[4]]),
    [
      [null, null],
      [null, null],
    ],
    'no winner or price before the award is approved',
  );
  refused(await supplier1.entity('ponTenderLine', 'listByPage', {}), 'FORBIDDEN');
});
