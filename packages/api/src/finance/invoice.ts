/**
 * Invoices (entities/finance/STATES.md): entered by the supplier against its
 * own approved statement, refused when the code and number pair is known or a
 * line's tax is not amount × rate; matched on submit (the server then moves
 * it to MATCHED or EXCEPTION); confirmed, it settles its receipt and order
 * lines (and their orders, once every live line is); written off (红冲), a
 * RED invoice reverses it and the lines are open to invoice again. Its total
 * is converted to CNY at the rate of the invoice date.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { actionOf } from '@srm/domain/entity/workflows.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import { isSupplier, systemCaller } from '../engine/caller.ts';
import { recomputeAmounts } from '../engine/computed.ts';
import { registerHooks, savedValue, type ActionContext, type SaveContext } from '../engine/hooks.ts';
import type { EntityOperations } from '../engine/operations.ts';

import { buildInvoiceLines, checkTax, deriveInvoiceLines, matchInvoice } from './invoice-lines.ts';
import { paidAmountOf } from './payments.ts';
import { convert } from './rates.ts';
import { rows } from '../db/db.ts';

const INVOICE = 'finInvoice';

interface Statement {
  accountNumber: string;
  status: string;
  supplierId: number;
  supplierName: string;
  supplierNumber: string;
  orgId: number;
  orgName: string;
  currencyCode: string;
}

/** The statement an invoice is entered against: the caller's own (a supplier's), and approved. */
async function statementFor(ctx: SaveContext): Promise<Statement> {
  const accountId = savedValue(ctx, 'accountId');
  const [s] = await rows<Statement>(
    ctx.tx,
    `SELECT a.account_number AS "accountNumber", a.account_status AS status, a.supplier_id AS "supplierId", s.supplier_name AS "supplierName",
            s.supplier_number AS "supplierNumber", a.org_id AS "orgId", o.org_name AS "orgName", a.currency_code AS "currencyCode"
       FROM srm_fin_account_stmts a JOIN srm_pos_supplier_info s ON s.supplier_id = a.supplier_id LEFT JOIN saaf_institution o ON o.org_id = a.org_id
      WHERE a.account_id = $1 FOR UPDATE OF a`,
    [accountId],
  );
  const own = s && (!isSupplier(ctx.caller) || Number(s.supplierId) === Number(ctx.caller.supplierId));
  if (!own) throw new ValidationError([{ field: 'accountId', key: 'rule.statementNotOwn', params: { value: s?.accountNumber ?? accountId } }]);
  if (s.status !== 'APPROVED') throw new ValidationError([{ field: 'accountId', key: 'rule.statementNotApproved', params: { value: s.accountNumber } }]);
  return s;
}

/** An invoice code and number once only; the unique index stands behind this answer. */
async function refuseDuplicate(ctx: SaveContext): Promise<void> {
  const code = String(savedValue(ctx, 'invoiceCode') ?? '').trim();
  const number = String(savedValue(ctx, 'invoiceNumber') ?? '').trim();
  const [dup] = await rows(ctx.tx, 'SELECT 1 FROM srm_fin_invoices WHERE invoice_code = $1 AND invoice_number = $2 AND invoice_id <> $3', [
    code,
    number,
    ctx.before?.invoiceId ?? 0,
  ]);
  if (dup) throw new ValidationError([{ field: 'invoiceNumber', key: 'rule.invoiceDuplicate', params: { code, number } }]);
}

async function beforeSave(ctx: SaveContext): Promise<void> {
  const s = await statementFor(ctx);
  Object.assign(ctx.record, {
    supplierId: s.supplierId,
    supplierName: s.supplierName,
    supplierNumber: s.supplierNumber,
    orgId: s.orgId,
    orgName: s.orgName,
    currencyCode: s.currencyCode,
    accountNumber: s.accountNumber,
  });
  await refuseDuplicate(ctx);
  const lines = ctx.lines.lines;
  if (lines?.length && ctx.before) await checkTax(ctx.tx, Number(ctx.before.invoiceId), lines);
}

async function afterSave(ctx: SaveContext): Promise<void> {
  const id = ctx.id!;
  const accountId = Number(savedValue(ctx, 'accountId'));
  if (ctx.mode === 'insert' || accountId !== Number(ctx.before?.accountId))
    await buildInvoiceLines(ctx.tx, id, accountId, String(ctx.record.accountNumber), ctx.caller.userId);
  await deriveInvoiceLines(ctx.tx, id);
  await convert(ctx.tx, 'srm_fin_invoices', 'invoice_id', id, 'total_amount', String(ctx.record.currencyCode), String(savedValue(ctx, 'invoiceDate')));
}

/**
 * Receipt lines of the invoice SETTLED, and order lines whose every live receipt
 * is (their server action `settleLine`, line by line as the receipts decide); a
 * write-off takes them back to RECEIVED (`unsettleLine`).
 */
async function settle(ops: EntityOperations, ctx: ActionContext, invoiceId: number, settled: boolean): Promise<void> {
  const { tx } = ctx;
  const [from, to] = settled ? ['RECEIVED', 'SETTLED'] : ['SETTLED', 'RECEIVED'];
  await tx.query(
    `UPDATE srm_po_delivery_lines SET delivery_line_status = $2 WHERE delivery_line_status = $3
        AND delivery_line_id IN (SELECT delivery_line_id FROM srm_fin_invoice_lines WHERE invoice_id = $1)`,
    [invoiceId, to, from],
  );
  const lines = await rows<{ id: number }>(
    tx,
    `SELECT pl.po_line_id AS id FROM srm_po_lines pl WHERE pl.line_status = $3
        AND pl.po_line_id IN (SELECT po_line_id FROM srm_fin_invoice_lines WHERE invoice_id = $1)
        AND ($2 = 'RECEIVED' OR NOT EXISTS (SELECT 1 FROM srm_po_delivery_lines dl JOIN srm_po_delivery_headers dh ON dh.delivery_header_id = dl.delivery_header_id
                       WHERE dl.po_line_id = pl.po_line_id AND dh.delivery_status <> 'CANCELLED' AND dl.delivery_line_status <> 'SETTLED'))
      ORDER BY pl.po_line_id`,
    [invoiceId, to, from],
  );
  const line = getEntity('purOrderLine');
  const by = systemCaller(ctx.caller.lang);
  for (const l of lines) await ops.transition(tx, ctx.pending, line, settled ? 'settleLine' : 'unsettleLine', Number(l.id), { by });
}

/**
 * The order headers follow their lines: CONFIRMED or CLOSED to SETTLED once
 * every live line (neither cancelled nor closed) is settled, and back to the
 * state it settled from (read from the audit of that transition) when a
 * write-off takes a line back to RECEIVED. Moved by the server's own actions,
 * so they are audited as any transition.
 */
async function settleOrders(ops: EntityOperations, ctx: ActionContext, invoiceId: number, settled: boolean): Promise<void> {
  const orders = await rows<{ id: number; fromClosed: boolean | null }>(
    ctx.tx,
    `SELECT ph.po_header_id AS id,
            (SELECT a.changes FROM saaf_audit_log a
              WHERE a.entity_name = 'purOrder' AND a.record_id = ph.po_header_id AND a.operation = 'ACTION' AND a.changes LIKE '%"SETTLED"]%'
              ORDER BY a.audit_id DESC LIMIT 1) LIKE '%"poStatus":["CLOSED","SETTLED"]%' AS "fromClosed"
      FROM srm_po_headers ph
      WHERE ph.po_header_id IN (SELECT pl.po_header_id FROM srm_po_lines pl JOIN srm_fin_invoice_lines il ON il.po_line_id = pl.po_line_id WHERE il.invoice_id = $1)
        AND ph.po_status = ANY($2)
        AND ${settled ? '' : 'NOT '}(NOT EXISTS (SELECT 1 FROM srm_po_lines l WHERE l.po_header_id = ph.po_header_id AND l.line_status NOT IN ('SETTLED', 'CANCELLED', 'CLOSED'))
             AND EXISTS (SELECT 1 FROM srm_po_lines l WHERE l.po_header_id = ph.po_header_id AND l.line_status = 'SETTLED'))
      ORDER BY ph.po_header_id`,
    [invoiceId, settled ? ['CONFIRMED', 'CLOSED'] : ['SETTLED']],
  );
  const order = getEntity('purOrder');
  for (const o of orders) {
    const action = settled ? 'settle' : o.fromClosed ? 'unsettleClosed' : 'unsettle';
    await ops.actIn(ctx.tx, ctx.pending, order, systemCaller(ctx.caller.lang), actionOf(order, action), { poHeaderId: o.id });
  }
}

/** The RED invoice reversing `record`: the same lines negated, confirmed at once, pointing at the original. */
async function writeOff(tx: Queryable, record: Record<string, unknown>, userId: number): Promise<void> {
  const [red] = await rows<{ id: number }>(
    tx,
    `INSERT INTO srm_fin_invoices (invoice_kind, invoice_code, invoice_number, invoice_date, account_id, account_number, supplier_id, supplier_number, supplier_name,
            org_id, org_name, currency_code, exchange_rate, functional_amount, paid_amount, invoice_status, match_remark, original_invoice_id, original_invoice_number,
            confirmed_date, created_by, last_updated_by)
     SELECT 'RED', invoice_code, left(invoice_number, 30) || '-H', current_date, account_id, account_number, supplier_id, supplier_number, supplier_name,
            org_id, org_name, currency_code, exchange_rate, -functional_amount, 0, 'CONFIRMED', match_remark, invoice_id, invoice_number, now(), $2, $2
       FROM srm_fin_invoices WHERE invoice_id = $1 RETURNING invoice_id AS id`,
    [record.invoiceId, userId],
  );
  await tx.query(
    `INSERT INTO srm_fin_invoice_lines (invoice_id, line_number, line_label, account_line_id, delivery_line_id, po_line_id, delivery_number, po_number, item_code, item_name,
            tax_rate, order_price, received_qty, statement_amount, invoice_qty, net_amount, tax_amount, total_amount, invoice_price, price_diff, qty_diff, amount_diff,
            match_result, created_by, last_updated_by)
     SELECT $2, line_number, line_label, account_line_id, delivery_line_id, po_line_id, delivery_number, po_number, item_code, item_name,
            tax_rate, order_price, -received_qty, -statement_amount, -invoice_qty, -net_amount, -tax_amount, -total_amount, invoice_price, 0, 0, 0, match_result, $3, $3
       FROM srm_fin_invoice_lines WHERE invoice_id = $1`,
    [record.invoiceId, red.id, userId],
  );
  await tx.query('UPDATE srm_fin_invoice_lines SET invoice_hold = NULL WHERE invoice_id = $1', [record.invoiceId]);
  await recomputeAmounts(tx, getEntity(INVOICE), Number(red.id));
}

export function registerInvoiceHooks(ops: EntityOperations): void {
  const def = getEntity(INVOICE);
  registerHooks(INVOICE, {
    beforeSave,
    afterSave,
    async beforeDelete({ tx, record }) {
      await tx.query('DELETE FROM srm_fin_invoice_lines WHERE invoice_id = $1', [record.invoiceId]);
    },
    async beforeAction({ tx, action, record }) {
      if (action.action === 'submit') await checkTax(tx, Number(record.invoiceId));
      if (action.action === 'writeOff') {
        const paid = await paidAmountOf(tx, Number(record.invoiceId));
        if (paid !== '0' && Number(paid) !== 0) throw new AppError('INVOICE_PAID', { amount: paid });
      }
    },
    async afterAction(ctx: ActionContext) {
      const { tx, action, record, caller, pending } = ctx;
      const id = Number(record.invoiceId);
      switch (action.action) {
        // Submit's and confirm's stamps, and submit clearing the last match remark, are declared (entities/finance/invoice.ts).
        case 'submit': {
          const within = await matchInvoice(tx, id, Number(record.orgId));
          await ops.actIn(tx, pending, def, systemCaller(caller.lang), actionOf(def, within ? 'matched' : 'mismatched'), { invoiceId: id });
          break;
        }
        case 'acceptMatch':
        case 'returnInvoice':
          await tx.query('UPDATE srm_fin_invoices SET match_remark = $2 WHERE invoice_id = $1', [id, ctx.comment ?? null]);
          break;
        case 'confirm':
          await settle(ops, ctx, id, true);
          await settleOrders(ops, ctx, id, true);
          break;
        case 'cancel':
          await tx.query('UPDATE srm_fin_invoice_lines SET invoice_hold = NULL WHERE invoice_id = $1', [id]);
          break;
        case 'writeOff':
          await settle(ops, ctx, id, false);
          await settleOrders(ops, ctx, id, false);
          await writeOff(tx, record, caller.userId);
          break;
      }
    },
  });
}
