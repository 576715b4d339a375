/**
 * A year of purchasing for the demo company, so lists, reports and charts have
 * a shape: every month both suppliers receive orders that run the whole chain
 * (requisition, approval, order, release, promised dates, delivery note,
 * receipt, closing), and the last weeks leave documents in every state a
 * buyer meets (drafts, waiting approvals, refusals, orders awaiting dates,
 * notes on the road, cancellations).
 *
 * Everything goes through the operations and workflow actions the screens use,
 * by the demo users themselves, so numbers, totals, quantities, to-dos and
 * notifications hold. Only time is arranged: the engine's calendar is set to
 * the chain's day (document numbers and default dates), and afterwards the
 * instants PostgreSQL stamped itself (creation, approval, release, shipping,
 * receipt, and the chain's to-dos, notifications and audit entries) are moved
 * onto the chain's days. Deterministic: the same demo on every start.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { Db } from '../db/db.ts';
import type { EntityOperations, Row } from '../engine/operations.ts';
import type { Caller } from '../engine/caller.ts';
import { atDate } from '../engine/clock.ts';
import { actor, actorOn } from './act.ts';

export interface HistoryCast {
  ops: EntityOperations;
  buyer: Caller;
  approver: Caller;
  /** Each supplier with the materials it sells (all counted in pieces) and how often it delivers on time. */
  suppliers: { caller: Caller; items: number[]; onTimeRate: number }[];
  orgId: number;
  projectId: number;
}

/** Where a chain stops: the whole way, or at one of the states the last weeks show. */
const STOPS = [
  'reqDraft',
  'reqCancelled',
  'reqSubmitted',
  'reqRejected',
  'poDraft',
  'poSubmitted',
  'poRejected',
  'poApproved',
  'poReleased',
  'poFeedback',
  'poChanging',
  'poChanged',
  'poConfirmed',
  'noteDraft',
  'noteShipped',
  'noteCancelled',
  'poCancelled',
  'received',
] as const;
type Stop = (typeof STOPS)[number] | 'closed';

const DAY = 86_400_000;

/** mulberry32: small, seedable, good enough to vary quantities and days. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export async function seedPurchaseHistory(db: Db, cast: HistoryCast): Promise<{ chains: number }> {
  const rnd = random(20261124);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  // The history ends yesterday, so that nothing in it is later than the moment the demo starts.
  const today = new Date(`${formatDate(new Date(Date.now() - DAY))}T08:00:00`);
  const plan: { day: Date; supplier: number; stop: Stop }[] = [];
  // Eleven months back to six weeks ago: completed chains, two or three a month per supplier.
  for (let month = 11; month >= 2; month--) {
    for (let s = 0; s < cast.suppliers.length; s++) {
      const count = 2 + Math.floor(rnd() * 2);
      for (let i = 0; i < count; i++) plan.push({ day: new Date(today.getTime() - (month * 30 + Math.floor(rnd() * 28)) * DAY), supplier: s, stop: 'closed' });
    }
  }
  // The last weeks: each state once or twice, both suppliers.
  STOPS.forEach((stop, i) =>
    plan.push({ day: new Date(today.getTime() - (40 - i * 2 - Math.floor(rnd() * 2)) * DAY), supplier: i % cast.suppliers.length, stop }),
  );
  plan.sort((a, b) => a.day.getTime() - b.day.getTime());
  for (const chain of plan)
    await runChain(db, cast, chain.day, Math.floor((today.getTime() - chain.day.getTime()) / DAY), cast.suppliers[chain.supplier], chain.stop, rnd, pick);
  // People have read what reached them more than two weeks ago.
  await db.query(
    `UPDATE srm_base_notifications SET viewed_flag = 'Y' WHERE creation_date < now() - interval '14 days' AND entity_name IN ('purRequisition', 'purOrder', 'purDeliveryNote')`,
  );
  return { chains: plan.length };
}

/** One requisition's way to `stop`, begun on `day`; `room` days remain before today, and nothing happens after today. */
async function runChain(
  db: Db,
  cast: HistoryCast,
  day: Date,
  room: number,
  supplier: HistoryCast['suppliers'][number],
  stop: Stop,
  rnd: () => number,
  pick: <T>(l: readonly T[]) => T,
): Promise<void> {
  const { ops, buyer, approver } = cast;
  const at = (days: number) => new Date(day.getTime() + days * DAY);
  const date = (days: number) => formatDate(at(days));
  const act = actor(ops);
  const moves: { entity: string; id: number; at: Date; stamps?: Record<string, Date> }[] = [];
  let changeToday: number | null = null;

  await atDate(day, async () => {
    const items = [...new Set([pick(supplier.items), pick(supplier.items)])];
    const lead = 14 + Math.floor(rnd() * 21);
    const requisition = await ops.save(getEntity('purRequisition'), buyer, {
      orgId: cast.orgId,
      projectId: cast.projectId,
      requesterName: '张采购',
      comments: pick(['产线备件', '月度补库', '新品试制', '设备维修', '安全库存补充']),
      lines: items.map((itemId, i) => ({
        lineNumber: i + 1,
        itemId,
        uomCode: 'PCS',
        demandQty: 10 * (1 + Math.floor(rnd() * 30)),
        needByDate: date(lead),
        suggestedSupplierId: supplier.caller.supplierId,
      })),
    });
    const reqId = Number(requisition.requisitionHeaderId);
    moves.push({ entity: 'purRequisition', id: reqId, at: day });
    if (stop === 'reqDraft') return;
    if (stop === 'reqCancelled') {
      await act('purRequisition', buyer, 'cancel', reqId);
      return;
    }
    await act('purRequisition', buyer, 'submit', reqId);
    if (stop === 'reqSubmitted') return;
    if (stop === 'reqRejected') {
      await act('purRequisition', approver, 'reject', reqId, { comment: '预算不足，请下月再提' });
      return;
    }
    await act('purRequisition', approver, 'approval', reqId);
    moves[0].stamps = { approval_date: at(1) };

    const demand = getEntity('purDemandSummary');
    const lineIds = (requisition.lines as Row[]).map((l) => l.requisitionLineId);
    const order = (await atDate(at(2), () =>
      ops.runOperation(demand, buyer, demand.operations!.find((o) => o.operation === 'doCreatePurchaseOrder')!, {
        requisitionLineIds: lineIds,
        supplierId: supplier.caller.supplierId,
      }),
    )) as Row;
    const poId = Number(order.poHeaderId);
    const po = { entity: 'purOrder', id: poId, at: at(2), stamps: {} as Record<string, Date> };
    moves.push(po);
    if (stop === 'poDraft') return;
    await act('purOrder', buyer, 'submit', poId);
    if (stop === 'poSubmitted') return;
    if (stop === 'poRejected') {
      await act('purOrder', approver, 'reject', poId, { comment: '价格高于协议价，请重新议价' });
      return;
    }
    await act('purOrder', approver, 'approval', poId);
    po.stamps.approved_date = at(3);
    if (stop === 'poApproved') return;
    await act('purOrder', buyer, 'release', poId);
    po.stamps.released_date = at(3.2);
    if (stop === 'poReleased') return;
    // The customer's need grows after release: the order is changed into a second version,
    // today (after the chain's past is laid down, so the archived version keeps its days).
    if (stop === 'poChanging' || stop === 'poChanged') {
      changeToday = poId;
      return;
    }
    // Cancelled after the supplier had it: the need went away before anything shipped.
    if (stop === 'poCancelled') {
      await act('purOrder', buyer, 'cancel', poId, { comment: '客户订单取消' });
      return;
    }
    const promised = Math.min(lead + Math.floor(rnd() * 4) - 1, room - 1);
    await act('purOrder', supplier.caller, 'feedback', poId, {
      lines: (order.lines as Row[]).map((l) => ({ poLineId: l.poLineId, feedbackDate: date(promised) })),
    });
    if (stop === 'poFeedback') return;
    await act('purOrder', buyer, 'confirmFeedback', poId);
    if (stop === 'poConfirmed') return;

    const shipDay = Math.max(6, Math.min(promised - 2 - Math.floor(rnd() * 3), room - 2));
    const note = await atDate(at(shipDay), () =>
      ops.save(getEntity('purDeliveryNote'), supplier.caller, {
        deliveryDate: date(shipDay),
        expectedArrivalDate: date(shipDay + 2),
        carrier: pick(['顺丰速运', '德邦物流', '自有车辆']),
        lines: (order.lines as Row[]).map((l, i) => ({ lineNumber: i + 1, poLineId: l.poLineId, deliveryQty: l.quantity, packQty: l.quantity })),
      }),
    );
    const noteId = Number(note.deliveryHeaderId);
    const delivery = { entity: 'purDeliveryNote', id: noteId, at: at(shipDay), stamps: {} as Record<string, Date> };
    moves.push(delivery);
    if (stop === 'noteDraft') return;
    await act('purDeliveryNote', supplier.caller, 'ship', noteId);
    delivery.stamps.shipped_date = at(shipDay + 0.3);
    if (stop === 'noteShipped') return;
    if (stop === 'noteCancelled') {
      await act('purDeliveryNote', supplier.caller, 'cancel', noteId);
      return;
    }
    await act('purDeliveryNote', buyer, 'receive', noteId);
    // Most arrive by the promised day; the rest one to six days late.
    const arrival = Math.min(
      room,
      Math.max(shipDay + 1, rnd() < supplier.onTimeRate ? promised - Math.floor(rnd() * 2) : promised + 1 + Math.floor(rnd() * 6)),
    );
    delivery.stamps.received_date = at(arrival + 0.4);
    await db.query('UPDATE srm_po_delivery_lines SET received_date = $2 WHERE delivery_header_id = $1', [noteId, date(arrival)]);
    if (stop === 'received') return;
    await act('purOrder', buyer, 'close', poId);
  });
  for (const m of moves) await moveInTime(db, m.entity, m.id, m.at, m.stamps ?? {});
  if (changeToday !== null) await changeOrder(cast, changeToday, stop === 'poChanged');
}

/** A released order changed into its next version (quantities up by ten), and approved and released again when `release`. */
async function changeOrder({ ops, buyer, approver }: HistoryCast, poId: number, release: boolean): Promise<void> {
  const po = getEntity('purOrder');
  const act = (caller: Caller, action: string, input: Row = {}) => actorOn(ops, 'purOrder')(caller, action, poId, input);
  await act(buyer, 'change', { comment: '客户需求调整，数量追加' });
  const fresh = await ops.findById(po, buyer, { poHeaderId: poId });
  await ops.save(po, buyer, {
    poHeaderId: poId,
    versionNum: fresh.versionNum,
    lines: (fresh.lines as Row[]).map((l) => ({
      poLineId: l.poLineId,
      lineNumber: l.lineNumber,
      itemId: l.itemId,
      quantity: Number(l.quantity) + 10,
      taxPrice: l.taxPrice,
      needByDate: l.needByDate,
    })),
  });
  if (!release) return;
  await act(buyer, 'submit');
  await act(approver, 'approval');
  await act(buyer, 'release');
}

const timestampColumns = new Map<string, string[]>();
async function timestampsOf(db: Db, table: string): Promise<string[]> {
  let cols = timestampColumns.get(table);
  if (!cols) {
    const res = await db.query<{ c: string }>(
      `SELECT column_name AS c FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND data_type LIKE 'timestamp%'`,
      [table],
    );
    cols = res.rows.map((r) => r.c);
    timestampColumns.set(table, cols);
  }
  return cols;
}

/**
 * Moves every instant PostgreSQL stamped on a document (header, lines, to-dos,
 * notifications, audit entries) by the same amount so that its creation falls on
 * `at`, then sets the named stamps (approval, release, shipping, receipt) to their
 * days. The stamps its actions declare were written by the engine's clock, on
 * the document's day already, and stay.
 */
export async function moveInTime(db: Db, entity: string, id: number, at: Date, stamps: Record<string, Date>): Promise<void> {
  const def = getEntity(entity);
  const keyCol = toSnake(def.key);
  const created = (await db.query<{ t: Date }>(`SELECT creation_date AS t FROM ${def.table} WHERE ${keyCol} = $1`, [id])).rows[0].t;
  const shift = `${at.getTime() - new Date(created).getTime()} milliseconds`;
  // What the actions stamp followed the engine's clock, already on the document's days.
  const stamped = new Set((def.workflow?.actions ?? []).flatMap((a) => (a.stamp ? [toSnake(a.stamp)] : [])));
  const move = async (table: string, where: string, params: unknown[]) => {
    const cols = (await timestampsOf(db, table)).filter((c) => table !== def.table || !stamped.has(c));
    if (cols.length)
      await db.query(`UPDATE ${table} SET ${cols.map((c) => `${c} = ${c} + $${params.length + 1}::interval`).join(', ')} WHERE ${where}`, [...params, shift]);
  };
  await move(def.table, `${keyCol} = $1`, [id]);
  for (const child of def.children ?? []) await move(getEntity(child.entity).table, `${toSnake(child.foreignKey)} = $1`, [id]);
  for (const table of ['srm_base_interior_pending', 'srm_base_supplier_pending', 'srm_base_notifications', 'saaf_audit_log', 'sys_document_versions']) {
    await move(table, 'entity_name = $1 AND record_id = $2', [entity, id]);
  }
  const names = Object.keys(stamps);
  if (names.length)
    await db.query(`UPDATE ${def.table} SET ${names.map((n, i) => `${n} = $${i + 2}`).join(', ')} WHERE ${keyCol} = $1`, [id, ...names.map((n) => stamps[n])]);
}
