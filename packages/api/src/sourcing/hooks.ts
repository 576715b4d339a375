/**
 * Inquiry and bid rules the metadata cannot say: the quoting window, who may
 * bid, the template's required price parts, the sealing of prices, and what
 * each step of an inquiry leaves for the invited suppliers and the committee.
 */
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { isSupplier, type Caller } from '../engine/caller.ts';
import { engineNow } from '../engine/clock.ts';
import { registerHooks, type ActionContext, type SaveContext } from '../engine/hooks.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { PendingEvents } from '../engine/events.ts';
import { requireAwarded, settleAward } from './award.ts';
import { closeQuoteTodo, eventTexts, notifyInvited, openingTodos, quoteTodos } from './notify.ts';
import { askCountersign, copyScoreRules, templateOf } from './tender.ts';
import { roundKey, sealLine, unsealLine } from './sealing.ts';
import { registerBargainHooks, requireNoOpenBargain } from './bargain.ts';
import { registerClarificationHooks } from './clarification.ts';
import { registerCandidatePublicityHooks, requirePublicityOver } from './candidate-publicity.ts';
import { registerMarkHooks } from './marks.ts';
import { fillFromSetup } from './bidding-setup.ts';
import { withdrawRequests } from './responses.ts';
import { ruleViolations, tooFewResponses, tooFewTodos } from './bidding-rule.ts';
import { registerNoticeHooks } from './tender-notice.ts';
import { registerShortlistHooks } from './registration.ts';
import { registerDocHooks, requireReleasedDoc } from './tender-doc.ts';
import { SEALED_BID_FIELDS } from '@srm/domain/entities/sourcing/bid-line.ts';
import { SEALED_LADDER_FIELDS } from '@srm/domain/entities/sourcing/bid-ladder.ts';
import { MAY_BID } from '@srm/domain/entities/sourcing/auction-supplier.ts';
import { once } from '../engine/once.ts';
import type { EntityOperations } from '../engine/operations.ts';

// biome-ignore lint/suspicious/noExplicitAny: rows of the sourcing tables are read field by field, each checked where used
type Row = Record<string, any>;

const when = (value: unknown) => formatDate(value, 'datetime');
/** What a tender takes from its bidding rule, cleared with the rule. */
const NO_RULE = { minBidders: null, complianceReview: 'N', publicityDays: null };
const at = (value: unknown) => new Date(value as string | Date);

export interface AuctionRow {
  auctionHeaderId: number;
  auctionNumber: string;
  auctionTitle: string;
  auctionStatus: string;
  bidStartDate: Date;
  bidEndDate: Date;
  roundNumber: number;
  openQuorum: number;
  templateId: number | null;
  auctionType: string;
}

export async function auctionById(tx: Queryable, id: number, lock = false): Promise<AuctionRow | undefined> {
  const res = await tx.query<AuctionRow>(
    `SELECT auction_header_id AS "auctionHeaderId", auction_number AS "auctionNumber", auction_title AS "auctionTitle", auction_status AS "auctionStatus",
            bid_start_date AS "bidStartDate", bid_end_date AS "bidEndDate", round_number AS "roundNumber", open_quorum AS "openQuorum", template_id AS "templateId", auction_type AS "auctionType"
       FROM srm_pon_auction_headers WHERE auction_header_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return res.rows[0];
}

/** Refuses a bid outside the quoting window of a published inquiry. */
export function requireQuoting(auction: AuctionRow, caller: Caller): void {
  const now = engineNow();
  if (auction.auctionStatus !== 'PUBLISHED' || now >= at(auction.bidEndDate)) throw new AppError('QUOTING_CLOSED', { end: when(at(auction.bidEndDate)) });
  if (now < at(auction.bidStartDate)) throw new AppError('QUOTING_NOT_STARTED', { start: when(at(auction.bidStartDate)) });
}

/** Refuses a supplier not invited, or registered for an open tender and not (yet) shortlisted. */
export async function requireInvited(tx: Queryable, auctionId: number, supplierId: number): Promise<void> {
  const res = await tx.query('SELECT 1 FROM srm_pon_auction_suppliers WHERE auction_header_id = $1 AND supplier_id = $2 AND invite_status = ANY($3)', [
    auctionId,
    supplierId,
    MAY_BID,
  ]);
  if (!res.rows.length) throw new AppError('NOT_INVITED');
}

async function count(tx: Queryable, table: string, auctionId: number): Promise<number> {
  const res = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE auction_header_id = $1`, [auctionId]);
  return res.rows[0].n;
}

const texts = (record: Row, zh: string, en: string) => eventTexts(record.auctionType === 'TENDER' ? 'TENDER' : 'INQUIRY', record.auctionNumber, zh, en);

async function beforeAuctionAction({ tx, action, record, payload, caller }: ActionContext): Promise<void> {
  const id = Number(record.auctionHeaderId);
  const now = engineNow();
  const violations: FieldViolation[] = [];
  if (action.action === 'submit') {
    if (!(await count(tx, 'srm_pon_auction_items', id))) violations.push({ field: 'items', key: 'rule.required' });
    // An open tender's list fills with the suppliers who register.
    if (record.invitingBidWay !== 'OPEN' && !(await count(tx, 'srm_pon_auction_suppliers', id))) violations.push({ field: 'suppliers', key: 'rule.required' });
    const openers = await count(tx, 'srm_pon_auction_openers', id);
    if (openers < Number(record.openQuorum)) violations.push({ field: 'openQuorum', key: 'rule.max', params: { max: openers } });
  }
  if ((action.action === 'submit' || action.action === 'publish') && at(record.bidEndDate) <= now)
    violations.push({ field: 'bidEndDate', key: 'rule.min', params: { min: when(now) } });
  if (action.action === 'adjustEndDate' || action.action === 'newRound') {
    const earliest = new Date(Math.max(now.getTime(), at(record.bidStartDate).getTime()));
    if (at(String(payload?.bidEndDate)) <= earliest) violations.push({ field: 'bidEndDate', key: 'rule.min', params: { min: when(earliest) } });
  }
  if (action.action === 'submit' && record.auctionType === 'TENDER')
    violations.push(...(await tenderReady(tx, record)), ...(await ruleViolations(tx, record, await count(tx, 'srm_pon_auction_suppliers', id))));
  if (violations.length) throw new ValidationError(violations);
  if (action.action === 'submit' && record.auctionType === 'TENDER') await copyScoreRules(tx, id, Number(record.assessTemplateId));
  if (action.action === 'publish' && record.auctionType === 'TENDER') await requireReleasedDoc(tx, id);
  if (action.action === 'submitAward' || action.action === 'submitPicketage') await requireAwarded(tx, id, Number(record.roundNumber));
  if (action.action === 'submitPicketage') {
    await requireNoOpenBargain(tx, id);
    await requirePublicityOver(tx, id);
  }
  // A buyer may not cut quoting short; the closing job (the system) closes at the end time.
  if (action.action === 'close' && caller.userId !== -1 && now < at(record.bidEndDate))
    throw new AppError('QUOTING_NOT_ENDED', { end: when(at(record.bidEndDate)) });
}

/**
 * What a tender needs before it is submitted: how it is scored (an enabled
 * assessment template whose points add up to 100), who scores (the experts'
 * category), and every material in one of its sections when it has sections.
 */
async function tenderReady(tx: Queryable, record: Row): Promise<FieldViolation[]> {
  const id = Number(record.auctionHeaderId);
  const violations: FieldViolation[] = [];
  if (!record.assessTemplateId) violations.push({ field: 'assessTemplateId', key: 'rule.required' });
  else {
    const template = await templateOf(tx, Number(record.assessTemplateId));
    if (!template.enabled) violations.push({ field: 'assessTemplateId', key: 'rule.disabled', params: { value: String(record.assessTemplateName ?? '') } });
    else if (Math.abs(template.total - 100) > 1e-9) violations.push({ field: 'assessTemplateId', key: 'rule.pointsNot100', params: { total: template.total } });
  }
  if (!record.juryCategoryId) violations.push({ field: 'juryCategoryId', key: 'rule.required' });
  if (!record.juryCount) violations.push({ field: 'juryCount', key: 'rule.required' });
  const loose = await tx.query<{ line: number; section: number | null }>(
    `SELECT i.line_number AS line, i.section_number AS section FROM srm_pon_auction_items i
      WHERE i.auction_header_id = $1 AND EXISTS (SELECT 1 FROM srm_pon_auction_sections s WHERE s.auction_header_id = $1)
        AND NOT EXISTS (SELECT 1 FROM srm_pon_auction_sections s WHERE s.auction_header_id = $1 AND s.section_number = i.section_number)
      ORDER BY i.line_number LIMIT 1`,
    [id],
  );
  if (loose.rows.length)
    violations.push({
      field: 'sectionNumber',
      key: 'rule.ref',
      params: { value: loose.rows[0].section ?? '' },
      row: Number(loose.rows[0].line) - 1,
      child: 'items',
    });
  return violations;
}

async function afterAuctionAction({ tx, action, record, caller, pending, comment }: ActionContext): Promise<void> {
  const id = Number(record.auctionHeaderId);
  switch (action.action) {
    case 'publish':
      await tx.query('UPDATE srm_pon_auction_headers SET publish_date = $2 WHERE auction_header_id = $1', [id, engineNow()]);
      await roundKey(tx, id, Number(record.roundNumber));
      await notifyInvited(
        tx,
        id,
        texts(record, `已发布，请于${when(at(record.bidEndDate))}前报价`, `published; quote by ${when(at(record.bidEndDate))}`),
        caller,
        pending,
      );
      await quoteTodos(tx, id, texts(record, '待报价', 'quote'), caller, pending);
      break;
    case 'startNow':
      await tx.query('UPDATE srm_pon_auction_headers SET bid_start_date = LEAST(bid_start_date, $2) WHERE auction_header_id = $1', [id, engineNow()]);
      await notifyInvited(tx, id, texts(record, '已开始报价', 'quoting has started'), caller, pending);
      await quoteTodos(tx, id, texts(record, '待报价', 'quote'), caller, pending);
      break;
    case 'adjustEndDate':
      await notifyInvited(
        tx,
        id,
        texts(record, `报价截止时间调整为${when(at(record.bidEndDate))}`, `quoting now closes at ${when(at(record.bidEndDate))}`),
        caller,
        pending,
      );
      await quoteTodos(tx, id, texts(record, '待报价', 'quote'), caller, pending);
      break;
    case 'close':
      await tx.query('UPDATE srm_pon_auction_headers SET close_bidding_date = $2 WHERE auction_header_id = $1', [id, engineNow()]);
      await tx.query('UPDATE srm_pon_auction_openers SET signed_date = NULL WHERE auction_header_id = $1', [id]);
      // Too few responses for the tender's rule: nothing to open; the buyers decide to abandon it or publish it again.
      if (await tooFewResponses(tx, record)) await tooFewTodos(tx, record, caller, pending);
      else await openingTodos(tx, id, String(record.auctionNumber), caller, pending);
      break;
    case 'abandon':
      await notifyInvited(tx, id, texts(record, `已流标：${comment ?? ''}`, `abandoned: ${comment ?? ''}`), caller, pending);
      break;
    case 'newRound':
      await startRound(tx, record, caller, pending);
      break;
    case 'approveAward':
      await settleAward(tx, record, caller, pending);
      break;
    case 'submitPicketage':
      await askCountersign(tx, record, caller, pending);
      for (const entity of ['ponBargain', 'ponBrightMoon'])
        await withdrawRequests(tx, entity, id, { zh: '已提交定标', en: 'The decision was submitted' }, caller, pending, ['DRAFT']);
      break;
    case 'cancel':
      if (record.publishDate) await notifyInvited(tx, id, texts(record, '已取消', 'cancelled'), caller, pending);
      for (const entity of ['ponBargain', 'ponClarification', 'ponBrightMoon'])
        await withdrawRequests(tx, entity, id, { zh: '招标项目已取消', en: 'The tender was cancelled' }, caller, pending);
      break;
    case 'completeEvaluation':
      // Questions to a bidder serve the jury's scoring: once it is over they can no longer be answered.
      await withdrawRequests(tx, 'ponClarification', id, { zh: '评标已完成', en: 'The evaluation is complete' }, caller, pending);
      break;
  }
}

/**
 * Another round: its own sealing key, the committee signs again, the last
 * round's award is dropped, and the invited suppliers are asked to quote again
 * (their bids start from the prices they gave last).
 */
async function startRound(tx: Queryable, record: Row, caller: Caller, pending?: PendingEvents): Promise<void> {
  const id = Number(record.auctionHeaderId);
  const round = Number(record.roundNumber) + 1;
  await tx.query(
    `UPDATE srm_pon_auction_headers SET round_number = $2, bid_start_date = LEAST(bid_start_date, $3), bid_count = 0, close_bidding_date = NULL, open_bidding_date = NULL
      WHERE auction_header_id = $1`,
    [id, round, engineNow()],
  );
  await tx.query('UPDATE srm_pon_auction_openers SET signed_date = NULL WHERE auction_header_id = $1', [id]);
  await tx.query('UPDATE srm_pon_auction_items SET awarded_quantity = NULL WHERE auction_header_id = $1', [id]);
  await roundKey(tx, id, round);
  const next = { ...record, roundNumber: round };
  await notifyInvited(
    tx,
    id,
    texts(next, `发起第${round}轮报价，请于${when(at(record.bidEndDate))}前报价`, `round ${round} is open; quote by ${when(at(record.bidEndDate))}`),
    caller,
    pending,
  );
  await quoteTodos(tx, id, texts(next, `第${round}轮待报价`, `quote for round ${round}`), caller, pending);
}

/** Each quantity ladder names a material line of its inquiry, whose code and name it shows. */
async function laddersOnMaterials({ tx, id, lines }: SaveContext): Promise<void> {
  const stray = await tx.query<{ n: number }>(
    `SELECT l.line_number AS n FROM srm_pon_auction_item_ladders l WHERE l.auction_header_id = $1
        AND NOT EXISTS (SELECT 1 FROM srm_pon_auction_items i WHERE i.auction_header_id = l.auction_header_id AND i.line_number = l.line_number)`,
    [id],
  );
  if (stray.rows.length) {
    const n = Number(stray.rows[0].n);
    const row = (lines.ladders ?? []).findIndex((l) => Number(l.lineNumber) === n);
    throw new ValidationError([{ field: 'lineNumber', key: 'rule.ref', params: { value: n }, row: Math.max(row, 0), child: 'ladders' }]);
  }
  await tx.query(
    `UPDATE srm_pon_auction_item_ladders l SET item_code = i.item_code, item_name = i.item_name
       FROM srm_pon_auction_items i WHERE l.auction_header_id = $1 AND i.auction_header_id = l.auction_header_id AND i.line_number = l.line_number`,
    [id],
  );
}

/** The bid's lines are sealed with the round's key; the inquiry must be open to this supplier. */
async function beforeBidSave(ctx: SaveContext): Promise<void> {
  const { tx, caller, record, before } = ctx;
  if (!isSupplier(caller)) throw new AppError('SUPPLIERS_ONLY');
  const auctionId = Number(record.auctionHeaderId ?? before?.auctionHeaderId);
  // A bid stays on the inquiry it was started for.
  if (before) record.auctionHeaderId = before.auctionHeaderId;
  const auction = await auctionById(tx, auctionId);
  if (!auction) throw new ValidationError([{ field: 'auctionHeaderId', key: 'rule.ref', params: { value: auctionId } }]);
  await requireInvited(tx, auctionId, caller.supplierId!);
  requireQuoting(auction, caller);
  record.roundNumber = before?.roundNumber ?? auction.roundNumber;
  const { lines, ladders } = ctx.lines;
  if (!lines && !ladders) return;
  const ids = async (sql: string) => new Set((await tx.query<{ id: string }>(sql, [auctionId])).rows.map((r) => Number(r.id)));
  const known = {
    lines: await ids('SELECT auction_line_id AS id FROM srm_pon_auction_items WHERE auction_header_id = $1'),
    ladders: await ids('SELECT item_ladder_id AS id FROM srm_pon_auction_item_ladders WHERE auction_header_id = $1'),
  };
  const violations: FieldViolation[] = [];
  for (const [row, line] of (lines ?? []).entries())
    if (!known.lines.has(Number(line.auctionLineId)))
      violations.push({ field: 'auctionLineId', key: 'rule.ref', params: { value: line.auctionLineId }, row, child: 'lines' });
  for (const [row, ladder] of (ladders ?? []).entries())
    if (!known.ladders.has(Number(ladder.itemLadderId)))
      violations.push({ field: 'itemLadderId', key: 'rule.ref', params: { value: ladder.itemLadderId }, row, child: 'ladders' });
  if (violations.length) throw new ValidationError(violations);
  const { key, opened } = await roundKey(tx, auctionId, Number(record.roundNumber));
  if (opened) throw new AppError('QUOTING_CLOSED', { end: when(at(auction.bidEndDate)) });
  for (const line of lines ?? []) sealLine(key, line, SEALED_BID_FIELDS);
  for (const ladder of ladders ?? []) sealLine(key, ladder, SEALED_LADDER_FIELDS);
}

/** Required price parts (the unit price always; the template's flagged ones) on every line, before a bid goes in. */
async function beforeBidAction({ tx, action, record, caller }: ActionContext): Promise<void> {
  if (action.action !== 'submit') return;
  const auction = (await auctionById(tx, Number(record.auctionHeaderId), true))!;
  requireQuoting(auction, caller);
  if (Number(record.roundNumber) !== Number(auction.roundNumber)) throw new AppError('QUOTING_CLOSED', { end: when(at(auction.bidEndDate)) });
  const template = auction.templateId
    ? (
        await tx.query<Row>(
          'SELECT freight_flag AS "freightFlag", mould_cost_flag AS "mouldCostFlag", lead_time_flag AS "leadTimeFlag", moq_flag AS "moqFlag" FROM srm_pon_offer_templates WHERE template_id = $1',
          [auction.templateId],
        )
      ).rows[0]
    : undefined;
  const required = ['taxPrice'];
  if (template?.freightFlag === 'Y') required.push('freightPrice');
  if (template?.mouldCostFlag === 'Y') required.push('mouldCost');
  if (template?.leadTimeFlag === 'Y') required.push('leadTimeDays');
  if (template?.moqFlag === 'Y') required.push('moq');
  const { key } = await roundKey(tx, auction.auctionHeaderId, auction.roundNumber);
  const lines = await tx.query<{ sealed: string | null; auctionLineId: number }>(
    'SELECT sealed_values AS sealed, auction_line_id AS "auctionLineId" FROM srm_pon_bid_item_prices WHERE bid_header_id = $1 ORDER BY line_number',
    [record.bidHeaderId],
  );
  if (!lines.rows.length) throw new ValidationError([{ field: 'lines', key: 'rule.required' }]);
  const violations: FieldViolation[] = [];
  for (const [row, line] of lines.rows.entries()) {
    const values = line.sealed ? unsealLine(key, line.sealed) : {};
    for (const field of required)
      if (values[field] === null || values[field] === undefined) violations.push({ field, key: 'rule.required', row, child: 'lines' });
  }
  // Every ladder step has its price.
  const ladders = await tx.query<{ sealed: string | null }>(
    'SELECT sealed_values AS sealed FROM srm_pon_bid_ladder_prices WHERE bid_header_id = $1 ORDER BY line_number, ladder_quantity',
    [record.bidHeaderId],
  );
  for (const [row, ladder] of ladders.rows.entries()) {
    const price = ladder.sealed ? unsealLine(key, ladder.sealed).taxPrice : null;
    if (price === null || price === undefined) violations.push({ field: 'taxPrice', key: 'rule.required', row, child: 'ladders' });
  }
  if (violations.length) throw new ValidationError(violations);
}

async function afterBidAction({ def, tx, action, record, caller, pending }: ActionContext): Promise<void> {
  if (action.action !== 'submit') return;
  const auctionId = Number(record.auctionHeaderId);
  // The supplier's earlier submission of the round is replaced by this one.
  const replaced = await tx.query<{ id: number }>(
    `SELECT bid_header_id AS id FROM srm_pon_bid_headers
      WHERE auction_header_id = $1 AND supplier_id = $2 AND round_number = $3 AND bid_status = 'SUBMITTED' AND bid_header_id <> $4`,
    [auctionId, record.supplierId, record.roundNumber, record.bidHeaderId],
  );
  for (const { id } of replaced.rows) await engine().transition(tx, pending, def, 'supersede', Number(id), { by: caller });
  await tx.query('UPDATE srm_pon_bid_headers SET submit_date = $2 WHERE bid_header_id = $1', [record.bidHeaderId, engineNow()]);
  await tx.query('UPDATE srm_pon_auction_suppliers SET last_bid_date = $3 WHERE auction_header_id = $1 AND supplier_id = $2', [
    auctionId,
    record.supplierId,
    engineNow(),
  ]);
  await tx.query(
    `UPDATE srm_pon_auction_headers h SET bid_count = (SELECT count(DISTINCT supplier_id) FROM srm_pon_bid_headers b
        WHERE b.auction_header_id = h.auction_header_id AND b.round_number = h.round_number AND b.bid_status = 'SUBMITTED')
      WHERE h.auction_header_id = $1`,
    [auctionId],
  );
  await closeQuoteTodo(tx, auctionId, Number(record.supplierId), caller, pending);
}

/** The supplier reads back its own sealed prices; everyone else sees them empty until the opening. */
async function unsealForOwner(tx: Queryable, caller: Caller, bids: Row[]): Promise<void> {
  for (const bid of bids) {
    if (!Array.isArray(bid.lines)) continue;
    const priced: Row[] = [...bid.lines, ...(bid.ladders ?? [])];
    const sealed = priced.some((l) => l.sealedValues);
    if (sealed && isSupplier(caller) && Number(bid.supplierId) === caller.supplierId) {
      const { key } = await roundKey(tx, Number(bid.auctionHeaderId), Number(bid.roundNumber));
      for (const line of priced) if (line.sealedValues) Object.assign(line, unsealLine(key, line.sealedValues));
    }
    for (const line of priced) delete line.sealedValues;
    // A supplier learns the award only when it is approved.
    if (isSupplier(caller) && !bid.awardStatus)
      for (const line of bid.lines) {
        line.awardQuantity = null;
        line.awardProportion = null;
      }
  }
}

/** A question is asked by an invited supplier while the inquiry is open for quotes. */
async function requireAskable(tx: Queryable, caller: Caller, auctionId: number): Promise<void> {
  if (!isSupplier(caller)) throw new AppError('SUPPLIERS_ONLY');
  const auction = await auctionById(tx, auctionId);
  if (!auction) throw new ValidationError([{ field: 'auctionHeaderId', key: 'rule.ref', params: { value: auctionId } }]);
  await requireInvited(tx, auctionId, caller.supplierId!);
  requireQuoting(auction, caller);
}

async function afterQuestionAction({ tx, action, record, caller, pending }: ActionContext): Promise<void> {
  const id = Number(record.questionId);
  if (action.action === 'ask') await tx.query('UPDATE srm_pon_auction_questions SET asked_date = $2 WHERE question_id = $1', [id, engineNow()]);
  if (action.action !== 'answer') return;
  const now = engineNow();
  await tx.query('UPDATE srm_pon_auction_questions SET answered_date = $2 WHERE question_id = $1', [id, now]);
  // The clarification every invited supplier reads: the question and its answer, not who asked.
  await tx.query(
    `INSERT INTO srm_pon_auction_answers (auction_header_id, auction_type, question_title, question_text, answer_text, answered_date, created_by, last_updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
    [record.auctionHeaderId, record.auctionType, record.questionTitle, record.questionText, record.answerText, now, caller.userId],
  );
  await notifyInvited(
    tx,
    Number(record.auctionHeaderId),
    texts(record, '有新的澄清答复', 'a question was answered for all invited suppliers'),
    caller,
    pending,
  );
}

/** A tender's fields about its jury, never answered to a supplier. */
const JURY_ONLY_FIELDS = ['juryCategoryId', 'juryCategoryName', 'juryCount', 'noteToJury', 'juries'];

/** The engine's action path, for the transitions a hook makes (a bid superseded); given at registration. */
let operations: EntityOperations | undefined;
function engine(): EntityOperations {
  if (!operations) throw new Error('registerSourcingHooks(ops) was not called');
  return operations;
}

/** The sourcing hooks, registered once; `ops` is the engine the hooks' own transitions run through. */
export function registerSourcingHooks(ops: EntityOperations): void {
  operations = ops;
  registerOnce();
}

const registerOnce = once((): void => {
  registerHooks('ponAuction', {
    async beforeSave(ctx) {
      // An inquiry stays an inquiry and a tender a tender; the jury and the rules are the server's to write.
      if (ctx.before) ctx.record.auctionType = ctx.before.auctionType;
      else for (const child of ['juries', 'scoreRules']) if (ctx.lines[child]?.length) throw new ValidationError([{ field: child, key: 'rule.readOnly' }]);
      await fillFromSetup(ctx);
      // Only a tender may be open to every supplier; registration closes by the closing time at the latest.
      if ((ctx.record.auctionType ?? ctx.before?.auctionType) !== 'TENDER')
        Object.assign(ctx.record, { invitingBidWay: 'INVITED', biddingRuleId: null, ...NO_RULE });
      else if (ctx.record.biddingRuleId === null) Object.assign(ctx.record, { biddingRuleName: null, ...NO_RULE });
      if ((ctx.record.invitingBidWay ?? ctx.before?.invitingBidWay) !== 'OPEN') ctx.record.registrationEndDate = null;
      const start = ctx.record.bidStartDate ?? ctx.before?.bidStartDate;
      const end = ctx.record.bidEndDate ?? ctx.before?.bidEndDate;
      if (start && end && at(String(end)) <= at(String(start)))
        throw new ValidationError([{ field: 'bidEndDate', key: 'rule.min', params: { min: when(at(String(start))) } }]);
      const registration = ctx.record.registrationEndDate === undefined ? ctx.before?.registrationEndDate : ctx.record.registrationEndDate;
      if (registration && end && at(String(registration)) > at(String(end)))
        throw new ValidationError([{ field: 'registrationEndDate', key: 'rule.max', params: { max: when(at(String(end))) } }]);
    },
    afterSave: laddersOnMaterials,
    beforeAction: beforeAuctionAction,
    afterAction: afterAuctionAction,
    // Bidders do not learn how the jury is made up or what it was told.
    afterRead({ caller, rows }) {
      if (isSupplier(caller)) for (const row of rows) for (const field of JURY_ONLY_FIELDS) delete row[field];
    },
  });
  registerNoticeHooks();
  registerBargainHooks();
  registerClarificationHooks();
  registerMarkHooks();
  registerCandidatePublicityHooks();
  registerShortlistHooks();
  registerDocHooks();
  registerHooks('ponBid', {
    beforeSave: beforeBidSave,
    beforeAction: beforeBidAction,
    afterAction: afterBidAction,
    afterRead: ({ q, caller, rows }) => unsealForOwner(q, caller, rows),
  });
  registerHooks('ponQuestion', {
    beforeSave: (ctx) => requireAskable(ctx.tx, ctx.caller, Number(ctx.record.auctionHeaderId ?? ctx.before?.auctionHeaderId)),
    async beforeAction({ tx, action, record, caller }) {
      if (action.action === 'ask') await requireAskable(tx, caller, Number(record.auctionHeaderId));
    },
    afterAction: afterQuestionAction,
  });
  // A bid line is written only with its bid, where it is sealed: never on its own.
  const throughTheBid = () => {
    throw new AppError('READ_ONLY_ENTITY');
  };
  for (const line of ['ponBidLine', 'ponBidLadder'])
    registerHooks(line, {
      beforeSave: throughTheBid,
      beforeDelete: throughTheBid,
      afterRead({ rows }) {
        for (const row of rows) delete row.sealedValues;
      },
    });
});
