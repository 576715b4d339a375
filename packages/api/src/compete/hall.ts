/**
 * The hall's operations besides the offer (offers.ts): its state for the
 * caller, entering with the password (throttled like a sign-in), marking
 * ready, the buyer's turn control, and the log's verification and replay.
 * Turn control moves the event between READY, IN_TURN, BETWEEN_TURNS and
 * CLOSED (COMPETE.md) by the definition's server actions (`ops.transition`):
 * the hall's clock, not approvals. The offer path (offers.ts) makes none.
 */
import { verify as verifyHash } from '@node-rs/argon2';
import { EntityOperations, type OperationContext } from '../engine/operations.ts';
import { PendingEvents } from '../engine/events.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import { isSupplier, type Caller } from '../engine/caller.ts';
import { clearFailures, lockedMinutes, recordFailure } from '../auth/throttle.ts';
import type { Db, Queryable } from '../db/db.ts';
import { readLog, verify } from './chain.ts';
import { bidderOf, currentTurn, headerIdOf, requireSupplier, turnByNumber } from './hall-rows.ts';
import { dbNow } from './offers.ts';
import { loadHall, supplierView } from './view.ts';

/** What the caller sees of the hall now: the buyer everything, a supplier its cut (view.ts). */
export async function hallState({ tx, caller, body }: OperationContext): Promise<unknown> {
  const id = headerIdOf(body);
  const hall = (await loadHall(tx, id))!;
  if (!isSupplier(caller)) return hall;
  return supplierView(hall, caller.supplierId!);
}

const throttleKey = (id: number, userName: string) => `compete:${id}:${userName}`;

export async function checkPassword({ ops, tx, caller, body, pending }: OperationContext): Promise<unknown> {
  requireSupplier(caller);
  const id = headerIdOf(body);
  if (typeof body.password !== 'string' || !body.password) throw new ValidationError([{ field: 'password', key: 'rule.required' }]);
  const key = throttleKey(id, caller.userName);
  const minutes = await lockedMinutes(tx, key);
  if (minutes > 0) throw new AppError('THROTTLED', { minutes });
  await bidderOf(tx, id, caller.supplierId!);
  const stored = await tx.query<{ hash: string | null }>('SELECT hall_password AS hash FROM srm_pon_compete_headers WHERE compete_header_id = $1', [id]);
  const hash = stored.rows[0]?.hash;
  if (!hash || !(await verifyHash(hash, body.password).catch(() => false))) {
    // Counted outside this transaction, which the refusal rolls back. PGlite has one connection, held by
    // this transaction: there the count is queued behind it and runs before any later call's statements.
    const counted = recordFailure(ops.db, key).catch(() => undefined);
    if (ops.db.dialect === 'pg') await counted;
    throw new AppError('HALL_PASSWORD');
  }
  await clearFailures(tx, key);
  await tx.query("UPDATE srm_pon_compete_suppliers SET entered_flag = 'Y' WHERE compete_header_id = $1 AND supplier_id = $2", [id, caller.supplierId]);
  pending.add('record', { entity: 'ponCompete', id, operation: 'enter' });
  return supplierView((await loadHall(tx, id))!, caller.supplierId!);
}

/** The bidder is at its desk; when every invited bidder is, a published event is READY. */
export async function markReady({ ops, def, tx, caller, body, pending }: OperationContext): Promise<unknown> {
  requireSupplier(caller);
  const id = headerIdOf(body);
  const bidder = await bidderOf(tx, id, caller.supplierId!);
  if (bidder.enteredFlag !== 'Y') throw new AppError('HALL_NOT_ENTERED');
  await tx.query("UPDATE srm_pon_compete_suppliers SET ready_flag = 'Y', ready_date = COALESCE(ready_date, clock_timestamp()) WHERE compete_supplier_id = $1", [
    bidder.competeSupplierId,
  ]);
  // The operation holds the event's lock: of bidders marking ready at once, the last one sees every other ready.
  const all = await tx.query<{ ready: boolean }>(
    `SELECT h.compete_status = 'PUBLISHED' AND NOT EXISTS (SELECT 1 FROM srm_pon_compete_suppliers s WHERE s.compete_header_id = h.compete_header_id AND s.ready_flag <> 'Y') AS ready
       FROM srm_pon_compete_headers h WHERE h.compete_header_id = $1`,
    [id],
  );
  // The transition raises the event's record event itself.
  if (all.rows[0]?.ready) await ops.transition(tx, pending, def, 'allReady', id, { by: caller });
  else pending.add('record', { entity: 'ponCompete', id, operation: 'ready' });
  return supplierView((await loadHall(tx, id))!, caller.supplierId!);
}

const TURN_ACTIONS = ['start', 'pause', 'extend', 'next', 'close'] as const;
type TurnAction = (typeof TURN_ACTIONS)[number];

async function statusOf(tx: Queryable, id: number): Promise<string> {
  const res = await tx.query<{ s: string }>('SELECT compete_status AS s FROM srm_pon_compete_headers WHERE compete_header_id = $1', [id]);
  return res.rows[0].s;
}

/** Turn `turnNumber` runs from now for its duration, and the event is IN_TURN with it as the current turn. */
async function beginTurn(hall: Hall, turnNumber: number): Promise<void> {
  const { tx, id, by } = hall;
  const turn = await turnByNumber(tx, id, turnNumber);
  if (!turn) throw new AppError('NO_NEXT_TURN');
  const now = await dbNow(tx);
  await tx.query(
    `UPDATE srm_pon_compete_turns SET turn_status = 'RUNNING', started_at = $2, ends_at = $3, paused_remaining_ms = NULL, last_updated_by = $4, last_update_date = now()
      WHERE turn_id = $1`,
    [turn.turnId, now, new Date(now.getTime() + turn.durationSeconds * 1000), by?.userId ?? -1],
  );
  await hall.ops.transition(tx, hall.pending, getEntity('ponCompete'), 'startTurn', id, { by, input: { currentTurn: turnNumber } });
}

/** The turn's row ends (at `now` at the latest). */
async function endTurnRow(tx: Queryable, turnId: number, now: Date): Promise<void> {
  await tx.query(
    "UPDATE srm_pon_compete_turns SET turn_status = 'ENDED', ends_at = LEAST(COALESCE(ends_at, $2), $2), paused_remaining_ms = NULL WHERE turn_id = $1",
    [turnId, now],
  );
}

/** The current turn ends: the event goes BETWEEN_TURNS, or CLOSED after its last turn. */
async function endTurn(hall: Hall, turnId: number, now: Date): Promise<void> {
  const { tx, id } = hall;
  await endTurnRow(tx, turnId, now);
  const more = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM srm_pon_compete_turns t JOIN srm_pon_compete_headers h ON h.compete_header_id = t.compete_header_id
      WHERE t.compete_header_id = $1 AND t.turn_number > h.current_turn`,
    [id],
  );
  await hall.ops.transition(tx, hall.pending, getEntity('ponCompete'), more.rows[0].n > 0 ? 'endTurn' : 'closeHall', id, { by: hall.by });
}

/** What a turn change needs: the engine, the event, and whom its audit names (the buyer; absent, the hall's clock). */
interface Hall {
  ops: EntityOperations;
  tx: Queryable;
  pending: PendingEvents;
  id: number;
  by?: Caller;
}

/** The buyer's turn control: start (or resume), pause, extend by `seconds`, next turn, close. */
export async function turnProcess({ ops, tx, caller, body, pending }: OperationContext): Promise<unknown> {
  const id = headerIdOf(body);
  const hall: Hall = { ops, tx, pending, id, by: caller };
  const action = body.action as TurnAction;
  if (!TURN_ACTIONS.includes(action)) throw new ValidationError([{ field: 'action', key: 'rule.type', params: { expected: TURN_ACTIONS.join(', ') } }]);
  const status = await statusOf(tx, id);
  const turn = await currentTurn(tx, id);
  const now = await dbNow(tx);
  const refuse = () => {
    throw new AppError('TRANSITION_REFUSED', { state: turn ? `${status}/${turn.turnStatus}` : status, action });
  };
  const running = status === 'IN_TURN' && turn?.turnStatus === 'RUNNING' && !!turn.endsAt && turn.endsAt > now;
  if (action === 'start') {
    if (status === 'IN_TURN' && turn?.turnStatus === 'PAUSED') {
      await tx.query("UPDATE srm_pon_compete_turns SET turn_status = 'RUNNING', ends_at = $2, paused_remaining_ms = NULL WHERE turn_id = $1", [
        turn.turnId,
        new Date(now.getTime() + (turn.pausedRemainingMs ?? 0)),
      ]);
    } else if ((status === 'PUBLISHED' || status === 'READY') && !turn) await beginTurn(hall, 1);
    else refuse();
  } else if (action === 'pause') {
    if (!running || !turn?.endsAt) refuse();
    else
      await tx.query("UPDATE srm_pon_compete_turns SET turn_status = 'PAUSED', paused_remaining_ms = $2 WHERE turn_id = $1", [
        turn.turnId,
        turn.endsAt.getTime() - now.getTime(),
      ]);
  } else if (action === 'extend') {
    const seconds = Number(body.seconds);
    if (!Number.isInteger(seconds) || seconds < 1) throw new ValidationError([{ field: 'seconds', key: 'rule.min', params: { min: 1 } }]);
    if (seconds > 3600) throw new ValidationError([{ field: 'seconds', key: 'rule.max', params: { max: 3600 } }]);
    if (!turn || status !== 'IN_TURN' || !(running || turn.turnStatus === 'PAUSED')) refuse();
    else
      await tx.query(
        `UPDATE srm_pon_compete_turns SET extended_seconds = extended_seconds + $2,
                ends_at = CASE WHEN turn_status = 'RUNNING' THEN ends_at + make_interval(secs => $2) ELSE ends_at END,
                paused_remaining_ms = CASE WHEN turn_status = 'PAUSED' THEN paused_remaining_ms + $2 * 1000 ELSE paused_remaining_ms END
          WHERE turn_id = $1`,
        [turn.turnId, seconds],
      );
  } else if (action === 'next') {
    if (status === 'IN_TURN' && turn) {
      if (!(await turnByNumber(tx, id, turn.turnNumber + 1))) throw new AppError('NO_NEXT_TURN');
      // Straight into the next turn: one transition, IN_TURN to IN_TURN with the new current turn.
      await endTurnRow(tx, turn.turnId, now);
      await beginTurn(hall, turn.turnNumber + 1);
    } else if (status === 'BETWEEN_TURNS' && turn) await beginTurn(hall, turn.turnNumber + 1);
    else refuse();
  } else {
    if (turn && turn.turnStatus !== 'ENDED') await endTurnRow(tx, turn.turnId, now);
    await ops.transition(tx, pending, getEntity('ponCompete'), 'closeHall', id, { by: caller });
  }
  // A transition raised the event's record event; a pause or an extension is the turn's alone.
  if (action === 'pause' || action === 'extend' || (action === 'start' && status === 'IN_TURN'))
    pending.add('record', { entity: 'ponCompete', id, operation: `turn.${action}` });
  return loadHall(tx, id);
}

/**
 * Turns whose time ran out end: the event goes BETWEEN_TURNS, or CLOSED after
 * its last turn, in the hall clock's name (no `by`). Each event is re-read under its lock, so an offer that
 * extended the turn meanwhile keeps it running. Answers the events moved.
 */
export async function endDueTurns(db: Db, ops: EntityOperations = new EntityOperations(db)): Promise<number[]> {
  const due = await db.query<{ id: number }>(
    `SELECT t.compete_header_id AS id FROM srm_pon_compete_turns t JOIN srm_pon_compete_headers h ON h.compete_header_id = t.compete_header_id
      WHERE h.compete_status = 'IN_TURN' AND t.turn_number = h.current_turn AND t.turn_status = 'RUNNING' AND t.ends_at <= clock_timestamp()`,
  );
  const moved: number[] = [];
  for (const { id } of due.rows) {
    const pending = new PendingEvents();
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM srm_pon_compete_headers WHERE compete_header_id = $1 FOR UPDATE', [id]);
      const turn = await currentTurn(tx, Number(id));
      const now = await dbNow(tx);
      if ((await statusOf(tx, Number(id))) !== 'IN_TURN' || turn?.turnStatus !== 'RUNNING' || !turn.endsAt || turn.endsAt > now) return false;
      await endTurn({ ops, tx, pending, id: Number(id) }, turn.turnId, turn.endsAt);
      return true;
    });
    // After commit: the record event tells every process's hall (ws.ts) of the move.
    pending.flush();
    if (done) moved.push(Number(id));
  }
  return moved;
}

export async function verifyChain({ tx, body }: OperationContext): Promise<unknown> {
  return verify(await readLog(tx, headerIdOf(body)));
}

/** The event's offers in the order they were taken, from the log alone, with each bidder's anonymous label. */
export async function replay({ tx, body }: OperationContext): Promise<unknown> {
  const id = headerIdOf(body);
  const log = await readLog(tx, id);
  const labels = await tx.query<{ supplierId: number; label: string; name: string }>(
    'SELECT supplier_id AS "supplierId", bidder_label AS label, supplier_name AS name FROM srm_pon_compete_suppliers WHERE compete_header_id = $1',
    [id],
  );
  const who = new Map(labels.rows.map((r) => [Number(r.supplierId), r]));
  const items = await tx.query<{ competeLineId: number; itemCode: string; itemName: string }>(
    'SELECT compete_line_id AS "competeLineId", item_code AS "itemCode", item_name AS "itemName" FROM srm_pon_compete_items WHERE compete_header_id = $1 ORDER BY line_number',
    [id],
  );
  return {
    chain: verify(log),
    items: items.rows.map((i) => ({ ...i, competeLineId: Number(i.competeLineId) })),
    offers: log.map((o) => ({
      offerId: o.offerId,
      turnNumber: o.turnNumber,
      competeLineId: o.competeLineId,
      supplierId: o.supplierId,
      supplierSeq: o.supplierSeq,
      bidderLabel: who.get(o.supplierId)?.label ?? '',
      supplierName: who.get(o.supplierId)?.name ?? '',
      price: Number(o.price),
      offerTime: new Date(o.offerTime).toISOString(),
      entryHash: o.entryHash,
    })),
  };
}
