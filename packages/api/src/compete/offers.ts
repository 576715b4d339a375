/**
 * An offer in the hall, judged by the server alone: the bidder entered and is
 * ready, the material belongs to the event, the price is a positive amount of
 * at most two decimals, the turn is running by the database's clock, the price
 * is under the turn's ceiling and below the bidder's previous offer by the
 * minimum decrement. Accepted offers are stamped on arrival, numbered by the
 * log's sequence and by the bidder's own count while the event's row is locked (the engine locks it for
 * `from`), chained to the previous entry, and may extend the turn (anti-sniping).
 */
import type { OperationContext } from '../engine/operations.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import { format } from '@srm/domain/i18n/messages.ts';
import type { Queryable } from '../db/db.ts';
import { canonicalPrice, entryHash, GENESIS } from './chain.ts';
import { type BidderRow, headerIdOf, requireSupplier, turnColumns, turnOf, type TurnRow } from './hall-rows.ts';
import { hallTrace } from './trace.ts';

const PRICE = /^\d{1,16}(\.\d{1,2})?$/;

/** The price sent, or the field error that names it. */
export function parsePrice(value: unknown): number {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!PRICE.test(text)) {
    const negative = /^-/.test(text);
    throw new ValidationError([{ field: 'price', key: negative ? 'rule.positive' : 'rule.type', params: { expected: 'amount, two decimals at most' } }]);
  }
  const price = Number(text);
  if (price <= 0) throw new ValidationError([{ field: 'price', key: 'rule.positive' }]);
  return price;
}

const cents = (v: number) => Math.round(v * 100);

/** The highest price the bidder may offer after `previous`: the decrement as an amount, or a per cent of it rounded down to the cent. */
export function neededBelow(previous: number, turn: Pick<TurnRow, 'decrementType' | 'decrementValue'>): number {
  const cut = turn.decrementType === 'PERCENT' ? (previous * turn.decrementValue) / 100 : turn.decrementValue;
  return Math.floor(cents(previous - cut) + 1e-6) / 100;
}

/**
 * What an offer is judged by, in one statement under the event's lock (every
 * statement is a round trip, and the offer's latency is every screen's): the
 * bidder's row, the material, the database's clock, the current turn, the
 * bidder's last offer in it, and what the log's next entry chains to (the
 * bidder's own next number, the last entry's hash).
 */
const OFFER_CONTEXT = `SELECT s.compete_supplier_id AS "competeSupplierId", s.supplier_number AS "supplierNumber", s.supplier_name AS "supplierName",
       s.bidder_label AS "bidderLabel", s.entered_flag AS "enteredFlag", s.ready_flag AS "readyFlag",
       i.ceiling_price AS ceiling, date_trunc('milliseconds', clock_timestamp()) AS now, ${turnColumns('t')},
       (SELECT o.price FROM srm_pon_compete_offers o WHERE o.compete_header_id = $1 AND o.turn_number = t.turn_number AND o.compete_line_id = $3
           AND o.supplier_id = $2 ORDER BY o.offer_id DESC LIMIT 1) AS last,
       (SELECT COALESCE(max(o.supplier_seq), 0) + 1 FROM srm_pon_compete_offers o WHERE o.compete_header_id = $1 AND o.supplier_id = $2) AS own,
       (SELECT o.entry_hash FROM srm_pon_compete_offers o WHERE o.compete_header_id = $1 ORDER BY o.offer_id DESC LIMIT 1) AS "prevHash"
  FROM srm_pon_compete_suppliers s
  LEFT JOIN srm_pon_compete_items i ON i.compete_line_id = $3 AND i.compete_header_id = $1
  LEFT JOIN srm_pon_compete_headers h ON h.compete_header_id = $1
  LEFT JOIN srm_pon_compete_turns t ON t.compete_header_id = h.compete_header_id AND t.turn_number = h.current_turn
 WHERE s.compete_header_id = $1 AND s.supplier_id = $2`;

export async function offerPrice({ tx, caller, body, pending }: OperationContext): Promise<unknown> {
  requireSupplier(caller);
  const competeHeaderId = headerIdOf(body);
  const lineId = Number(body.competeLineId);
  const lineValid = Number.isSafeInteger(lineId) && lineId > 0;
  const read = await tx.query<Record<string, unknown> & BidderRow>(OFFER_CONTEXT, [competeHeaderId, caller.supplierId, lineValid ? lineId : null]);
  // Refused in the order the checks have always been made: who, then what, then when.
  const bidder = read.rows[0];
  if (!bidder) throw new AppError('NOT_FOUND');
  if (bidder.enteredFlag !== 'Y') throw new AppError('HALL_NOT_ENTERED');
  if (bidder.readyFlag !== 'Y') throw new AppError('BIDDER_NOT_READY');
  if (!lineValid) throw new ValidationError([{ field: 'competeLineId', key: 'rule.type', params: { expected: 'id' } }]);
  const price = parsePrice(body.price);
  if (bidder.ceiling === null || bidder.ceiling === undefined) throw new AppError('OFFER_ITEM_UNKNOWN', { line: lineId });
  const now = new Date(bidder.now as string);
  const turn = turnOf(bidder);
  const reason = !turn || turn.turnStatus === 'PLANNED' ? 'compete.turnNotStarted' : turn.turnStatus === 'PAUSED' ? 'compete.turnPaused' : null;
  if (reason || !turn) throw new AppError('OFFER_OUTSIDE_TURN', { reason: format(reason ?? 'compete.turnNotStarted', caller.lang) });
  if (turn.turnStatus !== 'RUNNING' || !turn.endsAt || now >= turn.endsAt) {
    throw new AppError('OFFER_OUTSIDE_TURN', { reason: format('compete.turnEnded', caller.lang) });
  }
  const ceiling = Math.floor(Number(bidder.ceiling) * turn.ceilingRatio * 100 + 1e-6) / 100;
  if (price > ceiling) throw new AppError('OFFER_ABOVE_CEILING', { price: price.toFixed(2), ceiling: ceiling.toFixed(2) });
  if (bidder.last !== null && bidder.last !== undefined) {
    const previous = Number(bidder.last);
    const needed = neededBelow(previous, turn);
    if (price > needed || price >= previous) {
      throw new AppError('OFFER_NOT_LOWER', {
        price: price.toFixed(2),
        previous: previous.toFixed(2),
        decrement: turn.decrementType === 'PERCENT' ? `${turn.decrementValue}%` : turn.decrementValue.toFixed(2),
        needed: Math.min(needed, previous - 0.01).toFixed(2),
      });
    }
  }
  hallTrace('validated', { competeHeaderId, supplierId: caller.supplierId });
  // Anti-sniping: an offer in the last N seconds pushes the end M seconds on, until the cap is spent.
  let endsAt = turn.endsAt;
  let extended = 0;
  if (turn.snipeExtendSeconds > 0 && endsAt.getTime() - now.getTime() <= turn.snipeWindowSeconds * 1000) {
    extended = Math.min(turn.snipeExtendSeconds, turn.snipeCapSeconds - turn.snipeUsedSeconds);
    if (extended > 0) {
      endsAt = new Date(endsAt.getTime() + extended * 1000);
      await tx.query(
        'UPDATE srm_pon_compete_turns SET ends_at = $2, snipe_used_seconds = snipe_used_seconds + $3, extended_seconds = extended_seconds + $3 WHERE turn_id = $1',
        [turn.turnId, endsAt, extended],
      );
    } else extended = 0;
  }
  const offer = await appendOffer(
    tx,
    {
      competeHeaderId,
      turnNumber: turn.turnNumber,
      competeLineId: lineId,
      supplierId: caller.supplierId!,
      supplierNumber: bidder.supplierNumber,
      supplierName: bidder.supplierName,
      price,
      offerTime: now,
      userId: caller.userId,
    },
    { supplierSeq: Number(bidder.own), prevHash: (bidder.prevHash as string | null) ?? GENESIS },
  );
  pending.add('record', { entity: 'ponCompete', id: competeHeaderId, operation: 'offer' });
  hallTrace('logged', { competeHeaderId, supplierId: caller.supplierId, offerId: offer.offerId });
  // The bidder is answered its own number, never the log's: gaps there would show how often the others bid.
  const { offerId: _logged, supplierSeq, ...taken } = offer;
  return {
    ...taken,
    seq: supplierSeq,
    price: canonicalPrice(price),
    endsAt: endsAt.toISOString(),
    extendedSeconds: extended,
    serverTime: new Date().toISOString(),
  };
}

/** The database's clock to the millisecond: one clock for every process, and what the log keeps exactly. */
export async function dbNow(q: Queryable): Promise<Date> {
  const res = await q.query<{ now: string }>("SELECT date_trunc('milliseconds', clock_timestamp()) AS now");
  return new Date(res.rows[0].now);
}

interface NewOffer {
  competeHeaderId: number;
  turnNumber: number;
  competeLineId: number;
  supplierId: number;
  supplierNumber: string | null;
  supplierName: string | null;
  price: number;
  offerTime: Date;
  userId: number;
}

/**
 * Appends one entry to the event's log: its number from the sequence, its hash
 * over the previous entry's, and the bidder's own number (its offers of the
 * event counted, under the event's lock), which is all a bidder is shown; the
 * event's offer count with it, in the same statement. The bidder's number and
 * the previous hash come from the offer's read (`OFFER_CONTEXT`), made under
 * the same lock.
 */
export async function appendOffer(
  tx: Queryable,
  o: NewOffer,
  chain: { supplierSeq: number; prevHash: string },
): Promise<{ offerId: number; supplierSeq: number; offerTime: string; entryHash: string }> {
  const seq = await tx.query<{ id: string }>("SELECT nextval(pg_get_serial_sequence('srm_pon_compete_offers', 'offer_id')) AS id");
  const offerId = Number(seq.rows[0].id);
  const { supplierSeq, prevHash } = chain;
  const price = canonicalPrice(o.price);
  const hash = entryHash(prevHash, { ...o, offerId, price });
  await tx.query(
    `WITH logged AS (
       INSERT INTO srm_pon_compete_offers (offer_id, compete_header_id, turn_number, compete_line_id, supplier_id, supplier_number, supplier_name, price, offer_time,
              prev_hash, entry_hash, supplier_seq, created_by, last_updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING compete_header_id)
     UPDATE srm_pon_compete_headers SET offer_count = offer_count + 1 WHERE compete_header_id = (SELECT compete_header_id FROM logged)`,
    [
      offerId,
      o.competeHeaderId,
      o.turnNumber,
      o.competeLineId,
      o.supplierId,
      o.supplierNumber,
      o.supplierName,
      price,
      o.offerTime,
      prevHash,
      hash,
      supplierSeq,
      o.userId,
    ],
  );
  return { offerId, supplierSeq, offerTime: o.offerTime.toISOString(), entryHash: hash };
}
