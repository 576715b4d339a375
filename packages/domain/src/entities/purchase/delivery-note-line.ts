import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A shipped quantity of one order line (optionally of a delivery notice line).
 * Line status OPEN, RECEIVED or CANCELLED. `packQty` splits it into packages,
 * one barcode each.
 */
export default defineEntity({
  name: 'purDeliveryNoteLine',
  domain: 'purchase',
  label: { zh: '送货单行', en: 'Delivery note line' },
  service: 'srmServer',
  rest: 'srmPoDeliveryLines',
  table: 'srm_po_delivery_lines',
  key: 'deliveryLineId',
  parent: { entity: 'purDeliveryNote', foreignKey: 'deliveryHeaderId' },
  fields: [
    f.ref('deliveryHeaderId', '送货单', 'Delivery note', 'purDeliveryNote', { required: true }),
    f.integer('lineNumber', '行号', 'Line', { required: true, min: 1 }),
    f.ref('poLineId', '采购订单行', 'Order line', 'purOrderLine', {
      required: true,
      index: true,
      copy: { poHeaderId: 'poHeaderId', lineNumber: 'poLineNumber', itemId: 'itemId', itemCode: 'itemCode', itemName: 'itemName', uomCode: 'uomCode' },
    }),
    f.ref('poNoticeLineId', '送货通知行', 'Notice line', 'purDeliveryNoticeLine', { index: true }),
    f.integer('poHeaderId', '采购订单ID', 'Order id', { readOnly: true }),
    f.text('poNumber', '采购订单号', 'Order number', { readOnly: true, maxLength: 40 }),
    f.integer('poLineNumber', '订单行号', 'Order line', { readOnly: true }),
    f.integer('itemId', '物料ID', 'Material id', { readOnly: true }),
    f.text('itemCode', '物料编码', 'Material code', { readOnly: true, maxLength: 60 }),
    f.text('itemName', '物料名称', 'Material name', { readOnly: true }),
    f.lookup('uomCode', '单位', 'Unit', 'BASE_ITEMS_UNIT', { readOnly: true }),
    f.number('deliveryQty', '送货数量', 'Quantity shipped', { required: true, precision: 4, rules: ['positive'] }),
    f.number('packQty', '每包数量', 'Quantity per package', { precision: 4, rules: ['positive'] }),
    f.number('receivedQty', '已接收数量', 'Received', { readOnly: true, precision: 4, default: 0 }),
    f.date('receivedDate', '接收日期', 'Received on', { readOnly: true }),
    f.lookup('deliveryLineStatus', '行状态', 'Line status', 'ISP_DELIVERY_LINE_STATUS', { readOnly: true, default: 'OPEN' }),
    f.text('description', '说明', 'Remark', { maxLength: 1000 }),
  ],
  list: {
    columns: [
      'lineNumber',
      'poLineId',
      'poNoticeLineId',
      'itemCode',
      'itemName',
      'uomCode',
      'deliveryQty',
      'packQty',
      'receivedQty',
      'receivedDate',
      'deliveryLineStatus',
      'description',
    ],
    filters: ['deliveryHeaderId', 'poLineId'],
    sort: ['lineNumber'],
    summary: ['deliveryQty', 'receivedQty'],
  },
});
