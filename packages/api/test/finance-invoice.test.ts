/**
 * Invoices: entered by the supplier against its own approved statement; tax
 * one cent off refused naming the line; a code and number pair once only; the
 * three-way match inside and outside the organisation's tolerance; confirming
 * settles receipt and order lines, which purchasing then refuses to receive or
 * cancel; a write-off reverses it; another supplier reads and does nothing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { act, day, ids, ok, refused } from './purchase-kit.ts';
import { receivedOrder, statement } from './finance-kit.ts';

const t = await setup();
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const supplier2 = await t.login('supplier2');
const id = await ids(t);
const c1 = { buyer, approver, supplier: supplier1 };
const I = 'finInvoice';
let seq = 0;
const number = () => `${Date.now() % 1_000_000}${++seq}`.padStart(8, '0');

/** An approved statement of today's receipt of one order of `lines` for supplier1. */
async function approvedStatement(lines: Record<string, unknown>[]) {
  const po = await receivedOrder(c1, id.supplier1, id.org, lines);
  const s = await statement(c1, { orgId: id.org, supplierId: id.supplier1, periodFrom: day(0), periodTo: day(0) }, 'APPROVED');
  return { po, s };
}

const invoiceOf = async (accountId: number, code = '3100269130') =>
  ok(await supplier1.entity(I, 'saveOrUpdate', { invoiceCode: code, invoiceNumber: number(), invoiceDate: day(0), accountId }), 'save invoice');
const saveLines = (inv: Record<string, any>, change: (l: Record<string, any>) => Record<string, unknown>) =>
  supplier1.entity(I, 'saveOrUpdate', {
    invoiceId: inv.invoiceId,
    versionNum: inv.versionNum,
    lines: (inv.lines as Record<string, any>[]).map((l) => ({ ...l, ...change(l) })),
  });

test(`[${dbKind}] an invoice only on an approved statement of the supplier's own; tax one cent off is refused naming the line and field; a code and number once`, async () => {
  const { s } = await approvedStatement([
    { lineNumber: 1, itemId: id.gear, quantity: 10, taxPrice: 11.3, needByDate: day(10) },
    { lineNumber: 2, itemId: id.shaft, quantity: 3, taxPrice: 0.1, needByDate: day(10) },
  ]);
  const count = async () => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM srm_fin_invoices')).rows[0].n);
  const before = await count();
  // Another supplier's statement: refused, nothing written.
  const foreign = await supplier2.entity(I, 'saveOrUpdate', { invoiceCode: '1', invoiceNumber: number(), invoiceDate: day(0), accountId: s.accountId });
  refused(foreign, 'VALIDATION');
  assert.equal(foreign.body.errors?.[0].field, 'accountId');
  const draftStmt = (
    await t.db.query<{ id: number }>(`SELECT account_id AS id FROM srm_fin_account_stmts WHERE account_status = 'SENT' AND supplier_id = $1 LIMIT 1`, [
      id.supplier1,
    ])
  ).rows[0];
  const notApproved = await supplier1.entity(I, 'saveOrUpdate', { invoiceCode: '1', invoiceNumber: number(), invoiceDate: day(0), accountId: draftStmt.id });
  refused(notApproved, 'VALIDATION');
  assert.equal(notApproved.body.errors?.[0].code, 'rule.statementNotApproved');
  assert.equal(await count(), before);

  const inv = await invoiceOf(s.accountId);
  const lines = inv.lines as Record<string, any>[];
  assert.equal(lines.length, 2);
  const first = lines.find((l) => Number(l.statementAmount) === 100)!;
  assert.equal(Number(first.taxAmount), 13, 'lines start as stated: 113.00 incl. 13% is 100.00 + 13.00');
  // One cent off the tax: refused naming the line and the field, nothing written.
  const off = await saveLines(inv, (l) => (l.invoiceLineId === first.invoiceLineId ? { taxAmount: 13.01 } : {}));
  refused(off, 'VALIDATION');
  assert.deepEqual(
    off.body.errors?.map((e) => [e.field, e.code, e.child]),
    [['taxAmount', 'rule.invoiceTax', 'lines']],
  );
  assert.match(off.body.errors![0].message, new RegExp(`第 ${first.lineNumber} 行.*13\\.00`));
  assert.equal(
    Number((await t.db.query<{ t: string }>('SELECT tax_amount AS t FROM srm_fin_invoice_lines WHERE invoice_line_id = $1', [first.invoiceLineId])).rows[0].t),
    13,
  );
  ok(await saveLines(inv, () => ({})), 'right tax');

  // The same code and number again: refused with both named.
  const dup = await supplier1.entity(
    I,
    'saveOrUpdate',
    { invoiceCode: inv.invoiceCode, invoiceNumber: inv.invoiceNumber, invoiceDate: day(0), accountId: s.accountId },
    { lang: 'EN' },
  );
  refused(dup, 'VALIDATION');
  assert.equal(dup.body.errors?.[0].field, 'invoiceNumber');
  assert.match(dup.body.errors![0].message, new RegExp(`${inv.invoiceCode}.*${inv.invoiceNumber}`));
  await assert.rejects(
    t.db.query(
      `INSERT INTO srm_fin_invoices (invoice_code, invoice_number, invoice_date, account_id, invoice_status) VALUES ($1, $2, current_date, $3, 'DRAFT')`,
      [inv.invoiceCode, inv.invoiceNumber, s.accountId],
    ),
    /unique|duplicate/i,
  );
  // Supplier2 neither reads nor submits it.
  refused(await supplier2.entity(I, 'findById', { invoiceId: inv.invoiceId }), 'NOT_FOUND');
  refused(await act(supplier2, I, 'submit', inv.invoiceId), 'NOT_FOUND');
  const matched = ok(await act(supplier1, I, 'submit', inv.invoiceId));
  assert.equal(matched.invoiceStatus, 'MATCHED', 'copied from the statement, every line matches');
  const receipts = (s.lines as Record<string, any>[]).filter((l) => l.lineKind === 'RECEIPT');
  assert.equal(
    Math.round(Number(matched.totalAmount) * 100),
    receipts.reduce((sum, l) => sum + Math.round(Number(l.amount) * 100), 0),
    'invoiced: the receipt lines',
  );
});

test(`[${dbKind}] the match: inside the tolerance matches; outside it the buyer sees each difference and accepts with a reason or returns it`, async () => {
  const { s } = await approvedStatement([{ lineNumber: 1, itemId: id.gear, quantity: 100, taxPrice: 11.3, needByDate: day(10) }]);
  // Statement: 1130.00 incl. tax, 1000.00 excl. The tolerance of XC-MFG (demo): ±1.00 and 0.5% of amount, 1% of price, exact quantity.
  const inside = await invoiceOf(s.accountId);
  ok(await saveLines(inside, () => ({ netAmount: 1000.8, taxAmount: 130.1 })), 'inside');
  const a = ok(await act(supplier1, I, 'submit', inside.invoiceId));
  assert.equal(a.invoiceStatus, 'MATCHED');
  const line = (a.lines as Record<string, any>[])[0];
  assert.deepEqual([Number(line.amountDiff), Number(line.amountAllowed), line.matchResult], [0.8, 1, 'MATCHED']);
  ok(await act(buyer, I, 'returnInvoice', inside.invoiceId, { comment: '请按对账金额开票' }));

  const returned = ok(await supplier1.entity(I, 'findById', { invoiceId: inside.invoiceId }));
  assert.equal(returned.invoiceStatus, 'RETURNED');
  ok(await saveLines(returned, () => ({ netAmount: 1001.5, taxAmount: 130.2 })), 'outside');
  const b = ok(await act(supplier1, I, 'submit', inside.invoiceId));
  assert.equal(b.invoiceStatus, 'EXCEPTION');
  const out = (b.lines as Record<string, any>[])[0];
  assert.deepEqual(
    [Number(out.orderPrice), Number(out.invoicePrice), Number(out.receivedQty), Number(out.invoiceQty), Number(out.statementAmount), Number(out.netAmount)],
    [10, 10.015, 100, 100, 1000, 1001.5],
    'ordered price, received quantity, statement and invoiced amounts side by side',
  );
  assert.deepEqual([Number(out.amountDiff), Number(out.amountAllowed), out.matchResult], [1.5, 1, 'EXCEPTION']);
  const workbench = ok(await buyer.entity(I, 'listByPage', { invoiceStatus: 'EXCEPTION', pageRows: 100 })) as unknown as { invoiceId: number }[];
  assert.ok(
    workbench.some((r) => r.invoiceId === inside.invoiceId),
    'on the match workbench',
  );
  refused(await act(buyer, I, 'acceptMatch', inside.invoiceId), 'COMMENT_REQUIRED');
  const accepted = ok(await act(buyer, I, 'acceptMatch', inside.invoiceId, { comment: '运费差额，同意' }));
  assert.deepEqual([accepted.invoiceStatus, accepted.matchRemark], ['MATCHED', '运费差额，同意']);
  ok(await act(buyer, I, 'cancel', inside.invoiceId, { comment: '作废重开' }));
  // Cancelled, its lines may be invoiced again.
  const again = await invoiceOf(s.accountId);
  assert.equal((again.lines as unknown[]).length, 1);
});

test(`[${dbKind}] confirmed, the invoice settles its receipt and order lines, which cannot be received again or cancelled; a write-off reverses it`, async () => {
  const { po, s } = await approvedStatement([{ lineNumber: 1, itemId: id.gear, quantity: 2, taxPrice: 5, needByDate: day(10) }]);
  const inv = await invoiceOf(s.accountId);
  ok(await act(supplier1, I, 'submit', inv.invoiceId));
  refused(await act(supplier1, I, 'confirm', inv.invoiceId), 'FORBIDDEN');
  const confirmed = ok(await act(buyer, I, 'confirm', inv.invoiceId));
  assert.equal(confirmed.invoiceStatus, 'CONFIRMED');
  const poLine = (po.lines as Record<string, any>[])[0];
  const status = async () =>
    (
      await t.db.query<{ d: string; p: string }>(
        'SELECT dl.delivery_line_status AS d, pl.line_status AS p FROM srm_po_delivery_lines dl JOIN srm_po_lines pl ON pl.po_line_id = dl.po_line_id WHERE pl.po_line_id = $1',
        [poLine.poLineId],
      )
    ).rows[0];
  assert.deepEqual(await status(), { d: 'SETTLED', p: 'SETTLED' });
  refused(await act(buyer, 'purOrderLine', 'cancelLine', poLine.poLineId, { comment: 'x' }), 'TRANSITION_REFUSED');
  const ship = await supplier1.entity('purDeliveryNote', 'saveOrUpdate', { lines: [{ lineNumber: 1, poLineId: poLine.poLineId, deliveryQty: 1 }] });
  refused(ship, 'VALIDATION', 'a settled order line is not shipped or received again');
  // A later statement does not take the settled receipt.
  refused(
    await buyer.entity('finAccountStmt', 'saveOrUpdate', {
      orgId: id.org,
      supplierId: id.supplier1,
      periodFrom: day(0),
      periodTo: day(0),
      currencyCode: 'CNY',
    }),
    'STATEMENT_EMPTY',
  );

  refused(await act(buyer, I, 'writeOff', inv.invoiceId), 'COMMENT_REQUIRED');
  // Paid, it could not be written off (payments come next; the hook reads paid_amount).
  await t.db.query('UPDATE srm_fin_invoices SET paid_amount = 1 WHERE invoice_id = $1', [inv.invoiceId]);
  refused(await act(buyer, I, 'writeOff', inv.invoiceId, { comment: '开错' }), 'INVOICE_PAID');
  await t.db.query('UPDATE srm_fin_invoices SET paid_amount = 0 WHERE invoice_id = $1', [inv.invoiceId]);
  ok(await act(buyer, I, 'writeOff', inv.invoiceId, { comment: '开错' }));
  const red = (
    await t.db.query<{ kind: string; total: string; status: string; original: string }>(
      'SELECT invoice_kind AS kind, total_amount::text AS total, invoice_status AS status, original_invoice_number AS original FROM srm_fin_invoices WHERE original_invoice_id = $1',
      [inv.invoiceId],
    )
  ).rows[0];
  assert.deepEqual(red, { kind: 'RED', total: '-10.00', status: 'CONFIRMED', original: inv.invoiceNumber });
  assert.deepEqual(await status(), { d: 'RECEIVED', p: 'RECEIVED' });
  // The statement's lines are free to invoice again.
  assert.equal(((await invoiceOf(s.accountId)).lines as unknown[]).length, 1);
});
