/**
 * What the hall shows: the event, its turn, and each material's ranking,
 * read once per change (`loadHall`) and cut per viewer in memory: the buyer
 * sees every bidder by name; a supplier sees its own offers and rank and, as
 * the turn allows, the best price or the ladder under anonymous labels, never
 * another bidder's identity.
 */
import type { Queryable } from '../db/db.ts';

export interface TurnView {
  turnNumber: number;
  turnStatus: string;
  durationSeconds: number;
  decrementType: string;
  decrementValue: number;
  ceilingRatio: number;
  visibility: string;
  snipeWindowSeconds: number;
  snipeExtendSeconds: number;
  snipeCapSeconds: number;
  extendedSeconds: number;
  startedAt: string | null;
  endsAt: string | null;
  /** Milliseconds left at `serverTime` (frozen while paused); the client counts down from its corrected clock. */
  remainingMs: number | null;
}

interface Standing {
  supplierId: number;
  bidderLabel: string;
  supplierName: string;
  price: number;
  /** The offer that first reached this price: ties go to the earlier. */
  reachedAt: number;
  offers: number;
  rank: number;
}

export interface ItemView {
  competeLineId: number;
  lineNumber: number;
  itemCode: string;
  itemName: string;
  quantity: number;
  uomCode: string | null;
  ceiling: number;
  standings: Standing[];
}

export interface Bidder {
  supplierId: number;
  supplierName: string;
  bidderLabel: string;
  enteredFlag: string;
  readyFlag: string;
}

export interface NoticeView {
  noticeId: number;
  noticeKind: string;
  noticeTitle: string;
  noticeContent: string;
  postedAt: string;
}

export interface Hall {
  competeHeaderId: number;
  competeNumber: string;
  competeTitle: string;
  competeStatus: string;
  currencyCode: string;
  currentTurn: number;
  turnCount: number;
  turn: TurnView | null;
  items: ItemView[];
  bidders: Bidder[];
  /** To every bidder alike, newest first. */
  notices: NoticeView[];
  /** The log's last sequence: the buyer's numbering. */
  lastSeq: number;
  /** Each bidder's own last number (supplier id to count), a bidder's `lastSeq` in its cut. */
  supplierSeqs: Record<string, number>;
  serverTime: string;
}

const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

type Reads = readonly (() => Promise<unknown>)[];

/** Runs independent reads side by side on a pool (a `Db`), in turn on one connection (a transaction). */
async function together<const R extends Reads>(q: Queryable, reads: R): Promise<{ [K in keyof R]: Awaited<ReturnType<R[K]>> }> {
  if ('transaction' in q) return Promise.all(reads.map((read) => read())) as never;
  const out: unknown[] = [];
  for (const read of reads) out.push(await read());
  return out as never;
}

/** The whole hall of one event at this moment, for the buyer (and cut for suppliers). */
export async function loadHall(q: Queryable, competeHeaderId: number): Promise<Hall | null> {
  // One round of queries side by side (a pool answers them on several connections): the hall is read after every change,
  // and its latency is every bidder's. The turn's number is read in SQL; a turn moved in between is read again on its own change.
  const TURN = '(SELECT GREATEST(current_turn, 1) FROM srm_pon_compete_headers WHERE compete_header_id = $1)';
  // A transaction is one connection: there they run one after another.
  const [head, turns, bidders, items, best, notices] = await together(q, [
    () =>
      q.query(
        `SELECT compete_header_id AS id, compete_number AS number, compete_title AS title, compete_status AS status, currency_code AS currency,
              current_turn AS "currentTurn", clock_timestamp() AS now,
              (SELECT count(*) FROM srm_pon_compete_turns t WHERE t.compete_header_id = h.compete_header_id) AS "turnCount",
              (SELECT max(offer_id) FROM srm_pon_compete_offers o WHERE o.compete_header_id = h.compete_header_id) AS "lastSeq",
              (SELECT json_object_agg(supplier_id, n) FROM (SELECT supplier_id, max(supplier_seq) AS n FROM srm_pon_compete_offers o
                WHERE o.compete_header_id = h.compete_header_id GROUP BY supplier_id) own) AS "supplierSeqs"
         FROM srm_pon_compete_headers h WHERE compete_header_id = $1`,
        [competeHeaderId],
      ),
    () =>
      q.query(
        `SELECT turn_number AS "turnNumber", turn_status AS "turnStatus", duration_seconds AS "durationSeconds", decrement_type AS "decrementType",
              decrement_value AS "decrementValue", ceiling_ratio AS "ceilingRatio", visibility, snipe_window_seconds AS "snipeWindowSeconds",
              snipe_extend_seconds AS "snipeExtendSeconds", snipe_cap_seconds AS "snipeCapSeconds", extended_seconds AS "extendedSeconds",
              started_at AS "startedAt", ends_at AS "endsAt", paused_remaining_ms AS "pausedRemainingMs"
         FROM srm_pon_compete_turns WHERE compete_header_id = $1 AND turn_number = ${TURN}`,
        [competeHeaderId],
      ),
    () =>
      q.query<Bidder>(
        `SELECT supplier_id AS "supplierId", supplier_name AS "supplierName", bidder_label AS "bidderLabel", entered_flag AS "enteredFlag", ready_flag AS "readyFlag"
         FROM srm_pon_compete_suppliers WHERE compete_header_id = $1 ORDER BY compete_supplier_id`,
        [competeHeaderId],
      ),
    () =>
      q.query(
        `SELECT compete_line_id AS id, line_number AS "lineNumber", item_code AS "itemCode", item_name AS "itemName", quantity, uom_code AS "uomCode", ceiling_price AS ceiling
         FROM srm_pon_compete_items WHERE compete_header_id = $1 ORDER BY line_number`,
        [competeHeaderId],
      ),
    // Each bidder's lowest price per material in this turn, and the first offer that reached it.
    () =>
      q.query(
        `SELECT DISTINCT ON (compete_line_id, supplier_id) compete_line_id AS line, supplier_id AS supplier, price, offer_id AS seq,
              count(*) OVER (PARTITION BY compete_line_id, supplier_id) AS offers
         FROM srm_pon_compete_offers
        WHERE compete_header_id = $1 AND turn_number = (SELECT current_turn FROM srm_pon_compete_headers WHERE compete_header_id = $1)
        ORDER BY compete_line_id, supplier_id, price, offer_id`,
        [competeHeaderId],
      ),
    () =>
      q.query<NoticeView>(
        `SELECT notice_id AS "noticeId", notice_kind AS "noticeKind", notice_title AS "noticeTitle", notice_content AS "noticeContent", posted_at AS "postedAt"
         FROM srm_pon_compete_notices WHERE compete_header_id = $1 ORDER BY notice_id DESC`,
        [competeHeaderId],
      ),
  ]);
  const h = head.rows[0];
  if (!h) return null;
  const now = new Date(h.now as string);
  const turnNumber = Number(h.currentTurn ?? 0);
  const t = turns.rows[0];
  const turn: TurnView | null = t
    ? {
        turnNumber: Number(t.turnNumber),
        turnStatus: String(t.turnStatus ?? 'PLANNED'),
        durationSeconds: Number(t.durationSeconds),
        decrementType: String(t.decrementType),
        decrementValue: Number(t.decrementValue ?? 0),
        ceilingRatio: Number(t.ceilingRatio ?? 1),
        visibility: String(t.visibility),
        snipeWindowSeconds: Number(t.snipeWindowSeconds),
        snipeExtendSeconds: Number(t.snipeExtendSeconds),
        snipeCapSeconds: Number(t.snipeCapSeconds),
        extendedSeconds: Number(t.extendedSeconds ?? 0),
        startedAt: iso(t.startedAt),
        endsAt: iso(t.endsAt),
        remainingMs:
          t.turnStatus === 'RUNNING' && t.endsAt
            ? Math.max(0, new Date(t.endsAt as string).getTime() - now.getTime())
            : t.turnStatus === 'PAUSED'
              ? n(t.pausedRemainingMs)
              : null,
      }
    : null;
  const who = new Map(bidders.rows.map((b) => [Number(b.supplierId), b]));
  const ratio = turn?.ceilingRatio ?? 1;
  const itemViews: ItemView[] = items.rows.map((i) => {
    const standings = best.rows
      .filter((b) => Number(b.line) === Number(i.id))
      .map((b) => ({
        supplierId: Number(b.supplier),
        bidderLabel: who.get(Number(b.supplier))?.bidderLabel ?? '',
        supplierName: who.get(Number(b.supplier))?.supplierName ?? '',
        price: Number(b.price),
        reachedAt: Number(b.seq),
        offers: Number(b.offers),
        rank: 0,
      }))
      .sort((a, b) => a.price - b.price || a.reachedAt - b.reachedAt);
    standings.forEach((s, k) => {
      s.rank = k + 1;
    });
    return {
      competeLineId: Number(i.id),
      lineNumber: Number(i.lineNumber),
      itemCode: String(i.itemCode ?? ''),
      itemName: String(i.itemName ?? ''),
      quantity: Number(i.quantity),
      uomCode: (i.uomCode as string | null) ?? null,
      ceiling: Math.floor(Number(i.ceiling) * ratio * 100) / 100,
      standings,
    };
  });
  return {
    competeHeaderId: Number(h.id),
    competeNumber: String(h.number),
    competeTitle: String(h.title),
    competeStatus: String(h.status),
    currencyCode: String(h.currency),
    currentTurn: turnNumber,
    turnCount: Number(h.turnCount),
    turn,
    items: itemViews,
    bidders: bidders.rows.map((b) => ({ ...b, supplierId: Number(b.supplierId) })),
    notices: notices.rows.map((r) => ({ ...r, noticeId: Number(r.noticeId), postedAt: iso(r.postedAt)! })),
    lastSeq: Number(h.lastSeq ?? 0),
    supplierSeqs: Object.fromEntries(
      Object.entries((typeof h.supplierSeqs === 'string' ? JSON.parse(h.supplierSeqs) : h.supplierSeqs) ?? {}).map(([k, v]) => [k, Number(v)]),
    ),
    serverTime: now.toISOString(),
  };
}

export interface SupplierItemView {
  competeLineId: number;
  lineNumber: number;
  itemCode: string;
  itemName: string;
  quantity: number;
  uomCode: string | null;
  ceiling: number;
  myPrice: number | null;
  myRank: number | null;
  bidderCount: number;
  bestPrice?: number | null;
  ladder?: { bidderLabel: string; price: number; rank: number; mine: boolean }[];
}

export type SupplierHall = Omit<Hall, 'items' | 'bidders' | 'supplierSeqs'> & {
  items: SupplierItemView[];
  me: { bidderLabel: string; enteredFlag: string; readyFlag: string } | null;
};

/**
 * A supplier's cut of the hall: its own standing, and what the turn's visibility
 * shows of the others. Its `lastSeq` is its own count of offers, as its offers
 * are numbered (fan-out.ts): the log's sequence would show, by its gaps, how
 * often the others bid, which a turn's visibility may hide and is never the
 * bidder's to count.
 */
export function supplierView(hall: Hall, supplierId: number): SupplierHall {
  const visibility = hall.turn?.visibility ?? 'OWN_RANK';
  const me = hall.bidders.find((b) => b.supplierId === supplierId);
  const { bidders: _b, items, supplierSeqs, ...rest } = hall;
  return {
    ...rest,
    lastSeq: supplierSeqs[String(supplierId)] ?? 0,
    me: me ? { bidderLabel: me.bidderLabel, enteredFlag: me.enteredFlag, readyFlag: me.readyFlag } : null,
    items: items.map(({ standings, ...item }) => {
      const mine = standings.find((s) => s.supplierId === supplierId);
      const view: SupplierItemView = { ...item, myPrice: mine?.price ?? null, myRank: mine?.rank ?? null, bidderCount: standings.length };
      if (visibility !== 'OWN_RANK') view.bestPrice = standings[0]?.price ?? null;
      if (visibility === 'LADDER') {
        view.ladder = standings.map((s) => ({ bidderLabel: s.bidderLabel, price: s.price, rank: s.rank, mine: s.supplierId === supplierId }));
      }
      return view;
    }),
  };
}
