/** Shared steps of the finance tests: a received order of chosen lines, statements and invoices made through the routes. */
import type { Client } from './helper.ts';
import { act, confirmedOrder, ok } from './purchase-kit.ts';

export interface Cast {
  buyer: Client;
  approver: Client;
  supplier: Client;
}

/** An order of `lines` (and header values such as its payment terms) approved, released and confirmed by the supplier. */
async function orderWith(c: Cast, supplierId: number, org: number, lines: Record<string, unknown>[], header: Record<string, unknown>) {
  if (!Object.keys(header).length) return confirmedOrder(c, supplierId, org, lines);
  const po = ok(await c.buyer.entity('purOrder', 'saveOrUpdate', { supplierId, orgId: org, currencyCode: 'CNY', taxRateCode: 'VAT13', ...header, lines }));
  for (const [who, step] of [
    [c.buyer, 'submit'],
    [c.approver, 'approval'],
    [c.buyer, 'release'],
    [c.supplier, 'feedback'],
    [c.buyer, 'confirmFeedback'],
  ] as const)
    ok(await act(who, 'purOrder', step, po.poHeaderId), `order ${step}`);
  return ok(await c.buyer.entity('purOrder', 'findById', { poHeaderId: po.poHeaderId }));
}

/** An order of `lines` confirmed by the supplier, shipped whole and received by the buyer today; answers the order. */
export async function receivedOrder(c: Cast, supplierId: number, org: number, lines: Record<string, unknown>[], header: Record<string, unknown> = {}) {
  const po = await orderWith(c, supplierId, org, lines, header);
  const poLines = po.lines as { poLineId: number; quantity: number }[];
  const note = ok(
    await c.supplier.entity('purDeliveryNote', 'saveOrUpdate', {
      lines: poLines.map((l, i) => ({ lineNumber: i + 1, poLineId: l.poLineId, deliveryQty: l.quantity })),
    }),
    'save delivery note',
  );
  ok(await act(c.supplier, 'purDeliveryNote', 'ship', note.deliveryHeaderId), 'ship');
  ok(await act(c.buyer, 'purDeliveryNote', 'receive', note.deliveryHeaderId), 'receive');
  return po;
}

/** A statement built by the buyer; `to` takes it on: sent, confirmed by the supplier, approved. */
export async function statement(c: Cast, body: Record<string, unknown>, to: 'DRAFT' | 'SENT' | 'CONFIRMED' | 'APPROVED' = 'DRAFT') {
  let s = ok(await c.buyer.entity('finAccountStmt', 'saveOrUpdate', { currencyCode: 'CNY', ...body }), 'build statement');
  const steps: [Client, string][] = [
    [c.buyer, 'send'],
    [c.supplier, 'confirm'],
    [c.approver, 'approval'],
  ];
  const n = { DRAFT: 0, SENT: 1, CONFIRMED: 2, APPROVED: 3 }[to];
  for (const [who, step] of steps.slice(0, n)) s = ok(await act(who, 'finAccountStmt', step, s.accountId), step);
  return s;
}

/** A deduction the approver confirmed. */
export async function confirmedDeduction(c: Cast, body: Record<string, unknown>) {
  const d = ok(await c.buyer.entity('finDeduction', 'saveOrUpdate', { currencyCode: 'CNY', deductionType: 'LATE_DELIVERY', deductionReason: '晚交', ...body }));
  ok(await act(c.buyer, 'finDeduction', 'submit', d.deductionId), 'submit deduction');
  return ok(await act(c.approver, 'finDeduction', 'approval', d.deductionId), 'approve deduction');
}
