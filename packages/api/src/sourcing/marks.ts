/**
 * The compliance review of a tender's responses (STATES.md "Compliance
 * review"): when the tender's bidding rule asks for it, the opening makes a
 * sheet with a line per response and gives the jury's chair a to-do; the chair
 * records the three checks of each response and confirms. The outcome goes onto
 * the responses, a failed bidder is told why, and only then is the jury asked
 * to score, the responses that passed only.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { systemCaller, type Caller } from '../engine/caller.ts';
import { engineNow } from '../engine/clock.ts';
import type { PendingEvents } from '../engine/events.ts';
import { registerHooks, type ActionContext, type SaveContext } from '../engine/hooks.ts';
import { linkOf, openTodos } from '../engine/todos.ts';
import type { EntityOperations } from '../engine/operations.ts';
import { eventTexts, juryTodos, notifySuppliers } from './notify.ts';

// biome-ignore lint/suspicious/noExplicitAny: rows of the sourcing tables are read field by field, each checked where used
type Row = Record<string, any>;

const CHECKS = ['formalityPassed', 'qualificationPassed', 'responsivenessPassed'];

/** The chair of the tender's jury (the first drawn chairs): user and name. */
async function chairOf(tx: Queryable, auctionId: number): Promise<Row | undefined> {
  const res = await tx.query<Row>(
    `SELECT user_id AS "userId", expert_name AS "expertName" FROM srm_pon_auction_juries WHERE auction_header_id = $1
      ORDER BY (user_duty = 'LEADER') DESC, jury_id LIMIT 1`,
    [auctionId],
  );
  return res.rows[0];
}

/**
 * At the opening of a tender whose rule asks for a compliance review: the sheet,
 * a line per response of the round, and the chair's to-do. False when the
 * tender needs none (the jury is asked to score at once).
 */
export async function startReview(ops: EntityOperations, tx: Queryable, auctionId: number, caller: Caller, pending: PendingEvents): Promise<boolean> {
  const res = await tx.query<Row>('SELECT compliance_review AS review FROM srm_pon_auction_headers WHERE auction_header_id = $1', [auctionId]);
  if (res.rows[0]?.review !== 'Y') return false;
  const def = getEntity('ponResponseMark');
  const id = await ops.saveOne(tx, def, systemCaller(caller.lang), { auctionHeaderId: auctionId, lines: [] }, pending);
  const sheet = (await ops.fetch(tx, def, systemCaller(caller.lang), id))!;
  const link = linkOf(def, id, sheet);
  await openTodos(
    tx,
    caller,
    pending,
    {
      entity: def.name,
      recordId: id,
      action: 'confirm',
      title: { zh: `招标项目 ${sheet.auctionNumber} 待符合性审查`, en: `Tender ${sheet.auctionNumber}: review the responses for compliance` },
      link,
    },
    { userIds: sheet.leaderUserId ? [Number(sheet.leaderUserId)] : [] },
  );
  return true;
}

/** Only the server makes a sheet; only the chair writes it, while the tender is evaluated. */
async function beforeMarkSave(ctx: SaveContext): Promise<void> {
  const { tx, record, before, caller } = ctx;
  const auctionId = Number(record.auctionHeaderId ?? before?.auctionHeaderId);
  if (!before) {
    if (caller.userId !== -1) throw new ValidationError([{ field: 'auctionHeaderId', key: 'rule.readOnly' }]);
    const chair = await chairOf(tx, auctionId);
    Object.assign(record, { leaderUserId: chair?.userId ?? null, leaderName: chair?.expertName ?? null });
    const responses = await tx.query<Row>(
      `SELECT b.bid_header_id AS "bidHeaderId", b.bid_number AS "bidNumber", b.supplier_name AS "supplierName"
         FROM srm_pon_bid_headers b JOIN srm_pon_auction_headers a ON a.auction_header_id = b.auction_header_id
        WHERE b.auction_header_id = $1 AND b.round_number = a.round_number AND b.bid_status = 'SUBMITTED' ORDER BY b.submit_date, b.bid_header_id`,
      [auctionId],
    );
    ctx.lines.lines = responses.rows;
    return;
  }
  if (Number(record.auctionHeaderId ?? auctionId) !== Number(before.auctionHeaderId))
    throw new ValidationError([{ field: 'auctionHeaderId', key: 'rule.readOnly' }]);
  await requireChair(tx, before, caller);
}

async function requireChair(tx: Queryable, sheet: Row, caller: Caller): Promise<void> {
  if (Number(sheet.leaderUserId) !== caller.userId) throw new AppError('NOT_JURY_LEADER');
  const tender = await tx.query<Row>('SELECT auction_status AS status FROM srm_pon_auction_headers WHERE auction_header_id = $1', [sheet.auctionHeaderId]);
  if (tender.rows[0]?.status !== 'EVALUATING') throw new AppError('MARKS_CLOSED');
}

/** Each response passes only when every check does; the sheet counts them. */
async function afterMarkSave({ tx, id }: SaveContext): Promise<void> {
  await tx.query(
    `UPDATE srm_pon_response_mark_lines SET mark_result = CASE WHEN ${CHECKS.map((c) => `${toSnake(c)} = 'Y'`).join(' AND ')} THEN 'PASS' ELSE 'FAIL' END
      WHERE mark_id = $1`,
    [id],
  );
  await tx.query(
    `UPDATE srm_pon_response_marks m SET passed_count = (SELECT count(*) FROM srm_pon_response_mark_lines l WHERE l.mark_id = m.mark_id AND l.mark_result = 'PASS'),
            failed_count = (SELECT count(*) FROM srm_pon_response_mark_lines l WHERE l.mark_id = m.mark_id AND l.mark_result = 'FAIL')
      WHERE mark_id = $1`,
    [id],
  );
}

/** The chair confirms with a reason for every failed response, named by its bidder. */
async function beforeMarkAction({ tx, record, caller }: ActionContext): Promise<void> {
  await requireChair(tx, record, caller);
  const lines = await tx.query<Row>(
    'SELECT supplier_name AS "supplierName", mark_result AS result, mark_comments AS comments FROM srm_pon_response_mark_lines WHERE mark_id = $1 ORDER BY mark_line_id',
    [record.markId],
  );
  const violations: FieldViolation[] = [];
  for (const [row, line] of lines.rows.entries())
    if (line.result === 'FAIL' && !String(line.comments ?? '').trim())
      violations.push({ field: 'markComments', key: 'rule.markReason', params: { supplier: line.supplierName }, row, child: 'lines' });
  if (violations.length) throw new ValidationError(violations);
}

/** The outcome onto the responses; failed bidders told why; the jury asked to score. */
async function afterMarkAction({ tx, record, caller, pending }: ActionContext): Promise<void> {
  const id = Number(record.markId);
  const auctionId = Number(record.auctionHeaderId);
  await tx.query('UPDATE srm_pon_response_marks SET confirmed_date = $2 WHERE mark_id = $1', [id, engineNow()]);
  await tx.query(
    `UPDATE srm_pon_bid_headers b SET mark_result = l.mark_result, mark_comments = CASE WHEN l.mark_result = 'FAIL' THEN l.mark_comments END, version_num = b.version_num + 1
       FROM srm_pon_response_mark_lines l WHERE l.mark_id = $1 AND b.bid_header_id = l.bid_header_id`,
    [id],
  );
  const failed = await tx.query<Row>(
    `SELECT b.supplier_id AS "supplierId", l.mark_comments AS comments FROM srm_pon_response_mark_lines l JOIN srm_pon_bid_headers b ON b.bid_header_id = l.bid_header_id
      WHERE l.mark_id = $1 AND l.mark_result = 'FAIL'`,
    [id],
  );
  for (const f of failed.rows)
    await notifySuppliers(
      tx,
      auctionId,
      [Number(f.supplierId)],
      eventTexts('TENDER', record.auctionNumber, `：您的投标书未通过符合性审查（${f.comments}）`, `your response failed the compliance review (${f.comments})`),
      caller,
      pending,
    );
  await juryTodos(tx, auctionId, 'evaluate', eventTexts('TENDER', record.auctionNumber, '待评标', 'evaluate the responses'), caller, pending);
}

/** The tender's compliance review, for the evaluation sheet: null when it asks for none. */
export async function reviewOf(tx: Queryable, auctionId: number): Promise<{ markId: number; markNumber: string; markStatus: string } | null> {
  const res = await tx.query<Row>(
    'SELECT mark_id AS "markId", mark_number AS "markNumber", mark_status AS "markStatus" FROM srm_pon_response_marks WHERE auction_header_id = $1',
    [auctionId],
  );
  const row = res.rows[0];
  return row ? { markId: Number(row.markId), markNumber: String(row.markNumber), markStatus: String(row.markStatus) } : null;
}

/** Scoring waits for the confirmed review of a tender that asks for one. */
export async function requireReviewed(tx: Queryable, auctionId: number): Promise<void> {
  const res = await tx.query<Row>(
    `SELECT a.compliance_review AS review, m.mark_number AS "markNumber", m.mark_status AS status
       FROM srm_pon_auction_headers a LEFT JOIN srm_pon_response_marks m ON m.auction_header_id = a.auction_header_id WHERE a.auction_header_id = $1`,
    [auctionId],
  );
  const row = res.rows[0];
  if (row?.review === 'Y' && row.status !== 'CONFIRMED') throw new AppError('MARKS_PENDING', { mark: row.markNumber ?? '' });
}

export function registerMarkHooks(): void {
  registerHooks('ponResponseMark', { beforeSave: beforeMarkSave, afterSave: afterMarkSave, beforeAction: beforeMarkAction, afterAction: afterMarkAction });
}
