/**
 * A published result confirmed or appealed by its supplier: an appeal only on
 * its own lines, within the window, one at a time; the buyer's acceptance
 * works out total, grade and rank again and tells the supplier; a refusal
 * keeps the score; the last confirmation completes the scheme; the result
 * shows on the supplier's timeline. Runs on the demo's published scheme.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { act, ids, ok, refused } from './purchase-kit.ts';

const t = await setup();
const buyer = await t.login('buyer');
const supplier1 = await t.login('supplier1');
const supplier2 = await t.login('supplier2');
const id = await ids(t);
const A = 'speAppeal';
const P = 'spePerformance';
type Rows = Record<string, any>[];

const one = async (sql: string, p: unknown[] = []) => (await t.db.query<Record<string, any>>(sql, p)).rows[0];
const count = async (sql: string, p: unknown[] = []) => Number((await one(sql, p)).n);

const scheme = await one(
  `SELECT scheme_id AS id, template_id AS "templateId" FROM srm_spe_schemes WHERE scheme_status = 'PUBLISHED' ORDER BY scheme_id LIMIT 1`,
);
const resultOf = (supplierId: number) =>
  one('SELECT performance_id AS id, total_score AS total, grade, rank_num AS rank FROM srm_spe_performances WHERE scheme_id = $1 AND supplier_id = $2', [
    scheme.id,
    supplierId,
  ]);
const lineOf = (resultId: number, code: string) =>
  one('SELECT performance_line_id AS id, score, weight FROM srm_spe_performance_lines WHERE performance_id = $1 AND indicator_code = $2', [resultId, code]);
const appeals = () => count('SELECT count(*)::int AS n FROM srm_spe_appeals');

let mine = 0;
let appealId = 0;

test(`[${dbKind}] a supplier picks among its own published lines; an appeal on another supplier's line is refused, nothing written`, async () => {
  const r1 = await resultOf(id.supplier1);
  const r2 = await resultOf(id.supplier2);
  mine = r1.id;
  const pick = ok(await supplier1.entity('speAppealableLine', 'listByPage', { pageRows: 100 })) as Rows;
  assert.ok(pick.length >= 6, 'its own six lines');
  assert.ok(pick.every((l) => l.performanceId === r1.id || l.supplierId === undefined));
  assert.ok(!pick.some((l) => l.performanceId === r2.id));

  const before = await appeals();
  const foreign = await supplier1.entity(A, 'saveOrUpdate', { performanceLineId: (await lineOf(r2.id, 'KPI-QTY')).id, appealReason: 'x' });
  refused(foreign, 'VALIDATION', "another supplier's line");
  assert.deepEqual(
    foreign.body.errors?.map((e) => e.field),
    ['performanceLineId'],
  );
  assert.equal(await appeals(), before, 'nothing written');
  const seen = await supplier1.entity(A, 'findById', { appealId: Number((await one('SELECT min(appeal_id) AS id FROM srm_spe_appeals')).id) });
  assert.notEqual(seen.body.status, 'S', "another supplier's appeal is not visible");
  const byBuyer = await buyer.entity(A, 'saveOrUpdate', { performanceLineId: (await lineOf(r1.id, 'KPI-QTY')).id, appealReason: 'x' });
  assert.notEqual(byBuyer.body.status, 'S', 'an appeal is the supplier’s to make');
});

test(`[${dbKind}] a submitted appeal puts the result under appeal, tells the buyer, and waits: no second appeal, no confirmation`, async () => {
  const line = await lineOf(mine, 'KPI-QTY');
  const saved = ok(await supplier1.entity(A, 'saveOrUpdate', { performanceLineId: line.id, appealReason: '交货数量按补货单已补齐' }));
  assert.match(saved.appealNumber, /^SS-\d{8}-\d{3}$/);
  assert.deepEqual(
    [saved.performanceId, saved.supplierId, saved.indicatorName, Number(saved.originalScore), Number(saved.weight)],
    [mine, id.supplier1, '交货数量准确率', Number(line.score), Number(line.weight)],
  );
  assert.ok(saved.appealDeadline, 'the window is shown');
  appealId = saved.appealId;
  const submitted = ok(await act(supplier1, A, 'submit', appealId), 'submit');
  assert.equal(submitted.appealStatus, 'SUBMITTED');
  assert.equal((await one('SELECT performance_status AS s FROM srm_spe_performances WHERE performance_id = $1', [mine])).s, 'APPEALED');
  const todo = await count(
    `SELECT count(*)::int AS n FROM srm_base_interior_pending p JOIN saaf_users u ON u.user_id = p.user_id
      WHERE u.user_name = 'buyer' AND p.entity_name = 'speAppeal' AND p.record_id = $1 AND p.handle_flag = 'N'`,
    [appealId],
  );
  assert.ok(todo >= 1, 'the buyer has the appeal to answer');

  const second = ok(await supplier1.entity(A, 'saveOrUpdate', { performanceLineId: (await lineOf(mine, 'KPI-OTD')).id, appealReason: '再申诉' }));
  refused(await act(supplier1, A, 'submit', second.appealId), 'PERFORMANCE_APPEAL_OPEN', 'a second appeal while one waits');
  refused(await act(supplier1, P, 'confirm', mine), 'TRANSITION_REFUSED', 'confirming under appeal');
  ok(await supplier1.entity(A, 'delete', { appealId: second.appealId }), 'the draft deleted');
});

test(`[${dbKind}] the buyer accepts with the corrected score: line, total, grade and rank worked out again, supplier record and supplier told`, async () => {
  const bad = await act(buyer, A, 'accept', appealId, { correctedScore: 100.001 });
  refused(bad, 'VALIDATION', '100.001');
  assert.deepEqual(
    bad.body.errors?.map((e) => [e.field, e.code]),
    [['correctedScore', 'rule.precision']],
  );
  const line = await lineOf(mine, 'KPI-QTY');
  const old = await resultOf(id.supplier1);
  const accepted = ok(await act(buyer, A, 'accept', appealId, { correctedScore: 100, comment: '补货单核实无误' }), 'accept');
  assert.equal(accepted.appealStatus, 'ACCEPTED');
  assert.equal(accepted.replyReason, '补货单核实无误');
  const after = await lineOf(mine, 'KPI-QTY');
  assert.equal(Number(after.score), 100);
  const result = ok(await supplier1.entity(P, 'findById', { performanceId: mine }));
  const total = (result.lines as Rows).reduce((s, l) => s + Number(l.weightedScore), 0);
  assert.equal(Number(result.totalScore), Math.round(total * 100) / 100);
  assert.equal(
    Number(result.totalScore),
    Math.round((Number(old.total) + Math.round(100 * Number(line.weight)) / 100 - Math.round(Number(line.score) * Number(line.weight)) / 100) * 100) / 100,
  );
  assert.ok(Number(result.totalScore) > Number(old.total));
  assert.equal(result.performanceStatus, 'PUBLISHED', 'waiting for confirmation again');
  const band = await one('SELECT grade FROM srm_spe_template_grades WHERE template_id = $1 AND min_score <= $2 ORDER BY min_score DESC LIMIT 1', [
    scheme.templateId,
    result.totalScore,
  ]);
  assert.equal(result.grade, band.grade);
  const other = await resultOf(id.supplier2);
  assert.equal(result.rankNum, Number(result.totalScore) >= Number(other.total) ? 1 : 2);
  assert.equal(other.rank, Number(result.totalScore) > Number(other.total) ? 2 : 1);
  assert.equal((await one('SELECT supplier_grade AS g FROM srm_pos_supplier_info WHERE supplier_id = $1', [id.supplier1])).g, band.grade);
  const told = await count(
    `SELECT count(*)::int AS n FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id
      WHERE u.user_name = 'supplier1' AND n.entity_name = 'speAppeal' AND n.record_id = $1`,
    [appealId],
  );
  assert.equal(told, 1);
});

test(`[${dbKind}] an appeal after the window is refused naming the line, nothing written`, async () => {
  await t.db.query(`UPDATE srm_spe_performances SET appeal_deadline = now() - interval '1 day' WHERE performance_id = $1`, [mine]);
  const before = await appeals();
  const late = await supplier1.entity(A, 'saveOrUpdate', { performanceLineId: (await lineOf(mine, 'KPI-OTD')).id, appealReason: '逾期' }, { lang: 'EN' });
  refused(late, 'VALIDATION', 'after the window');
  assert.deepEqual(
    late.body.errors?.map((e) => [e.field, e.code]),
    [['performanceLineId', 'rule.appealWindowClosed']],
  );
  assert.match(late.body.msg, /appeal window closed/);
  assert.equal(await appeals(), before);
});

test(`[${dbKind}] a refusal needs a reason and keeps the score; the last confirmation completes the scheme; the result is on the timeline`, async () => {
  const waiting = await one(`SELECT appeal_id AS id, performance_line_id AS line FROM srm_spe_appeals WHERE supplier_id = $1 AND appeal_status = 'SUBMITTED'`, [
    id.supplier2,
  ]);
  assert.ok(waiting, 'the demo has supplier2’s appeal waiting');
  const score = (await one('SELECT score FROM srm_spe_performance_lines WHERE performance_line_id = $1', [waiting.line])).score;
  refused(await act(buyer, A, 'refuse', waiting.id), 'COMMENT_REQUIRED', 'a refusal without its reason');
  const refusedAppeal = ok(await act(buyer, A, 'refuse', waiting.id, { comment: '签收记录显示晚于承诺日期' }));
  assert.deepEqual([refusedAppeal.appealStatus, refusedAppeal.replyReason], ['REFUSED', '签收记录显示晚于承诺日期']);
  assert.equal((await one('SELECT score FROM srm_spe_performance_lines WHERE performance_line_id = $1', [waiting.line])).score, score);

  const r2 = await resultOf(id.supplier2);
  refused(await act(supplier1, P, 'confirm', r2.id), 'NOT_FOUND', "confirming another supplier's result");
  ok(await act(supplier1, P, 'confirm', mine), 'supplier1 confirms');
  assert.equal((await one('SELECT scheme_status AS s FROM srm_spe_schemes WHERE scheme_id = $1', [scheme.id])).s, 'PUBLISHED', 'supplier2 has not confirmed');
  const confirmed = ok(await act(supplier2, P, 'confirm', r2.id), 'supplier2 confirms');
  assert.equal(confirmed.performanceStatus, 'CONFIRMED');
  assert.ok(confirmed.confirmedDate);
  assert.equal((await one('SELECT scheme_status AS s FROM srm_spe_schemes WHERE scheme_id = $1', [scheme.id])).s, 'COMPLETE');

  const events = ok(await supplier2.entity('slcSupplierTimeline', 'listByPage', { pageRows: 200 })) as Rows;
  const review = events.filter((e) => e.eventType === 'PERFORMANCE');
  assert.ok(review.length >= 1, 'the published result is on the timeline');
  assert.ok(review.some((e) => e.recordId === r2.id && e.outcome === 'CONFIRMED'));
});
