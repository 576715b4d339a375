/**
 * Clarifications asked of a bidder while the jury evaluates (STATES.md
 * "Clarifications"): about one current response, answered line by line by the
 * bidder before the time given and the end of the evaluation.
 */
import { formatDate } from '@srm/domain/dates.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { engineNow } from '../engine/clock.ts';
import { linePayload, registerHooks, type ActionContext, type SaveContext } from '../engine/hooks.ts';
import { currentResponse, prepareRequest, requireFuture } from './responses.ts';

// biome-ignore lint/suspicious/noExplicitAny: rows of the sourcing tables are read field by field, each checked where used
type Row = Record<string, any>;

const MAX_REPLY = 2000;

async function questionsOf(tx: Queryable, id: unknown): Promise<Row[]> {
  return (
    await tx.query<Row>(
      'SELECT clarification_line_id AS id, line_number AS "lineNumber" FROM srm_pon_clarification_lines WHERE clarification_id = $1 ORDER BY line_number',
      [id],
    )
  ).rows;
}

/** A request stays about the response it was written on, one evaluated now, and asks at least one question. */
async function beforeClarificationSave(ctx: SaveContext): Promise<void> {
  await prepareRequest(ctx, 'EVALUATING', 'rule.clarifyNotOpen', 'replyEndDate');
  if (ctx.lines.lines ? !ctx.lines.lines.length : !ctx.before) throw new ValidationError([{ field: 'lines', key: 'rule.required' }]);
}

async function beforeClarificationAction(ctx: ActionContext): Promise<void> {
  const { tx, action, record } = ctx;
  if (action.action === 'send') {
    await currentResponse(tx, Number(record.bidHeaderId), 'EVALUATING', 'rule.clarifyNotOpen');
    requireFuture('replyEndDate', record.replyEndDate);
  }
  if (action.action !== 'reply') return;
  const tender = await tx.query<Row>('SELECT auction_status AS status FROM srm_pon_auction_headers WHERE auction_header_id = $1', [record.auctionHeaderId]);
  if (tender.rows[0]?.status !== 'EVALUATING' || engineNow() > new Date(record.replyEndDate as string | Date))
    throw new AppError('CLARIFY_CLOSED', { end: formatDate(record.replyEndDate, 'datetime') });
  // Every question answered, each in at most 2000 characters; `row` counts the lines sent, a question not sent is named by its number.
  const given = linePayload(ctx, 'clarificationLineId');
  const violations: FieldViolation[] = [];
  for (const q of await questionsOf(tx, record.clarificationId)) {
    const row = given.findIndex((l) => Number(l.clarificationLineId) === Number(q.id));
    const text = row < 0 ? undefined : given[row].replyText;
    if (typeof text !== 'string' || !text.trim())
      violations.push(
        row < 0
          ? { field: 'replyText', key: 'rule.replyMissing', params: { line: q.lineNumber }, child: 'lines' }
          : { field: 'replyText', key: 'rule.required', row, child: 'lines' },
      );
    else if (text.length > MAX_REPLY) violations.push({ field: 'replyText', key: 'rule.maxLength', params: { max: MAX_REPLY }, row, child: 'lines' });
  }
  if (violations.length) throw new ValidationError(violations);
}

async function afterClarificationAction({ tx, action, record, payload }: ActionContext): Promise<void> {
  const id = record.clarificationId;
  if (action.action === 'send') await tx.query('UPDATE srm_pon_clarifications SET sent_date = $2 WHERE clarification_id = $1', [id, engineNow()]);
  if (action.action !== 'reply') return;
  for (const line of (payload?.lines ?? []) as Row[])
    await tx.query('UPDATE srm_pon_clarification_lines SET reply_text = $3 WHERE clarification_line_id = $1 AND clarification_id = $2', [
      line.clarificationLineId,
      id,
      String(line.replyText).trim(),
    ]);
  await tx.query('UPDATE srm_pon_clarifications SET reply_date = $2 WHERE clarification_id = $1', [id, engineNow()]);
}

export function registerClarificationHooks(): void {
  registerHooks('ponClarification', {
    beforeSave: beforeClarificationSave,
    beforeAction: beforeClarificationAction,
    afterAction: afterClarificationAction,
  });
}
