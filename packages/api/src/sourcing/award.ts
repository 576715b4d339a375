/**
 * After the opening: every supplier's price parts side by side, the award per
 * line and supplier (by quantity or share, or all to the lowest price), what the
 * award's approval tells each bidder, and the price agreements or orders an
 * approved award makes, linked both ways.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { checkField } from '@srm/domain/entity/validate-record.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { writeAudit } from '../engine/audit.ts';
import type { Caller } from '../engine/caller.ts';
import { engineNow } from '../engine/clock.ts';
import type { PendingEvents } from '../engine/events.ts';
import type { OperationContext } from '../engine/operations.ts';
import { personName } from '../engine/people.ts';
import { syncRequisitionLines } from '../purchase/sql.ts';
import { auctionById } from './hooks.ts';
import { notifySuppliers, eventTexts, type EventKind } from './notify.ts';
import { makeResultNotices } from './tender-notice.ts';

// biome-ignore lint/suspicious/noExplicitAny: rows of the sourcing tables are read field by field, each checked where used
type Row = Record<string, any>;

const PRICE_PARTS = ['taxPrice', 'freightPrice', 'mouldCost', 'leadTimeDays', 'moq'] as const;
type PricePart = (typeof PRICE_PARTS)[number];

export interface ComparedItem {
  auctionLineId: number;
  lineNumber: number;
  itemId: number;
  itemCode: string;
  itemName: string;
  uomCode: string | null;
  quantity: number;
  needByDate: string | null;
  sectionNumber: number | null;
  awardedQuantity: number;
  /** The quantity ladder steps asked a price of their own. */
  ladders: { itemLadderId: number; ladderQuantity: number }[];
  /** The lowest of each price part over the bids (the screen highlights it). */
  lowest: Partial<Record<PricePart, number>>;
}

export interface ComparedBid {
  bidHeaderId: number;
  bidNumber: string;
  supplierId: number;
  supplierName: string;
  submitDate: string | null;
  totalAmount: number | null;
  awardStatus: string | null;
  awardAmount: number | null;
  agreementId: number | null;
  agreementNumber: string | null;
  poHeaderId: number | null;
  poNumber: string | null;
  /** A tender's evaluation results (null for inquiries and before the evaluation completes). */
  techScore: number | null;
  commercialScore: number | null;
  scoreSum: number | null;
  scoreRank: number | null;
  /** FAIL when the response failed a tender's compliance review: it cannot be awarded. */
  markResult: string | null;
  lines: Row[];
  /** The bid's price per ladder step. */
  ladders: { itemLadderId: number; auctionLineId: number; ladderQuantity: number; taxPrice: number | null }[];
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function auctionIdOf(body: Row): number {
  const id = Number(body.auctionHeaderId);
  if (!Number.isSafeInteger(id) || id < 1) throw new ValidationError([{ field: 'auctionHeaderId', key: 'rule.required' }]);
  return id;
}

async function itemsOf(tx: Queryable, auctionId: number): Promise<Row[]> {
  const res = await tx.query<Row>(
    `SELECT auction_line_id AS "auctionLineId", line_number AS "lineNumber", item_id AS "itemId", item_code AS "itemCode", item_name AS "itemName",
            uom_code AS "uomCode", section_number AS "sectionNumber", quantity, need_by_date AS "needByDate", awarded_quantity AS "awardedQuantity", requisition_line_id AS "requisitionLineId"
       FROM srm_pon_auction_items WHERE auction_header_id = $1 ORDER BY line_number`,
    [auctionId],
  );
  return res.rows;
}

/** The submitted bids of the inquiry's current round, with their opened lines. */
async function roundBids(tx: Queryable, auctionId: number, round: number): Promise<ComparedBid[]> {
  const bids = await tx.query<Row>(
    `SELECT bid_header_id AS "bidHeaderId", bid_number AS "bidNumber", supplier_id AS "supplierId", supplier_name AS "supplierName", submit_date AS "submitDate",
            total_amount AS "totalAmount", award_status AS "awardStatus", award_amount AS "awardAmount", agreement_id AS "agreementId",
            agreement_number AS "agreementNumber", po_header_id AS "poHeaderId", po_number AS "poNumber",
            tech_score AS "techScore", commercial_score AS "commercialScore", score_sum AS "scoreSum", score_rank AS "scoreRank",
            mark_result AS "markResult"
       FROM srm_pon_bid_headers WHERE auction_header_id = $1 AND round_number = $2 AND bid_status = 'SUBMITTED' ORDER BY submit_date, bid_header_id`,
    [auctionId, round],
  );
  const lines = await tx.query<Row>(
    `SELECT l.bid_line_id AS "bidLineId", l.bid_header_id AS "bidHeaderId", l.auction_line_id AS "auctionLineId",
            COALESCE(l.bargain_price, l.tax_price) AS "taxPrice", l.tax_price AS "quotedPrice",
            l.freight_price AS "freightPrice", l.mould_cost AS "mouldCost", l.lead_time_days AS "leadTimeDays", l.moq, l.notes,
            l.award_quantity AS "awardQuantity", l.award_proportion AS "awardProportion", l.award_status AS "awardStatus"
       FROM srm_pon_bid_item_prices l WHERE l.bid_header_id = ANY($1) ORDER BY l.line_number`,
    [bids.rows.map((b) => b.bidHeaderId)],
  );
  const ladders = await tx.query<Row>(
    `SELECT p.bid_header_id AS "bidHeaderId", p.item_ladder_id AS "itemLadderId", i.auction_line_id AS "auctionLineId", l.ladder_quantity AS "ladderQuantity",
            p.tax_price AS "taxPrice"
       FROM srm_pon_bid_ladder_prices p
       JOIN srm_pon_auction_item_ladders l ON l.item_ladder_id = p.item_ladder_id
       JOIN srm_pon_auction_items i ON i.auction_header_id = l.auction_header_id AND i.line_number = l.line_number
      WHERE p.bid_header_id = ANY($1) ORDER BY l.line_number, l.ladder_quantity`,
    [bids.rows.map((b) => b.bidHeaderId)],
  );
  return bids.rows.map((b) => ({
    ladders: ladders.rows
      .filter((l) => Number(l.bidHeaderId) === Number(b.bidHeaderId))
      .map((l) => ({
        itemLadderId: Number(l.itemLadderId),
        auctionLineId: Number(l.auctionLineId),
        ladderQuantity: Number(l.ladderQuantity),
        taxPrice: num(l.taxPrice),
      })),
    bidNumber: b.bidNumber,
    supplierName: b.supplierName,
    awardStatus: b.awardStatus,
    agreementNumber: b.agreementNumber,
    poNumber: b.poNumber,
    bidHeaderId: Number(b.bidHeaderId),
    supplierId: Number(b.supplierId),
    submitDate: b.submitDate ? formatDate(b.submitDate, 'datetime') : null,
    totalAmount: num(b.totalAmount),
    awardAmount: num(b.awardAmount),
    agreementId: num(b.agreementId),
    poHeaderId: num(b.poHeaderId),
    techScore: num(b.techScore),
    commercialScore: num(b.commercialScore),
    scoreSum: num(b.scoreSum),
    scoreRank: num(b.scoreRank),
    markResult: (b.markResult as string | null) ?? null,
    lines: lines.rows
      .filter((l) => Number(l.bidHeaderId) === Number(b.bidHeaderId))
      .map((l) => ({
        ...l,
        bidLineId: Number(l.bidLineId),
        auctionLineId: Number(l.auctionLineId),
        ...Object.fromEntries(PRICE_PARTS.map((p) => [p, num(l[p])])),
        quotedPrice: num(l.quotedPrice),
        awardQuantity: num(l.awardQuantity),
        awardProportion: num(l.awardProportion),
      })),
  }));
}

/** `doCompare`: the inquiry, its materials with the lowest of each price part, and every bid of the round. */
export async function compareBids({ ops, tx, caller, body }: OperationContext): Promise<unknown> {
  const auctionId = auctionIdOf(body);
  const auction = await ops.findById(getEntity('ponAuction'), caller, { auctionHeaderId: auctionId }, tx);
  const bids = await roundBids(tx, auctionId, Number(auction.roundNumber));
  const ladders = (auction.ladders ?? []) as Row[];
  const items: ComparedItem[] = (await itemsOf(tx, auctionId)).map((i) => {
    const lowest: ComparedItem['lowest'] = {};
    for (const part of PRICE_PARTS) {
      const values = bids.flatMap((b) => b.lines.filter((l) => l.auctionLineId === Number(i.auctionLineId)).map((l) => l[part] as number | null));
      const present = values.filter((v): v is number => v !== null);
      if (present.length) lowest[part] = Math.min(...present);
    }
    return {
      auctionLineId: Number(i.auctionLineId),
      lineNumber: Number(i.lineNumber),
      itemId: Number(i.itemId),
      itemCode: i.itemCode,
      itemName: i.itemName,
      uomCode: i.uomCode,
      quantity: Number(i.quantity),
      needByDate: i.needByDate ? formatDate(i.needByDate) : null,
      sectionNumber: num(i.sectionNumber),
      awardedQuantity: Number(i.awardedQuantity ?? 0),
      ladders: ladders
        .filter((l) => Number(l.lineNumber) === Number(i.lineNumber))
        .map((l) => ({ itemLadderId: Number(l.itemLadderId), ladderQuantity: Number(l.ladderQuantity) }))
        .sort((a, b) => a.ladderQuantity - b.ladderQuantity),
      lowest,
    };
  });
  for (const child of ['items', 'ladders', 'suppliers', 'openers']) delete auction[child];
  return { auction, items, bids };
}

const awardField = () => {
  const field = getEntity('ponBidLine').fields.find((f) => f.name === 'awardQuantity')!;
  return { ...field, readOnly: false, rules: ['nonNegative' as const] };
};

/**
 * Writes the award of the round: `awards` gives quantities (or shares in per
 * cent) per bid line; lines not given are not awarded. Each material's
 * awarded quantities may not add up to more than its quantity.
 */
async function writeAward(tx: Queryable, caller: Caller, auctionId: number, round: number, awards: Row[]): Promise<void> {
  const items = new Map((await itemsOf(tx, auctionId)).map((i) => [Number(i.auctionLineId), i]));
  const bids = await roundBids(tx, auctionId, round);
  const lines = new Map<number, Row>(
    bids.flatMap((b) => b.lines.map((l): [number, Row] => [l.bidLineId, { ...l, supplierName: b.supplierName, markResult: b.markResult }])),
  );
  const field = awardField();
  const violations: FieldViolation[] = [];
  const chosen = new Map<number, number>();
  for (const [row, award] of awards.entries()) {
    const line = lines.get(Number(award.bidLineId));
    if (!line) {
      violations.push({ field: 'bidLineId', key: 'rule.ref', params: { value: award.bidLineId ?? '' }, row, child: 'awards' });
      continue;
    }
    const item = items.get(line.auctionLineId)!;
    let quantity = award.awardQuantity;
    if ((quantity === undefined || quantity === null || quantity === '') && award.awardProportion !== undefined && award.awardProportion !== null) {
      const share = checkField({ ...field, name: 'awardProportion', precision: 2, max: 100 }, award.awardProportion);
      if (share) {
        violations.push({ ...share, row, child: 'awards' });
        continue;
      }
      quantity = Math.round((Number(item.quantity) * Number(award.awardProportion) * 100) / 100) / 100;
    }
    const bad = checkField(field, quantity);
    if (bad) violations.push({ ...bad, row, child: 'awards' });
    else if (Number(quantity) > 0 && line.taxPrice === null) violations.push({ field: 'taxPrice', key: 'rule.required', row, child: 'awards' });
    else if (Number(quantity) > 0 && line.markResult === 'FAIL')
      violations.push({ field: 'awardQuantity', key: 'rule.markFailed', params: { supplier: line.supplierName }, row, child: 'awards' });
    else chosen.set(line.bidLineId, Number(quantity ?? 0));
  }
  for (const [id, item] of items) {
    const total = [...chosen].filter(([lineId]) => lines.get(lineId)!.auctionLineId === id).reduce((sum, [, q]) => sum + q, 0);
    if (total > Number(item.quantity) + 1e-9) {
      const row = awards.findIndex((a) => lines.get(Number(a.bidLineId))?.auctionLineId === id);
      violations.push({
        field: 'awardQuantity',
        key: 'rule.awardExceeds',
        params: { line: item.lineNumber, total: Math.round(total * 10_000) / 10_000, max: Number(item.quantity) },
        row,
        child: 'awards',
      });
    }
  }
  if (violations.length) throw new ValidationError(violations);
  const bidLineIds = [...lines.keys()];
  await tx.query('UPDATE srm_pon_bid_item_prices SET award_quantity = NULL, award_proportion = NULL WHERE bid_line_id = ANY($1)', [bidLineIds]);
  for (const [id, quantity] of chosen) {
    if (!quantity) continue;
    const item = items.get(lines.get(id)!.auctionLineId)!;
    await tx.query('UPDATE srm_pon_bid_item_prices SET award_quantity = $2, award_proportion = $3 WHERE bid_line_id = $1', [
      id,
      quantity,
      Math.round((quantity / Number(item.quantity)) * 10_000) / 100,
    ]);
  }
  await tx.query(
    `UPDATE srm_pon_auction_items i SET awarded_quantity = (SELECT sum(l.award_quantity) FROM srm_pon_bid_item_prices l WHERE l.bid_line_id = ANY($2) AND l.auction_line_id = i.auction_line_id)
      WHERE i.auction_header_id = $1`,
    [auctionId, bidLineIds],
  );
  const summary = [...chosen]
    .filter(([, q]) => q > 0)
    .map(([id, q]) => `${lines.get(id)!.supplierName} #${items.get(lines.get(id)!.auctionLineId)!.lineNumber} × ${q}`)
    .join('; ');
  await writeAudit(tx, caller, 'ponAuction', auctionId, 'ACTION', { award: [null, summary || '—'] });
}

/** `doSaveAward`: the award the buyer gave on the comparison. */
export async function saveAward(ctx: OperationContext): Promise<unknown> {
  const auctionId = auctionIdOf(ctx.body);
  const auction = (await auctionById(ctx.tx, auctionId))!;
  const awards = ctx.body.awards;
  if (!Array.isArray(awards)) throw new ValidationError([{ field: 'awards', key: 'rule.required' }]);
  await writeAward(ctx.tx, ctx.caller, auctionId, auction.roundNumber, awards);
  return compareBids(ctx);
}

/**
 * `doAutoAward`: an inquiry's materials each wholly to the lowest unit price (the
 * earlier bid on a tie); a tender's sections each wholly to the best-ranked
 * response that priced all of the section.
 */
export async function autoAward(ctx: OperationContext): Promise<unknown> {
  const auctionId = auctionIdOf(ctx.body);
  const auction = (await auctionById(ctx.tx, auctionId))!;
  const items = await itemsOf(ctx.tx, auctionId);
  const bids = await roundBids(ctx.tx, auctionId, auction.roundNumber);
  const awards: Row[] = [];
  if (auction.auctionType === 'TENDER') {
    const sections = new Map<number | null, Row[]>();
    for (const item of items) sections.set(num(item.sectionNumber), [...(sections.get(num(item.sectionNumber)) ?? []), item]);
    const ranked = [...bids].filter((b) => b.scoreRank !== null).sort((a, b) => Number(a.scoreRank) - Number(b.scoreRank));
    for (const section of sections.values()) {
      const priced = (b: ComparedBid) => section.every((i) => b.lines.some((l) => l.auctionLineId === Number(i.auctionLineId) && l.taxPrice !== null));
      const best = ranked.find(priced);
      if (best)
        for (const item of section)
          awards.push({ bidLineId: best.lines.find((l) => l.auctionLineId === Number(item.auctionLineId))!.bidLineId, awardQuantity: Number(item.quantity) });
    }
    await writeAward(ctx.tx, ctx.caller, auctionId, auction.roundNumber, awards);
    return compareBids(ctx);
  }
  for (const item of items) {
    const offers = bids.flatMap((b) => b.lines.filter((l) => l.auctionLineId === Number(item.auctionLineId) && l.taxPrice !== null));
    // Bids come in submission order, so the first of the lowest is the earlier bid.
    const best = offers.reduce<Row | undefined>((a, l) => (!a || l.taxPrice < a.taxPrice ? l : a), undefined);
    if (best) awards.push({ bidLineId: best.bidLineId, awardQuantity: Number(item.quantity) });
  }
  await writeAward(ctx.tx, ctx.caller, auctionId, auction.roundNumber, awards);
  return compareBids(ctx);
}

/** Before `submitAward`: something is awarded. */
export async function requireAwarded(tx: Queryable, auctionId: number, round: number): Promise<void> {
  const res = await tx.query(
    `SELECT 1 FROM srm_pon_bid_item_prices l JOIN srm_pon_bid_headers b ON b.bid_header_id = l.bid_header_id
      WHERE b.auction_header_id = $1 AND b.round_number = $2 AND b.bid_status = 'SUBMITTED' AND l.award_quantity > 0 LIMIT 1`,
    [auctionId, round],
  );
  if (!res.rows.length) throw new AppError('NOTHING_AWARDED');
}

/** After `approveAward`: each bid of the round won or lost, with its amount, and each bidder told its own outcome. */
export async function settleAward(tx: Queryable, record: Row, caller: Caller, pending: PendingEvents): Promise<void> {
  const auctionId = Number(record.auctionHeaderId);
  const now = engineNow();
  await tx.query(
    `UPDATE srm_pon_bid_item_prices l SET award_status = CASE WHEN l.award_quantity > 0 THEN 'AWARDED' ELSE 'NOT_AWARDED' END
       FROM srm_pon_bid_headers b WHERE b.bid_header_id = l.bid_header_id AND b.auction_header_id = $1 AND b.round_number = $2 AND b.bid_status = 'SUBMITTED'`,
    [auctionId, record.roundNumber],
  );
  const outcome = await tx.query<{ supplierId: number; awarded: boolean }>(
    `UPDATE srm_pon_bid_headers b SET
        award_amount = (SELECT sum(l.award_quantity * COALESCE(l.bargain_price, l.tax_price)) FROM srm_pon_bid_item_prices l WHERE l.bid_header_id = b.bid_header_id AND l.award_quantity > 0),
        award_status = CASE WHEN EXISTS (SELECT 1 FROM srm_pon_bid_item_prices l WHERE l.bid_header_id = b.bid_header_id AND l.award_quantity > 0) THEN 'AWARDED' ELSE 'NOT_AWARDED' END,
        award_date = $3, version_num = b.version_num + 1
      WHERE b.auction_header_id = $1 AND b.round_number = $2 AND b.bid_status = 'SUBMITTED'
      RETURNING b.supplier_id AS "supplierId", b.award_status = 'AWARDED' AS awarded`,
    [auctionId, record.roundNumber, now],
  );
  await tx.query('UPDATE srm_pon_auction_headers SET award_complete_date = $2 WHERE auction_header_id = $1', [auctionId, now]);
  const number = record.auctionNumber;
  const won = outcome.rows.filter((r) => r.awarded).map((r) => Number(r.supplierId));
  const lost = outcome.rows.filter((r) => !r.awarded).map((r) => Number(r.supplierId));
  const kind = record.auctionType as EventKind;
  // A tender's bidders learn their outcome from the result notice the buyer sends.
  if (kind === 'TENDER') return makeResultNotices(tx, record, caller, pending);
  await notifySuppliers(tx, auctionId, won, eventTexts(kind, number, '：您已中标', 'you have been awarded'), caller, pending);
  await notifySuppliers(tx, auctionId, lost, eventTexts(kind, number, '：本次未中标', 'not awarded to you this time'), caller, pending);
}

/** The winners of the approved award, each with its awarded lines. */
async function winners(tx: Queryable, auction: Row): Promise<(ComparedBid & { awarded: Row[] })[]> {
  const items = new Map((await itemsOf(tx, Number(auction.auctionHeaderId))).map((i) => [Number(i.auctionLineId), i]));
  return (await roundBids(tx, Number(auction.auctionHeaderId), Number(auction.roundNumber)))
    .filter((b) => b.awardStatus === 'AWARDED')
    .map((b) => ({
      ...b,
      awarded: b.lines.filter((l) => (l.awardQuantity ?? 0) > 0).map((l) => ({ ...l, item: items.get(l.auctionLineId)! })),
    }));
}

async function completeAuction(tx: Queryable, caller: Caller, auction: Row, made: string[]): Promise<void> {
  await tx.query(
    `UPDATE srm_pon_auction_headers SET auction_status = 'COMPLETED', version_num = version_num + 1, last_updated_by = $2, last_update_date = now() WHERE auction_header_id = $1`,
    [auction.auctionHeaderId, caller.userId],
  );
  await writeAudit(tx, caller, 'ponAuction', Number(auction.auctionHeaderId), 'ACTION', { auctionStatus: ['AWARDED', 'COMPLETED'] }, made.join('、'));
}

const dateOf = (value: unknown, fallback: Date) => (typeof value === 'string' && value ? value : formatDate(fallback));

/**
 * `doCreateAgreement`: for each winner a price agreement with its awarded
 * prices, valid from today for a year unless `startDate` / `endDate` say
 * otherwise, for the inquiry's organisation. The approved award is its
 * approval: it is made approved, so the winner sees it at once.
 */
export async function createAgreements({ ops, tx, caller, pending, body }: OperationContext): Promise<unknown> {
  const def = getEntity('ponAuction');
  const auctionId = auctionIdOf(body);
  const auction = await ops.findById(def, caller, { auctionHeaderId: auctionId }, tx);
  const agreement = getEntity('purAgreement');
  const now = engineNow();
  const made: string[] = [];
  for (const bid of await winners(tx, auction)) {
    const id = await ops.saveOne(
      tx,
      agreement,
      caller,
      {
        agreementName: `${auction.auctionTitle} - ${bid.supplierName}`.slice(0, 200),
        supplierId: bid.supplierId,
        currencyCode: auction.currencyCode,
        taxRateCode: auction.taxRateCode,
        startDate: dateOf(body.startDate, now),
        endDate: dateOf(body.endDate, new Date(now.getTime() + 365 * 86_400_000)),
        description: `${auction.auctionNumber} ${auction.auctionTitle}`.slice(0, 1000),
        lines: bid.awarded.map((l, i) => ({ lineNumber: i + 1, itemId: l.item.itemId, taxPrice: l.taxPrice })),
        // The winner's ladder prices of the materials it won.
        ladders: bid.ladders
          .filter((step) => step.taxPrice !== null && bid.awarded.some((l) => l.auctionLineId === step.auctionLineId))
          .map((step) => ({
            itemId: bid.awarded.find((l) => l.auctionLineId === step.auctionLineId)!.item.itemId,
            fromQty: step.ladderQuantity,
            taxPrice: step.taxPrice,
          })),
        orgs: [{ orgId: auction.orgId, defaultFlag: 'Y' }],
      },
      pending,
    );
    const number = (
      await tx.query<{ n: string }>(
        `UPDATE srm_po_agreement_headers SET agreement_status = 'APPROVED', auction_number = $2 WHERE agreement_id = $1 RETURNING agreement_number AS n`,
        [id, auction.auctionNumber],
      )
    ).rows[0].n;
    await writeAudit(tx, caller, agreement.name, id, 'ACTION', { agreementStatus: ['DRAFT', 'APPROVED'] }, String(auction.auctionNumber));
    await tx.query('UPDATE srm_pon_bid_headers SET agreement_id = $2, agreement_number = $3 WHERE bid_header_id = $1', [bid.bidHeaderId, id, number]);
    await notifySuppliers(
      tx,
      auctionId,
      [bid.supplierId],
      eventTexts(auction.auctionType as EventKind, auction.auctionNumber, `：价格协议 ${number} 已生效`, `price agreement ${number} is in force`),
      caller,
      pending,
    );
    made.push(number);
  }
  await completeAuction(tx, caller, auction, made);
  pending.add('record', { entity: def.name, id: auctionId, operation: 'createAgreement' });
  return ops.findById(def, caller, { auctionHeaderId: auctionId }, tx);
}

/**
 * `doCreateOrder`: for each winner a draft purchase order of its awarded
 * quantities at its prices; lines made from requisitions order them (the
 * demand summary's open quantity falls).
 */
export async function createOrders({ ops, tx, caller, pending, body }: OperationContext): Promise<unknown> {
  const def = getEntity('ponAuction');
  const auctionId = auctionIdOf(body);
  const auction = await ops.findById(def, caller, { auctionHeaderId: auctionId }, tx);
  const order = getEntity('purOrder');
  const now = engineNow();
  const buyer = auction.buyerName || (await personName(tx, caller.userId)) || caller.userName;
  const made: string[] = [];
  const requisitionLines: number[] = [];
  for (const bid of await winners(tx, auction)) {
    const lines = bid.awarded.map((l, i) => ({
      lineNumber: i + 1,
      itemId: l.item.itemId,
      quantity: l.awardQuantity,
      taxPrice: l.taxPrice,
      needByDate: l.item.needByDate
        ? formatDate(l.item.needByDate)
        : formatDate(new Date(now.getTime() + Math.max(Number(l.leadTimeDays ?? 0), 1) * 86_400_000)),
    }));
    const id = await ops.saveOne(
      tx,
      order,
      caller,
      {
        supplierId: bid.supplierId,
        orgId: auction.orgId,
        currencyCode: auction.currencyCode,
        taxRateCode: auction.taxRateCode,
        buyerName: buyer,
        description: `${auction.auctionNumber} ${auction.auctionTitle}`.slice(0, 1000),
        lines,
      },
      pending,
    );
    const number = (
      await tx.query<{ n: string }>(`UPDATE srm_po_headers SET source_code = $3, auction_number = $2 WHERE po_header_id = $1 RETURNING po_number AS n`, [
        id,
        auction.auctionNumber,
        auction.auctionType,
      ])
    ).rows[0].n;
    const made_lines = await tx.query<{ id: number }>('SELECT po_line_id AS id FROM srm_po_lines WHERE po_header_id = $1 ORDER BY line_number', [id]);
    for (const [i, l] of bid.awarded.entries()) {
      const requisitionLineId = l.item.requisitionLineId === null ? null : Number(l.item.requisitionLineId);
      await tx.query(
        `UPDATE srm_po_lines SET price_source = $4, requisition_line_id = $2,
                requisition_number = (SELECT requisition_number FROM srm_pon_auction_items WHERE auction_line_id = $3) WHERE po_line_id = $1`,
        [made_lines.rows[i].id, requisitionLineId, l.auctionLineId, auction.auctionType],
      );
      if (requisitionLineId !== null) requisitionLines.push(requisitionLineId);
    }
    await tx.query('UPDATE srm_pon_bid_headers SET po_header_id = $2, po_number = $3 WHERE bid_header_id = $1', [bid.bidHeaderId, id, number]);
    made.push(number);
  }
  await syncRequisitionLines({ ops, tx, pending, caller }, [...new Set(requisitionLines)]);
  await completeAuction(tx, caller, auction, made);
  pending.add('record', { entity: def.name, id: auctionId, operation: 'createOrder' });
  return ops.findById(def, caller, { auctionHeaderId: auctionId }, tx);
}
