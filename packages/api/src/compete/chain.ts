/**
 * The hash chain of a compete event's offer log. Each entry's hash is the
 * sha256 of the previous entry's hash and this entry's canonical content, so
 * changing, dropping or reordering any logged offer breaks every hash after it
 * and verification names the first entry that no longer matches.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db.ts';

export const GENESIS = '0'.repeat(64);

export interface LoggedOffer {
  offerId: number;
  competeHeaderId: number;
  turnNumber: number;
  competeLineId: number;
  supplierId: number;
  price: string;
  offerTime: Date;
  prevHash: string;
  entryHash: string;
  /** The bidder's own number of this offer (what it is shown); outside the hash, made from the log's order. */
  supplierSeq?: number;
}

/** The price as the log keeps it: two decimals, so "12.5" and 12.50 hash the same. */
export const canonicalPrice = (price: string | number): string => Number(price).toFixed(2);

/** The content an entry's hash covers, in a fixed order. */
export function canonical(o: Omit<LoggedOffer, 'prevHash' | 'entryHash'>): string {
  return JSON.stringify([
    Number(o.competeHeaderId),
    Number(o.offerId),
    Number(o.turnNumber),
    Number(o.competeLineId),
    Number(o.supplierId),
    canonicalPrice(o.price),
    new Date(o.offerTime).toISOString(),
  ]);
}

export function entryHash(prevHash: string, o: Omit<LoggedOffer, 'prevHash' | 'entryHash'>): string {
  return createHash('sha256').update(prevHash).update(canonical(o)).digest('hex');
}

/** The log of one event in order (by the sequence), from the table alone. */
export async function readLog(q: Queryable, competeHeaderId: number, afterOfferId = 0): Promise<LoggedOffer[]> {
  const res = await q.query<LoggedOffer>(
    `SELECT offer_id AS "offerId", compete_header_id AS "competeHeaderId", turn_number AS "turnNumber", compete_line_id AS "competeLineId",
            supplier_id AS "supplierId", price::text AS price, offer_time AS "offerTime", prev_hash AS "prevHash", entry_hash AS "entryHash",
            supplier_seq AS "supplierSeq"
       FROM srm_pon_compete_offers WHERE compete_header_id = $1 AND offer_id > $2 ORDER BY offer_id`,
    [competeHeaderId, afterOfferId],
  );
  return res.rows.map((r) => ({
    ...r,
    offerId: Number(r.offerId),
    competeHeaderId: Number(r.competeHeaderId),
    turnNumber: Number(r.turnNumber),
    competeLineId: Number(r.competeLineId),
    supplierId: Number(r.supplierId),
    supplierSeq: Number(r.supplierSeq),
  }));
}

export interface ChainCheck {
  valid: boolean;
  checked: number;
  /** The first entry whose hash or link does not match, with its place in the log (1-based). */
  brokenOfferId: number | null;
  brokenPosition: number | null;
  lastHash: string;
}

export function verify(log: LoggedOffer[]): ChainCheck {
  let prev = GENESIS;
  for (const [i, o] of log.entries()) {
    if (o.prevHash !== prev || entryHash(prev, o) !== o.entryHash) {
      return { valid: false, checked: i + 1, brokenOfferId: o.offerId, brokenPosition: i + 1, lastHash: prev };
    }
    prev = o.entryHash;
  }
  return { valid: true, checked: log.length, brokenOfferId: null, brokenPosition: null, lastHash: prev };
}
