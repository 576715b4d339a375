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
import { auctionById } from './hooks.ts';
import { notifySuppliers, eventTexts, type EventKind } from './notify.ts';
import { makeResultNotices } from './tender-notice.ts';
import { linkColumns, makeAgreements, makeOrders, type AwardEvent, type Winner } from './award-documents.ts';

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

type Won = Winner & { bidHeaderId: number };

/** The winners of the approved award, each with its awarded lines (an order's need-by date: the material's, else its lead time from today). */
async function winners(tx: Queryable, auction: Row): Promise<Won[]> {
  const items = new Map((await itemsOf(tx, Number(auction.auctionHeaderId))).map((i) => [Number(i.auctionLineId), i]));
  const now = engineNow();
  return (await roundBids(tx, Number(auction.auctionHeaderId), Number(auction.roundNumber)))
    .filter((b) => b.awardStatus === 'AWARDED')
    .map((b) => {
      const awarded = b.lines.filter((l) => (l.awardQuantity ?? 0) > 0).map((l): Row => ({ ...l, item: items.get(l.auctionLineId)! }));
      return {
        bidHeaderId: b.bidHeaderId,
        supplierId: b.supplierId,
        supplierName: b.supplierName,
        lines: awarded.map((l) => ({
          itemId: l.item.itemId,
          quantity: l.awardQuantity,
          taxPrice: l.taxPrice,
          needByDate: l.item.needByDate
            ? formatDate(l.item.needByDate)
            : formatDate(new Date(now.getTime() + Math.max(Number(l.leadTimeDays ?? 0), 1) * 86_400_000)),
          sourceLineId: l.auctionLineId,
          requisitionLineId: l.item.requisitionLineId === null ? null : Number(l.item.requisitionLineId),
        })),
        // The winner's ladder prices of the materials it won.
        ladders: b.ladders
          .filter((step) => step.taxPrice !== null && awarded.some((l) => l.auctionLineId === step.auctionLineId))
          .map((step) => ({
            itemId: awarded.find((l) => l.auctionLineId === step.auctionLineId)!.item.itemId,
            fromQty: step.ladderQuantity,
            taxPrice: step.taxPrice!,
          })),
      };
    });
}

/** The inquiry or tender an award's documents are made for, as the shared path (award-documents.ts) takes it. */
function awardEvent(auction: Row): AwardEvent<Won> {
  const auctionId = Number(auction.auctionHeaderId);
  return {
    def: getEntity('ponAuction'),
    id: auctionId,
    number: auction.auctionNumber,
    title: auction.auctionTitle,
    currencyCode: auction.currencyCode,
    taxRateCode: auction.taxRateCode,
    orgId: auction.orgId,
    buyerName: auction.buyerName,
    source: auction.auctionType,
    items: { table: 'srm_pon_auction_items', key: 'auction_line_id' },
    linkBack: (tx, w, made) => linkColumns(tx, 'srm_pon_bid_headers', { bid_header_id: w.bidHeaderId }, made),
    tellAgreement: ({ tx, caller, pending }, w, number) =>
      notifySuppliers(
        tx,
        auctionId,
        [w.supplierId],
        eventTexts(auction.auctionType as EventKind, auction.auctionNumber, `：价格协议 ${number} 已生效`, `price agreement ${number} is in force`),
        caller,
        pending,
      ),
  };
}

/** `doCreateAgreement`: for each winner an approved price agreement with its awarded (and ladder) prices (award-documents.ts). */
export async function createAgreements(ctx: OperationContext): Promise<unknown> {
  const auction = await ctx.ops.findById(getEntity('ponAuction'), ctx.caller, { auctionHeaderId: auctionIdOf(ctx.body) }, ctx.tx);
  return makeAgreements(ctx, awardEvent(auction), await winners(ctx.tx, auction));
}

/** `doCreateOrder`: for each winner a draft purchase order of its awarded quantities (award-documents.ts). */
export async function createOrders(ctx: OperationContext): Promise<unknown> {
  const auction = await ctx.ops.findById(getEntity('ponAuction'), ctx.caller, { auctionHeaderId: auctionIdOf(ctx.body) }, ctx.tx);
  return makeOrders(ctx, awardEvent(auction), await winners(ctx.tx, auction));
}
