/**
 * The award of a closed compete event: each material's final standings read
 * from the offer log (the last turn it was offered in), the buyer's choice of
 * bidder per material (the first by rank unless a reason says otherwise), and
 * what the award's approval settles: each bidder won or lost, with its amount,
 * and told so. The agreements or orders are made by award-documents.ts.
 */
import { ValidationError, AppError, type FieldViolation } from '../engine/app-error.ts';
import { writeAudit } from '../engine/audit.ts';
import type { Caller } from '../engine/caller.ts';
import type { PendingEvents } from '../engine/events.ts';
import type { OperationContext } from '../engine/operations.ts';
import { notifySupplierUsers } from '../engine/notify-suppliers.ts';
import type { Queryable } from '../db/db.ts';
import { format } from '@srm/domain/i18n/messages.ts';
import { headerIdOf } from './hall-rows.ts';

export interface FinalStanding {
  supplierId: number;
  supplierName: string;
  bidderLabel: string;
  price: number;
  rank: number;
  /** Sequence of the offer that first reached the price: ties go to the earlier. */
  reachedAt: number;
}

export interface AwardItem {
  competeLineId: number;
  lineNumber: number;
  itemId: number;
  itemCode: string;
  itemName: string;
  uomCode: string | null;
  quantity: number;
  ceilingPrice: number;
  needByDate: string | null;
  requisitionLineId: number | null;
  /** The turn the standings are from: the last one the material was offered in. */
  turnNumber: number | null;
  standings: FinalStanding[];
  /** The award saved, or (while CLOSED) the first by rank proposed. */
  award: { supplierId: number; supplierName: string; price: number; rank: number; reason: string | null; proposed: boolean } | null;
}

export interface AwardBidder {
  supplierId: number;
  supplierName: string;
  bidderLabel: string;
  awardStatus: string | null;
  awardAmount: number | null;
  agreementId: number | null;
  agreementNumber: string | null;
  poHeaderId: number | null;
  poNumber: string | null;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Each material of the event with its final standings and its award. */
export async function awardItems(q: Queryable, id: number, propose: boolean): Promise<AwardItem[]> {
  const items = await q.query(
    `SELECT compete_line_id AS id, line_number AS "lineNumber", item_id AS "itemId", item_code AS "itemCode", item_name AS "itemName", uom_code AS "uomCode",
            quantity, ceiling_price AS "ceilingPrice", to_char(need_by_date, 'YYYY-MM-DD') AS "needByDate", requisition_line_id AS "requisitionLineId",
            award_supplier_id AS "awardSupplierId", award_price AS "awardPrice", award_rank AS "awardRank", award_reason AS "awardReason"
       FROM srm_pon_compete_items WHERE compete_header_id = $1 ORDER BY line_number`,
    [id],
  );
  const best = await q.query(
    `WITH last AS (SELECT compete_line_id, max(turn_number) AS turn FROM srm_pon_compete_offers WHERE compete_header_id = $1 GROUP BY compete_line_id)
     SELECT DISTINCT ON (o.compete_line_id, o.supplier_id) o.compete_line_id AS line, o.supplier_id AS supplier, o.price, o.offer_id AS seq, o.turn_number AS turn
       FROM srm_pon_compete_offers o JOIN last l ON l.compete_line_id = o.compete_line_id AND l.turn = o.turn_number
      WHERE o.compete_header_id = $1
      ORDER BY o.compete_line_id, o.supplier_id, o.price, o.offer_id`,
    [id],
  );
  const bidders = await q.query(
    'SELECT supplier_id AS id, supplier_name AS name, bidder_label AS label FROM srm_pon_compete_suppliers WHERE compete_header_id = $1',
    [id],
  );
  const who = new Map(bidders.rows.map((b) => [Number(b.id), b]));
  return items.rows.map((i) => {
    const rows = best.rows.filter((b) => Number(b.line) === Number(i.id));
    const standings: FinalStanding[] = rows
      .map((b) => ({
        supplierId: Number(b.supplier),
        supplierName: String(who.get(Number(b.supplier))?.name ?? ''),
        bidderLabel: String(who.get(Number(b.supplier))?.label ?? ''),
        price: Number(b.price),
        reachedAt: Number(b.seq),
        rank: 0,
      }))
      .sort((a, b) => a.price - b.price || a.reachedAt - b.reachedAt);
    standings.forEach((s, k) => {
      s.rank = k + 1;
    });
    const saved = num(i.awardSupplierId);
    const chosen = saved !== null ? standings.find((s) => s.supplierId === saved) : propose ? standings[0] : undefined;
    return {
      competeLineId: Number(i.id),
      lineNumber: Number(i.lineNumber),
      itemId: Number(i.itemId),
      itemCode: String(i.itemCode ?? ''),
      itemName: String(i.itemName ?? ''),
      uomCode: (i.uomCode as string | null) ?? null,
      quantity: Number(i.quantity),
      ceilingPrice: Number(i.ceilingPrice),
      needByDate: (i.needByDate as string | null) ?? null,
      requisitionLineId: num(i.requisitionLineId),
      turnNumber: rows.length ? Number(rows[0].turn) : null,
      standings,
      award: chosen
        ? {
            supplierId: chosen.supplierId,
            supplierName: chosen.supplierName,
            price: chosen.price,
            rank: chosen.rank,
            reason: saved !== null ? ((i.awardReason as string | null) ?? null) : null,
            proposed: saved === null,
          }
        : null,
    };
  });
}

export async function awardBidders(q: Queryable, id: number): Promise<AwardBidder[]> {
  const res = await q.query(
    `SELECT supplier_id AS "supplierId", supplier_name AS "supplierName", bidder_label AS "bidderLabel", award_status AS "awardStatus", award_amount AS "awardAmount",
            agreement_id AS "agreementId", agreement_number AS "agreementNumber", po_header_id AS "poHeaderId", po_number AS "poNumber"
       FROM srm_pon_compete_suppliers WHERE compete_header_id = $1 ORDER BY bidder_label, compete_supplier_id`,
    [id],
  );
  return res.rows.map((b) => ({
    supplierId: Number(b.supplierId),
    supplierName: String(b.supplierName ?? ''),
    bidderLabel: String(b.bidderLabel ?? ''),
    awardStatus: (b.awardStatus as string | null) ?? null,
    awardAmount: num(b.awardAmount),
    agreementId: num(b.agreementId),
    agreementNumber: (b.agreementNumber as string | null) ?? null,
    poHeaderId: num(b.poHeaderId),
    poNumber: (b.poNumber as string | null) ?? null,
  }));
}

/** `doAwardSummary`: the event, its materials with the final standings and the award, and each bidder's outcome. */
export async function awardSummary({ tx, body }: OperationContext): Promise<unknown> {
  const id = headerIdOf(body);
  const head = await tx.query(
    `SELECT compete_header_id AS "competeHeaderId", compete_number AS "competeNumber", compete_title AS "competeTitle", compete_status AS "competeStatus",
            currency_code AS "currencyCode", tax_rate_code AS "taxRateCode", award_comments AS "awardComments", award_date AS "awardDate", close_date AS "closeDate",
            version_num AS "versionNum"
       FROM srm_pon_compete_headers WHERE compete_header_id = $1`,
    [id],
  );
  const event = head.rows[0];
  return {
    event: { ...event, competeHeaderId: id, versionNum: Number(event.versionNum) },
    items: await awardItems(tx, id, event.competeStatus === 'CLOSED'),
    bidders: await awardBidders(tx, id),
  };
}

async function writeChoice(tx: Queryable, item: AwardItem, chosen: FinalStanding | null, reason: string | null): Promise<void> {
  await tx.query(
    `UPDATE srm_pon_compete_items SET award_supplier_id = $2, award_supplier_name = $3, award_price = $4, award_rank = $5, award_reason = $6
      WHERE compete_line_id = $1`,
    [item.competeLineId, chosen?.supplierId ?? null, chosen?.supplierName ?? null, chosen?.price ?? null, chosen?.rank ?? null, chosen ? reason : null],
  );
}

/**
 * `doSaveAward`: `awards` names, per material (`competeLineId`), the bidder
 * (`supplierId`, one that offered it in its final turn; null takes the award
 * back) and, for any but the first by rank, the reason (`awardReason`).
 * Materials not named keep what they had.
 */
export async function saveAward(ctx: OperationContext): Promise<unknown> {
  const { tx, caller, body, pending } = ctx;
  const id = headerIdOf(body);
  const awards = body.awards;
  if (!Array.isArray(awards) || !awards.length) throw new ValidationError([{ field: 'awards', key: 'rule.required' }]);
  const items = new Map((await awardItems(tx, id, false)).map((i) => [i.competeLineId, i]));
  const violations: FieldViolation[] = [];
  const writes: [AwardItem, FinalStanding | null, string | null][] = [];
  for (const [row, raw] of awards.entries()) {
    const a = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const item = items.get(Number(a.competeLineId));
    if (!item) {
      violations.push({ field: 'competeLineId', key: 'rule.ref', params: { value: String(a.competeLineId ?? '') }, row, child: 'awards' });
      continue;
    }
    if (a.supplierId === null) {
      writes.push([item, null, null]);
      continue;
    }
    const chosen = item.standings.find((s) => s.supplierId === Number(a.supplierId));
    if (!chosen) {
      violations.push({ field: 'supplierId', key: 'rule.ref', params: { value: String(a.supplierId ?? '') }, row, child: 'awards' });
      continue;
    }
    const reason = typeof a.awardReason === 'string' ? a.awardReason.trim() : '';
    if (reason.length > 500) violations.push({ field: 'awardReason', key: 'rule.maxLength', params: { max: 500 }, row, child: 'awards' });
    else if (chosen.rank > 1 && !reason) violations.push({ field: 'awardReason', key: 'rule.required', row, child: 'awards' });
    else writes.push([item, chosen, reason || null]);
  }
  if (violations.length) throw new ValidationError(violations);
  for (const [item, chosen, reason] of writes) await writeChoice(tx, item, chosen, reason);
  const summary = writes
    .map(([item, chosen]) => `#${item.lineNumber} → ${chosen ? `${chosen.supplierName} ${chosen.price} (${chosen.rank})` : '—'}`)
    .join('; ');
  await writeAudit(tx, caller, 'ponCompete', id, 'ACTION', { award: [null, summary] });
  pending.add('record', { entity: 'ponCompete', id, operation: 'saveAward' });
  return awardSummary(ctx);
}

/** Before `submitAward`: materials the buyer left go to their first by rank; an award of nothing is refused. */
export async function completeAward(tx: Queryable, id: number): Promise<void> {
  const items = await awardItems(tx, id, true);
  for (const item of items) if (item.award?.proposed) await writeChoice(tx, item, item.standings[0], null);
  if (!items.some((i) => i.award)) throw new AppError('NOTHING_AWARDED');
}

/** After `approveAward`: each bidder won (with its amount) or lost, and is told which. */
export async function settleAward(tx: Queryable, record: Record<string, unknown>, caller: Caller, pending: PendingEvents): Promise<void> {
  const id = Number(record.competeHeaderId);
  const outcome = await tx.query<{ supplierId: number; awarded: boolean }>(
    `UPDATE srm_pon_compete_suppliers s SET
        award_amount = (SELECT sum(round(i.quantity * i.award_price, 2)) FROM srm_pon_compete_items i WHERE i.compete_header_id = s.compete_header_id AND i.award_supplier_id = s.supplier_id),
        award_status = CASE WHEN EXISTS (SELECT 1 FROM srm_pon_compete_items i WHERE i.compete_header_id = s.compete_header_id AND i.award_supplier_id = s.supplier_id)
                            THEN 'AWARDED' ELSE 'NOT_AWARDED' END
      WHERE s.compete_header_id = $1
      RETURNING s.supplier_id AS "supplierId", s.award_status = 'AWARDED' AS awarded`,
    [id],
  );
  await tx.query('UPDATE srm_pon_compete_headers SET award_date = clock_timestamp() WHERE compete_header_id = $1', [id]);
  const params = { number: record.competeNumber, title: record.competeTitle };
  const tell = (ids: number[], key: 'compete.awarded' | 'compete.notAwarded') =>
    notifySupplierUsers(
      tx,
      ids,
      { zh: format(key, 'zh', params), en: format(key, 'en', params) },
      { entity: 'ponCompete', recordId: id, link: `supplierCompeteDetail?id=${id}` },
      caller,
      pending,
    );
  await tell(
    outcome.rows.filter((r) => r.awarded).map((r) => Number(r.supplierId)),
    'compete.awarded',
  );
  await tell(
    outcome.rows.filter((r) => !r.awarded).map((r) => Number(r.supplierId)),
    'compete.notAwarded',
  );
}
