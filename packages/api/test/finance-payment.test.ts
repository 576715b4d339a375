/**
 * Payment requests and advances: what is payable follows the order's payment
 * term nodes (a node not yet due is not); confirmed deductions and approved
 * advances come off, to the cent on amounts binary floating point gets wrong;
 * approval raises the invoice's paid amount, which then refuses a write-off;
 * twenty requests racing on one invoice ask exactly what is payable; a frozen
 * supplier, an amount above what is payable and nothing payable are refused;
 * another supplier sees none of it, the cash-flow statement included.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { act, day, ids, ok, refused } from './purchase-kit.ts';
import { confirmedDeduction, receivedOrder, statement } from './finance-kit.ts';

const t = await setup();
const admin = await t.login('admin');
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const supplier2 = await t.login('supplier2');
const id = await ids(t);
const c1 = { buyer, approver, supplier: supplier1 };
const c2 = { buyer, approver, supplier: supplier2 };
const P = 'finPaymentApply';
const A = 'finAdvanceApply';
let seq = 0;
const number = () => `${Date.now() % 1_000_000}${++seq}`.padStart(8, '0');
/** Cents of a money answer, compared as integers so the test itself does no floating-point sum. */
const c = (v: unknown) => Math.round(Number(v) * 100);
const text = async (sql: string, p: unknown[]) => String((await t.db.query<{ v: string }>(sql, p)).rows[0]?.v);

// What the demo left open (confirmed deductions on no statement, the last months' receipts) goes on a draft statement, held there,
// so each test below counts only what it made.
for (const [cast, supplierId] of [
  [c1, id.supplier1],
  [c2, id.supplier2],
] as const)
  await cast.buyer.entity('finAccountStmt', 'saveOrUpdate', { orgId: id.org, supplierId, periodFrom: day(-400), periodTo: day(0), currencyCode: 'CNY' });
const demoAdvance = await text(
  `SELECT COALESCE(sum(remaining_amount), 0)::text AS v FROM srm_fin_advance_applies WHERE supplier_id = $1 AND advance_status = 'APPROVED'`,
  [id.supplier1],
);
assert.equal(c(demoAdvance), 0, 'the demo leaves no advance of supplier1 to offset');

const term = async (code: string, nodes: [string, number, number][]) =>
  ok(
    await admin.entity('paymentTerm', 'saveOrUpdate', {
      paymentTermCode: code,
      paymentTermName: code,
      nodes: nodes.map(([node, proportion, bias], i) => ({ lineNumber: i + 1, paymentTermNode: node, paymentProportion: proportion, biasDays: bias })),
    }),
    'payment term',
  );

/** A confirmed invoice of supplier1 on today's receipt of an order of `lines` with `header`. */
async function confirmedInvoice(lines: Record<string, unknown>[], header: Record<string, unknown> = {}) {
  const po = await receivedOrder(c1, id.supplier1, id.org, lines, header);
  const s = await statement(c1, { orgId: id.org, supplierId: id.supplier1, periodFrom: day(0), periodTo: day(0) }, 'APPROVED');
  const inv = ok(
    await supplier1.entity('finInvoice', 'saveOrUpdate', { invoiceCode: '3100269131', invoiceNumber: number(), invoiceDate: day(0), accountId: s.accountId }),
  );
  assert.equal(ok(await act(supplier1, 'finInvoice', 'submit', inv.invoiceId)).invoiceStatus, 'MATCHED');
  return { po, s, invoice: ok(await act(buyer, 'finInvoice', 'confirm', inv.invoiceId), 'confirm invoice') };
}

async function approvedAdvance(amount: string) {
  const a = ok(
    await buyer.entity(A, 'saveOrUpdate', { orgId: id.org, supplierId: id.supplier1, currencyCode: 'CNY', advanceAmount: amount, advanceReason: '备料预付' }),
  );
  ok(await act(buyer, A, 'submit', a.advanceId), 'submit advance');
  refused(await act(buyer, A, 'approval', a.advanceId), 'FORBIDDEN');
  return ok(await act(approver, A, 'approval', a.advanceId), 'approve advance');
}

const request = (body: Record<string, unknown>, client = buyer) =>
  client.entity(P, 'saveOrUpdate', { orgId: id.org, supplierId: id.supplier1, currencyCode: 'CNY', ...body });

test(`[${dbKind}] a request follows the term nodes, takes the deductions and the advance off to the cent, and approval marks the invoice paid`, async () => {
  const t30 = await term(`PT-T30-${number()}`, [
    ['DELIVERY', 30, 0],
    ['ACCEPTANCE', 70, 0],
  ]);
  await confirmedDeduction(c1, { orgId: id.org, supplierId: id.supplier1, deductionAmount: '0.1' });
  await confirmedDeduction(c1, { orgId: id.org, supplierId: id.supplier1, deductionAmount: '0.2' });
  // 3 × 33.33 + 0.1 + 0.2 = 100.29 incl. tax: in binary floating point 99.99 + 0.1 + 0.2 is 100.28999999999999.
  const { invoice, s } = await confirmedInvoice(
    [
      { lineNumber: 1, itemId: id.gear, quantity: 3, taxPrice: 33.33, needByDate: day(10) },
      { lineNumber: 2, itemId: id.shaft, quantity: 1, taxPrice: 0.1, needByDate: day(10) },
      { lineNumber: 3, itemId: id.flange, quantity: 1, taxPrice: 0.2, needByDate: day(10) },
    ],
    { paymentTermId: t30.paymentTermId },
  );
  assert.equal(c(invoice.totalAmount), 10029);
  assert.equal(
    (s.lines as { amount: number }[]).filter((l) => l.amount < 0).reduce((a, l) => a + c(l.amount), 0),
    -30,
    'the deductions are on the statement',
  );
  const advance = await approvedAdvance('33.33');
  assert.equal(c(advance.remainingAmount), 3333);

  const p = ok(await request({ invoiceId: invoice.invoiceId, description: '按节点付款' }), 'payment request');
  const lines = p.lines as Record<string, any>[];
  assert.deepEqual(
    lines.map((l) => [l.lineKind, l.termNode ?? null, c(l.amount)]),
    [
      ['INVOICE', 'DELIVERY', 3009],
      ['INVOICE', 'ACCEPTANCE', 7020],
      ['DEDUCTION', null, -10],
      ['DEDUCTION', null, -20],
      ['ADVANCE', null, -3333],
    ],
    '30% of 100.29 rounds to 30.09, the last node takes the rest: 70.20',
  );
  assert.deepEqual([c(p.grossAmount), c(p.deductedAmount), c(p.offsetAmount), c(p.paymentAmount)], [10029, 30, 3333, 6666]);
  assert.equal(await text('SELECT payment_amount::text AS v FROM srm_fin_payment_applies WHERE payment_id = $1', [p.paymentId]), '66.66');
  assert.equal(c(p.functionalAmount), 6666, 'CNY is the base currency: rate 1');
  // Held by the draft: a second request finds nothing, and the invoice cannot be written off.
  refused(await request({ invoiceId: invoice.invoiceId }), 'PAYMENT_NOTHING_PAYABLE');
  refused(await act(buyer, 'finInvoice', 'writeOff', invoice.invoiceId, { comment: '开错' }), 'INVOICE_PAID');
  // Supplier1 sees none of it before approval; withdraw returns it to draft.
  refused(await supplier1.entity(P, 'findById', { paymentId: p.paymentId }), 'NOT_FOUND');
  ok(await act(buyer, P, 'submit', p.paymentId));
  assert.equal(ok(await act(buyer, P, 'withdraw', p.paymentId)).paymentStatus, 'DRAFT');
  ok(await act(buyer, P, 'submit', p.paymentId));
  refused(await act(buyer, P, 'approval', p.paymentId), 'FORBIDDEN');
  assert.equal(ok(await act(approver, P, 'approval', p.paymentId)).paymentStatus, 'APPROVED');
  assert.equal(await text('SELECT paid_amount::text AS v FROM srm_fin_invoices WHERE invoice_id = $1', [invoice.invoiceId]), '100.29');
  const after = ok(await buyer.entity(A, 'findById', { advanceId: advance.advanceId }));
  assert.deepEqual([c(after.offsetAmount), c(after.remainingAmount)], [3333, 0]);
  const offsets = ok(await buyer.entity('finAdvanceCollect', 'listByPage', { advanceId: advance.advanceId, pageRows: 10 })) as unknown as Record<string, any>[];
  assert.deepEqual(
    offsets.map((o) => [o.collectKind, c(o.collectAmount), o.paymentNumber]),
    [['OFFSET', 3333, p.paymentNumber]],
  );
  // Paid, the supplier is told and confirms receipt.
  ok(await act(buyer, P, 'pay', p.paymentId));
  const seen = ok(await supplier1.entity(P, 'findById', { paymentId: p.paymentId }));
  assert.equal(seen.paymentStatus, 'PAID');
  const told = await text(
    `SELECT count(*)::text AS v FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id
      WHERE u.user_name = 'supplier1' AND n.entity_name = $1 AND n.record_id = $2`,
    [P, p.paymentId],
  );
  assert.equal(told, '2', 'told when approved and when paid');
  const todo = await text(`SELECT count(*)::text AS v FROM srm_base_supplier_pending WHERE entity_name = $1 AND record_id = $2 AND handle_flag = 'N'`, [
    P,
    p.paymentId,
  ]);
  assert.equal(todo, '1', "the supplier's to-do: confirm the receipt");
  assert.equal(ok(await act(supplier1, P, 'acknowledge', p.paymentId)).paymentStatus, 'RECEIVED');
  refused(await act(buyer, 'finInvoice', 'writeOff', invoice.invoiceId, { comment: '开错' }), 'INVOICE_PAID');
});

test(`[${dbKind}] a node not yet due is not payable: of 30% advance, 60% on delivery +15 days and 10% retention, only the advance node`, async () => {
  const pt = await term(`PT-T361-${number()}`, [
    ['ADVANCE', 30, 0],
    ['DELIVERY', 60, 15],
    ['WARRANTY', 10, 365],
  ]);
  const { invoice } = await confirmedInvoice([{ lineNumber: 1, itemId: id.gear, quantity: 7, taxPrice: 14.29, needByDate: day(10) }], {
    paymentTermId: pt.paymentTermId,
  });
  assert.equal(c(invoice.totalAmount), 10003);
  const p = ok(await request({ invoiceId: invoice.invoiceId }));
  assert.deepEqual(
    (p.lines as Record<string, any>[]).map((l) => [l.termNode, c(l.nodeAmount), c(l.amount)]),
    [['ADVANCE', 3001, 3001]],
  );
  ok(await act(buyer, P, 'cancel', p.paymentId, { comment: '节点未到期部分下次再付' }), 'cancel: the advance node is free again');
});

test(`[${dbKind}] twenty requests racing on one invoice ask exactly what is payable, never more`, async () => {
  const { invoice } = await confirmedInvoice([{ lineNumber: 1, itemId: id.gear, quantity: 10, taxPrice: 10, needByDate: day(10) }]);
  const payable = async () =>
    text(
      `SELECT COALESCE(sum(l.amount), 0)::text AS v FROM srm_fin_payment_lines l JOIN srm_fin_payment_applies p ON p.payment_id = l.payment_id
        WHERE l.invoice_id = $1 AND l.line_kind = 'INVOICE' AND p.payment_status <> 'CANCELLED'`,
      [invoice.invoiceId],
    );
  const answers = await Promise.all(Array.from({ length: 20 }, () => request({ invoiceId: invoice.invoiceId, requestedAmount: '10.00' })));
  const accepted = answers.filter((a) => a.body.status === 'S');
  assert.equal(accepted.length, 10, '100.00 payable, 10.00 each');
  for (const a of answers.filter((x) => x.body.status !== 'S'))
    assert.ok(a.body.code === 'PAYMENT_NOTHING_PAYABLE' || a.body.errors?.[0]?.field === 'requestedAmount', JSON.stringify(a.body));
  assert.equal(await payable(), '100.00');
  const again = await Promise.all(Array.from({ length: 20 }, () => request({ invoiceId: invoice.invoiceId })));
  assert.equal(again.filter((a) => a.body.status === 'S').length, 0);
  assert.equal(await payable(), '100.00');
  // A cancelled request lets go of its share, which the next request takes.
  const first = accepted[0].body.data as Record<string, any>;
  ok(await act(buyer, P, 'cancel', first.paymentId, { comment: '重复申请' }));
  assert.equal(await payable(), '90.00');
  const taken = ok(await request({ invoiceId: invoice.invoiceId }));
  assert.equal(c(taken.paymentAmount), 1000);
  assert.equal(await payable(), '100.00');
});

test(`[${dbKind}] refused: a supplier frozen for payment, an amount above what is payable, nothing payable; nothing written`, async () => {
  const { invoice } = await confirmedInvoice([{ lineNumber: 1, itemId: id.gear, quantity: 1, taxPrice: 50, needByDate: day(10) }]);
  const count = async () => Number(await text('SELECT count(*)::text AS v FROM srm_fin_payment_applies', []));
  const before = await count();
  const above = await request({ invoiceId: invoice.invoiceId, requestedAmount: '50.01' }, buyer);
  refused(above, 'VALIDATION');
  assert.equal(above.body.errors?.[0].field, 'requestedAmount');
  assert.match(above.body.errors![0].message, /50\.01.*50\.00/);
  refused(await request({ supplierId: id.supplier2 }), 'PAYMENT_NOTHING_PAYABLE');
  const other = await request({ supplierId: id.supplier2, invoiceId: invoice.invoiceId });
  refused(other, 'VALIDATION');
  assert.equal(other.body.errors?.[0].field, 'invoiceId');
  await t.db.query(`UPDATE srm_pos_supplier_info SET payment_flag = 'N' WHERE supplier_id = $1`, [id.supplier1]);
  try {
    const frozen = await request({ invoiceId: invoice.invoiceId }, buyer);
    refused(frozen, 'VALIDATION');
    assert.equal(frozen.body.errors?.[0].field, 'supplierId');
    const adv = await buyer.entity(A, 'saveOrUpdate', { orgId: id.org, supplierId: id.supplier1, advanceAmount: '1', advanceReason: 'x' });
    assert.equal(adv.body.errors?.[0].field, 'supplierId');
  } finally {
    await t.db.query(`UPDATE srm_pos_supplier_info SET payment_flag = 'Y' WHERE supplier_id = $1`, [id.supplier1]);
  }
  assert.equal(await count(), before);
  ok(await request({ invoiceId: invoice.invoiceId, requestedAmount: '50.00' }), 'exactly what is payable');
});

test(`[${dbKind}] an advance is collected back within what remains; supplier2 sees none of supplier1's payments, advances or cash-flow rows`, async () => {
  const adv = await approvedAdvance('50.00');
  const over = await buyer.entity('finAdvanceCollect', 'saveOrUpdate', { advanceId: adv.advanceId, collectAmount: '50.01' });
  refused(over, 'VALIDATION');
  assert.equal(over.body.errors?.[0].field, 'collectAmount');
  const back = ok(await buyer.entity('finAdvanceCollect', 'saveOrUpdate', { advanceId: adv.advanceId, collectAmount: '20.00', description: '供应商退回' }));
  assert.deepEqual([back.collectKind, back.supplierId, back.currencyCode], ['REFUND', id.supplier1, 'CNY']);
  ok(await act(buyer, 'finAdvanceCollect', 'confirm', back.collectId));
  const rest = ok(await buyer.entity('finAdvanceCollect', 'saveOrUpdate', { advanceId: adv.advanceId, collectAmount: '30.00' }));
  ok(await act(buyer, 'finAdvanceCollect', 'confirm', rest.collectId));
  const a = ok(await buyer.entity(A, 'findById', { advanceId: adv.advanceId }));
  assert.deepEqual([c(a.collectedAmount), c(a.remainingAmount)], [5000, 0]);
  assert.equal(ok(await supplier1.entity(A, 'findById', { advanceId: adv.advanceId })).advanceStatus, 'APPROVED');

  refused(await supplier2.entity('finAdvanceCollect', 'listByPage', { pageRows: 10 }), 'FORBIDDEN', "collections are the buyer's records");
  for (const entity of [P, A, 'finCashFlow']) {
    const mine = ok(await supplier1.entity(entity, 'listByPage', { pageRows: 200 })) as unknown as { supplierId: number }[];
    assert.ok(mine.length > 0, `${entity}: supplier1 sees its own`);
    assert.ok(
      mine.every((r) => r.supplierId === id.supplier1),
      entity,
    );
    const theirs = ok(await supplier2.entity(entity, 'listByPage', { pageRows: 200 })) as unknown as { supplierId: number }[];
    assert.equal(theirs.filter((r) => r.supplierId === id.supplier1).length, 0, `${entity}: supplier2 sees none of supplier1's`);
  }
  refused(await supplier2.entity(A, 'findById', { advanceId: adv.advanceId }), 'NOT_FOUND');
  // The balance: invoiced − deducted − paid − advanced + collected, each computed in SQL.
  const rows = ok(await buyer.entity('finCashFlow', 'listByPage', { supplierId: id.supplier1, pageRows: 10 })) as unknown as Record<string, number>[];
  assert.equal(rows.length, 1);
  const r = rows[0];
  assert.equal(c(r.balanceAmount), c(r.invoicedAmount) - c(r.deductedAmount) - c(r.paidAmount) - c(r.advancedAmount) + c(r.collectedAmount));
  assert.ok(c(r.paidAmount) >= 6666 && c(r.collectedAmount) >= 5000, 'the payment and the refund above are counted');
});
