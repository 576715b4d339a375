import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { STATE } from '../../entity/workflows.ts';

/**
 * Delivery note / advance shipping notice (送货单): the supplier ships
 * quantities of confirmed order lines (or of confirmed delivery notices),
 * never more than remains open; the buyer receives, and the received
 * quantities flow back to the order lines. Shipping prints one barcode per
 * package. States: see STATES.md.
 */
export default defineEntity({
  name: 'purDeliveryNote',
  domain: 'purchase',
  label: { zh: '送货单', en: 'Delivery note' },
  service: 'srmServer',
  rest: 'srmPoDeliveryHeaders',
  table: 'srm_po_delivery_headers',
  key: 'deliveryHeaderId',
  titleField: 'deliveryNumber',
  scope: { supplier: 'supplierId' },
  fields: [
    f.text('deliveryNumber', '送货单号', 'Delivery number', { autoNumber: 'SH{yyMMdd}{seq:5}', readOnly: true, unique: true, maxLength: 40 }),
    f.lookup('deliveryType', '送货依据', 'Based on', 'ISP_DELIVERY_TYPE', { required: true, default: 'ORDER' }),
    ...f.supplier({ required: true }),
    ...f.org(),
    f.date('deliveryDate', '送货日期', 'Shipping date', { required: true, default: 'today' }),
    f.date('expectedArrivalDate', '预计到货日期', 'Expected arrival'),
    f.text('shipToAddress', '收货地址', 'Ship to', { maxLength: 500 }),
    f.text('carrier', '承运商', 'Carrier', { maxLength: 120 }),
    f.text('trackingNumber', '运单号', 'Tracking number', { maxLength: 120 }),
    f.lookup('deliveryStatus', '状态', 'Status', 'ISP_DELIVERY_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.datetime('shippedDate', '发货时间', 'Shipped', { readOnly: true }),
    f.datetime('receivedDate', '接收时间', 'Received', { readOnly: true }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
  ],
  children: [{ name: 'lines', entity: 'purDeliveryNoteLine', foreignKey: 'deliveryHeaderId', label: { zh: '送货行', en: 'Lines' } }],
  workflow: {
    field: 'deliveryStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: STATE.DRAFT,
      OPEN: { label: { zh: '已发货', en: 'Shipped' } },
      CLOSED: { label: { zh: '已接收', en: 'Received' } },
      CANCELLED: STATE.CANCELLED,
    },
    actions: [
      { action: 'ship', label: { zh: '发货', en: 'Ship' }, from: ['DRAFT'], to: 'OPEN', resource: 'btnShip', actor: 'supplier', stamp: 'shippedDate' },
      {
        action: 'receive',
        label: { zh: '接收', en: 'Receive' },
        from: ['OPEN'],
        to: 'CLOSED',
        resource: 'btnReceive',
        todo: true,
        lineInput: { child: 'lines', fields: ['receivedQty'] },
        stamp: 'receivedDate',
        lines: [{ child: 'lines', field: 'deliveryLineStatus', to: 'RECEIVED' }],
      },
      {
        action: 'cancel',
        label: { zh: '取消', en: 'Cancel' },
        from: ['DRAFT', 'OPEN'],
        to: 'CANCELLED',
        resource: 'btnCancel',
        actor: 'supplier',
        lines: [{ child: 'lines', field: 'deliveryLineStatus', to: 'CANCELLED' }],
      },
    ],
  },
  list: {
    columns: [
      'deliveryNumber',
      'deliveryType',
      'supplierName',
      'orgName',
      'deliveryDate',
      'expectedArrivalDate',
      'deliveryStatus',
      'shippedDate',
      'receivedDate',
    ],
    filters: [{ field: 'deliveryNumber', op: 'like' }, 'supplierId', 'deliveryStatus', 'deliveryType', { field: 'deliveryDate', op: 'range' }],
    sort: ['-deliveryHeaderId'],
  },
  form: {
    sections: [
      {
        title: { zh: '基本信息', en: 'Basics' },
        fields: [
          'deliveryNumber',
          'deliveryType',
          'supplierId',
          'orgId',
          'deliveryDate',
          'expectedArrivalDate',
          'deliveryStatus',
          'shippedDate',
          'receivedDate',
        ],
      },
      { title: { zh: '物流', en: 'Transport' }, fields: ['shipToAddress', 'carrier', 'trackingNumber', 'description'] },
    ],
  },
});
