import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A quantity of one order line wanted by a date; `shippedQty` is what delivery notes have shipped against it. */
export default defineEntity({
  name: 'purDeliveryNoticeLine',
  domain: 'purchase',
  label: { zh: '送货通知行', en: 'Delivery notice line' },
  service: 'srmServer',
  rest: 'srmPoNoticeLine',
  table: 'srm_po_notice_line',
  key: 'lineId',
  titleField: 'lineLabel',
  parent: { entity: 'purDeliveryNotice', foreignKey: 'poNoticeId' },
  fields: [
    f.ref('poNoticeId', '送货通知', 'Notice', 'purDeliveryNotice', { required: true }),
    f.integer('lineNumber', '行号', 'Line', { required: true, min: 1 }),
    f.ref('poLineId', '采购订单行', 'Order line', 'purOrderLine', {
      required: true,
      index: true,
      copy: { poHeaderId: 'poHeaderId', lineNumber: 'poLineNumber', itemId: 'itemId', itemCode: 'itemCode', itemName: 'itemName', uomCode: 'uomCode' },
    }),
    f.integer('poHeaderId', '采购订单ID', 'Order id', { readOnly: true }),
    f.text('poNumber', '采购订单号', 'Order number', { readOnly: true, maxLength: 40 }),
    f.integer('poLineNumber', '订单行号', 'Order line', { readOnly: true }),
    f.integer('itemId', '物料ID', 'Material id', { readOnly: true }),
    f.text('itemCode', '物料编码', 'Material code', { readOnly: true, maxLength: 60 }),
    f.text('itemName', '物料名称', 'Material name', { readOnly: true }),
    f.lookup('uomCode', '单位', 'Unit', 'BASE_ITEMS_UNIT', { readOnly: true }),
    f.date('noticeDeliveryDate', '通知送货日期', 'Deliver by', { required: true }),
    f.number('noticeDeliveryQty', '通知送货数量', 'Quantity', { required: true, precision: 4, rules: ['positive'] }),
    f.number('shippedQty', '已发货数量', 'Shipped', { readOnly: true, precision: 4, default: 0 }),
    f.text('lineComments', '送货备注', 'Remark', { maxLength: 1000 }),
    f.text('lineLabel', '通知行', 'Notice line', { readOnly: true, maxLength: 400 }),
  ],
  list: {
    columns: ['lineNumber', 'poLineId', 'poNumber', 'itemCode', 'itemName', 'uomCode', 'noticeDeliveryDate', 'noticeDeliveryQty', 'shippedQty', 'lineComments'],
    filters: ['poNoticeId', 'poLineId'],
    sort: ['lineNumber'],
  },
});
