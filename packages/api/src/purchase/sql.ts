/**
 * Quantities and amounts the purchasing documents keep in step, as SQL: order
 * amounts at the money precision of the definitions, shipped and received
 * quantities from the delivery notes, requisition lines from the order lines
 * they became.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { rows, type Queryable } from '../db/db.ts';
import type { Caller } from '../engine/caller.ts';
import { precisionOf } from '../engine/computed.ts';
import type { PendingEvents } from '../engine/events.ts';
import type { EntityOperations } from '../engine/operations.ts';

/**
 * What a server transition needs (`ops.transition`): an operation's or a
 * hook's context carries it. `caller` is whom the audit names (the receiver,
 * the buyer who cancelled); absent, the system.
 */
export interface ServerTx {
  ops: EntityOperations;
  tx: Queryable;
  pending: PendingEvents;
  caller?: Caller;
}

/**
 * An order line's derived columns from its quantity and price and its header's tax rate and number.
 * `line(column)` names the line's value of a column: `l.quantity` after the fact, the new value in the
 * UPDATE that writes changed lines (purchase/hooks.ts `derivedColumns`), so a changed line is written once.
 */
export function orderLineAmounts(line: (column: string) => string, h: string): [string, string][] {
  const price = precisionOf('purOrderLine', 'nonTaxPrice');
  const amount = precisionOf('purOrderLine', 'lineAmount');
  const lineAmount = `round(${line('quantity')} * ${line('tax_price')}, ${amount})`;
  const netAmount = `round(${lineAmount} / (1 + ${h}.tax_rate), ${amount})`;
  return [
    ['tax_rate', `${h}.tax_rate`],
    ['line_label', `${h}.po_number || '-' || ${line('line_number')} || ' ' || COALESCE(${line('item_code')}, '') || ' ' || COALESCE(${line('item_name')}, '')`],
    ['non_tax_price', `round(${line('tax_price')} / (1 + ${h}.tax_rate), ${price})`],
    ['line_amount', lineAmount],
    ['net_amount', netAmount],
    ['tax_amount', `${lineAmount} - ${netAmount}`],
  ];
}

/**
 * Line amounts, tax and header totals of one order, never taken from the client.
 * Only lines and totals whose values change are written: an order saved as read
 * rewrote its 200 lines (new row versions in eight indexes, a trigram one among
 * them), the largest part of that save in PostgreSQL.
 */
export async function recomputeOrder(tx: Queryable, poHeaderId: number): Promise<void> {
  const total = precisionOf('purOrder', 'totalAmount');
  const functional = precisionOf('purOrder', 'totalAmountFunctional');
  const lines = orderLineAmounts((c) => `l.${c}`, 'h');
  await tx.query(
    `UPDATE srm_po_lines l SET ${lines.map(([c, e]) => `${c} = ${e}`).join(', ')}
       FROM srm_po_headers h WHERE h.po_header_id = l.po_header_id AND h.po_header_id = $1
        AND (${lines.map(([c]) => `l.${c}`).join(', ')}) IS DISTINCT FROM (${lines.map(([, e]) => e).join(', ')})`,
    [poHeaderId],
  );
  const totals: [string, string][] = [
    ['total_amount', `round(s.a, ${total})`],
    ['total_net_amount', `round(s.n, ${total})`],
    ['total_tax_amount', `round(s.t, ${total})`],
    ['total_amount_functional', `round(s.a * COALESCE(h.exchange_rate, 1), ${functional})`],
  ];
  await tx.query(
    `UPDATE srm_po_headers h SET ${totals.map(([c, e]) => `${c} = ${e}`).join(', ')}
       FROM (SELECT COALESCE(sum(line_amount), 0) AS a, COALESCE(sum(net_amount), 0) AS n, COALESCE(sum(tax_amount), 0) AS t
               FROM srm_po_lines WHERE po_header_id = $1 AND line_status <> 'CANCELLED') s
      WHERE h.po_header_id = $1 AND (${totals.map(([c]) => `h.${c}`).join(', ')}) IS DISTINCT FROM (${totals.map(([, e]) => e).join(', ')})`,
    [poHeaderId],
  );
}

/** Budget amounts of a requisition's lines and its total. */
export async function recomputeRequisition(tx: Queryable, id: number): Promise<void> {
  const amount = precisionOf('purRequisitionLine', 'budgetAmount');
  const qty = precisionOf('purRequisitionLine', 'primaryQty');
  await tx.query(
    `UPDATE srm_po_requisition_lines SET budget_amount = round(demand_qty * COALESCE(budget_price, 0), ${amount}), primary_qty = round(demand_qty * conversion_rate, ${qty})
      WHERE requisition_header_id = $1`,
    [id],
  );
  await tx.query(
    `UPDATE srm_po_requisition_headers h SET total_budget_amount = (SELECT COALESCE(sum(budget_amount), 0) FROM srm_po_requisition_lines l
        WHERE l.requisition_header_id = h.requisition_header_id AND l.line_status <> 'CANCELLED') WHERE h.requisition_header_id = $1`,
    [id],
  );
}

/**
 * Shipped and received quantities of order lines (and of delivery notice
 * lines) from the delivery notes; a fully received OPEN line becomes RECEIVED
 * by its server action `receiveLine` (the quantity decides, line by line).
 */
export async function recomputeShipments(server: ServerTx, poLineIds: number[], noticeLineIds: number[] = []): Promise<void> {
  const { tx } = server;
  if (poLineIds.length) {
    await tx.query(
      `UPDATE srm_po_lines l SET
          shipped_qty = COALESCE((SELECT sum(dl.delivery_qty) FROM srm_po_delivery_lines dl JOIN srm_po_delivery_headers dh ON dh.delivery_header_id = dl.delivery_header_id
                                   WHERE dl.po_line_id = l.po_line_id AND dh.delivery_status IN ('OPEN', 'CLOSED')), 0),
          received_qty = COALESCE((SELECT sum(dl.received_qty) FROM srm_po_delivery_lines dl JOIN srm_po_delivery_headers dh ON dh.delivery_header_id = dl.delivery_header_id
                                   WHERE dl.po_line_id = l.po_line_id AND dh.delivery_status = 'CLOSED'), 0)
        WHERE l.po_line_id = ANY($1)`,
      [poLineIds],
    );
    const received = await rows<{ id: number }>(
      tx,
      `SELECT po_line_id AS id FROM srm_po_lines WHERE po_line_id = ANY($1) AND line_status = 'OPEN' AND received_qty >= quantity ORDER BY po_line_id`,
      [poLineIds],
    );
    const line = getEntity('purOrderLine');
    for (const r of received) await server.ops.transition(tx, server.pending, line, 'receiveLine', Number(r.id), { by: server.caller });
  }
  if (noticeLineIds.length) {
    await tx.query(
      `UPDATE srm_po_notice_line n SET shipped_qty = COALESCE((SELECT sum(dl.delivery_qty) FROM srm_po_delivery_lines dl JOIN srm_po_delivery_headers dh ON dh.delivery_header_id = dl.delivery_header_id
                                   WHERE dl.po_notice_line_id = n.line_id AND dh.delivery_status IN ('OPEN', 'CLOSED')), 0)
        WHERE n.line_id = ANY($1)`,
      [noticeLineIds],
    );
  }
}

/**
 * Ordered quantity of requisition lines from the order lines made of them
 * (cancelled ones give their quantity back): OPEN while some is left, ORDERED
 * when all of it is; a requisition whose lines are all ordered is ORDERED
 * (server action `ordered`), and APPROVED again when an order gives some back
 * (`orderReopened`).
 */
export async function syncRequisitionLines(server: ServerTx, requisitionLineIds: number[]): Promise<void> {
  const { tx } = server;
  if (!requisitionLineIds.length) return;
  const changed = await rows<{ headerId: number }>(
    tx,
    `UPDATE srm_po_requisition_lines r SET
        ordered_qty = COALESCE((SELECT sum(pl.quantity) FROM srm_po_lines pl JOIN srm_po_headers ph ON ph.po_header_id = pl.po_header_id
                                 WHERE pl.requisition_line_id = r.requisition_line_id AND pl.line_status <> 'CANCELLED' AND ph.po_status <> 'CANCELLED'), 0),
        line_status = CASE WHEN r.line_status IN ('OPEN', 'ORDERED') THEN
                        CASE WHEN COALESCE((SELECT sum(pl.quantity) FROM srm_po_lines pl JOIN srm_po_headers ph ON ph.po_header_id = pl.po_header_id
                                 WHERE pl.requisition_line_id = r.requisition_line_id AND pl.line_status <> 'CANCELLED' AND ph.po_status <> 'CANCELLED'), 0) >= r.primary_qty
                             THEN 'ORDERED' ELSE 'OPEN' END
                      ELSE r.line_status END
      WHERE r.requisition_line_id = ANY($1) RETURNING r.requisition_header_id AS "headerId"`,
    [requisitionLineIds],
  );
  const headers = [...new Set(changed.map((r) => Number(r.headerId)))];
  const moved = await rows<{ id: number; status: string }>(
    tx,
    `SELECT h.requisition_header_id AS id, h.requisition_status AS status FROM srm_po_requisition_headers h
      WHERE h.requisition_header_id = ANY($1) AND h.requisition_status IN ('APPROVED', 'ORDERED')
        AND h.requisition_status <> CASE
              WHEN NOT EXISTS (SELECT 1 FROM srm_po_requisition_lines l WHERE l.requisition_header_id = h.requisition_header_id AND l.line_status = 'OPEN')
               AND EXISTS (SELECT 1 FROM srm_po_requisition_lines l WHERE l.requisition_header_id = h.requisition_header_id AND l.line_status = 'ORDERED') THEN 'ORDERED'
              ELSE 'APPROVED' END
      ORDER BY h.requisition_header_id`,
    [headers],
  );
  const def = getEntity('purRequisition');
  for (const m of moved)
    await server.ops.transition(tx, server.pending, def, m.status === 'APPROVED' ? 'ordered' : 'orderReopened', Number(m.id), { by: server.caller });
}
