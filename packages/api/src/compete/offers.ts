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
import { bidderOf, headerIdOf, requireSupplier, type TurnRow, currentTurn } from './hall-rows.ts';

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

export async function offerPrice({ tx, caller, body, pending }: OperationContext): Promise<unknown> {
  requireSupplier(caller);
  const competeHeaderId = headerIdOf(body);
  const bidder = await bidderOf(tx, competeHeaderId, caller.supplierId!);
  if (bidder.enteredFlag !== 'Y') throw new AppError('HALL_NOT_ENTERED');
  if (bidder.readyFlag !== 'Y') throw new AppError('BIDDER_NOT_READY');
  const lineId = Number(body.competeLineId);
  if (!Number.isSafeInteger(lineId) || lineId <= 0) throw new ValidationError([{ field: 'competeLineId', key: 'rule.type', params: { expected: 'id' } }]);
  const price = parsePrice(body.price);
  const item = await tx.query<{ ceiling: string; line: number }>(
    'SELECT ceiling_price AS ceiling, line_number AS line FROM srm_pon_compete_items WHERE compete_line_id = $1 AND compete_header_id = $2',
    [lineId, competeHeaderId],
  );
  if (!item.rows[0]) throw new AppError('OFFER_ITEM_UNKNOWN', { line: lineId });
  const now = await dbNow(tx);
  const turn = await currentTurn(tx, competeHeaderId);
  const reason = !turn || turn.turnStatus === 'PLANNED' ? 'compete.turnNotStarted' : turn.turnStatus === 'PAUSED' ? 'compete.turnPaused' : null;
  if (reason || !turn) throw new AppError('OFFER_OUTSIDE_TURN', { reason: format(reason ?? 'compete.turnNotStarted', caller.lang) });
  if (turn.turnStatus !== 'RUNNING' || !turn.endsAt || now >= turn.endsAt) {
    throw new AppError('OFFER_OUTSIDE_TURN', { reason: format('compete.turnEnded', caller.lang) });
  }
  const ceiling = Math.floor(Number(item.rows[0].ceiling) * turn.ceilingRatio * 100 + 1e-6) / 100;
  if (price > ceiling) throw new AppError('OFFER_ABOVE_CEILING', { price: price.toFixed(2), ceiling: ceiling.toFixed(2) });
  const last = await tx.query<{ price: string }>(
    `SELECT price FROM srm_pon_compete_offers WHERE compete_header_id = $1 AND turn_number = $2 AND compete_line_id = $3 AND supplier_id = $4
      ORDER BY offer_id DESC LIMIT 1`,
    [competeHeaderId, turn.turnNumber, lineId, caller.supplierId],
  );
  if (last.rows[0]) {
    const previous = Number(last.rows[0].price);
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
  const offer = await appendOffer(tx, {
    competeHeaderId,
    turnNumber: turn.turnNumber,
    competeLineId: lineId,
    supplierId: caller.supplierId!,
    supplierNumber: bidder.supplierNumber,
    supplierName: bidder.supplierName,
    price,
    offerTime: now,
    userId: caller.userId,
  });
  await tx.query('UPDATE srm_pon_compete_headers SET offer_count = offer_count + 1 WHERE compete_header_id = $1', [competeHeaderId]);
  pending.add('record', { entity: 'ponCompete', id: competeHeaderId, operation: 'offer' });
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
 * event counted, under the event's lock), which is all a bidder is shown.
 */
export async function appendOffer(tx: Queryable, o: NewOffer): Promise<{ offerId: number; supplierSeq: number; offerTime: string; entryHash: string }> {
  const seq = await tx.query<{ id: string; own: string }>(
    `SELECT nextval(pg_get_serial_sequence('srm_pon_compete_offers', 'offer_id')) AS id,
            (SELECT COALESCE(max(supplier_seq), 0) + 1 FROM srm_pon_compete_offers WHERE compete_header_id = $1 AND supplier_id = $2) AS own`,
    [o.competeHeaderId, o.supplierId],
  );
  const offerId = Number(seq.rows[0].id);
  const supplierSeq = Number(seq.rows[0].own);
  const prev = await tx.query<{ hash: string }>(
    'SELECT entry_hash AS hash FROM srm_pon_compete_offers WHERE compete_header_id = $1 ORDER BY offer_id DESC LIMIT 1',
    [o.competeHeaderId],
  );
  const prevHash = prev.rows[0]?.hash ?? GENESIS;
  const price = canonicalPrice(o.price);
  const hash = entryHash(prevHash, { ...o, offerId, price });
  await tx.query(
    `INSERT INTO srm_pon_compete_offers (offer_id, compete_header_id, turn_number, compete_line_id, supplier_id, supplier_number, supplier_name, price, offer_time,
            prev_hash, entry_hash, supplier_seq, created_by, last_updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)`,
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
