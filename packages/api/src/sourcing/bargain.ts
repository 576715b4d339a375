/**
 * Bargaining with the bidders of an evaluated tender (STATES.md "Bargaining"):
 * a request names one response of the current round and takes its lines; the
 * bidder's answer is a final price per line, never above its bid, written back
 * onto the response, where the award, agreements and orders take it from.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { checkField } from '@srm/domain/entity/validate-record.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { engineNow } from '../engine/clock.ts';
import { recomputeAmounts } from '../engine/computed.ts';
import { linePayload, registerHooks, type ActionContext, type SaveContext } from '../engine/hooks.ts';
import { currentResponse, prepareRequest, requireFuture } from './responses.ts';

// biome-ignore lint/suspicious/noExplicitAny: rows of the sourcing tables are read field by field, each checked where used
type Row = Record<string, any>;

const when = (value: unknown) => formatDate(value, 'datetime');
const OPEN = ['DRAFT', 'REQUESTED'];

/**
 * A request takes the response's supplier, organisation and lines, and stays
 * about that response; one response has at most one open request.
 */
async function beforeBargainSave(ctx: SaveContext): Promise<void> {
  const { tx, before } = ctx;
  await prepareRequest(ctx, 'EVALUATED', 'rule.bargainNotOpen', 'bargainEndDate');
  const bidId = Number(ctx.record.bidHeaderId ?? before?.bidHeaderId);
  const open = await tx.query<Row>(
    'SELECT bargain_number AS "bargainNumber" FROM srm_pon_bargains WHERE bid_header_id = $1 AND bargain_status = ANY($2) AND bargain_id IS DISTINCT FROM $3',
    [bidId, OPEN, before?.bargainId ?? null],
  );
  if (open.rows.length) throw new AppError('BARGAIN_OPEN', { bargain: open.rows[0].bargainNumber });
  if (before) return;
  // The lines are the response's: a target price given for the same line number is kept.
  const targets = new Map((ctx.lines.lines ?? []).map((l) => [Number(l.lineNumber), l.targetPrice]));
  const lines = await tx.query<Row>(
    `SELECT bid_line_id AS "bidLineId", line_number AS "lineNumber", item_code AS "itemCode", item_name AS "itemName", uom_code AS "uomCode",
            quantity, tax_price AS "quotedPrice"
       FROM srm_pon_bid_item_prices WHERE bid_header_id = $1 ORDER BY line_number`,
    [bidId],
  );
  ctx.lines.lines = lines.rows.map((l) => ({ ...l, targetPrice: targets.get(Number(l.lineNumber)) ?? null }));
}

async function beforeBargainAction(ctx: ActionContext): Promise<void> {
  const { tx, action, record } = ctx;
  if (action.action === 'request') {
    await currentResponse(tx, Number(record.bidHeaderId), 'EVALUATED', 'rule.bargainNotOpen');
    requireFuture('bargainEndDate', record.bargainEndDate);
  }
  if (action.action === 'answer') {
    const tender = await tx.query<Row>('SELECT auction_status AS status FROM srm_pon_auction_headers WHERE auction_header_id = $1', [record.auctionHeaderId]);
    if (tender.rows[0]?.status !== 'EVALUATED' || engineNow() > new Date(record.bargainEndDate as string | Date))
      throw new AppError('BARGAIN_CLOSED', { end: when(record.bargainEndDate) });
    await checkAnswer(ctx);
  }
}

/** Each final price a number of the line's precision, not below zero and not above what was bid; an unknown line is named. */
async function checkAnswer(ctx: ActionContext): Promise<void> {
  const lines = await ctx.tx.query<Row>(
    'SELECT bargain_line_id AS id, line_number AS "lineNumber", quoted_price AS quoted FROM srm_pon_bargain_lines WHERE bargain_id = $1',
    [ctx.record.bargainId],
  );
  const byId = new Map(lines.rows.map((l) => [Number(l.id), l]));
  const priceField = getEntity('ponBargainLine').fields.find((f) => f.name === 'bargainPrice')!;
  const violations: FieldViolation[] = [];
  for (const [row, given] of linePayload(ctx, 'bargainLineId').entries()) {
    const line = byId.get(Number(given.bargainLineId));
    if (!line) {
      violations.push({ field: 'bargainLineId', key: 'rule.ref', params: { value: String(given.bargainLineId) }, row, child: 'lines' });
      continue;
    }
    if (given.bargainPrice === undefined || given.bargainPrice === null || given.bargainPrice === '') continue;
    const bad = checkField({ ...priceField, readOnly: false }, given.bargainPrice);
    if (bad) violations.push({ ...bad, row, child: 'lines' });
    else if (line.quoted !== null && Number(given.bargainPrice) > Number(line.quoted))
      violations.push({ field: 'bargainPrice', key: 'rule.bargainAbove', params: { line: line.lineNumber, price: Number(line.quoted) }, row, child: 'lines' });
  }
  if (violations.length) throw new ValidationError(violations);
}

/** The answer's prices (the bid's where none was given) onto the request and the response it is about. */
async function writeAnswer(ctx: ActionContext): Promise<void> {
  const { tx, def, record } = ctx;
  const id = Number(record.bargainId);
  await tx.query('UPDATE srm_pon_bargain_lines SET bargain_price = quoted_price WHERE bargain_id = $1', [id]);
  for (const given of linePayload(ctx, 'bargainLineId'))
    if (given.bargainPrice !== undefined && given.bargainPrice !== null && given.bargainPrice !== '')
      await tx.query('UPDATE srm_pon_bargain_lines SET bargain_price = $2 WHERE bargain_line_id = $1', [given.bargainLineId, Number(given.bargainPrice)]);
  await tx.query('UPDATE srm_pon_bargains SET answer_date = $2 WHERE bargain_id = $1', [id, engineNow()]);
  await recomputeAmounts(tx, def, id);
  await tx.query(
    `UPDATE srm_pon_bid_item_prices p SET bargain_price = l.bargain_price FROM srm_pon_bargain_lines l WHERE l.bargain_id = $1 AND l.bid_line_id = p.bid_line_id`,
    [id],
  );
  await tx.query(
    `UPDATE srm_pon_bid_headers b SET bargain_amount = g.bargain_amount, version_num = b.version_num + 1 FROM srm_pon_bargains g
      WHERE g.bargain_id = $1 AND b.bid_header_id = g.bid_header_id`,
    [id],
  );
}

/** The tender's decision waits for the answers asked for: a request still open is named. */
export async function requireNoOpenBargain(tx: Queryable, auctionId: number): Promise<void> {
  const open = await tx.query<Row>(
    `SELECT bargain_number AS "bargainNumber", supplier_name AS "supplierName" FROM srm_pon_bargains WHERE auction_header_id = $1 AND bargain_status = 'REQUESTED' ORDER BY bargain_id LIMIT 1`,
    [auctionId],
  );
  if (open.rows.length) throw new AppError('BARGAIN_PENDING', { bargain: open.rows[0].bargainNumber, supplier: open.rows[0].supplierName });
}

export function registerBargainHooks(): void {
  registerHooks('ponBargain', {
    beforeSave: beforeBargainSave,
    beforeAction: beforeBargainAction,
    async afterAction(ctx) {
      if (ctx.action.action === 'request')
        await ctx.tx.query('UPDATE srm_pon_bargains SET request_date = $2 WHERE bargain_id = $1', [ctx.record.bargainId, engineNow()]);
      if (ctx.action.action === 'answer') await writeAnswer(ctx);
    },
  });
}
