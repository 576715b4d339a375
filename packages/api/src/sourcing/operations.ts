/**
 * The inquiry's own operations: a supplier starts (or resumes) its bid, a
 * committee member signs the opening and the quorum's last signature opens,
 * the buyer makes an inquiry from demand-summary lines; and the job that closes
 * quoting at the end time.
 */
import { actionOf } from '@srm/domain/entity/workflows.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { SEALED_BID_FIELDS } from '@srm/domain/entities/sourcing/bid-line.ts';
import { SEALED_LADDER_FIELDS } from '@srm/domain/entities/sourcing/bid-ladder.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { Db } from '../db/db.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import { writeAudit } from '../engine/audit.ts';
import { systemCaller } from '../engine/caller.ts';
import { engineNow } from '../engine/clock.ts';
import { PendingEvents } from '../engine/events.ts';
import type { EntityOperations, OperationContext, Row } from '../engine/operations.ts';
import { personName } from '../engine/people.ts';
import { auctionById, requireInvited, requireQuoting } from './hooks.ts';
import { closeOpeningTodo, eventTexts, juryTodos, kindOf, notifyInvited } from './notify.ts';
import { requireJury } from './tender.ts';
import { requireEnoughResponses } from './bidding-rule.ts';
import { startReview } from './marks.ts';
import { demandLines, idsOf } from '../purchase/demand.ts';
import { openRound, roundKey, unsealLine } from './sealing.ts';

function idOf(body: Row, field: string): number {
  const id = Number(body[field]);
  if (!Number.isSafeInteger(id) || id < 1) throw new ValidationError([{ field, key: 'rule.required' }]);
  return id;
}

/** `doStartBid`: the supplier's draft for the current round, made from the inquiry's lines (and its last bid's prices) when there is none. */
export async function startBid({ ops, tx, caller, pending, body }: OperationContext): Promise<unknown> {
  // The engine read the inquiry within the caller's scope (`from`): one the supplier is not invited to does not exist for it.
  const auctionId = idOf(body, 'auctionHeaderId');
  const auction = (await auctionById(tx, auctionId, true))!;
  await requireInvited(tx, auctionId, caller.supplierId!);
  requireQuoting(auction, caller);
  const bid = getEntity('ponBid');
  const mine = await tx.query<{ id: number; status: string; round: number }>(
    `SELECT bid_header_id AS id, bid_status AS status, round_number AS round FROM srm_pon_bid_headers
      WHERE auction_header_id = $1 AND supplier_id = $2 AND bid_status IN ('DRAFT', 'SUBMITTED')
      ORDER BY round_number DESC, bid_header_id DESC`,
    [auctionId, caller.supplierId],
  );
  const draft = mine.rows.find((r) => r.status === 'DRAFT' && Number(r.round) === auction.roundNumber);
  if (draft) return ops.findById(bid, caller, { bidHeaderId: draft.id }, tx);
  // A new bid (replacing a submitted one, or in a new round) starts from the prices the supplier gave last.
  const last = mine.rows.find((r) => r.status === 'SUBMITTED');
  const before = new Map<number, Row>();
  const ladderBefore = new Map<number, unknown>();
  if (last) {
    const { key, opened } = await roundKey(tx, auctionId, Number(last.round));
    const priced = (clear: Row, sealed: unknown, fields: readonly string[]) =>
      sealed && !opened
        ? unsealLine(key, String(sealed))
        : Object.fromEntries(fields.map((f) => [f, clear[f] === null || f === 'notes' ? clear[f] : Number(clear[f])]));
    const lines = await tx.query<Row>(
      `SELECT auction_line_id AS "auctionLineId", sealed_values AS sealed, tax_price AS "taxPrice", freight_price AS "freightPrice", mould_cost AS "mouldCost",
              lead_time_days AS "leadTimeDays", moq, notes FROM srm_pon_bid_item_prices WHERE bid_header_id = $1`,
      [last.id],
    );
    for (const { auctionLineId, sealed, ...clear } of lines.rows) before.set(Number(auctionLineId), priced(clear, sealed, SEALED_BID_FIELDS));
    // A ladder step is the same from round to round (the inquiry's ladders are fixed once it is published).
    const ladders = await tx.query<Row>(
      'SELECT item_ladder_id AS "itemLadderId", sealed_values AS sealed, tax_price AS "taxPrice" FROM srm_pon_bid_ladder_prices WHERE bid_header_id = $1',
      [last.id],
    );
    for (const { itemLadderId, sealed, ...clear } of ladders.rows) ladderBefore.set(Number(itemLadderId), priced(clear, sealed, SEALED_LADDER_FIELDS).taxPrice);
  }
  const items = await tx.query<{ id: number }>('SELECT auction_line_id AS id FROM srm_pon_auction_items WHERE auction_header_id = $1 ORDER BY line_number', [
    auctionId,
  ]);
  const ladders = await tx.query<{ id: number }>(
    'SELECT item_ladder_id AS id FROM srm_pon_auction_item_ladders WHERE auction_header_id = $1 ORDER BY line_number, ladder_quantity',
    [auctionId],
  );
  const id = await ops.saveOne(
    tx,
    bid,
    caller,
    {
      auctionHeaderId: auctionId,
      lines: items.rows.map((i) => ({ auctionLineId: Number(i.id), ...before.get(Number(i.id)) })),
      ladders: ladders.rows.map((l) => ({ itemLadderId: Number(l.id), taxPrice: ladderBefore.get(Number(l.id)) ?? null })),
    },
    pending,
  );
  return ops.findById(bid, caller, { bidHeaderId: id }, tx);
}

/** `doSignOpening`: one member's signature; the quorum's last one opens every bid of the round. */
export async function signOpening({ ops, tx, caller, pending, body }: OperationContext): Promise<unknown> {
  const def = getEntity('ponAuction');
  const auctionId = idOf(body, 'auctionHeaderId');
  const auction = (await auctionById(tx, auctionId, true))!;
  const member = await tx.query<{ signed: Date | null }>(
    'SELECT signed_date AS signed FROM srm_pon_auction_openers WHERE auction_header_id = $1 AND user_id = $2',
    [auctionId, caller.userId],
  );
  if (!member.rows.length) throw new AppError('NOT_ON_COMMITTEE');
  const kind = await kindOf(tx, auctionId);
  if (kind === 'TENDER') {
    await requireJury(tx, auctionId);
    await requireEnoughResponses(tx, auctionId);
  }
  if (member.rows[0].signed) throw new AppError('ALREADY_SIGNED');
  await tx.query('UPDATE srm_pon_auction_openers SET signed_date = $3 WHERE auction_header_id = $1 AND user_id = $2', [auctionId, caller.userId, engineNow()]);
  await writeAudit(tx, caller, def.name, auctionId, 'ACTION', { signedOpening: [null, (await personName(tx, caller.userId)) ?? caller.userName] });
  await closeOpeningTodo(tx, auctionId, caller, pending);
  const signed = await tx.query<{ n: number; names: string }>(
    `SELECT count(*)::int AS n, string_agg(person_name, '、' ORDER BY signed_date) AS names FROM srm_pon_auction_openers WHERE auction_header_id = $1 AND signed_date IS NOT NULL`,
    [auctionId],
  );
  if (signed.rows[0].n >= auction.openQuorum) {
    const opened = await openRound(tx, auctionId, auction.roundNumber);
    // A tender's responses go to its jury, an inquiry's prices to the buyer's award; the engine closes every member's opening to-do.
    await ops.transition(tx, pending, def, kind === 'TENDER' ? 'openToJury' : 'open', auctionId, {
      by: caller,
      comment: `${signed.rows[0].names} (${opened})`,
    });
    await notifyInvited(tx, auctionId, eventTexts(kind, auction.auctionNumber, '已开标', 'bids opened'), caller, pending);
    // A tender whose rule asks for a compliance review asks its chair first, the jury once the review is confirmed.
    if (kind === 'TENDER' && !(await startReview(ops, tx, auctionId, caller, pending)))
      await juryTodos(tx, auctionId, 'evaluate', eventTexts(kind, auction.auctionNumber, '待评标', 'evaluate the responses'), caller, pending);
  }
  pending.add('record', { entity: def.name, id: auctionId, operation: 'signOpening' });
  return ops.findById(def, caller, { auctionHeaderId: auctionId }, tx);
}

/** `doCreateAuction` of the demand summary: a draft inquiry with the chosen lines as its materials. */
export async function createAuctionFromDemand({ ops, tx, caller, pending, body }: OperationContext): Promise<unknown> {
  // The chosen lines as the caller sees them in the demand summary (scope and data permissions).
  const found = await demandLines(tx, caller, idsOf(body), false);
  const now = engineNow();
  const header: Row = {
    auctionTitle: body.auctionTitle ?? `询价 ${formatDate(now)}`,
    orgId: body.orgId ?? found[0].orgId,
    bidStartDate: body.bidStartDate ?? formatDate(now, 'datetime'),
    bidEndDate: body.bidEndDate ?? formatDate(new Date(now.getTime() + 7 * 86_400_000), 'datetime'),
    buyerName: (await personName(tx, caller.userId)) ?? caller.userName,
    items: found.map((l, i) => ({
      lineNumber: i + 1,
      itemId: l.itemId,
      quantity: Number(l.openQty),
      needByDate: l.needByDate ? formatDate(l.needByDate) : null,
    })),
  };
  const def = getEntity('ponAuction');
  const id = await ops.saveOne(tx, def, caller, header, pending);
  const lines = await tx.query<{ id: number }>('SELECT auction_line_id AS id FROM srm_pon_auction_items WHERE auction_header_id = $1 ORDER BY line_number', [
    id,
  ]);
  for (const [i, l] of found.entries())
    await tx.query('UPDATE srm_pon_auction_items SET requisition_line_id = $2, requisition_number = $3 WHERE auction_line_id = $1', [
      lines.rows[i].id,
      l.requisitionLineId,
      l.requisitionNumber,
    ]);
  return ops.findById(def, caller, { auctionHeaderId: id }, tx);
}

/** Closes quoting of every published inquiry whose end time has passed; answers how many. */
export async function closeDueInquiries(db: Db, ops: EntityOperations): Promise<number> {
  const due = await db.query<{ id: number }>(
    `SELECT auction_header_id AS id FROM srm_pon_auction_headers WHERE auction_status = 'PUBLISHED' AND bid_end_date <= $1`,
    [engineNow()],
  );
  const def = getEntity('ponAuction');
  const close = actionOf(def, 'close');
  let closed = 0;
  for (const { id } of due.rows) {
    const pending = new PendingEvents();
    await db.transaction((tx) => ops.actIn(tx, pending, def, systemCaller(), close, { auctionHeaderId: Number(id) }));
    pending.flush();
    closed++;
  }
  return closed;
}
