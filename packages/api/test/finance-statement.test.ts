/**
 * Account statements and deductions: the demo in every state for each
 * supplier, lines built from receipts and deductions at exact decimal amounts,
 * a receipt line on one open statement only, the supplier's dispute, batch
 * approval, and what cancelling lets go.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { dbKind, setup } from './helper.ts';
import { act, day, ids, ok, operation, refused } from './purchase-kit.ts';
import { confirmedDeduction, receivedOrder, statement } from './finance-kit.ts';
import { holdReceipts, statementHeader } from '../src/finance/statement-lines.ts';
import { AppError } from '../src/engine/app-error.ts';

const t = await setup();
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const supplier2 = await t.login('supplier2');
const id = await ids(t);
const c1 = { buyer, approver, supplier: supplier1 };
const S = 'finAccountStmt';

const states = async (table: string, column: string, supplierId: number) =>
  (await t.db.query<{ s: string }>(`SELECT DISTINCT ${column} AS s FROM ${table} WHERE supplier_id = $1 ORDER BY 1`, [supplierId])).rows.map((r) => r.s);

test(`[${dbKind}] the demo has each supplier's statements and deductions in the states people meet`, async () => {
  assert.deepEqual(await states('srm_fin_account_stmts', 'account_status', id.supplier1), ['APPROVED', 'CONFIRMED', 'DISPUTED', 'DRAFT', 'SENT']);
  assert.deepEqual(await states('srm_fin_account_stmts', 'account_status', id.supplier2), ['APPROVED', 'CANCELLED', 'CONFIRMED', 'SENT']);
  assert.deepEqual(await states('srm_fin_deductions', 'deduction_status', id.supplier1), ['CONFIRMED', 'DRAFT', 'SUBMITTED']);
  assert.deepEqual(await states('srm_fin_deductions', 'deduction_status', id.supplier2), ['CANCELLED', 'CONFIRMED', 'REJECTED']);
  assert.deepEqual(await states('srm_fin_invoices', 'invoice_status', id.supplier1), ['CONFIRMED', 'EXCEPTION']);
  assert.deepEqual(await states('srm_fin_invoices', 'invoice_status', id.supplier2), ['CONFIRMED', 'DRAFT'], 'the matched one is confirmed for its payment');
  // Payments and advances (finance-demo.ts seedPayments): a paid request and one waiting for the approver; advances approved, waiting, rejected.
  assert.deepEqual(await states('srm_fin_payment_applies', 'payment_status', id.supplier1), ['PAID']);
  assert.deepEqual(await states('srm_fin_payment_applies', 'payment_status', id.supplier2), ['SUBMITTED']);
  assert.deepEqual(await states('srm_fin_advance_applies', 'advance_status', id.supplier1), ['APPROVED', 'SUBMITTED']);
  assert.deepEqual(await states('srm_fin_advance_applies', 'advance_status', id.supplier2), ['APPROVED', 'REJECTED']);
  assert.equal((await states('srm_fin_advance_collects', 'collect_kind', id.supplier1))[0], 'OFFSET', "supplier1's advance is offset by its paid request");
  // The supplier sees its statements from SENT on, never a draft, and only its own.
  const mine = ok(await supplier1.entity(S, 'listByPage', { pageRows: 50, exactCount: true }));
  const rows = mine as unknown as { accountStatus: string; supplierId: number }[];
  assert.ok(rows.length >= 4);
  assert.ok(!rows.some((r) => r.accountStatus === 'DRAFT' || r.supplierId !== id.supplier1));
});

test(`[${dbKind}] a statement is built from the period's receipts at the order's price, with confirmed deductions as negative lines, totals the sum of rounded lines`, async () => {
  // Prices and quantities whose binary products are not what a ledger says: 0.1 × 3, 1.005 × 1, 0.7 × 0.1 × ...
  const po = await receivedOrder(c1, id.supplier1, id.org, [
    { lineNumber: 1, itemId: id.gear, quantity: 3, taxPrice: 0.1, needByDate: day(10) },
    { lineNumber: 2, itemId: id.shaft, quantity: 1, taxPrice: 1.005, needByDate: day(10) },
    { lineNumber: 3, itemId: id.flange, quantity: 0.7, taxPrice: 0.3, needByDate: day(10) },
    { lineNumber: 4, itemId: id.bearing, quantity: 1.5, taxPrice: 2.675, needByDate: day(10) },
  ]);
  const deduction = await confirmedDeduction(c1, { orgId: id.org, supplierId: id.supplier1, deductionAmount: '0.30', poNumber: po.poNumber });
  assert.equal(deduction.poHeaderId, po.poHeaderId, 'the order typed by number is kept by id');
  const s = await statement(c1, { orgId: id.org, supplierId: id.supplier1, periodFrom: day(-1), periodTo: day(0) });
  assert.match(s.accountNumber, /^DZ-\d{8}-\d{3}$/);
  const lines = s.lines as Record<string, any>[];
  const mineOf = (n: number) => lines.find((l) => l.poNumber === po.poNumber && l.poLineNumber === n && l.lineKind === 'RECEIPT');
  // numeric rounds half away from zero at two decimals: 0.30, 1.01 (not 1.00), 0.21, 4.01 (2.675 × 1.5 = 4.0125).
  assert.deepEqual(
    [1, 2, 3, 4].map((n) => Number(mineOf(n)?.amount)),
    [0.3, 1.01, 0.21, 4.01],
  );
  for (const n of [1, 2, 3, 4]) {
    const l = mineOf(n)!;
    assert.equal(
      Math.round(Number(l.netAmount) * 100) + Math.round(Number(l.taxAmount) * 100),
      Math.round(Number(l.amount) * 100),
      `line ${n}: net + tax = amount`,
    );
  }
  const ded = lines.find((l) => l.lineKind === 'DEDUCTION' && l.deductionNumber === deduction.deductionNumber);
  assert.equal(Number(ded?.amount), -0.3, 'the deduction is a negative line');
  const cents = (f: string) => lines.reduce((sum, l) => sum + Math.round(Number(l[f]) * 100), 0);
  assert.equal(Math.round(Number(s.totalAmount) * 100), cents('amount'));
  assert.equal(Math.round(Number(s.totalNetAmount) * 100), cents('netAmount'));
  assert.equal(Math.round(Number(s.totalTaxAmount) * 100), cents('taxAmount'));
  const stored = await t.db.query<{ ok: boolean }>(
    'SELECT h.total_amount = (SELECT sum(amount) FROM srm_fin_account_stmt_lines WHERE account_id = h.account_id) AS ok FROM srm_fin_account_stmts h WHERE account_id = $1',
    [s.accountId],
  );
  assert.equal(stored.rows[0].ok, true, 'the stored total equals the sum of the stored lines exactly');
  const onIt = await t.db.query<{ n: string }>('SELECT account_number AS n FROM srm_fin_deductions WHERE deduction_id = $1', [deduction.deductionId]);
  assert.equal(onIt.rows[0].n, s.accountNumber);
  // A deduction on an open statement cannot be cancelled.
  refused(await act(buyer, 'finDeduction', 'cancel', deduction.deductionId, { comment: '撤销' }), 'DEDUCTION_ON_STATEMENT');

  // The same period again: nothing left to take, and nothing written.
  const before = await t.db.query<{ n: string }>('SELECT count(*) AS n FROM srm_fin_account_stmts');
  refused(
    await buyer.entity(S, 'saveOrUpdate', { orgId: id.org, supplierId: id.supplier1, periodFrom: day(-1), periodTo: day(0), currencyCode: 'CNY' }),
    'STATEMENT_EMPTY',
  );
  const after = await t.db.query<{ n: string }>('SELECT count(*) AS n FROM srm_fin_account_stmts');
  assert.equal(after.rows[0].n, before.rows[0].n);

  // Cancelled, the statement lets go: a new one takes the same receipts and deduction.
  ok(await act(buyer, S, 'cancel', s.accountId, { comment: '重做' }));
  const again = await statement(c1, { orgId: id.org, supplierId: id.supplier1, periodFrom: day(-1), periodTo: day(0) });
  assert.equal((again.lines as unknown[]).length, lines.length);
});

test(`[${dbKind}] a receipt line already on another open statement is refused naming it, and the database holds it once`, async () => {
  await receivedOrder(c1, id.supplier1, id.org, [{ lineNumber: 1, itemId: id.gear, quantity: 2, taxPrice: 10, needByDate: day(10) }]);
  const first = await statement(c1, { orgId: id.org, supplierId: id.supplier1, periodFrom: day(0), periodTo: day(0) });
  const held = (first.lines as Record<string, any>[]).find((l) => l.lineKind === 'RECEIPT')!;
  // A second draft of another supplier's period, then the race the builder guards: the held line put on it.
  const other = await statement({ buyer, approver, supplier: supplier2 }, { orgId: id.org, supplierId: id.supplier2, periodFrom: day(-99), periodTo: day(0) });
  await assert.rejects(
    t.db.transaction(async (tx) => holdReceipts(tx, await statementHeader(tx, other.accountId), [held.deliveryLineId], -1)),
    (err: unknown) => err instanceof AppError && err.code === 'STATEMENT_LINE_HELD' && err.params.document === first.accountNumber,
  );
  await assert.rejects(
    t.db.query('UPDATE srm_fin_account_stmt_lines SET receipt_hold = $1 WHERE account_id = $2 AND line_kind = $3', [
      held.deliveryLineId,
      other.accountId,
      'RECEIPT',
    ]),
    /unique|duplicate/i,
  );
  const count = await t.db.query<{ n: string }>('SELECT count(*) AS n FROM srm_fin_account_stmt_lines WHERE receipt_hold = $1', [held.deliveryLineId]);
  assert.equal(Number(count.rows[0].n), 1);
  ok(await act(buyer, S, 'cancel', first.accountId, { comment: 'x' }));
  ok(await act(buyer, S, 'cancel', other.accountId, { comment: 'x' }));
});

test(`[${dbKind}] the supplier disputes lines with a reason, the buyer revises and resends, the supplier confirms; two confirmed statements are approved in one action`, async () => {
  await receivedOrder(c1, id.supplier1, id.org, [{ lineNumber: 1, itemId: id.gear, quantity: 4, taxPrice: 8, needByDate: day(10) }]);
  const s = await statement(c1, { orgId: id.org, supplierId: id.supplier1, periodFrom: day(0), periodTo: day(0) }, 'SENT');
  const todo = await t.db.query(`SELECT 1 FROM srm_base_supplier_pending WHERE entity_name = $1 AND record_id = $2 AND handle_flag = 'N'`, [S, s.accountId]);
  assert.equal(todo.rows.length, 1, "the supplier's to-do");
  const line = (s.lines as Record<string, any>[])[0];
  const noReason = await act(supplier1, S, 'dispute', s.accountId, { lines: [{ accountLineId: line.accountLineId, disputeReason: ' ' }] });
  refused(noReason, 'VALIDATION');
  assert.equal(noReason.body.errors?.[0].code, 'rule.disputeReasonRequired');
  const disputed = ok(await act(supplier1, S, 'dispute', s.accountId, { lines: [{ accountLineId: line.accountLineId, disputeReason: '少收一件' }] }));
  assert.equal(disputed.accountStatus, 'DISPUTED');
  assert.equal((disputed.lines as Record<string, any>[])[0].disputeReason, '少收一件');
  const buyerTodo = await t.db.query(
    `SELECT 1 FROM srm_base_interior_pending p JOIN saaf_users u ON u.user_id = p.user_id WHERE u.user_name = 'buyer' AND entity_name = $1 AND record_id = $2 AND handle_flag = 'N'`,
    [S, s.accountId],
  );
  assert.equal(buyerTodo.rows.length, 1, "the buyer's to-do");
  ok(await act(buyer, S, 'reopen', s.accountId));
  ok(await act(buyer, S, 'send', s.accountId));
  ok(await act(supplier1, S, 'confirm', s.accountId));
  // Supplier2 cannot read, confirm or dispute supplier1's statement.
  refused(await supplier2.entity(S, 'findById', { accountId: s.accountId }), 'NOT_FOUND');
  refused(await act(supplier2, S, 'confirm', s.accountId), 'NOT_FOUND');

  const demoConfirmed = (
    await t.db.query<{ id: number }>(`SELECT account_id AS id FROM srm_fin_account_stmts WHERE account_status = 'CONFIRMED' ORDER BY account_id`)
  ).rows.map((r) => Number(r.id));
  assert.ok(demoConfirmed.includes(s.accountId) && demoConfirmed.length >= 3);
  const batch = getEntity(S).operations!.find((o) => o.operation === 'doBatchApproval')!;
  refused(await operation(buyer, S, batch.operation, { ids: demoConfirmed }), 'FORBIDDEN');
  // One not confirmed among them: none moves, and the refusal names it.
  const draft = (
    await t.db.query<{ id: number; n: string }>(
      `SELECT account_id AS id, account_number AS n FROM srm_fin_account_stmts WHERE account_status = 'DRAFT' LIMIT 1`,
    )
  ).rows[0];
  const mixed = await operation(approver, S, batch.operation, { ids: [...demoConfirmed, Number(draft.id)] });
  refused(mixed, 'BATCH_REFUSED');
  assert.match(mixed.body.msg, new RegExp(draft.n));
  assert.equal(
    (await t.db.query(`SELECT 1 FROM srm_fin_account_stmts WHERE account_id = ANY($1) AND account_status = 'APPROVED'`, [demoConfirmed])).rows.length,
    0,
  );
  ok(await operation(approver, S, batch.operation, { ids: demoConfirmed }));
  const approved = await t.db.query(
    `SELECT 1 FROM srm_fin_account_stmts WHERE account_id = ANY($1) AND account_status = 'APPROVED' AND approved_date IS NOT NULL`,
    [demoConfirmed],
  );
  assert.equal(approved.rows.length, demoConfirmed.length);
});

test(`[${dbKind}] the buyer withdraws a sent statement; the supplier no longer sees it nor its to-do`, async () => {
  await receivedOrder(c1, id.supplier1, id.org, [{ lineNumber: 1, itemId: id.gear, quantity: 1, taxPrice: 3, needByDate: day(10) }]);
  const s = await statement(c1, { orgId: id.org, supplierId: id.supplier1, periodFrom: day(0), periodTo: day(0) }, 'SENT');
  ok(await supplier1.entity(S, 'findById', { accountId: s.accountId }));
  ok(await act(buyer, S, 'withdraw', s.accountId));
  refused(await supplier1.entity(S, 'findById', { accountId: s.accountId }), 'NOT_FOUND');
  const open = await t.db.query(`SELECT 1 FROM srm_base_supplier_pending WHERE entity_name = $1 AND record_id = $2 AND handle_flag = 'N'`, [S, s.accountId]);
  assert.equal(open.rows.length, 0);
  // The supplier never saves a statement.
  refused(await supplier1.entity(S, 'saveOrUpdate', { accountId: s.accountId, description: 'x' }), 'FORBIDDEN');
});

test(`[${dbKind}] a deduction names the supplier's own order; once confirmed the supplier is told and sees it, another supplier never`, async () => {
  const wrong = await buyer.entity('finDeduction', 'saveOrUpdate', {
    orgId: id.org,
    supplierId: id.supplier2,
    deductionAmount: '10',
    deductionReason: 'x',
    poNumber: (await t.db.query<{ n: string }>('SELECT po_number AS n FROM srm_po_headers WHERE supplier_id = $1 LIMIT 1', [id.supplier1])).rows[0].n,
  });
  refused(wrong, 'VALIDATION');
  assert.equal(wrong.body.errors?.[0].field, 'poNumber');
  const d = ok(
    await buyer.entity('finDeduction', 'saveOrUpdate', { orgId: id.org, supplierId: id.supplier1, deductionAmount: '66.60', deductionReason: '晚交三天' }),
  );
  assert.match(d.deductionNumber, /^KK-\d{8}-\d{3}$/);
  refused(await supplier1.entity('finDeduction', 'findById', { deductionId: d.deductionId }), 'NOT_FOUND');
  ok(await act(buyer, 'finDeduction', 'submit', d.deductionId));
  refused(await act(buyer, 'finDeduction', 'approval', d.deductionId), 'FORBIDDEN');
  ok(await act(approver, 'finDeduction', 'approval', d.deductionId));
  const seen = ok(await supplier1.entity('finDeduction', 'findById', { deductionId: d.deductionId }));
  assert.equal(seen.deductionStatus, 'CONFIRMED');
  refused(await supplier2.entity('finDeduction', 'findById', { deductionId: d.deductionId }), 'NOT_FOUND');
  const told = await t.db.query(
    `SELECT 1 FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id WHERE u.user_name = 'supplier1' AND n.entity_name = 'finDeduction' AND n.record_id = $1`,
    [d.deductionId],
  );
  assert.equal(told.rows.length, 1);
  ok(await act(buyer, 'finDeduction', 'cancel', d.deductionId, { comment: '误扣' }));
});
