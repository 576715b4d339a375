import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { itemFields } from '../../purchase/shared.ts';
import { STATE, serverAction } from '../../entity/workflows.ts';

/**
 * An order line. Line status: DRAFT until the order is approved, then OPEN;
 * RECEIVED when fully received; the buyer may cancel (nothing shipped yet) or
 * close an OPEN line and open a CLOSED one again. Supplier feedback per line:
 * NON_FEEDBACK, SUBMITTED (promised date and quantity proposed), CONFIRMED or
 * REFUSED by the buyer. Shipped and received quantities are kept by the server
 * from the delivery notes.
 */
export default defineEntity({
  name: 'purOrderLine',
  domain: 'purchase',
  label: { zh: '采购订单行', en: 'Order line' },
  service: 'srmServer',
  rest: 'srmPoLines',
  table: 'srm_po_lines',
  key: 'poLineId',
  titleField: 'lineLabel',
  parent: { entity: 'purOrder', foreignKey: 'poHeaderId' },
  fields: [
    f.ref('poHeaderId', '采购订单', 'Order', 'purOrder', { required: true }),
    f.integer('lineNumber', '行号', 'Line', { required: true, min: 1 }),
    ...itemFields({ required: true, uomInto: 'uomCode' }),
    f.lookup('uomCode', '单位', 'Unit', 'BASE_ITEMS_UNIT', { readOnly: true }),
    f.number('quantity', '数量', 'Quantity', { required: true, precision: 4, rules: ['positive'] }),
    f.money('taxPrice', '含税单价', 'Price incl. tax', { required: true, precision: 4, rules: ['nonNegative'] }),
    f.number('taxRate', '税率', 'Tax rate', { readOnly: true, precision: 4 }),
    f.money('nonTaxPrice', '不含税单价', 'Price excl. tax', { readOnly: true, precision: 4 }),
    f.money('lineAmount', '含税金额', 'Amount incl. tax', { readOnly: true }),
    f.money('netAmount', '不含税金额', 'Amount excl. tax', { readOnly: true }),
    f.money('taxAmount', '税额', 'Tax', { readOnly: true }),
    f.date('needByDate', '需求日期', 'Need by', { required: true }),
    f.date('promisedDate', '承诺交期', 'Promised date', { readOnly: true }),
    f.lookup('feedbackStatus', '反馈状态', 'Feedback', 'PUR_FEEDBACK_STATUS', { readOnly: true, default: 'NON_FEEDBACK' }),
    f.date('feedbackDate', '反馈交期', 'Proposed date', { readOnly: true }),
    f.number('feedbackQty', '反馈数量', 'Proposed quantity', { readOnly: true, precision: 4 }),
    f.text('feedbackReason', '反馈说明', 'Supplier remark', { readOnly: true, maxLength: 1000 }),
    f.number('shippedQty', '已发货数量', 'Shipped', { readOnly: true, precision: 4, default: 0 }),
    f.number('receivedQty', '已接收数量', 'Received', { readOnly: true, precision: 4, default: 0 }),
    f.lookup('lineStatus', '行状态', 'Line status', 'ISP_PO_LINE_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.integer('requisitionLineId', '采购申请行ID', 'Requisition line id', { readOnly: true, index: true }),
    f.text('requisitionNumber', '采购申请编号', 'Requisition number', { readOnly: true, maxLength: 40 }),
    f.lookup('priceSource', '价格来源', 'Price source', 'PUR_PRICE_SOURCE', { readOnly: true, default: 'MANUAL' }),
    f.text('agreementNumber', '协议编号', 'Agreement number', { readOnly: true, maxLength: 40 }),
    f.text('lineComments', '行说明', 'Line comments', { maxLength: 1000 }),
    f.text('lineLabel', '订单行', 'Order line', { readOnly: true, maxLength: 400 }),
  ],
  workflow: {
    field: 'lineStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: STATE.DRAFT,
      OPEN: { label: { zh: '执行中', en: 'Open' } },
      RECEIVED: { label: { zh: '已接收', en: 'Received' } },
      // Moved by finance when the invoice covering all its receipts is confirmed (entities/finance/STATES.md).
      SETTLED: { label: { zh: '已结算', en: 'Settled' } },
      CLOSED: STATE.CLOSED,
      CANCELLED: STATE.CANCELLED,
    },
    actions: [
      { action: 'cancelLine', label: { zh: '取消行', en: 'Cancel line' }, from: ['OPEN'], to: 'CANCELLED', resource: 'btnCancelLine', commentRequired: true },
      { action: 'closeLine', label: { zh: '关闭行', en: 'Close line' }, from: ['OPEN'], to: 'CLOSED', resource: 'btnCloseLine' },
      { action: 'openLine', label: { zh: '打开行', en: 'Reopen line' }, from: ['CLOSED'], to: 'OPEN', resource: 'btnOpenLine' },
      // The server's, line by line, as quantities decide: fully received by the delivery notes
      // (purchase/sql.ts recomputeShipments), settled by a confirmed invoice and given back by its
      // write-off (finance/invoice.ts).
      serverAction('receiveLine', { zh: '全部接收', en: 'Fully received' }, ['OPEN'], 'RECEIVED'),
      serverAction('settleLine', { zh: '结算', en: 'Settled' }, ['RECEIVED'], 'SETTLED'),
      serverAction('unsettleLine', { zh: '红冲退回', en: 'Written off' }, ['SETTLED'], 'RECEIVED'),
    ],
  },
  list: {
    columns: [
      'lineNumber',
      'itemId',
      'itemCode',
      'uomCode',
      'quantity',
      'taxPrice',
      'taxRate',
      'lineAmount',
      'needByDate',
      'promisedDate',
      'feedbackStatus',
      'feedbackDate',
      'shippedQty',
      'receivedQty',
      'lineStatus',
      'requisitionNumber',
      'priceSource',
      'lineComments',
    ],
    filters: ['poHeaderId', 'lineStatus', 'itemId'],
    sort: ['lineNumber'],
    summary: ['quantity', 'lineAmount', 'receivedQty'],
  },
});
