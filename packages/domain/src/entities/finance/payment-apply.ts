import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { STATE, approvalWorkflow } from '../../entity/workflows.ts';

/**
 * A payment request (付款申请, FK-): what the buyer asks to pay one supplier at
 * one organisation in one currency. The server builds its lines from the
 * supplier's confirmed invoices, node by node of each order's payment terms
 * (what is due and not yet requested), less the confirmed deductions of their
 * statements and the supplier's approved advances not yet offset. Approved, it
 * raises the invoices' paid amount; paid, the supplier acknowledges receipt.
 * STATES.md.
 */
export default defineEntity({
  name: 'finPaymentApply',
  domain: 'finance',
  label: { zh: '付款申请', en: 'Payment request' },
  service: 'srmServer',
  rest: 'srmCuaPaymentApplies',
  table: 'srm_fin_payment_applies',
  key: 'paymentId',
  titleField: 'paymentNumber',
  scope: { supplier: 'supplierId', hiddenFromSupplierIn: ['DRAFT', 'SUBMITTED', 'REJECTED', 'CANCELLED'] },
  supplierEditableWhen: { field: 'paymentStatus', values: [] },
  fields: [
    f.text('paymentNumber', '付款申请单号', 'Request number', { autoNumber: 'FK-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    ...f.org({ required: true }),
    ...f.supplier({ required: true }),
    f.lookup('currencyCode', '币种', 'Currency', 'BANK_CURRENCY', { required: true, default: 'CNY' }),
    f.ref('invoiceId', '指定发票', 'Only invoice', 'finInvoice', { display: 'invoiceNumber', copy: { invoiceNumber: 'invoiceNumber' } }),
    f.text('invoiceNumber', '发票号码', 'Invoice number', { readOnly: true, maxLength: 32 }),
    f.money('requestedAmount', '申请金额', 'Amount asked', { rules: ['positive'] }),
    f.money('grossAmount', '应付发票金额', 'Invoices due', { readOnly: true }),
    f.money('deductedAmount', '扣款金额', 'Deductions', { readOnly: true }),
    f.money('offsetAmount', '预付款核销', 'Advances offset', { readOnly: true }),
    f.money('paymentAmount', '实付金额', 'To pay', { readOnly: true, computed: { sum: { child: 'lines', field: 'amount' } } }),
    f.number('exchangeRate', '汇率', 'Exchange rate', { readOnly: true, precision: 10 }),
    f.money('functionalAmount', '本位币金额(CNY)', 'Amount in CNY', { readOnly: true }),
    f.lookup('paymentStatus', '状态', 'Status', 'FIN_PAYMENT_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.date('applyDate', '申请日期', 'Request date', { readOnly: true }),
    f.datetime('approvedDate', '批准时间', 'Approved', { readOnly: true }),
    f.date('paidDate', '付款日期', 'Paid on', { readOnly: true }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
    f.attachments(),
  ],
  children: [{ name: 'lines', entity: 'finPaymentLine', foreignKey: 'paymentId', label: { zh: '付款明细', en: 'Lines' }, fixedLines: true }],
  workflow: approvalWorkflow('paymentStatus', {
    states: {
      SUBMITTED: { label: { zh: '审批中', en: 'Submitted' } },
      PAID: { label: { zh: '已付款', en: 'Paid' } },
      RECEIVED: { label: { zh: '供应商已收款', en: 'Received by supplier' } },
      CANCELLED: STATE.CANCELLED,
    },
    withdraw: true,
    effects: { approval: { notifySupplier: true, stamp: 'approvedDate' }, reject: { notifyCreator: true } },
    actions: [
      { action: 'pay', label: { zh: '登记付款', en: 'Record payment' }, from: ['APPROVED'], to: 'PAID', resource: 'btnPay', todo: true, notifySupplier: true },
      {
        action: 'acknowledge',
        label: { zh: '确认收款', en: 'Confirm receipt' },
        from: ['PAID'],
        to: 'RECEIVED',
        resource: 'btnConfirm',
        actor: 'supplier',
        todo: true,
        notifyCreator: true,
      },
      { action: 'cancel', label: { zh: '取消', en: 'Cancel' }, from: ['DRAFT', 'REJECTED'], to: 'CANCELLED', resource: 'btnCancel', commentRequired: true },
    ],
  }),

  list: {
    columns: [
      'paymentNumber',
      'orgName',
      'supplierNumber',
      'supplierName',
      'currencyCode',
      'grossAmount',
      'deductedAmount',
      'offsetAmount',
      'paymentAmount',
      'functionalAmount',
      'paymentStatus',
      'applyDate',
      'paidDate',
    ],
    filters: [{ field: 'paymentNumber', op: 'like' }, 'supplierId', 'orgId', 'paymentStatus'],
    sort: ['-paymentId'],
    summary: ['paymentAmount'],
  },
  form: {
    sections: [
      {
        title: { zh: '付款申请', en: 'Payment request' },
        fields: ['paymentNumber', 'orgId', 'supplierId', 'currencyCode', 'invoiceId', 'requestedAmount', 'paymentStatus', 'description'],
      },
      {
        title: { zh: '金额与进度', en: 'Amounts and progress' },
        fields: ['grossAmount', 'deductedAmount', 'offsetAmount', 'paymentAmount', 'exchangeRate', 'functionalAmount', 'applyDate', 'approvedDate', 'paidDate'],
      },
      { title: { zh: '附件', en: 'Files' }, fields: ['attachmentIds'] },
    ],
  },
});
