import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** Delivery details (送货明细报表): every shipped line with its order line, received quantity and whether it came on time. */
export default defineEntity({
  name: 'purDeliverDetailsReport',
  domain: 'purchase',
  label: { zh: '送货明细报表', en: 'Delivery details' },
  service: 'srmServer',
  rest: 'srmPoDeliverDetailsReport',
  table: 'v_srm_po_deliver_details',
  key: 'deliveryLineId',
  readOnly: true,
  scope: { supplier: 'supplierId' },
  view: `SELECT dl.delivery_line_id, dh.delivery_header_id, dh.delivery_number, dh.delivery_status, dh.delivery_date, dh.supplier_id, dh.supplier_name,
      dl.po_number, dl.po_line_number, dl.item_code, dl.item_name, dl.uom_code, pl.quantity AS order_qty, pl.need_by_date, pl.promised_date,
      dl.delivery_qty, dl.received_qty, dl.received_date, dl.delivery_line_status,
      CASE WHEN dl.received_date IS NULL THEN NULL WHEN dl.received_date <= COALESCE(pl.promised_date, pl.need_by_date) THEN 'Y' ELSE 'N' END AS on_time_flag,
      dl.created_by, dl.creation_date, dl.last_updated_by, dl.last_update_date, dl.version_num
    FROM srm_po_delivery_lines dl
    JOIN srm_po_delivery_headers dh ON dh.delivery_header_id = dl.delivery_header_id
    JOIN srm_po_lines pl ON pl.po_line_id = dl.po_line_id
    WHERE dh.delivery_status <> 'DRAFT'`,
  fields: [
    f.integer('deliveryHeaderId', '送货单ID', 'Delivery note id'),
    f.text('deliveryNumber', '送货单号', 'Delivery number'),
    f.lookup('deliveryStatus', '送货单状态', 'Note status', 'ISP_DELIVERY_STATUS'),
    f.date('deliveryDate', '送货日期', 'Shipped on'),
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { display: 'supplierName' }),
    f.text('supplierName', '供应商名称', 'Supplier name'),
    f.text('poNumber', '采购订单号', 'Order number'),
    f.integer('poLineNumber', '订单行号', 'Order line'),
    f.text('itemCode', '物料编码', 'Material code'),
    f.text('itemName', '物料名称', 'Material name'),
    f.lookup('uomCode', '单位', 'Unit', 'BASE_ITEMS_UNIT'),
    f.number('orderQty', '订单数量', 'Ordered', { precision: 4 }),
    f.date('needByDate', '需求日期', 'Need by'),
    f.date('promisedDate', '承诺交期', 'Promised'),
    f.number('deliveryQty', '送货数量', 'Shipped', { precision: 4 }),
    f.number('receivedQty', '接收数量', 'Received', { precision: 4 }),
    f.date('receivedDate', '接收日期', 'Received on'),
    f.lookup('deliveryLineStatus', '行状态', 'Line status', 'ISP_DELIVERY_LINE_STATUS'),
    f.flag('onTimeFlag', '准时', 'On time'),
  ],
  list: {
    columns: ['deliveryNumber', 'deliveryDate', 'supplierName', 'poNumber', 'poLineNumber', 'itemCode', 'itemName', 'uomCode', 'orderQty', 'deliveryQty', 'receivedQty', 'promisedDate', 'receivedDate', 'onTimeFlag', 'deliveryLineStatus'],
    filters: [{ field: 'deliveryNumber', op: 'like' }, { field: 'poNumber', op: 'like' }, { field: 'itemCode', op: 'like' }, 'supplierId', 'deliveryStatus', 'onTimeFlag', { field: 'deliveryDate', op: 'range' }],
    sort: ['-deliveryLineId'],
    summary: ['deliveryQty', 'receivedQty'],
  },
});
