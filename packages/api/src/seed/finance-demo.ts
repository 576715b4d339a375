/**
 * Finance grants and demo documents (entities/finance/STATES.md): buyers keep
 * deductions, statements and the match workbench but approve nothing,
 * approvers approve (statements also in a batch), suppliers confirm or
 * dispute their statements, enter invoices and confirm the receipt of a
 * payment. Made by the demo users through
 * the operations the screens use, on the purchasing history's receipts, so
 * each supplier has its own documents in every state, and the last months'
 * receipts stay free for a new statement.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { Db, Queryable } from '../db/db.ts';
import { EntityOperations, type Row } from '../engine/operations.ts';
import type { Caller } from '../engine/caller.ts';
import { registerFinance } from '../finance/feature.ts';
import { callerFor } from './purchase-demo.ts';
import { seedReturns } from './return-demo.ts';
import { actor } from './act.ts';
import { grantRoutes, menusOf, except, READ, APPROVAL_HISTORY, WRITE, type ScreenButtons } from './grants.ts';

/** Approvers also approve statements in a batch; invoices are the supplier's to write (the buyer matches and confirms them). */
const BATCH_APPROVAL = 'btnBatchApproval';
const INVOICE_WRITES = [...WRITE, 'btnSubmit'];

export async function grantFinance(tx: Queryable): Promise<void> {
  const invoice = (s: ScreenButtons) => s.def.name === 'finInvoice';
  await grantRoutes(tx, 'BUYER', menusOf('FINANCE', 'INSIDE'), (s) => except(s.all, s.decides, [BATCH_APPROVAL], invoice(s) ? INVOICE_WRITES : []));
  await grantRoutes(tx, 'APPROVER', menusOf('FINANCE', 'INSIDE'), (s) => [...READ, APPROVAL_HISTORY, ...s.decides, BATCH_APPROVAL]);
  await grantRoutes(tx, 'SUPPLIER', menusOf('FINANCE', 'EX'), (s) => [...READ, ...s.supplier, ...(invoice(s) ? INVOICE_WRITES : [])]);
}

const day = (offset: number) => formatDate(new Date(Date.now() + offset * 86_400_000));

export async function seedFinanceDemo(db: Db): Promise<void> {
  const ops = new EntityOperations(db);
  registerFinance(ops);
  await db.transaction(grantFinance);
  const [buyer, approver, supplier1, supplier2] = await Promise.all(['buyer', 'approver', 'supplier1', 'supplier2'].map((u) => callerFor(db, u)));
  const org = Number((await db.query<{ id: number }>(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-MFG'`)).rows[0].id);
  const save = (entity: string, caller: Caller, record: Row) => ops.save(getEntity(entity), caller, record);
  const act = actor(ops);

  await save('finMatchTolerance', buyer, {
    orgId: org,
    amountTolerance: 1,
    amountPercent: 0.5,
    pricePercent: 1,
    qtyPercent: 0,
    description: '金额差异不超过1元且不超过0.5%，单价差异不超过1%，数量须一致',
  });

  // Deductions: confirmed ones the supplier sees, and the states a buyer meets.
  const orderOf = async (supplier: Caller) =>
    String(
      (await db.query<{ n: string }>('SELECT po_number AS n FROM srm_po_headers WHERE supplier_id = $1 ORDER BY po_header_id LIMIT 1', [supplier.supplierId]))
        .rows[0]?.n ?? '',
    );
  const deduction = async (supplier: Caller, type: string, amount: string, reason: string, to: string[]) => {
    const d = await save('finDeduction', buyer, {
      orgId: org,
      supplierId: supplier.supplierId,
      deductionType: type,
      deductionAmount: amount,
      currencyCode: 'CNY',
      poNumber: await orderOf(supplier),
      deductionReason: reason,
    });
    const id = Number(d.deductionId);
    for (const step of to) await act('finDeduction', step === 'approval' || step === 'reject' ? approver : buyer, step, id, { comment: reason });
  };
  await deduction(supplier1, 'LATE_DELIVERY', '800.00', '订单晚交5天，按合同每天扣0.5%', ['submit', 'approval']);
  await deduction(supplier1, 'QUALITY', '1250.50', '来料抽检不合格率超标，返工费用', ['submit']);
  await deduction(supplier1, 'OTHER', '300.00', '包装不符合要求', []);
  await deduction(supplier2, 'QUALITY', '2300.00', '批次不良导致停线两小时', ['submit', 'approval']);
  await deduction(supplier2, 'LATE_DELIVERY', '500.00', '交期延误三天', ['submit', 'reject']);
  await deduction(supplier2, 'OTHER', '120.00', '误开扣款，已取消', ['cancel']);

  // Statements over the history's months, each left at one step.
  const statement = async (supplier: Caller, from: number, to: number, steps: [Caller, string, Row?][]) => {
    const s = await save('finAccountStmt', buyer, {
      orgId: org,
      supplierId: supplier.supplierId,
      periodFrom: day(from),
      periodTo: day(to),
      currencyCode: 'CNY',
      description: `${day(from)} ~ ${day(to)} 对账`,
    });
    const id = Number(s.accountId);
    for (const [caller, step, extra] of steps) await act('finAccountStmt', caller, step, id, extra);
    return ops.findById(getEntity('finAccountStmt'), buyer, { accountId: id });
  };
  const approved = (supplier: Caller): [Caller, string, Row?][] => [
    [buyer, 'send'],
    [supplier, 'confirm'],
    [approver, 'approval'],
  ];
  const dispute = async (s: Row, supplier: Caller) => {
    const first = (s.lines as Row[])[0];
    await act('finAccountStmt', supplier, 'dispute', Number(s.accountId), {
      lines: [{ accountLineId: first.accountLineId, disputeReason: '该批次已退回两件，接收数量应扣减' }],
    });
  };
  /** An invoice of the whole statement, some lines changed by `vary` before it is submitted. */
  const invoice = async (supplier: Caller, s: Row, code: string, number: string, submit: boolean, vary?: (line: Row) => Row) => {
    const inv = await save('finInvoice', supplier, { invoiceCode: code, invoiceNumber: number, invoiceDate: day(-1), accountId: s.accountId });
    if (vary)
      await save('finInvoice', supplier, {
        invoiceId: inv.invoiceId,
        versionNum: inv.versionNum,
        lines: (inv.lines as Row[]).map((l, i) => (i === 0 ? { ...l, ...vary(l) } : l)),
      });
    if (submit) await act('finInvoice', supplier, 'submit', Number(inv.invoiceId));
    return Number(inv.invoiceId);
  };

  const s1a = await statement(supplier1, -340, -300, approved(supplier1));
  const matched1 = await invoice(supplier1, s1a, '3100261130', '04512001', true);
  await act('finInvoice', buyer, 'confirm', matched1);
  const s1b = await statement(supplier1, -299, -260, approved(supplier1));
  // One line invoiced above the order price, beyond the 1% tolerance: the buyer's match workbench.
  await invoice(supplier1, s1b, '3100261130', '04512002', true, (l) => {
    const net = Math.round(Number(l.netAmount) * 103) / 100;
    return { netAmount: net.toFixed(2), taxAmount: (Math.round(net * Number(l.taxRate) * 100) / 100).toFixed(2) };
  });
  await statement(supplier1, -259, -220, [
    [buyer, 'send'],
    [supplier1, 'confirm'],
  ]);
  await statement(supplier1, -219, -180, [[buyer, 'send']]);
  await dispute(await statement(supplier1, -179, -150, [[buyer, 'send']]), supplier1);
  await statement(supplier1, -149, -120, []);

  const s2a = await statement(supplier2, -340, -280, approved(supplier2));
  await invoice(supplier2, s2a, '4400262130', '11873001', true);
  const s2b = await statement(supplier2, -279, -220, approved(supplier2));
  await invoice(supplier2, s2b, '4400262130', '11873002', false);
  await statement(supplier2, -219, -160, [
    [buyer, 'send'],
    [supplier2, 'confirm'],
  ]);
  await statement(supplier2, -159, -130, [[buyer, 'send']]);
  await statement(supplier2, -129, -100, [[buyer, 'cancel', { comment: '期间选错，重新对账' }]]);
  await seedPayments(ops, { buyer, approver, supplier1, supplier2 }, org, matched1);
  // After the statements, so the confirmed return waits for the buyer's next one.
  await seedReturns(db, ops, buyer, supplier1, org);
}

/**
 * Advances and payment requests on the invoices above: supplier1's advance is
 * offset by a paid request (the rest collected back, so nothing of it stays
 * open) and another advance waits for approval; supplier2's invoice is
 * confirmed and requested (waiting for the approver), and its advance,
 * approved later, is still to be offset, with a refund in draft.
 */
async function seedPayments(ops: EntityOperations, who: Record<'buyer' | 'approver' | 'supplier1' | 'supplier2', Caller>, org: number, matched1: number) {
  const { buyer, approver, supplier1, supplier2 } = who;
  const save = (entity: string, record: Row) => ops.save(getEntity(entity), buyer, record);
  const act = actor(ops);
  const advance = async (supplier: Caller, amount: string, reason: string, steps: [Caller, string][]) => {
    const a = await save('finAdvanceApply', { orgId: org, supplierId: supplier.supplierId, currencyCode: 'CNY', advanceAmount: amount, advanceReason: reason });
    for (const [caller, step] of steps) await act('finAdvanceApply', caller, step, Number(a.advanceId), { comment: reason });
    return Number(a.advanceId);
  };
  const approvedSteps: [Caller, string][] = [
    [buyer, 'submit'],
    [approver, 'approval'],
  ];

  const a1 = await advance(supplier1, '1000.00', '模具开发预付款', approvedSteps);
  const p1 = await save('finPaymentApply', {
    orgId: org,
    supplierId: supplier1.supplierId,
    currencyCode: 'CNY',
    invoiceId: matched1,
    description: '发票到期付款',
  });
  for (const [caller, step] of [
    [buyer, 'submit'],
    [approver, 'approval'],
    [buyer, 'pay'],
  ] as [Caller, string][])
    await act('finPaymentApply', caller, step, Number(p1.paymentId));
  const left = await ops.findById(getEntity('finAdvanceApply'), buyer, { advanceId: a1 });
  if (Number(left.remainingAmount) > 0) {
    const back = await save('finAdvanceCollect', { advanceId: a1, collectAmount: left.remainingAmount, description: '预付款余额供应商退回' });
    await act('finAdvanceCollect', buyer, 'confirm', Number(back.collectId));
  }
  await advance(supplier1, '2000.00', '紧急备料预付款', [[buyer, 'submit']]);

  const [invoice2] = await ops.db
    .query<{ id: number }>(`SELECT invoice_id AS id FROM srm_fin_invoices WHERE supplier_id = $1 AND invoice_status = 'MATCHED' ORDER BY invoice_id LIMIT 1`, [
      supplier2.supplierId,
    ])
    .then((r) => r.rows);
  await act('finInvoice', buyer, 'confirm', Number(invoice2.id));
  const p2 = await save('finPaymentApply', { orgId: org, supplierId: supplier2.supplierId, currencyCode: 'CNY', description: '扣除质量扣款后付款' });
  await act('finPaymentApply', buyer, 'submit', Number(p2.paymentId));
  const a2 = await advance(supplier2, '3000.00', '设备采购预付款', approvedSteps);
  await save('finAdvanceCollect', { advanceId: a2, collectAmount: '500.00', description: '部分预付款退回' });
  await advance(supplier2, '800.00', '预付比例不符合合同', [
    [buyer, 'submit'],
    [approver, 'reject'],
  ]);
}
