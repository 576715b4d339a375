import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A line of an invoice: one receipt line of its statement (made by the server)
 * with what the supplier invoices for it. The match puts side by side the
 * order's price excl. tax and the invoiced price, the received and the
 * invoiced quantity, the statement's and the invoiced amount, each difference
 * and what the organisation's tolerance allows. `invoiceHold` keeps a
 * statement line on one live invoice at most.
 */
export default defineEntity({
  name: 'finInvoiceLine',
  domain: 'finance',
  label: { zh: '发票行', en: 'Invoice line' },
  service: 'srmServer',
  rest: 'srmCuaInvoiceLines',
  table: 'srm_fin_invoice_lines',
  key: 'invoiceLineId',
  titleField: 'lineLabel',
  parent: { entity: 'finInvoice', foreignKey: 'invoiceId' },
  fields: [
    f.ref('invoiceId', '发票', 'Invoice', 'finInvoice', { required: true }),
    f.integer('lineNumber', '行号', 'Line', { required: true, min: 1, readOnly: true }),
    f.text('lineLabel', '发票行', 'Invoice line', { readOnly: true, maxLength: 400 }),
    f.integer('accountLineId', '对账单行ID', 'Statement line id', { readOnly: true, index: true }),
    f.integer('invoiceHold', '占用对账单行', 'Statement line held', { readOnly: true, unique: true, hidden: true }),
    f.integer('deliveryLineId', '送货单行ID', 'Receipt line id', { readOnly: true, index: true }),
    f.integer('poLineId', '订单行ID', 'Order line id', { readOnly: true, index: true }),
    f.text('deliveryNumber', '送货单号', 'Delivery number', { readOnly: true, maxLength: 40 }),
    f.text('poNumber', '采购订单号', 'Order number', { readOnly: true, maxLength: 40 }),
    f.text('itemCode', '物料编码', 'Material code', { readOnly: true, maxLength: 60 }),
    f.text('itemName', '物料名称', 'Material name', { readOnly: true }),
    f.number('taxRate', '税率', 'Tax rate', { readOnly: true, precision: 4 }),
    f.money('orderPrice', '订单单价(不含税)', 'Order price excl. tax', { readOnly: true, precision: 4 }),
    f.number('receivedQty', '接收数量', 'Received', { readOnly: true, precision: 4 }),
    f.money('statementAmount', '对账金额(不含税)', 'Statement amount excl. tax', { readOnly: true }),
    f.number('invoiceQty', '开票数量', 'Invoiced quantity', { required: true, precision: 4, rules: ['positive'] }),
    f.money('netAmount', '不含税金额', 'Amount excl. tax', { required: true, rules: ['nonNegative'] }),
    f.money('taxAmount', '税额', 'Tax', { required: true, rules: ['nonNegative'] }),
    f.money('totalAmount', '价税合计', 'Total', { readOnly: true }),
    f.money('invoicePrice', '开票单价(不含税)', 'Invoiced price excl. tax', { readOnly: true, precision: 4 }),
    f.money('priceDiff', '单价差异', 'Price difference', { readOnly: true, precision: 4 }),
    f.number('qtyDiff', '数量差异', 'Quantity difference', { readOnly: true, precision: 4 }),
    f.money('amountDiff', '金额差异', 'Amount difference', { readOnly: true }),
    f.money('priceAllowed', '单价容差', 'Price tolerance', { readOnly: true, precision: 4 }),
    f.number('qtyAllowed', '数量容差', 'Quantity tolerance', { readOnly: true, precision: 4 }),
    f.money('amountAllowed', '金额容差', 'Amount tolerance', { readOnly: true }),
    f.lookup('matchResult', '匹配结果', 'Match', 'FIN_MATCH_RESULT', { readOnly: true, default: 'PENDING' }),
  ],
  list: {
    columns: [
      'lineNumber',
      'deliveryNumber',
      'poNumber',
      'itemCode',
      'itemName',
      'taxRate',
      'orderPrice',
      'invoicePrice',
      'priceDiff',
      'priceAllowed',
      'receivedQty',
      'invoiceQty',
      'qtyDiff',
      'qtyAllowed',
      'statementAmount',
      'netAmount',
      'amountDiff',
      'amountAllowed',
      'taxAmount',
      'totalAmount',
      'matchResult',
    ],
    filters: ['invoiceId'],
    sort: ['lineNumber'],
    summary: ['statementAmount', 'netAmount', 'taxAmount', 'totalAmount'],
  },
});
