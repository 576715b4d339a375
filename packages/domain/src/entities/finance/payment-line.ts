import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A line of a payment request, made by the server: one payment node of one
 * order on one confirmed invoice (INVOICE: the node's share of the invoice's
 * lines of that order, due on its date, less what other live requests took),
 * a confirmed deduction of the invoices' statements (DEDUCTION, negative) or an
 * approved advance offset (ADVANCE, negative). `deductionHold` keeps a
 * deduction on one live request at most.
 */
export default defineEntity({
  name: 'finPaymentLine',
  domain: 'finance',
  label: { zh: '付款申请行', en: 'Payment line' },
  service: 'srmServer',
  rest: 'srmCuaPaymentLines',
  table: 'srm_fin_payment_lines',
  key: 'paymentLineId',
  titleField: 'lineLabel',
  parent: { entity: 'finPaymentApply', foreignKey: 'paymentId' },
  fields: [
    f.ref('paymentId', '付款申请', 'Payment request', 'finPaymentApply', { required: true }),
    f.integer('lineNumber', '行号', 'Line', { required: true, min: 1, readOnly: true }),
    f.lookup('lineKind', '类型', 'Kind', 'FIN_PAYMENT_LINE_KIND', { readOnly: true, default: 'INVOICE' }),
    f.text('lineLabel', '付款行', 'Payment line', { readOnly: true, maxLength: 400 }),
    f.integer('invoiceId', '发票ID', 'Invoice id', { readOnly: true, index: true }),
    f.text('invoiceNumber', '发票号码', 'Invoice number', { readOnly: true, maxLength: 32 }),
    f.integer('poHeaderId', '采购订单ID', 'Order id', { readOnly: true }),
    f.text('poNumber', '采购订单号', 'Order number', { readOnly: true, maxLength: 40 }),
    f.integer('nodeLine', '节点序号', 'Node number', { readOnly: true }),
    f.lookup('termNode', '付款节点', 'Payment node', 'PAYMENT_TERM_NODE', { readOnly: true }),
    f.number('proportion', '付款比例(%)', 'Proportion (%)', { readOnly: true, precision: 2 }),
    f.date('dueDate', '到期日', 'Due on', { readOnly: true }),
    f.money('nodeAmount', '节点金额', 'Node amount', { readOnly: true }),
    f.money('payableAmount', '可付金额', 'Payable', { readOnly: true }),
    f.money('amount', '本次金额', 'This request', { readOnly: true }),
    f.integer('deductionId', '扣款单ID', 'Deduction id', { readOnly: true, index: true }),
    f.integer('deductionHold', '占用扣款单', 'Deduction held', { readOnly: true, unique: true, hidden: true }),
    f.text('deductionNumber', '扣款单号', 'Deduction number', { readOnly: true, maxLength: 40 }),
    f.integer('advanceId', '预付款申请ID', 'Advance id', { readOnly: true, index: true }),
    f.text('advanceNumber', '预付款申请单号', 'Advance number', { readOnly: true, maxLength: 40 }),
  ],
  list: {
    columns: [
      'lineNumber',
      'lineKind',
      'invoiceNumber',
      'poNumber',
      'termNode',
      'proportion',
      'dueDate',
      'nodeAmount',
      'payableAmount',
      'deductionNumber',
      'advanceNumber',
      'amount',
    ],
    filters: ['paymentId'],
    sort: ['lineNumber'],
    summary: ['amount'],
  },
});
