/**
 * The lines of an account statement, made in SQL: the received, unsettled
 * receipt lines of the statement's supplier, organisation, currency and period
 * that no other open statement holds, at their order line's price and tax
 * rounded per line at the definitions' precision, and the confirmed returns and
 * deductions not yet on a statement as negative lines. A receipt line, a return
 * line or a deduction is held by a unique column (`receipt_hold`,
 * `return_hold`, `deduction_hold`) while its
 * statement is open; the rows are locked and checked first, so a race is
 * refused naming the line rather than by the index.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Queryable } from '../db/db.ts';
import { AppError } from '../engine/app-error.ts';
import { precisionOf, recomputeAmounts } from '../engine/computed.ts';

import { convert } from './rates.ts';
import { today } from '../engine/clock.ts';
import { rows } from '../db/db.ts';

export interface StatementHeader {
  accountId: number;
  accountNumber: string;
  supplierId: number;
  orgId: number;
  currencyCode: string;
  periodFrom: string;
  periodTo: string;
}

export async function statementHeader(tx: Queryable, accountId: number, lock = false): Promise<StatementHeader> {
  const [h] = await rows<StatementHeader>(
    tx,
    `SELECT account_id AS "accountId", account_number AS "accountNumber", supplier_id AS "supplierId", org_id AS "orgId", currency_code AS "currencyCode",
            to_char(period_from, 'YYYY-MM-DD') AS "periodFrom", to_char(period_to, 'YYYY-MM-DD') AS "periodTo"
       FROM srm_fin_account_stmts WHERE account_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [accountId],
  );
  if (!h) throw new AppError('NOT_FOUND');
  return h;
}

/** Receipt lines the statement could take: received, not settled, in its period, not held by another open statement. */
async function candidateReceipts(tx: Queryable, h: StatementHeader): Promise<number[]> {
  const found = await rows<{ id: number }>(
    tx,
    `SELECT dl.delivery_line_id AS id
       FROM srm_po_delivery_lines dl
       JOIN srm_po_delivery_headers dh ON dh.delivery_header_id = dl.delivery_header_id
       JOIN srm_po_lines pl ON pl.po_line_id = dl.po_line_id
       JOIN srm_po_headers ph ON ph.po_header_id = pl.po_header_id
      WHERE dh.supplier_id = $1 AND ph.org_id = $2 AND ph.currency_code = $3
        AND dh.delivery_status = 'CLOSED' AND dl.delivery_line_status = 'RECEIVED' AND dl.received_qty > 0
        AND dl.received_date BETWEEN $4::date AND $5::date
        AND NOT EXISTS (SELECT 1 FROM srm_fin_account_stmt_lines s WHERE s.receipt_hold = dl.delivery_line_id)
      ORDER BY dl.received_date, dh.delivery_number, dl.line_number`,
    [h.supplierId, h.orgId, h.currencyCode, h.periodFrom, h.periodTo],
  );
  return found.map((r) => Number(r.id));
}

/**
 * Puts receipt lines on statement `h`: locks them, refuses one another open
 * statement holds (naming delivery note, line and statement), then writes them
 * at their order line's price. Exported for the test of the race it guards.
 */
export async function holdReceipts(tx: Queryable, h: StatementHeader, deliveryLineIds: number[], userId: number): Promise<void> {
  if (!deliveryLineIds.length) return;
  await tx.query('SELECT 1 FROM srm_po_delivery_lines WHERE delivery_line_id = ANY($1) ORDER BY delivery_line_id FOR UPDATE', [deliveryLineIds]);
  const [held] = await rows<{ delivery: string; line: number; document: string }>(
    tx,
    `SELECT s.delivery_number AS delivery, dl.line_number AS line, st.account_number AS document
       FROM srm_fin_account_stmt_lines s JOIN srm_fin_account_stmts st ON st.account_id = s.account_id
       JOIN srm_po_delivery_lines dl ON dl.delivery_line_id = s.receipt_hold
      WHERE s.receipt_hold = ANY($1) AND s.account_id <> $2 LIMIT 1`,
    [deliveryLineIds, h.accountId],
  );
  if (held) throw new AppError('STATEMENT_LINE_HELD', held);
  const amount = precisionOf('finAccountStmtLine', 'amount');
  const price = precisionOf('finAccountStmtLine', 'nonTaxPrice');
  await tx.query(
    `INSERT INTO srm_fin_account_stmt_lines (account_id, line_number, line_kind, line_label, delivery_line_id, receipt_hold, delivery_number, received_date,
            po_header_id, po_number, po_line_id, po_line_number, item_code, item_name, uom_code, quantity, tax_price, non_tax_price, tax_rate,
            amount, net_amount, tax_amount, created_by, last_updated_by)
     SELECT $2, COALESCE((SELECT max(line_number) FROM srm_fin_account_stmt_lines WHERE account_id = $2), 0) + row_number() OVER (ORDER BY dl.received_date, dh.delivery_number, dl.line_number),
            'RECEIPT', dh.delivery_number || '-' || dl.line_number || ' ' || COALESCE(pl.item_code, '') || ' ' || COALESCE(pl.item_name, ''),
            dl.delivery_line_id, dl.delivery_line_id, dh.delivery_number, dl.received_date,
            ph.po_header_id, ph.po_number, pl.po_line_id, pl.line_number, pl.item_code, pl.item_name, pl.uom_code, dl.received_qty, pl.tax_price,
            round(pl.tax_price / (1 + ph.tax_rate), ${price}), ph.tax_rate,
            round(dl.received_qty * pl.tax_price, ${amount}),
            round(round(dl.received_qty * pl.tax_price, ${amount}) / (1 + ph.tax_rate), ${amount}),
            round(dl.received_qty * pl.tax_price, ${amount}) - round(round(dl.received_qty * pl.tax_price, ${amount}) / (1 + ph.tax_rate), ${amount}),
            $3, $3
       FROM srm_po_delivery_lines dl
       JOIN srm_po_delivery_headers dh ON dh.delivery_header_id = dl.delivery_header_id
       JOIN srm_po_lines pl ON pl.po_line_id = dl.po_line_id
       JOIN srm_po_headers ph ON ph.po_header_id = pl.po_header_id
      WHERE dl.delivery_line_id = ANY($1)`,
    [deliveryLineIds, h.accountId, userId],
  );
}

/** Confirmed deductions of the supplier and organisation, up to the period's end, on no statement: negative lines, no tax. */
async function holdDeductions(tx: Queryable, h: StatementHeader, userId: number): Promise<void> {
  const taken = await rows<{ id: number }>(
    tx,
    `SELECT deduction_id AS id FROM srm_fin_deductions
      WHERE supplier_id = $1 AND org_id = $2 AND currency_code = $3 AND deduction_status = 'CONFIRMED' AND account_id IS NULL AND confirmed_date <= $4::date
      ORDER BY deduction_id FOR UPDATE`,
    [h.supplierId, h.orgId, h.currencyCode, h.periodTo],
  );
  if (!taken.length) return;
  const ids = taken.map((r) => Number(r.id));
  await tx.query(
    `INSERT INTO srm_fin_account_stmt_lines (account_id, line_number, line_kind, line_label, deduction_id, deduction_hold, deduction_number, po_header_id, po_number,
            quantity, tax_rate, amount, net_amount, tax_amount, created_by, last_updated_by)
     SELECT $2, COALESCE((SELECT max(line_number) FROM srm_fin_account_stmt_lines WHERE account_id = $2), 0) + row_number() OVER (ORDER BY d.deduction_id),
            'DEDUCTION', d.deduction_number || ' ' || left(d.deduction_reason, 200), d.deduction_id, d.deduction_id, d.deduction_number, d.po_header_id, d.po_number,
            1, 0, -d.deduction_amount, -d.deduction_amount, 0, $3, $3
       FROM srm_fin_deductions d WHERE d.deduction_id = ANY($1)`,
    [ids, h.accountId, userId],
  );
  await tx.query(
    'UPDATE srm_fin_deductions SET account_id = $2, account_number = $3, last_update_date = now(), version_num = version_num + 1 WHERE deduction_id = ANY($1)',
    [ids, h.accountId, h.accountNumber],
  );
}

/**
 * Confirmed purchase returns of the supplier and organisation, in the
 * statement's currency, confirmed up to the period's end and on no open
 * statement: negative receipt lines at the order line's price and tax, each
 * rounded as a receipt line is, so a return of all that was received nets it
 * to the cent.
 */
async function holdReturns(tx: Queryable, h: StatementHeader, userId: number): Promise<void> {
  const taken = await rows<{ id: number }>(
    tx,
    `SELECT rl.return_line_id AS id
       FROM srm_po_return_lines rl
       JOIN srm_po_return_headers rh ON rh.return_header_id = rl.return_header_id
       JOIN srm_po_lines pl ON pl.po_line_id = rl.po_line_id
       JOIN srm_po_headers ph ON ph.po_header_id = pl.po_header_id
      WHERE rh.supplier_id = $1 AND rh.org_id = $2 AND ph.currency_code = $3 AND rh.return_status = 'CONFIRMED' AND rh.confirmed_date::date <= $4::date
        AND NOT EXISTS (SELECT 1 FROM srm_fin_account_stmt_lines s WHERE s.return_hold = rl.return_line_id)
      ORDER BY rl.return_line_id FOR UPDATE OF rl`,
    [h.supplierId, h.orgId, h.currencyCode, h.periodTo],
  );
  if (!taken.length) return;
  const amount = precisionOf('finAccountStmtLine', 'amount');
  const price = precisionOf('finAccountStmtLine', 'nonTaxPrice');
  await tx.query(
    `INSERT INTO srm_fin_account_stmt_lines (account_id, line_number, line_kind, line_label, return_line_id, return_hold, return_number, delivery_number, received_date,
            po_header_id, po_number, po_line_id, po_line_number, item_code, item_name, uom_code, quantity, tax_price, non_tax_price, tax_rate,
            amount, net_amount, tax_amount, created_by, last_updated_by)
     SELECT $2, COALESCE((SELECT max(line_number) FROM srm_fin_account_stmt_lines WHERE account_id = $2), 0) + row_number() OVER (ORDER BY rl.return_line_id),
            'RETURN', rh.return_number || '-' || rl.line_number || ' ' || COALESCE(pl.item_code, '') || ' ' || COALESCE(pl.item_name, ''),
            rl.return_line_id, rl.return_line_id, rh.return_number, rl.delivery_number, rh.confirmed_date::date,
            ph.po_header_id, ph.po_number, pl.po_line_id, pl.line_number, pl.item_code, pl.item_name, pl.uom_code, -rl.return_qty, pl.tax_price,
            round(pl.tax_price / (1 + ph.tax_rate), ${price}), ph.tax_rate,
            -round(rl.return_qty * pl.tax_price, ${amount}),
            -round(round(rl.return_qty * pl.tax_price, ${amount}) / (1 + ph.tax_rate), ${amount}),
            -(round(rl.return_qty * pl.tax_price, ${amount}) - round(round(rl.return_qty * pl.tax_price, ${amount}) / (1 + ph.tax_rate), ${amount})),
            $3, $3
       FROM srm_po_return_lines rl
       JOIN srm_po_return_headers rh ON rh.return_header_id = rl.return_header_id
       JOIN srm_po_lines pl ON pl.po_line_id = rl.po_line_id
       JOIN srm_po_headers ph ON ph.po_header_id = pl.po_header_id
      WHERE rl.return_line_id = ANY($1)`,
    [taken.map((r) => Number(r.id)), h.accountId, userId],
  );
}

/** Lets go of what a statement holds (rebuilt, cancelled or deleted): its receipt lines and deductions may go on another. */
export async function releaseStatement(tx: Queryable, accountId: number, dropLines: boolean): Promise<void> {
  await tx.query('UPDATE srm_fin_deductions SET account_id = NULL, account_number = NULL WHERE account_id = $1', [accountId]);
  if (dropLines) await tx.query('DELETE FROM srm_fin_account_stmt_lines WHERE account_id = $1', [accountId]);
  else
    await tx.query('UPDATE srm_fin_account_stmt_lines SET receipt_hold = NULL, deduction_hold = NULL, return_hold = NULL WHERE account_id = $1', [accountId]);
}

/** (Re)builds the lines of a draft statement; refused when nothing is left to put on it. */
export async function buildStatement(tx: Queryable, accountId: number, userId: number): Promise<void> {
  const h = await statementHeader(tx, accountId, true);
  await releaseStatement(tx, accountId, true);
  await holdReceipts(tx, h, await candidateReceipts(tx, h), userId);
  await holdReturns(tx, h, userId);
  await holdDeductions(tx, h, userId);
  const [count] = await rows<{ n: string }>(tx, 'SELECT count(*) AS n FROM srm_fin_account_stmt_lines WHERE account_id = $1', [accountId]);
  if (Number(count.n) === 0) throw new AppError('STATEMENT_EMPTY');
  await recomputeAmounts(tx, getEntity('finAccountStmt'), accountId);
  const built = today();
  await convert(tx, 'srm_fin_account_stmts', 'account_id', accountId, 'total_amount', h.currencyCode, built);
  await tx.query('UPDATE srm_fin_account_stmts SET rate_date = $2::date WHERE account_id = $1', [accountId, built]);
}
