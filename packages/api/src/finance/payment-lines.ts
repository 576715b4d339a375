/**
 * The lines of a payment request (entities/finance/STATES.md "Payment
 * request"), made under row locks so that requests racing on the same invoice
 * never ask more than is payable: the supplier's confirmed invoices are locked
 * first (in id order), then the deductions, then the advances, and only then
 * is what other live requests hold read. Amounts are exact cents (money.ts).
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import { recomputeAmounts } from '../engine/computed.ts';

import { cents, decimal, maxC, minC } from './money.ts';
import { convert } from './rates.ts';
import { today } from '../engine/clock.ts';
import { rows } from '../db/db.ts';

/** A request holds what it lists in every state but CANCELLED. */
export const LIVE_PAYMENT = `payment_status <> 'CANCELLED'`;

interface Header {
  paymentId: number;
  supplierId: number;
  orgId: number;
  currencyCode: string;
  invoiceId: number | null;
  requestedAmount: string | null;
}

interface Node {
  invoiceId: number;
  invoiceNumber: string;
  poHeaderId: number;
  poNumber: string;
  nodeLine: number;
  termNode: string;
  proportion: string;
  dueDate: string;
  nodeAmount: string;
  payable: string;
}

/** Refused for a supplier frozen for payment (supplier freeze clears `payment_flag`). */
export async function refuseFrozen(tx: Queryable, supplierId: unknown): Promise<void> {
  const [s] = await rows<{ flag: string; name: string }>(
    tx,
    'SELECT payment_flag AS flag, supplier_name AS name FROM srm_pos_supplier_info WHERE supplier_id = $1',
    [supplierId],
  );
  if (s?.flag === 'N') throw new ValidationError([{ field: 'supplierId', key: 'rule.supplierPaymentFrozen', params: { value: s.name } }]);
}

/**
 * Every payment node of every order on the invoices, with its share and due
 * date, and what is payable of it: the share less what other live requests
 * hold. Shares are cumulative differences of rounded amounts, so an order's
 * nodes add up to its invoiced amount to the cent whatever the proportions.
 */
async function nodesOf(tx: Queryable, invoiceIds: number[], paymentId: number): Promise<Node[]> {
  return rows<Node>(
    tx,
    `WITH g AS (
       SELECT i.invoice_id, i.invoice_number, i.confirmed_date::date AS confirmed, ph.po_header_id, ph.po_number, ph.payment_term_id,
              ph.creation_date::date AS ordered, max(dl.received_date) AS received, sum(il.total_amount) AS subtotal
         FROM srm_fin_invoices i JOIN srm_fin_invoice_lines il ON il.invoice_id = i.invoice_id
         JOIN srm_po_lines pl ON pl.po_line_id = il.po_line_id JOIN srm_po_headers ph ON ph.po_header_id = pl.po_header_id
         LEFT JOIN srm_po_delivery_lines dl ON dl.delivery_line_id = il.delivery_line_id
        WHERE i.invoice_id = ANY($1)
        GROUP BY i.invoice_id, i.invoice_number, i.confirmed_date, ph.po_header_id, ph.po_number, ph.payment_term_id, ph.creation_date
     ), n AS (
       SELECT g.*, COALESCE(tn.line_number, 1) AS node_line, COALESCE(tn.payment_term_node, 'ACCEPTANCE') AS term_node,
              COALESCE(tn.payment_proportion, 100) AS proportion, COALESCE(tn.bias_days, 0)::int AS bias,
              sum(COALESCE(tn.payment_proportion, 100)) OVER (PARTITION BY g.invoice_id, g.po_header_id ORDER BY tn.line_number, tn.term_node_id) AS cum
         FROM g LEFT JOIN srm_pon_payment_term_nodes tn ON tn.payment_term_id = g.payment_term_id
     ), s AS (
       SELECT n.*, round(subtotal * cum / 100, 2) - round(subtotal * (cum - proportion) / 100, 2) AS node_amount,
              CASE term_node WHEN 'ADVANCE' THEN ordered WHEN 'ACCEPTANCE' THEN confirmed ELSE COALESCE(received, confirmed) END + bias AS due_date
         FROM n
     )
     SELECT invoice_id AS "invoiceId", invoice_number AS "invoiceNumber", po_header_id AS "poHeaderId", po_number AS "poNumber", node_line AS "nodeLine",
            term_node AS "termNode", proportion::text, to_char(due_date, 'YYYY-MM-DD') AS "dueDate", node_amount::text AS "nodeAmount",
            (node_amount - COALESCE((SELECT sum(l.amount) FROM srm_fin_payment_lines l JOIN srm_fin_payment_applies p ON p.payment_id = l.payment_id
                                      WHERE l.line_kind = 'INVOICE' AND l.invoice_id = s.invoice_id AND l.po_header_id = s.po_header_id
                                        AND l.node_line = s.node_line AND p.${LIVE_PAYMENT} AND p.payment_id <> $2), 0))::text AS payable
       FROM s WHERE due_date <= $3::date
      ORDER BY due_date, invoice_id, po_header_id, node_line`,
    [invoiceIds, paymentId, today()],
  );
}

/** Confirmed deductions not held by another live request, on none of the supplier's statements or on one of the invoices'. */
async function deductionsFor(tx: Queryable, h: Header, invoiceIds: number[]) {
  return rows<{ id: number; number: string; amount: string; reason: string }>(
    tx,
    `SELECT d.deduction_id AS id, d.deduction_number AS number, d.deduction_amount::text AS amount, left(d.deduction_reason, 200) AS reason
       FROM srm_fin_deductions d
      WHERE d.supplier_id = $1 AND d.org_id = $2 AND d.currency_code = $3 AND d.deduction_status = 'CONFIRMED'
        AND (d.account_id IS NULL OR d.account_id IN (SELECT account_id FROM srm_fin_invoices WHERE invoice_id = ANY($4)))
        AND NOT EXISTS (SELECT 1 FROM srm_fin_payment_lines l WHERE l.deduction_hold = d.deduction_id AND l.payment_id <> $5)
      ORDER BY d.deduction_id FOR UPDATE OF d`,
    [h.supplierId, h.orgId, h.currencyCode, invoiceIds, h.paymentId],
  );
}

/** What remains of an approved advance for new offsets: less what live requests offset and refunds not cancelled. */
export const ADVANCE_REMAINING = `a.advance_amount
   - COALESCE((SELECT -sum(l.amount) FROM srm_fin_payment_lines l JOIN srm_fin_payment_applies p ON p.payment_id = l.payment_id
                WHERE l.line_kind = 'ADVANCE' AND l.advance_id = a.advance_id AND p.${LIVE_PAYMENT} AND p.payment_id <> $PAYMENT), 0)
   - COALESCE((SELECT sum(c.collect_amount) FROM srm_fin_advance_collects c
                WHERE c.advance_id = a.advance_id AND c.collect_kind = 'REFUND' AND c.collect_status <> 'CANCELLED' AND c.collect_id <> $COLLECT), 0)`;

async function advancesFor(tx: Queryable, h: Header) {
  await tx.query(
    `SELECT 1 FROM srm_fin_advance_applies WHERE supplier_id = $1 AND org_id = $2 AND currency_code = $3 AND advance_status = 'APPROVED' ORDER BY advance_id FOR UPDATE`,
    [h.supplierId, h.orgId, h.currencyCode],
  );
  return rows<{ id: number; number: string; remaining: string }>(
    tx,
    `SELECT a.advance_id AS id, a.advance_number AS number, (${ADVANCE_REMAINING.replace('$PAYMENT', '$4').replace('$COLLECT', '0')})::text AS remaining
       FROM srm_fin_advance_applies a
      WHERE a.supplier_id = $1 AND a.org_id = $2 AND a.currency_code = $3 AND a.advance_status = 'APPROVED'
      ORDER BY a.approved_date, a.advance_id`,
    [h.supplierId, h.orgId, h.currencyCode, h.paymentId],
  );
}

async function headerOf(tx: Queryable, paymentId: number): Promise<Header> {
  const [h] = await rows<Header>(
    tx,
    `SELECT payment_id AS "paymentId", supplier_id AS "supplierId", org_id AS "orgId", currency_code AS "currencyCode", invoice_id AS "invoiceId",
            requested_amount::text AS "requestedAmount"
       FROM srm_fin_payment_applies WHERE payment_id = $1 FOR UPDATE`,
    [paymentId],
  );
  if (!h) throw new AppError('NOT_FOUND');
  return h;
}

/** The invoices a request may pay: confirmed, BLUE, of its supplier, organisation and currency (or the one it names), locked. */
async function lockInvoices(tx: Queryable, h: Header): Promise<number[]> {
  const found = await rows<{ id: number }>(
    tx,
    `SELECT invoice_id AS id FROM srm_fin_invoices
      WHERE supplier_id = $1 AND org_id = $2 AND currency_code = $3 AND invoice_kind = 'BLUE' AND invoice_status = 'CONFIRMED'
        AND ($4::bigint IS NULL OR invoice_id = $4) ORDER BY invoice_id FOR UPDATE`,
    [h.supplierId, h.orgId, h.currencyCode, h.invoiceId],
  );
  if (h.invoiceId && !found.length) {
    const [i] = await rows<{ n: string }>(tx, 'SELECT invoice_number AS n FROM srm_fin_invoices WHERE invoice_id = $1', [h.invoiceId]);
    throw new ValidationError([{ field: 'invoiceId', key: 'rule.invoiceNotPayable', params: { value: i?.n ?? h.invoiceId } }]);
  }
  return found.map((r) => Number(r.id));
}

type Line = Record<string, unknown>;

/**
 * (Re)builds a draft request: what is due on its invoices node by node (all
 * of it, or what its asked amount needs), less every deduction it may take,
 * less advances up to what remains to pay. Refused when nothing is payable,
 * and naming `requestedAmount` when that asks more than is payable.
 */
export async function buildPayment(tx: Queryable, paymentId: number, userId: number): Promise<void> {
  const h = await headerOf(tx, paymentId);
  await refuseFrozen(tx, h.supplierId);
  await tx.query('DELETE FROM srm_fin_payment_lines WHERE payment_id = $1', [paymentId]);
  const invoiceIds = await lockInvoices(tx, h);
  const nodes = (await nodesOf(tx, invoiceIds, paymentId)).filter((n) => cents(n.payable) > 0n);
  const deductions = await deductionsFor(
    tx,
    h,
    nodes.map((n) => Number(n.invoiceId)),
  );
  const advances = (await advancesFor(tx, h)).filter((a) => cents(a.remaining) > 0n);

  const gross = nodes.reduce((s, n) => s + cents(n.payable), 0n);
  const deducted = deductions.reduce((s, d) => s + cents(d.amount), 0n);
  const advance = advances.reduce((s, a) => s + cents(a.remaining), 0n);
  const beyondDeductions = gross - deducted;
  if (beyondDeductions <= 0n) throw new AppError('PAYMENT_NOTHING_PAYABLE');
  const maxNet = beyondDeductions - minC(advance, beyondDeductions);
  const asked = h.requestedAmount === null ? null : cents(h.requestedAmount);
  if (asked !== null && asked > maxNet)
    throw new ValidationError([{ field: 'requestedAmount', key: 'rule.paymentAbovePayable', params: { value: decimal(asked), payable: decimal(maxNet) } }]);
  const take = asked === null ? gross : minC(gross, asked + deducted + advance);
  let offset = minC(advance, maxC(take - deducted, 0n));

  const lines: Line[] = [];
  let left = take;
  for (const n of nodes) {
    if (left <= 0n) break;
    const amount = minC(cents(n.payable), left);
    left -= amount;
    lines.push({
      kind: 'INVOICE',
      label: `${n.invoiceNumber} ${n.poNumber} ${n.termNode} ${n.proportion}%`,
      invoiceId: n.invoiceId,
      invoiceNumber: n.invoiceNumber,
      poHeaderId: n.poHeaderId,
      poNumber: n.poNumber,
      nodeLine: n.nodeLine,
      termNode: n.termNode,
      proportion: n.proportion,
      dueDate: n.dueDate,
      nodeAmount: n.nodeAmount,
      payable: n.payable,
      amount: decimal(amount),
    });
  }
  for (const d of deductions)
    lines.push({ kind: 'DEDUCTION', label: `${d.number} ${d.reason}`, deductionId: d.id, deductionNumber: d.number, amount: decimal(-cents(d.amount)) });
  for (const a of advances) {
    if (offset <= 0n) break;
    const amount = minC(cents(a.remaining), offset);
    offset -= amount;
    lines.push({ kind: 'ADVANCE', label: a.number, advanceId: a.id, advanceNumber: a.number, payable: a.remaining, amount: decimal(-amount) });
  }
  await tx.query(
    `INSERT INTO srm_fin_payment_lines (payment_id, line_number, line_kind, line_label, invoice_id, invoice_number, po_header_id, po_number, node_line, term_node,
            proportion, due_date, node_amount, payable_amount, amount, deduction_id, deduction_hold, deduction_number, advance_id, advance_number, created_by, last_updated_by)
     SELECT $1, x.n, x.l->>'kind', x.l->>'label', (x.l->>'invoiceId')::bigint, x.l->>'invoiceNumber', (x.l->>'poHeaderId')::bigint, x.l->>'poNumber',
            (x.l->>'nodeLine')::int, x.l->>'termNode', (x.l->>'proportion')::numeric, (x.l->>'dueDate')::date, (x.l->>'nodeAmount')::numeric,
            (x.l->>'payable')::numeric, (x.l->>'amount')::numeric, (x.l->>'deductionId')::bigint, (x.l->>'deductionId')::bigint, x.l->>'deductionNumber',
            (x.l->>'advanceId')::bigint, x.l->>'advanceNumber', $2, $2
       FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS x(l, n)`,
    [paymentId, userId, JSON.stringify(lines)],
  );
  const sum = (kind: string) => decimal(-lines.filter((l) => l.kind === kind).reduce((s, l) => s + cents(l.amount), 0n));
  await tx.query(
    'UPDATE srm_fin_payment_applies SET gross_amount = $2::numeric, deducted_amount = $3::numeric, offset_amount = $4::numeric, apply_date = $5::date WHERE payment_id = $1',
    [paymentId, decimal(-cents(sum('INVOICE'))), sum('DEDUCTION'), sum('ADVANCE'), today()],
  );
  await recomputeAmounts(tx, getEntity('finPaymentApply'), paymentId);
  await convert(tx, 'srm_fin_payment_applies', 'payment_id', paymentId, 'payment_amount', h.currencyCode, today());
}

/** Stops holding: a cancelled request's lines stay as history but hold no deduction (the rest is read by state). */
export async function releasePayment(tx: Queryable, paymentId: number): Promise<void> {
  await tx.query('UPDATE srm_fin_payment_lines SET deduction_hold = NULL WHERE payment_id = $1', [paymentId]);
}
