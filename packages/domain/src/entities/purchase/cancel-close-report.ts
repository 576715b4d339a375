import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** Cancelled and closed order lines (采购订单取消关闭报表), with what they left undelivered. */
export default defineEntity({
  name: 'purCancelCloseReport',
  domain: 'purchase',
  label: { zh: '订单取消关闭报表', en: 'Cancelled and closed order lines' },
  service: 'srmServer',
  rest: 'srmPoCancelCloseReport',
  table: 'v_srm_po_cancel_close',
  key: 'poLineId',
  readOnly: true,
  view: `SELECT l.po_line_id, h.po_header_id, h.po_number, h.po_status, h.supplier_id, h.supplier_name, h.org_name, h.currency_code,
      l.line_number, l.item_code, l.item_name, l.uom_code, l.quantity, l.received_qty, l.quantity - l.received_qty AS unfulfilled_qty, l.line_amount,
      CASE WHEN l.line_status IN ('CANCELLED', 'CLOSED') THEN l.line_status ELSE h.po_status END AS end_status,
      l.created_by, l.creation_date, GREATEST(l.last_updated_by, h.last_updated_by) AS last_updated_by, GREATEST(l.last_update_date, h.last_update_date) AS last_update_date, l.version_num
    FROM srm_po_lines l JOIN srm_po_headers h ON h.po_header_id = l.po_header_id
    WHERE l.line_status IN ('CANCELLED', 'CLOSED') OR h.po_status IN ('CANCELLED', 'CLOSED')`,
  fields: [
    f.integer('poHeaderId', '采购订单ID', 'Order id'),
    f.text('poNumber', '采购订单号', 'Order number'),
    f.lookup('poStatus', '订单状态', 'Order status', 'ISP_PO_STATUS'),
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { display: 'supplierName' }),
    f.text('supplierName', '供应商名称', 'Supplier name'),
    f.text('orgName', '组织名称', 'Organisation'),
    f.lookup('currencyCode', '币种', 'Currency', 'BANK_CURRENCY'),
    f.integer('lineNumber', '行号', 'Line'),
    f.text('itemCode', '物料编码', 'Material code'),
    f.text('itemName', '物料名称', 'Material name'),
    f.lookup('uomCode', '单位', 'Unit', 'BASE_ITEMS_UNIT'),
    f.number('quantity', '订单数量', 'Ordered', { precision: 4 }),
    f.number('receivedQty', '已接收数量', 'Received', { precision: 4 }),
    f.number('unfulfilledQty', '未交数量', 'Not delivered', { precision: 4 }),
    f.money('lineAmount', '含税金额', 'Amount incl. tax'),
    f.lookup('endStatus', '取消/关闭', 'Cancelled or closed', 'ISP_PO_LINE_STATUS'),
  ],
  list: {
    columns: [
      'poNumber',
      'lineNumber',
      'supplierName',
      'orgName',
      'itemCode',
      'itemName',
      'uomCode',
      'quantity',
      'receivedQty',
      'unfulfilledQty',
      'lineAmount',
      'endStatus',
      'lastUpdateDate',
      'lastUpdatedBy',
    ],
    filters: [{ field: 'poNumber', op: 'like' }, 'supplierId', 'endStatus', { field: 'lastUpdateDate', op: 'range' }],
    sort: ['-lastUpdateDate'],
    summary: ['unfulfilledQty', 'lineAmount'],
  },
});
