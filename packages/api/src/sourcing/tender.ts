/**
 * What a tender adds to an inquiry: the jury drawn at random from the expert
 * pool, the experts' scores against the tender's rules, the results (the
 * technical points the jury gave, the commercial points the prices earn by the
 * template's formula, the rank), and the jury's countersign of the decision.
 */
import { actionOf } from '@srm/domain/entity/workflows.ts';
import { randomInt } from 'node:crypto';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { ActionDef } from '@srm/domain/entity/types.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { writeAudit } from '../engine/audit.ts';
import { ownedIds } from '../engine/attachments.ts';
import { isExpert, systemCaller, type Caller } from '../engine/caller.ts';
import { checkField } from '@srm/domain/entity/validate-record.ts';
import { engineNow } from '../engine/clock.ts';
import type { PendingEvents } from '../engine/events.ts';
import type { EntityOperations, OperationContext, Row } from '../engine/operations.ts';
import { juryTodos, closeJuryTodo } from './notify.ts';
import { requireReviewed, reviewOf } from './marks.ts';

const AUCTION = () => getEntity('ponAuction');
const auctionAction = (name: string): ActionDef => actionOf(AUCTION(), name);
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const round2 = (v: number) => Math.round(v * 100) / 100;

function auctionIdOf(body: Row): number {
  const id = Number(body.auctionHeaderId);
  if (!Number.isSafeInteger(id) || id < 1) throw new ValidationError([{ field: 'auctionHeaderId', key: 'rule.required' }]);
  return id;
}

export async function tenderById(tx: Queryable, id: number): Promise<Row> {
  const res = await tx.query<Row>(
    `SELECT auction_header_id AS "auctionHeaderId", auction_number AS "auctionNumber", auction_title AS "auctionTitle", auction_type AS "auctionType",
            auction_status AS "auctionStatus", round_number AS "roundNumber", jury_category_id AS "juryCategoryId", jury_category_name AS "juryCategoryName",
            jury_count AS "juryCount", assess_template_id AS "assessTemplateId", currency_code AS "currencyCode", note_to_jury AS "noteToJury",
            award_comments AS "awardComments", judge_complete_date AS "judgeCompleteDate"
       FROM srm_pon_auction_headers WHERE auction_header_id = $1`,
    [id],
  );
  const tender = res.rows[0];
  if (tender?.auctionType !== 'TENDER') throw new AppError('TENDERS_ONLY');
  return tender;
}

interface Member {
  juryId: number;
  userId: number;
  expertName: string;
  userDuty: string;
  juryStatus: string;
  scoreDate: string | null;
  countersignOpinion: string | null;
  countersignComments: string | null;
  countersignDate: string | null;
}

async function juryOf(tx: Queryable, auctionId: number): Promise<Member[]> {
  const res = await tx.query<Row>(
    `SELECT jury_id AS "juryId", user_id AS "userId", expert_name AS "expertName", user_duty AS "userDuty", jury_status AS "juryStatus", score_date AS "scoreDate",
            countersign_opinion AS "countersignOpinion", countersign_comments AS "countersignComments", countersign_date AS "countersignDate"
       FROM srm_pon_auction_juries WHERE auction_header_id = $1 ORDER BY jury_id`,
    [auctionId],
  );
  return res.rows.map((r) => ({
    ...r,
    juryId: Number(r.juryId),
    userId: Number(r.userId),
    scoreDate: r.scoreDate ? formatDate(r.scoreDate, 'datetime') : null,
    countersignDate: r.countersignDate ? formatDate(r.countersignDate, 'datetime') : null,
  })) as Member[];
}

async function memberOf(tx: Queryable, auctionId: number, caller: Caller): Promise<Member> {
  const me = (await juryOf(tx, auctionId)).find((m) => m.userId === caller.userId);
  if (!me) throw new AppError('NOT_ON_JURY');
  return me;
}

/**
 * `doDrawJury`: the tender's jury drawn at random from the enabled experts of its
 * category, leaving out every expert who worked at an invited supplier and the
 * one drawing; the first drawn chairs. A new draw replaces the last one until
 * the evaluation starts.
 */
export async function drawJury({ ops, tx, caller, pending, body }: OperationContext): Promise<unknown> {
  const auctionId = auctionIdOf(body);
  const tender = await tenderById(tx, auctionId);
  const violations: FieldViolation[] = [];
  if (!tender.juryCategoryId) violations.push({ field: 'juryCategoryId', key: 'rule.required' });
  if (!tender.juryCount) violations.push({ field: 'juryCount', key: 'rule.required' });
  if (violations.length) throw new ValidationError(violations);
  const candidates = await tx.query<{ expertId: number; expertName: string; userId: number }>(
    `SELECT e.expert_id AS "expertId", e.expert_name AS "expertName", e.user_id AS "userId"
       FROM srm_pon_experts e JOIN saaf_users u ON u.user_id = e.user_id AND u.enabled_flag = 'Y'
      WHERE e.enabled_flag = 'Y' AND e.category_id = $2 AND e.user_id <> $3
        AND NOT EXISTS (SELECT 1 FROM srm_pon_expert_works w JOIN srm_pon_auction_suppliers s ON s.supplier_id = w.supplier_id
                         WHERE w.expert_id = e.expert_id AND s.auction_header_id = $1)
      ORDER BY e.expert_id`,
    [auctionId, tender.juryCategoryId, caller.userId],
  );
  const need = Number(tender.juryCount);
  if (candidates.rows.length < need) throw new AppError('NOT_ENOUGH_EXPERTS', { category: tender.juryCategoryName ?? '', found: candidates.rows.length, need });
  const pool = [...candidates.rows];
  const drawn: typeof pool = [];
  while (drawn.length < need) drawn.push(pool.splice(randomInt(pool.length), 1)[0]);
  await tx.query('DELETE FROM srm_pon_auction_juries WHERE auction_header_id = $1', [auctionId]);
  for (const [i, e] of drawn.entries())
    await tx.query(
      `INSERT INTO srm_pon_auction_juries (auction_header_id, expert_id, expert_name, user_id, user_duty, jury_status, created_by, last_updated_by)
       VALUES ($1, $2, $3, $4, $5, 'DRAWN', $6, $6)`,
      [auctionId, e.expertId, e.expertName, e.userId, i === 0 ? 'LEADER' : 'MEMBER', caller.userId],
    );
  await writeAudit(tx, caller, 'ponAuction', auctionId, 'ACTION', { juryDrawn: [null, drawn.map((e) => e.expertName).join('、')] });
  pending.add('record', { entity: 'ponAuction', id: auctionId, operation: 'drawJury' });
  return ops.findById(AUCTION(), caller, { auctionHeaderId: auctionId }, tx);
}

/** Before the opening of a tender: its jury is drawn. */
export async function requireJury(tx: Queryable, auctionId: number): Promise<void> {
  if (!(await juryOf(tx, auctionId)).length) throw new AppError('JURY_NOT_DRAWN');
}

interface Rule {
  scoreRuleId: number;
  lineNumber: number;
  scorePartition: string;
  scoreItem: string;
  maxScore: number;
  description: string | null;
  priceFormula: string | null;
}

async function rulesOf(tx: Queryable, auctionId: number): Promise<Rule[]> {
  const res = await tx.query<Row>(
    `SELECT score_rule_id AS "scoreRuleId", line_number AS "lineNumber", score_partition AS "scorePartition", score_item AS "scoreItem", max_score AS "maxScore",
            description, price_formula AS "priceFormula"
       FROM srm_pon_auction_score_rules WHERE auction_header_id = $1 ORDER BY line_number`,
    [auctionId],
  );
  return res.rows.map((r) => ({ ...r, scoreRuleId: Number(r.scoreRuleId), lineNumber: Number(r.lineNumber), maxScore: Number(r.maxScore) })) as Rule[];
}

/** The tender's rules, copied from its assessment template when it is submitted (TECH indexes, then the COMMERCIAL points). */
export async function copyScoreRules(tx: Queryable, auctionId: number, templateId: number): Promise<void> {
  await tx.query('DELETE FROM srm_pon_auction_score_rules WHERE auction_header_id = $1', [auctionId]);
  await tx.query(
    `INSERT INTO srm_pon_auction_score_rules (auction_header_id, line_number, score_partition, score_item, max_score, description)
     SELECT $1, line_number, 'TECH', index_name, max_score, description FROM srm_pon_assess_indexes WHERE assess_template_id = $2`,
    [auctionId, templateId],
  );
  await tx.query(
    `INSERT INTO srm_pon_auction_score_rules (auction_header_id, line_number, score_partition, score_item, max_score, price_formula)
     SELECT $1, COALESCE((SELECT max(i.line_number) FROM srm_pon_assess_indexes i WHERE i.assess_template_id = $2), 0) + 1, 'COMMERCIAL', template_name,
            commercial_score, price_formula FROM srm_pon_assess_templates WHERE assess_template_id = $2`,
    [auctionId, templateId],
  );
}

/** Whether the template may be used, and its points (indexes and commercial), which must add up to 100. */
export async function templateOf(tx: Queryable, templateId: number): Promise<{ enabled: boolean; total: number }> {
  const res = await tx.query<{ total: string; enabled: string }>(
    `SELECT t.enabled_flag AS enabled,
            t.commercial_score + COALESCE((SELECT sum(i.max_score) FROM srm_pon_assess_indexes i WHERE i.assess_template_id = t.assess_template_id), 0) AS total
       FROM srm_pon_assess_templates t WHERE t.assess_template_id = $1`,
    [templateId],
  );
  return { enabled: res.rows[0]?.enabled === 'Y', total: Number(res.rows[0]?.total ?? 0) };
}

interface Response {
  bidHeaderId: number;
  bidNumber: string;
  supplierName: string;
  submitDate: string | null;
  totalAmount: number | null;
  technicalProposal: string | null;
  attachmentIds: unknown;
  techScore: number | null;
  commercialScore: number | null;
  scoreSum: number | null;
  scoreRank: number | null;
  markResult: string | null;
  markComments: string | null;
}

/** The responses the jury scores: those that did not fail the compliance review. */
const scorable = (responses: Response[]) => responses.filter((r) => r.markResult !== 'FAIL');

async function responsesOf(tx: Queryable, auctionId: number, round: number): Promise<Response[]> {
  const res = await tx.query<Row>(
    `SELECT bid_header_id AS "bidHeaderId", bid_number AS "bidNumber", supplier_name AS "supplierName", submit_date AS "submitDate",
            total_amount AS "totalAmount", technical_proposal AS "technicalProposal", attachment_ids AS "attachmentIds",
            tech_score AS "techScore", commercial_score AS "commercialScore", score_sum AS "scoreSum", score_rank AS "scoreRank",
            mark_result AS "markResult", mark_comments AS "markComments"
       FROM srm_pon_bid_headers WHERE auction_header_id = $1 AND round_number = $2 AND bid_status = 'SUBMITTED' ORDER BY submit_date, bid_header_id`,
    [auctionId, round],
  );
  // Only the files each bid owns: a listed id of a file no bid owns is not offered to the jury (engine/attachments.ts).
  const owned = await ownedIds(
    tx,
    getEntity('ponBid'),
    res.rows.map((b) => ({ id: Number(b.bidHeaderId), value: b.attachmentIds })),
  );
  return res.rows.map((b) => ({
    markResult: (b.markResult as string | null) ?? null,
    markComments: (b.markComments as string | null) ?? null,
    bidNumber: String(b.bidNumber),
    supplierName: String(b.supplierName),
    technicalProposal: (b.technicalProposal as string | null) ?? null,
    attachmentIds: owned.get(Number(b.bidHeaderId)) || null,
    bidHeaderId: Number(b.bidHeaderId),
    submitDate: b.submitDate ? formatDate(b.submitDate, 'datetime') : null,
    totalAmount: num(b.totalAmount),
    techScore: num(b.techScore),
    commercialScore: num(b.commercialScore),
    scoreSum: num(b.scoreSum),
    scoreRank: num(b.scoreRank),
  }));
}

/**
 * `doEvaluation`: the evaluation sheet. Every caller who can read the tender
 * (its jury from the evaluation on, buyers) sees the responses, the rules and
 * the jury's progress; a member also their own scores. Each member's scores
 * are shown to buyers and the jury only once every member has scored.
 */
export async function evaluation({ tx, caller, body }: OperationContext): Promise<unknown> {
  const auctionId = auctionIdOf(body);
  const tender = await tenderById(tx, auctionId);
  const jury = await juryOf(tx, auctionId);
  const me = jury.find((m) => m.userId === caller.userId);
  if (isExpert(caller) && !me) throw new AppError('NOT_ON_JURY');
  const complete = tender.auctionStatus !== 'EVALUATING';
  const scores = await tx.query<Row>(
    `SELECT jury_id AS "juryId", bid_header_id AS "bidHeaderId", score_rule_id AS "scoreRuleId", score FROM srm_pon_jury_scores
      WHERE auction_header_id = $1 AND (jury_id = $2 OR $3)`,
    [auctionId, me?.juryId ?? -1, complete],
  );
  return {
    auction: { ...tender, judgeCompleteDate: tender.judgeCompleteDate ? formatDate(tender.judgeCompleteDate, 'datetime') : null },
    review: await reviewOf(tx, auctionId),
    rules: await rulesOf(tx, auctionId),
    responses: await responsesOf(tx, auctionId, Number(tender.roundNumber)),
    jury: jury.map(({ userId, ...m }) => ({ ...m, me: userId === caller.userId })),
    scores: scores.rows.map((s) => ({
      juryId: Number(s.juryId),
      bidHeaderId: Number(s.bidHeaderId),
      scoreRuleId: Number(s.scoreRuleId),
      score: Number(s.score),
    })),
  };
}

/**
 * `doSubmitScores`: a member's scores, every response on every technical index,
 * each between 0 and the index's most points with at most two decimals; once
 * in, they do not change. The last member's scores complete the evaluation.
 */
export async function submitScores(ctx: OperationContext): Promise<unknown> {
  const { ops, tx, caller, pending, body } = ctx;
  const auctionId = auctionIdOf(body);
  const tender = await tenderById(tx, auctionId);
  const me = await memberOf(tx, auctionId, caller);
  if (me.juryStatus === 'SCORED') throw new AppError('ALREADY_SCORED');
  await requireReviewed(tx, auctionId);
  const rules = (await rulesOf(tx, auctionId)).filter((r) => r.scorePartition === 'TECH');
  const responses = scorable(await responsesOf(tx, auctionId, Number(tender.roundNumber)));
  const given = Array.isArray(body.scores) ? (body.scores as Row[]) : [];
  const violations: FieldViolation[] = [];
  const scoreField = getEntity('ponJuryScore').fields.find((f) => f.name === 'score')!;
  const chosen: { bidHeaderId: number; scoreRuleId: number; score: number }[] = [];
  for (const bid of responses)
    for (const rule of rules) {
      const row = given.findIndex((s) => Number(s.bidHeaderId) === bid.bidHeaderId && Number(s.scoreRuleId) === rule.scoreRuleId);
      const value = row < 0 ? null : given[row].score;
      if (value === null || value === undefined || value === '') {
        violations.push({
          field: 'score',
          key: 'rule.scoreMissing',
          params: { supplier: String(bid.supplierName), index: rule.scoreItem },
          row: Math.max(row, 0),
          child: 'scores',
        });
        continue;
      }
      const bad = checkField({ ...scoreField, min: 0, max: rule.maxScore }, value);
      if (bad) violations.push({ ...bad, row, child: 'scores' });
      else chosen.push({ bidHeaderId: bid.bidHeaderId, scoreRuleId: rule.scoreRuleId, score: Number(value) });
    }
  const comments = body.scoreComments;
  if (comments !== undefined && comments !== null && (typeof comments !== 'string' || comments.length > 2000))
    violations.push({ field: 'scoreComments', key: 'rule.maxLength', params: { max: 2000 } });
  if (violations.length) throw new ValidationError(violations);
  for (const s of chosen)
    await tx.query(
      `INSERT INTO srm_pon_jury_scores (auction_header_id, jury_id, bid_header_id, score_rule_id, score, created_by, last_updated_by) VALUES ($1, $2, $3, $4, $5, $6, $6)`,
      [auctionId, me.juryId, s.bidHeaderId, s.scoreRuleId, s.score, caller.userId],
    );
  await tx.query(
    `UPDATE srm_pon_auction_juries SET jury_status = 'SCORED', score_date = $2, score_comments = $3, version_num = version_num + 1, last_updated_by = $4, last_update_date = now()
      WHERE jury_id = $1`,
    [me.juryId, engineNow(), typeof comments === 'string' ? comments : null, caller.userId],
  );
  await writeAudit(tx, caller, 'ponAuction', auctionId, 'ACTION', { scored: [null, me.expertName] });
  await closeJuryTodo(tx, auctionId, caller, 'evaluate', pending);
  const left = (await juryOf(tx, auctionId)).filter((m) => m.juryStatus !== 'SCORED');
  if (!left.length) await completeEvaluation(tx, ops, tender, caller, pending);
  else pending.add('record', { entity: 'ponAuction', id: auctionId, operation: 'submitScores' });
  return evaluation(ctx);
}

/**
 * The results: each response's technical points (the mean of the members'
 * totals), its commercial points from its price by the rule's formula, their
 * sum and its rank (the earlier response first on a tie).
 */
async function completeEvaluation(tx: Queryable, ops: EntityOperations, tender: Row, caller: Caller, pending: PendingEvents): Promise<void> {
  const auctionId = Number(tender.auctionHeaderId);
  const responses = scorable(await responsesOf(tx, auctionId, Number(tender.roundNumber)));
  const commercial = (await rulesOf(tx, auctionId)).find((r) => r.scorePartition === 'COMMERCIAL');
  const members = (await juryOf(tx, auctionId)).length;
  const tech = await tx.query<{ bidHeaderId: number; total: string }>(
    'SELECT bid_header_id AS "bidHeaderId", sum(score) AS total FROM srm_pon_jury_scores WHERE auction_header_id = $1 GROUP BY bid_header_id',
    [auctionId],
  );
  const techOf = new Map(tech.rows.map((r) => [Number(r.bidHeaderId), Number(r.total) / members]));
  const prices = responses.map((r) => r.totalAmount).filter((p): p is number => p !== null && p > 0);
  const lowest = Math.min(...prices);
  const average = prices.reduce((a, b) => a + b, 0) / (prices.length || 1);
  const points = commercial?.maxScore ?? 0;
  const priceScore = (price: number | null) => {
    if (!price || !prices.length) return 0;
    if (commercial?.priceFormula === 'AVERAGE_BASE') return points * Math.max(0, 1 - Math.abs(price - average) / average);
    return (points * lowest) / price;
  };
  const scored = responses.map((r) => {
    const techScore = round2(techOf.get(r.bidHeaderId) ?? 0);
    const commercialScore = round2(priceScore(r.totalAmount));
    return { id: r.bidHeaderId, techScore, commercialScore, scoreSum: round2(techScore + commercialScore) };
  });
  // Responses come in submission order and the sort is stable: the earlier response ranks first on a tie.
  const ranked = [...scored].sort((a, b) => b.scoreSum - a.scoreSum);
  for (const [i, r] of ranked.entries())
    await tx.query('UPDATE srm_pon_bid_headers SET tech_score = $2, commercial_score = $3, score_sum = $4, score_rank = $5 WHERE bid_header_id = $1', [
      r.id,
      r.techScore,
      r.commercialScore,
      r.scoreSum,
      i + 1,
    ]);
  await tx.query('UPDATE srm_pon_auction_headers SET judge_complete_date = $2 WHERE auction_header_id = $1', [auctionId, engineNow()]);
  await ops.actIn(tx, pending, AUCTION(), systemCaller(caller.lang), auctionAction('completeEvaluation'), { auctionHeaderId: auctionId });
}

/** After `submitPicketage`: the jury countersigns the decision afresh (a to-do each). */
export async function askCountersign(tx: Queryable, record: Row, caller: Caller, pending?: PendingEvents): Promise<void> {
  const auctionId = Number(record.auctionHeaderId);
  await tx.query(
    'UPDATE srm_pon_auction_juries SET countersign_opinion = NULL, countersign_comments = NULL, countersign_date = NULL WHERE auction_header_id = $1',
    [auctionId],
  );
  await juryTodos(
    tx,
    auctionId,
    'countersign',
    { zh: `招标项目 ${record.auctionNumber} 待定标会签`, en: `Tender ${record.auctionNumber}: countersign the decision` },
    caller,
    pending,
  );
}

/**
 * `doCountersign`: a member agrees to the decision or disagrees with a reason.
 * One disagreement sends it back to the buyer; the last agreement passes it on
 * to the award's approval.
 */
export async function countersign({ ops, tx, caller, pending, body }: OperationContext): Promise<unknown> {
  const auctionId = auctionIdOf(body);
  await tenderById(tx, auctionId);
  const me = await memberOf(tx, auctionId, caller);
  if (me.countersignOpinion) throw new AppError('ALREADY_SIGNED');
  const opinion = body.countersignOpinion;
  const comments = typeof body.countersignComments === 'string' ? body.countersignComments.trim() : '';
  const violations: FieldViolation[] = [];
  if (opinion !== 'AGREE' && opinion !== 'REJECT')
    violations.push({ field: 'countersignOpinion', key: opinion ? 'rule.lookup' : 'rule.required', params: { value: String(opinion ?? '') } });
  if (opinion === 'REJECT' && !comments) violations.push({ field: 'countersignComments', key: 'rule.required' });
  if (comments.length > 1000) violations.push({ field: 'countersignComments', key: 'rule.maxLength', params: { max: 1000 } });
  if (violations.length) throw new ValidationError(violations);
  await tx.query(
    `UPDATE srm_pon_auction_juries SET countersign_opinion = $2, countersign_comments = $3, countersign_date = $4, version_num = version_num + 1, last_updated_by = $5,
            last_update_date = now() WHERE jury_id = $1`,
    [me.juryId, opinion, comments || null, engineNow(), caller.userId],
  );
  await writeAudit(tx, caller, 'ponAuction', auctionId, 'ACTION', { countersigned: [null, `${me.expertName}: ${opinion}`] }, comments || undefined);
  await closeJuryTodo(tx, auctionId, caller, 'countersign', pending);
  const jury = await juryOf(tx, auctionId);
  const system = systemCaller(caller.lang);
  // The transition closes the other members' countersign to-dos and gives the buyers theirs.
  if (opinion === 'REJECT')
    await ops.actIn(tx, pending, AUCTION(), system, auctionAction('rejectPicketage'), { auctionHeaderId: auctionId, comment: `${me.expertName}: ${comments}` });
  else if (jury.every((m) => m.countersignOpinion === 'AGREE')) {
    await ops.actIn(tx, pending, AUCTION(), system, auctionAction('completePicketage'), { auctionHeaderId: auctionId });
  } else pending.add('record', { entity: 'ponAuction', id: auctionId, operation: 'countersign' });
  return ops.findById(AUCTION(), caller, { auctionHeaderId: auctionId }, tx);
}
