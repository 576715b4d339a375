/**
 * Purchase returns into statements, the order header SETTLED, and the
 * statements' and invoices' currency: the demo's returns in every state; a
 * return confirmed by the supplier becomes a negative line of the next
 * statement, whose total is exact with a deduction beside it and converted at
 * the day's rate; over-returns and another supplier's lines refused naming the
 * field, nothing written; a supplier reads only its own returns; an order
 * whose every line is settled is SETTLED, cannot be cancelled or closed, and
 * goes back when the invoice is written off.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { act, day, ids, ok, refused } from './purchase-kit.ts';
import { confirmedDeduction, receivedOrder, statement } from './finance-kit.ts';

const t = await setup();
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const supplier2 = await t.login('supplier2');
const id = await ids(t);
const c1 = { buyer, approver, supplier: supplier1 };
const R = 'purReturn';
const usd = { currencyCode: 'USD' };

const value = async (sql: string, params: unknown[] = []) => (await t.db.query<{ v: string }>(sql, params)).rows[0]?.v;
const count = (table: string) => value(`SELECT count(*)::text AS v FROM ${table}`);
/** The delivery note number and line of the order line `n` of `po`, as received. */
async function receiptOf(po: Record<string, any>, n: number) {
  const r = (
    await t.db.query<{ number: string; line: number }>(
      `SELECT dh.delivery_number AS number, dl.line_number AS line FROM srm_po_delivery_lines dl
         JOIN srm_po_delivery_headers dh ON dh.delivery_header_id = dl.delivery_header_id JOIN srm_po_lines pl ON pl.po_line_id = dl.po_line_id
        WHERE pl.po_header_id = $1 AND pl.line_number = $2`,
      [po.poHeaderId, n],
    )
  ).rows[0];
  return { deliveryNumber: r.number, deliveryLineNumber: Number(r.line) };
}
const draft = (lines: Record<string, unknown>[], supplierId = id.supplier1) =>
  buyer.entity(R, 'saveOrUpdate', {
    orgId: id.org,
    supplierId,
    lines: lines.map((l, i) => ({ lineNumber: i + 1, returnReason: '来料不良', ...l })),
  });

test(`[${dbKind}] the demo has supplier1's returns in every state, and supplier1 sees none in draft`, async () => {
  const states = (
    await t.db.query<{ s: string }>('SELECT DISTINCT return_status AS s FROM srm_po_return_headers WHERE supplier_id = $1 ORDER BY 1', [id.supplier1])
  ).rows;
  assert.deepEqual(
    states.map((r) => r.s),
    ['CANCELLED', 'CONFIRMED', 'DRAFT', 'REFUSED', 'SUBMITTED'],
  );
  const mine = ok(await supplier1.entity(R, 'listByPage', { pageRows: 50 })) as unknown as { returnStatus: string }[];
  assert.ok(mine.length >= 4);
  assert.equal(mine.filter((r) => r.returnStatus === 'DRAFT').length, 0);
});

test(`[${dbKind}] a confirmed return is a negative line of the next statement, exact beside receipts and a deduction, converted at the day's rate`, async () => {
  // Prices whose binary products are not what a ledger says (10.01 × 5, 3.335 × 2), in USD so only this test's documents are on the statement.
  const po = await receivedOrder(
    c1,
    id.supplier1,
    id.org,
    [
      { lineNumber: 1, itemId: id.gear, quantity: 5, taxPrice: 10.01, needByDate: day(10) },
      { lineNumber: 2, itemId: id.shaft, quantity: 2, taxPrice: 3.335, needByDate: day(10) },
    ],
    usd,
  );
  const saved = ok(await draft([{ ...(await receiptOf(po, 1)), returnQty: 2 }]), 'save return');
  assert.match(saved.returnNumber, /^TH-\d{8}-\d{3}$/);
  const line = (saved.lines as Record<string, any>[])[0];
  assert.deepEqual([line.poNumber, line.poLineNumber, Number(line.taxPrice), Number(line.amount)], [po.poNumber, 1, 10.01, 20.02]);
  ok(await act(buyer, R, 'submit', saved.returnHeaderId), 'submit');
  const todo = await value(`SELECT count(*)::text AS v FROM srm_base_supplier_pending WHERE entity_name = $1 AND record_id = $2 AND handle_flag = 'N'`, [
    R,
    saved.returnHeaderId,
  ]);
  assert.equal(todo, '1', "the supplier's to-do");
  refused(await act(supplier1, R, 'refuse', saved.returnHeaderId), 'COMMENT_REQUIRED');
  const refusedReturn = ok(await act(supplier1, R, 'refuse', saved.returnHeaderId, { comment: '请附不良照片' }));
  assert.deepEqual([refusedReturn.returnStatus, refusedReturn.refuseReason], ['REFUSED', '请附不良照片']);
  const told = await value(
    `SELECT count(*)::text AS v FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id
      WHERE u.user_name = 'buyer' AND n.entity_name = $1 AND n.record_id = $2`,
    [R, saved.returnHeaderId],
  );
  assert.equal(told, '1', 'the buyer is told of the refusal');
  ok(await act(buyer, R, 'submit', saved.returnHeaderId), 'resubmit');
  refused(await act(buyer, R, 'confirm', saved.returnHeaderId), 'FORBIDDEN', "the supplier's action");
  assert.equal(ok(await act(supplier1, R, 'confirm', saved.returnHeaderId)).returnStatus, 'CONFIRMED');
  refused(await act(buyer, R, 'cancel', saved.returnHeaderId, { comment: 'x' }), 'TRANSITION_REFUSED');

  const deduction = await confirmedDeduction(c1, { orgId: id.org, supplierId: id.supplier1, deductionAmount: '0.30', ...usd });
  const s = await statement(c1, { orgId: id.org, supplierId: id.supplier1, periodFrom: day(0), periodTo: day(0), ...usd });
  const lines = s.lines as Record<string, any>[];
  assert.deepEqual(lines.map((l) => [l.lineKind, Number(l.quantity), Number(l.amount)]).sort(), [
    ['DEDUCTION', 1, -0.3],
    ['RECEIPT', 2, 6.67],
    ['RECEIPT', 5, 50.05],
    ['RETURN', -2, -20.02],
  ]);
  const ret = lines.find((l) => l.lineKind === 'RETURN')!;
  assert.deepEqual([ret.returnNumber, ret.poNumber, Number(ret.netAmount), Number(ret.taxAmount)], [saved.returnNumber, po.poNumber, -17.72, -2.3]);
  assert.equal(lines.find((l) => l.lineKind === 'DEDUCTION')!.deductionNumber, deduction.deductionNumber);
  const cents = (v: unknown) => Math.round(Number(v) * 100);
  assert.equal(cents(s.totalAmount), 3640, '50.05 + 6.67 − 20.02 − 0.30');
  assert.equal(cents(s.totalNetAmount) + cents(s.totalTaxAmount), 3640);
  const stored = await value(
    'SELECT (total_amount = (SELECT sum(amount) FROM srm_fin_account_stmt_lines WHERE account_id = $1))::text AS v FROM srm_fin_account_stmts WHERE account_id = $1',
    [s.accountId],
  );
  assert.equal(stored, 'true', 'the stored total is the sum of the stored lines');
  // USD at the demo's 7.1034: round(36.40 × 7.1034, 2) = 258.56.
  assert.deepEqual([Number(s.exchangeRate), cents(s.functionalAmount), s.rateDate], [7.1034, 25856, day(0)]);

  // On one open statement only: nothing is left for a second; cancelled, the statement frees the return line.
  refused(
    await buyer.entity('finAccountStmt', 'saveOrUpdate', { orgId: id.org, supplierId: id.supplier1, periodFrom: day(0), periodTo: day(0), ...usd }),
    'STATEMENT_EMPTY',
  );
  ok(await act(buyer, 'finAccountStmt', 'cancel', s.accountId, { comment: '重做' }));
  const again = await statement(c1, { orgId: id.org, supplierId: id.supplier1, periodFrom: day(0), periodTo: day(0), ...usd }, 'APPROVED');
  assert.equal(cents(again.totalAmount), 3640);

  // The invoice covers the receipts, converted at the rate of its date; none that day: refused naming the currency.
  const early = await supplier1.entity('finInvoice', 'saveOrUpdate', {
    invoiceCode: '3100',
    invoiceNumber: '20200101',
    invoiceDate: '2020-01-01',
    accountId: again.accountId,
  });
  refused(early, 'VALIDATION');
  assert.equal(early.body.errors?.[0].field, 'currencyCode');
  const inv = ok(
    await supplier1.entity('finInvoice', 'saveOrUpdate', {
      invoiceCode: '3100',
      invoiceNumber: `${Date.now() % 100_000_000}`,
      invoiceDate: day(0),
      accountId: again.accountId,
    }),
  );
  assert.deepEqual([inv.currencyCode, cents(inv.totalAmount), Number(inv.exchangeRate), cents(inv.functionalAmount)], ['USD', 5672, 7.1034, 40290]);

  // Confirmed, every line of the order is settled, and so is the order: neither cancelled nor closed.
  ok(await act(supplier1, 'finInvoice', 'submit', inv.invoiceId));
  ok(await act(buyer, 'finInvoice', 'confirm', inv.invoiceId));
  const order = async () => ok(await buyer.entity('purOrder', 'findById', { poHeaderId: po.poHeaderId })).poStatus;
  assert.equal(await order(), 'SETTLED');
  refused(await act(buyer, 'purOrder', 'cancel', po.poHeaderId), 'TRANSITION_REFUSED');
  refused(await act(buyer, 'purOrder', 'close', po.poHeaderId), 'TRANSITION_REFUSED');
  // Written off, the lines are RECEIVED again and the order is back where it settled from; the RED invoice nets the CNY amount.
  ok(await act(buyer, 'finInvoice', 'writeOff', inv.invoiceId, { comment: '开错' }));
  assert.equal(await order(), 'CONFIRMED');
  assert.equal(await value('SELECT functional_amount::text AS v FROM srm_fin_invoices WHERE original_invoice_id = $1', [inv.invoiceId]), '-402.90');
});

test(`[${dbKind}] a closed order settles too, and a write-off takes it back to CLOSED`, async () => {
  const po = await receivedOrder(c1, id.supplier1, id.org, [{ lineNumber: 1, itemId: id.gear, quantity: 1, taxPrice: 7, needByDate: day(10) }], usd);
  ok(await act(buyer, 'purOrder', 'close', po.poHeaderId));
  const s = await statement(c1, { orgId: id.org, supplierId: id.supplier1, periodFrom: day(0), periodTo: day(0), ...usd }, 'APPROVED');
  const inv = ok(
    await supplier1.entity('finInvoice', 'saveOrUpdate', {
      invoiceCode: '3101',
      invoiceNumber: `${Date.now() % 100_000_000}`,
      invoiceDate: day(0),
      accountId: s.accountId,
    }),
  );
  ok(await act(supplier1, 'finInvoice', 'submit', inv.invoiceId));
  ok(await act(buyer, 'finInvoice', 'confirm', inv.invoiceId));
  const order = async () => ok(await buyer.entity('purOrder', 'findById', { poHeaderId: po.poHeaderId })).poStatus;
  assert.equal(await order(), 'SETTLED');
  ok(await act(buyer, 'finInvoice', 'writeOff', inv.invoiceId, { comment: '开错' }));
  assert.equal(await order(), 'CLOSED');
});

test(`[${dbKind}] more than was received less other live returns is refused naming the quantity; another supplier's note naming the note; nothing written`, async () => {
  const po = await receivedOrder(c1, id.supplier1, id.org, [{ lineNumber: 1, itemId: id.flange, quantity: 5, taxPrice: 2, needByDate: day(10) }]);
  const receipt = await receiptOf(po, 1);
  const before = await count('srm_po_return_headers');
  const tooMany = await draft([{ ...receipt, returnQty: 6 }]);
  refused(tooMany, 'VALIDATION');
  assert.deepEqual([tooMany.body.errors?.[0].field, tooMany.body.errors?.[0].code], ['returnQty', 'rule.returnAboveReceived']);
  assert.match(tooMany.body.errors![0].message, /5/);
  const first = ok(await draft([{ ...receipt, returnQty: 3 }]));
  const second = await draft([{ ...receipt, returnQty: 3 }]);
  refused(second, 'VALIDATION', 'a draft already takes 3 of 5');
  assert.equal(second.body.errors?.[0].field, 'returnQty');
  assert.match(second.body.errors![0].message, /2/);
  assert.equal(Number(await count('srm_po_return_headers')), Number(before) + 1, 'only the first was written');
  ok(await act(buyer, R, 'cancel', first.returnHeaderId, { comment: '改为让步接收' }));
  ok(await draft([{ ...receipt, returnQty: 3 }]), 'a cancelled return takes nothing');

  const other = (
    await t.db.query<{ number: string }>(
      `SELECT delivery_number AS number FROM srm_po_delivery_headers WHERE supplier_id = $1 AND delivery_status = 'CLOSED' ORDER BY delivery_header_id LIMIT 1`,
      [id.supplier2],
    )
  ).rows[0];
  const foreign = await draft([{ deliveryNumber: other.number, deliveryLineNumber: 1, returnQty: 1 }]);
  refused(foreign, 'VALIDATION');
  assert.deepEqual([foreign.body.errors?.[0].field, foreign.body.errors?.[0].code], ['deliveryNumber', 'rule.deliveryNotOfSupplier']);
  const noReason = await buyer.entity(R, 'saveOrUpdate', { orgId: id.org, supplierId: id.supplier1, lines: [{ lineNumber: 1, ...receipt, returnQty: 1 }] });
  refused(noReason, 'VALIDATION');
  assert.equal(noReason.body.errors?.[0].field, 'returnReason');
});

test(`[${dbKind}] a supplier reads and answers only its own returns`, async () => {
  const theirs = ok(await supplier2.entity(R, 'listByPage', { pageRows: 200 })) as unknown as { supplierId: number }[];
  assert.equal(theirs.filter((r) => r.supplierId === id.supplier1).length, 0);
  const submitted = await value(
    `SELECT return_header_id::text AS v FROM srm_po_return_headers WHERE supplier_id = $1 AND return_status = 'SUBMITTED' LIMIT 1`,
    [id.supplier1],
  );
  assert.ok(submitted, "the demo's return waiting for supplier1");
  refused(await supplier2.entity(R, 'findById', { returnHeaderId: Number(submitted) }), 'NOT_FOUND');
  assert.notEqual((await act(supplier2, R, 'confirm', Number(submitted))).body.status, 'S');
  assert.equal(await value('SELECT return_status AS v FROM srm_po_return_headers WHERE return_header_id = $1', [submitted]), 'SUBMITTED');
  // The lines answer through their header's scope (or not at all): none of supplier1's either way.
  const lines = await supplier2.entity('purReturnLine', 'listByPage', { pageRows: 200 });
  const seen = lines.body.status === 'S' ? (lines.body.data as { returnHeaderId: number }[]) : [];
  assert.equal(seen.filter((l) => Number(l.returnHeaderId) === Number(submitted)).length, 0);
  const own = ok(await supplier1.entity(R, 'findById', { returnHeaderId: Number(submitted) }));
  assert.ok((own.lines as unknown[]).length > 0, 'supplier1 reads its own, with its lines');
});
