import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A line of a purchase return: a received delivery-note line of the return's
 * supplier, typed by note number and line (the server keeps its id and copies
 * the order line's material, price and tax), the quantity sent back and why.
 */
export default defineEntity({
  name: 'purReturnLine',
  domain: 'purchase',
  label: { zh: '退货行', en: 'Return line' },
  service: 'srmServer',
  rest: 'srmPoReturnLines',
  table: 'srm_po_return_lines',
  key: 'returnLineId',
  parent: { entity: 'purReturn', foreignKey: 'returnHeaderId' },
  fields: [
    f.ref('returnHeaderId', '退货单', 'Return', 'purReturn', { required: true }),
    f.integer('lineNumber', '行号', 'Line', { required: true, min: 1 }),
    f.text('deliveryNumber', '送货单号', 'Delivery number', { required: true, maxLength: 40 }),
    f.integer('deliveryLineNumber', '送货单行号', 'Delivery line', { required: true, min: 1 }),
    f.integer('deliveryLineId', '送货单行ID', 'Receipt line id', { readOnly: true, index: true }),
    f.text('poNumber', '采购订单号', 'Order number', { readOnly: true, maxLength: 40 }),
    f.integer('poLineNumber', '订单行号', 'Order line', { readOnly: true }),
    f.integer('poLineId', '订单行ID', 'Order line id', { readOnly: true, index: true }),
    f.text('itemCode', '物料编码', 'Material code', { readOnly: true, maxLength: 60 }),
    f.text('itemName', '物料名称', 'Material name', { readOnly: true }),
    f.lookup('uomCode', '单位', 'Unit', 'BASE_ITEMS_UNIT', { readOnly: true }),
    f.number('receivedQty', '接收数量', 'Received', { readOnly: true, precision: 4 }),
    f.number('returnQty', '退货数量', 'Quantity returned', { required: true, precision: 4, rules: ['positive'] }),
    f.money('taxPrice', '含税单价', 'Price incl. tax', { readOnly: true, precision: 4 }),
    f.number('taxRate', '税率', 'Tax rate', { readOnly: true, precision: 4 }),
    f.money('amount', '退货金额(含税)', 'Amount incl. tax', { readOnly: true, computed: { product: ['returnQty', 'taxPrice'] } }),
    f.text('returnReason', '退货原因', 'Reason', { required: true, maxLength: 1000 }),
  ],
  list: {
    columns: [
      'lineNumber',
      'deliveryNumber',
      'deliveryLineNumber',
      'poNumber',
      'poLineNumber',
      'itemCode',
      'itemName',
      'uomCode',
      'receivedQty',
      'returnQty',
      'taxPrice',
      'taxRate',
      'amount',
      'returnReason',
    ],
    filters: ['returnHeaderId'],
    sort: ['lineNumber'],
    summary: ['returnQty', 'amount'],
  },
});
