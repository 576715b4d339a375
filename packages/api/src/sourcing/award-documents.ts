/**
 * What an approved award becomes, the one path of the inquiry and tender
 * (award.ts) and of the compete hall (compete/award-documents.ts): for each
 * winner an approved price agreement of its awarded prices, or a draft
 * purchase order of its awarded quantities, linked both ways; either completes
 * the event (its `complete` server action, whose audit lists what was made).
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { Queryable } from '../db/db.ts';
import { engineNow } from '../engine/clock.ts';
import type { OperationContext } from '../engine/operations.ts';
import { personName } from '../engine/people.ts';
import { syncRequisitionLines } from '../purchase/sql.ts';

/** A date the buyer gave (`startDate`, `endDate`), else the fallback's. */
export const dateOf = (value: unknown, fallback: Date) => (typeof value === 'string' && value ? value : formatDate(fallback));

/** An awarded material of a winner, as its agreement line and its order line take it. */
export interface AwardedLine {
  itemId: number;
  quantity: number;
  taxPrice: number;
  needByDate: string;
  /** The event's line it was awarded on (its requisition number is read from there). */
  sourceLineId: number;
  requisitionLineId: number | null;
}

export interface Winner {
  supplierId: number;
  supplierName: string;
  lines: AwardedLine[];
  /** The winner's ladder prices of the materials it won (an inquiry's; a compete has none). */
  ladders?: { itemId: number; fromQty: number; taxPrice: number }[];
}

/** The event the award is of, and what differs between an inquiry and a compete. */
export interface AwardEvent<W extends Winner = Winner> {
  def: EntityDef;
  id: number;
  /** The event as the caller reads it (number, title, currency, tax rate, organisation, buyer). */
  number: string;
  title: string;
  currencyCode: unknown;
  taxRateCode: unknown;
  orgId: unknown;
  buyerName?: unknown;
  /** The orders' `source_code` and their lines' `price_source`: INQUIRY, TENDER or COMPETE. */
  source: string;
  /** The event's material lines: the table and key `AwardedLine.sourceLineId` names. */
  items: { table: string; key: string };
  /** Writes the made document onto the winner's row (its bid, or its line of the compete). */
  linkBack(tx: Queryable, winner: W, made: { agreementId: number; agreementNumber: string } | { poHeaderId: number; poNumber: string }): Promise<void>;
  /** Tells the winner its agreement is in force. */
  tellAgreement(ctx: OperationContext, winner: W, agreementNumber: string): Promise<void>;
}

async function complete<W extends Winner>(ctx: OperationContext, event: AwardEvent<W>, made: string[]): Promise<unknown> {
  const { ops, tx, caller, pending } = ctx;
  await ops.transition(tx, pending, event.def, 'complete', event.id, { by: caller, comment: made.join('、') });
  return ops.findById(event.def, caller, { [event.def.key]: event.id }, tx);
}

/**
 * `doCreateAgreement`: for each winner a price agreement valid from today for a
 * year unless `startDate` / `endDate` say otherwise, for the event's
 * organisation. The approved award is its approval: it is made approved
 * (its server action `approveByAward`), so the winner sees it at once.
 */
export async function makeAgreements<W extends Winner>(ctx: OperationContext, event: AwardEvent<W>, winners: W[]): Promise<unknown> {
  const { ops, tx, caller, pending, body } = ctx;
  const agreement = getEntity('purAgreement');
  const now = engineNow();
  const made: string[] = [];
  for (const w of winners) {
    const agreementId = await ops.saveOne(
      tx,
      agreement,
      caller,
      {
        agreementName: `${event.title} - ${w.supplierName}`.slice(0, 200),
        supplierId: w.supplierId,
        currencyCode: event.currencyCode,
        taxRateCode: event.taxRateCode,
        startDate: dateOf(body.startDate, now),
        endDate: dateOf(body.endDate, new Date(now.getTime() + 365 * 86_400_000)),
        description: `${event.number} ${event.title}`.slice(0, 1000),
        lines: w.lines.map((l, i) => ({ lineNumber: i + 1, itemId: l.itemId, taxPrice: l.taxPrice })),
        ...(w.ladders ? { ladders: w.ladders } : {}),
        orgs: [{ orgId: event.orgId, defaultFlag: 'Y' }],
      },
      pending,
    );
    const approved = await ops.transition(tx, pending, agreement, 'approveByAward', agreementId, {
      by: caller,
      input: { auctionNumber: event.number },
      comment: String(event.number),
    });
    const number = String(approved.agreementNumber);
    await event.linkBack(tx, w, { agreementId, agreementNumber: number });
    await event.tellAgreement(ctx, w, number);
    made.push(number);
  }
  return complete(ctx, event, made);
}

/**
 * `doCreateOrder`: for each winner a draft purchase order of its awarded
 * quantities at its prices; lines made from requisitions order them (the
 * demand summary's open quantity falls).
 */
export async function makeOrders<W extends Winner>(ctx: OperationContext, event: AwardEvent<W>, winners: W[]): Promise<unknown> {
  const { ops, tx, caller, pending } = ctx;
  const order = getEntity('purOrder');
  const buyer = event.buyerName || (await personName(tx, caller.userId)) || caller.userName;
  const made: string[] = [];
  const requisitionLines: number[] = [];
  for (const w of winners) {
    const poId = await ops.saveOne(
      tx,
      order,
      caller,
      {
        supplierId: w.supplierId,
        orgId: event.orgId,
        currencyCode: event.currencyCode,
        taxRateCode: event.taxRateCode,
        buyerName: buyer,
        description: `${event.number} ${event.title}`.slice(0, 1000),
        lines: w.lines.map((l, i) => ({ lineNumber: i + 1, itemId: l.itemId, quantity: l.quantity, taxPrice: l.taxPrice, needByDate: l.needByDate })),
      },
      pending,
    );
    const number = (
      await tx.query<{ n: string }>('UPDATE srm_po_headers SET source_code = $3, auction_number = $2 WHERE po_header_id = $1 RETURNING po_number AS n', [
        poId,
        event.number,
        event.source,
      ])
    ).rows[0].n;
    const madeLines = await tx.query<{ id: number }>('SELECT po_line_id AS id FROM srm_po_lines WHERE po_header_id = $1 ORDER BY line_number', [poId]);
    for (const [i, l] of w.lines.entries()) {
      await tx.query(
        `UPDATE srm_po_lines SET price_source = $4, requisition_line_id = $2,
                requisition_number = (SELECT requisition_number FROM ${event.items.table} WHERE ${event.items.key} = $3) WHERE po_line_id = $1`,
        [madeLines.rows[i].id, l.requisitionLineId, l.sourceLineId, event.source],
      );
      if (l.requisitionLineId !== null) requisitionLines.push(l.requisitionLineId);
    }
    await event.linkBack(tx, w, { poHeaderId: poId, poNumber: number });
    made.push(number);
  }
  await syncRequisitionLines({ ops, tx, pending, caller }, [...new Set(requisitionLines)]);
  return complete(ctx, event, made);
}

export type Made = Parameters<AwardEvent['linkBack']>[2];

/** The made document's id and number onto the winner's row of `table` (the rows `where` names). */
export async function linkColumns(tx: Queryable, table: string, where: Record<string, unknown>, made: Made): Promise<void> {
  const [idColumn, numberColumn] = 'agreementId' in made ? ['agreement_id', 'agreement_number'] : ['po_header_id', 'po_number'];
  const [id, number] = 'agreementId' in made ? [made.agreementId, made.agreementNumber] : [made.poHeaderId, made.poNumber];
  const keys = Object.keys(where);
  await tx.query(`UPDATE ${table} SET ${idColumn} = $1, ${numberColumn} = $2 WHERE ${keys.map((k, i) => `${k} = $${i + 3}`).join(' AND ')}`, [
    id,
    number,
    ...keys.map((k) => where[k]),
  ]);
}
