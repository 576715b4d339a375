/** Rows of the hall read by its operations: the event's id from a body, the caller's place as a bidder, the turn being run. */
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import { isSupplier, type Caller } from '../engine/caller.ts';

export function headerIdOf(body: Record<string, unknown>): number {
  const id = Number(body.competeHeaderId);
  if (!Number.isSafeInteger(id) || id <= 0) throw new ValidationError([{ field: 'competeHeaderId', key: 'rule.type', params: { expected: 'id' } }]);
  return id;
}

export function requireSupplier(caller: Caller): void {
  if (!isSupplier(caller) || !caller.supplierId) throw new AppError('SUPPLIERS_ONLY');
}

export interface BidderRow {
  competeSupplierId: number;
  supplierNumber: string | null;
  supplierName: string | null;
  bidderLabel: string;
  enteredFlag: string;
  readyFlag: string;
}

/** The caller's row on the event's list; the engine already refused an event the supplier is not invited to (its audience). */
export async function bidderOf(q: Queryable, competeHeaderId: number, supplierId: number): Promise<BidderRow> {
  const res = await q.query<BidderRow>(
    `SELECT compete_supplier_id AS "competeSupplierId", supplier_number AS "supplierNumber", supplier_name AS "supplierName", bidder_label AS "bidderLabel",
            entered_flag AS "enteredFlag", ready_flag AS "readyFlag"
       FROM srm_pon_compete_suppliers WHERE compete_header_id = $1 AND supplier_id = $2`,
    [competeHeaderId, supplierId],
  );
  if (!res.rows[0]) throw new AppError('NOT_FOUND');
  return res.rows[0];
}

export interface TurnRow {
  turnId: number;
  turnNumber: number;
  turnStatus: string;
  durationSeconds: number;
  decrementType: string;
  decrementValue: number;
  ceilingRatio: number;
  snipeWindowSeconds: number;
  snipeExtendSeconds: number;
  snipeCapSeconds: number;
  snipeUsedSeconds: number;
  endsAt: Date | null;
  pausedRemainingMs: number | null;
}

/** A turn's columns, each named by `alias` (the offer's one statement reads them beside others). */
export const turnColumns = (alias: string) => `${alias}.turn_id AS "turnId", ${alias}.turn_number AS "turnNumber", ${alias}.turn_status AS "turnStatus",
  ${alias}.duration_seconds AS "durationSeconds", ${alias}.decrement_type AS "decrementType", ${alias}.decrement_value AS "decrementValue",
  ${alias}.ceiling_ratio AS "ceilingRatio", ${alias}.snipe_window_seconds AS "snipeWindowSeconds", ${alias}.snipe_extend_seconds AS "snipeExtendSeconds",
  ${alias}.snipe_cap_seconds AS "snipeCapSeconds", ${alias}.snipe_used_seconds AS "snipeUsedSeconds", ${alias}.ends_at AS "endsAt",
  ${alias}.paused_remaining_ms AS "pausedRemainingMs"`;
const TURN_COLUMNS = turnColumns('t');

/** A turn's row as read (`turnColumns`); none where the row is absent or its id is null (an outer join found none). */
export function turnOf(r: Record<string, unknown> | undefined): TurnRow | null {
  if (!r || r.turnId === null || r.turnId === undefined) return null;
  return {
    turnId: Number(r.turnId),
    turnNumber: Number(r.turnNumber),
    turnStatus: String(r.turnStatus ?? 'PLANNED'),
    durationSeconds: Number(r.durationSeconds),
    decrementType: String(r.decrementType),
    decrementValue: Number(r.decrementValue ?? 0),
    ceilingRatio: Number(r.ceilingRatio ?? 1),
    snipeWindowSeconds: Number(r.snipeWindowSeconds ?? 0),
    snipeExtendSeconds: Number(r.snipeExtendSeconds ?? 0),
    snipeCapSeconds: Number(r.snipeCapSeconds ?? 0),
    snipeUsedSeconds: Number(r.snipeUsedSeconds ?? 0),
    endsAt: r.endsAt ? new Date(r.endsAt as string) : null,
    pausedRemainingMs: r.pausedRemainingMs === null || r.pausedRemainingMs === undefined ? null : Number(r.pausedRemainingMs),
  };
}

/** The turn the event's `current_turn` names (none before the first starts). */
export async function currentTurn(q: Queryable, competeHeaderId: number): Promise<TurnRow | null> {
  const res = await q.query(
    `SELECT ${TURN_COLUMNS} FROM srm_pon_compete_turns t JOIN srm_pon_compete_headers h ON h.compete_header_id = t.compete_header_id AND h.current_turn = t.turn_number
      WHERE t.compete_header_id = $1`,
    [competeHeaderId],
  );
  return turnOf(res.rows[0]);
}

export async function turnByNumber(q: Queryable, competeHeaderId: number, turnNumber: number): Promise<TurnRow | null> {
  const res = await q.query(`SELECT ${TURN_COLUMNS} FROM srm_pon_compete_turns t WHERE t.compete_header_id = $1 AND t.turn_number = $2`, [
    competeHeaderId,
    turnNumber,
  ]);
  return turnOf(res.rows[0]);
}
