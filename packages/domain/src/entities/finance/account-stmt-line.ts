import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A line of an account statement, made by the server: a received delivery note
 * line at its order line's price and tax (RECEIPT), or a confirmed deduction as
 * a negative amount (DEDUCTION), or a confirmed purchase return line as a
 * negative receipt at the same price and tax (RETURN). `receiptHold` /
 * `deductionHold` / `returnHold` hold what the line stands for while the
 * statement is open: a unique index keeps each on one open statement at most.
 */
export default defineEntity({
  name: 'finAccountStmtLine',
  domain: 'finance',
  label: { zh: '对账单行', en: 'Statement line' },
  service: 'srmServer',
  rest: 'srmCuaAccountLines',
  table: 'srm_fin_account_stmt_lines',
  key: 'accountLineId',
  titleField: 'lineLabel',
  parent: { entity: 'finAccountStmt', foreignKey: 'accountId' },
  fields: [
    f.ref('accountId', '对账单', 'Statement', 'finAccountStmt', { required: true }),
    f.integer('lineNumber', '行号', 'Line', { required: true, min: 1, readOnly: true }),
    f.lookup('lineKind', '类型', 'Kind', 'FIN_STMT_LINE_KIND', { readOnly: true, default: 'RECEIPT' }),
    f.text('lineLabel', '对账行', 'Statement line', { readOnly: true, maxLength: 400 }),
    f.integer('deliveryLineId', '送货单行ID', 'Receipt line id', { readOnly: true, index: true }),
    f.integer('receiptHold', '占用送货单行', 'Receipt line held', { readOnly: true, unique: true, hidden: true }),
    f.text('deliveryNumber', '送货单号', 'Delivery number', { readOnly: true, maxLength: 40 }),
    f.date('receivedDate', '接收日期', 'Received on', { readOnly: true }),
    f.integer('poHeaderId', '采购订单ID', 'Order id', { readOnly: true }),
    f.text('poNumber', '采购订单号', 'Order number', { readOnly: true, maxLength: 40 }),
    f.integer('poLineId', '订单行ID', 'Order line id', { readOnly: true, index: true }),
    f.integer('poLineNumber', '订单行号', 'Order line', { readOnly: true }),
    f.text('itemCode', '物料编码', 'Material code', { readOnly: true, maxLength: 60 }),
    f.text('itemName', '物料名称', 'Material name', { readOnly: true }),
    f.lookup('uomCode', '单位', 'Unit', 'BASE_ITEMS_UNIT', { readOnly: true }),
    f.number('quantity', '接收数量', 'Received quantity', { readOnly: true, precision: 4 }),
    f.money('taxPrice', '含税单价', 'Price incl. tax', { readOnly: true, precision: 4 }),
    f.money('nonTaxPrice', '不含税单价', 'Price excl. tax', { readOnly: true, precision: 4 }),
    f.number('taxRate', '税率', 'Tax rate', { readOnly: true, precision: 4 }),
    f.money('amount', '含税金额', 'Amount incl. tax', { readOnly: true }),
    f.money('netAmount', '不含税金额', 'Amount excl. tax', { readOnly: true }),
    f.money('taxAmount', '税额', 'Tax', { readOnly: true }),
    f.integer('deductionId', '扣款单ID', 'Deduction id', { readOnly: true, index: true }),
    f.integer('deductionHold', '占用扣款单', 'Deduction held', { readOnly: true, unique: true, hidden: true }),
    f.text('deductionNumber', '扣款单号', 'Deduction number', { readOnly: true, maxLength: 40 }),
    f.integer('returnLineId', '退货行ID', 'Return line id', { readOnly: true, index: true }),
    f.integer('returnHold', '占用退货行', 'Return line held', { readOnly: true, unique: true, hidden: true }),
    f.text('returnNumber', '退货单号', 'Return number', { readOnly: true, maxLength: 40 }),
    f.text('disputeReason', '异议原因', 'Dispute reason', { readOnly: true, maxLength: 1000 }),
  ],
  list: {
    columns: [
      'lineNumber',
      'lineKind',
      'deliveryNumber',
      'receivedDate',
      'poNumber',
      'poLineNumber',
      'deductionNumber',
      'returnNumber',
      'itemCode',
      'itemName',
      'uomCode',
      'quantity',
      'taxPrice',
      'taxRate',
      'amount',
      'netAmount',
      'taxAmount',
      'disputeReason',
    ],
    filters: ['accountId'],
    sort: ['lineNumber'],
    summary: ['amount', 'netAmount', 'taxAmount'],
  },
});
