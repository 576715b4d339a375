import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { summaryOperations } from '../../entity/summaries.ts';

/**
 * Process monitor (全流程监控): each requisition line followed through the
 * order line it became, its shipments and its receipt. One row per
 * requisition line and order line; a line not yet ordered has one row.
 */
export default defineEntity({
  name: 'purProcessMonitor',
  domain: 'purchase',
  label: { zh: '全流程监控', en: 'Process monitor' },
  service: 'srmServer',
  rest: 'srmPoProcessMonitor',
  table: 'v_srm_po_process_monitor',
  key: 'monitorId',
  readOnly: true,
  // Joins every requisition line to its order, shipments and receipts: kept as a summary refreshed every 5 minutes.
  summary: { refreshMinutes: 5 },
  operations: summaryOperations(),
  view: `SELECT CASE WHEN pl.po_line_id IS NULL THEN l.requisition_line_id * 2 ELSE pl.po_line_id * 2 + 1 END AS monitor_id,
      h.requisition_header_id, h.requisition_number, h.requisition_status, h.org_id, h.org_name, h.requester_name,
      l.requisition_line_id, l.line_number AS requisition_line_number, l.line_status AS requisition_line_status,
      l.item_id, l.item_code, l.item_name, l.primary_qty AS requisition_qty, l.need_by_date,
      ph.po_header_id, ph.po_number, ph.po_status, ph.supplier_id, ph.supplier_name,
      pl.po_line_id, pl.line_number AS po_line_number, pl.line_status AS po_line_status, pl.quantity AS order_qty, pl.promised_date,
      COALESCE(pl.shipped_qty, 0) AS shipped_qty, COALESCE(pl.received_qty, 0) AS received_qty, d.delivery_numbers, d.last_received_date,
      CASE WHEN pl.po_line_id IS NULL THEN 'REQUISITION'
           WHEN pl.received_qty >= pl.quantity THEN 'RECEIVED'
           WHEN pl.received_qty > 0 THEN 'PARTIALLY_RECEIVED'
           WHEN pl.shipped_qty > 0 THEN 'SHIPPED'
           WHEN ph.po_status IN ('RELEASED', 'FEEDBACK', 'CONFIRMED') THEN 'RELEASED'
           ELSE 'ORDERED' END AS process_stage,
      l.created_by, l.creation_date, l.last_updated_by, GREATEST(l.last_update_date, pl.last_update_date) AS last_update_date, l.version_num
    FROM srm_po_requisition_lines l
    JOIN srm_po_requisition_headers h ON h.requisition_header_id = l.requisition_header_id
    LEFT JOIN srm_po_lines pl ON pl.requisition_line_id = l.requisition_line_id
    LEFT JOIN srm_po_headers ph ON ph.po_header_id = pl.po_header_id
    LEFT JOIN LATERAL (
      SELECT string_agg(dh.delivery_number, ',' ORDER BY dh.delivery_number) AS delivery_numbers, max(dl.received_date) AS last_received_date
        FROM srm_po_delivery_lines dl JOIN srm_po_delivery_headers dh ON dh.delivery_header_id = dl.delivery_header_id
       WHERE dl.po_line_id = pl.po_line_id AND dh.delivery_status IN ('OPEN', 'CLOSED')) d ON TRUE
    WHERE h.requisition_status NOT IN ('DRAFT')`,
  fields: [
    f.integer('requisitionHeaderId', '采购申请ID', 'Requisition id'),
    f.text('requisitionNumber', '申请编号', 'Requisition number'),
    f.lookup('requisitionStatus', '申请状态', 'Requisition status', 'ISP_PR_STATUS'),
    f.ref('orgId', '组织', 'Organisation', 'organization', { display: 'orgName' }),
    f.text('orgName', '组织名称', 'Organisation name'),
    f.text('requesterName', '申请人', 'Requester'),
    f.integer('requisitionLineId', '申请行ID', 'Requisition line id'),
    f.integer('requisitionLineNumber', '申请行号', 'Requisition line'),
    f.lookup('requisitionLineStatus', '申请行状态', 'Requisition line status', 'ISP_PR_LINE_STATUS'),
    f.ref('itemId', '物料', 'Material', 'materialItem', { display: 'itemName' }),
    f.text('itemCode', '物料编码', 'Material code'),
    f.text('itemName', '物料名称', 'Material name'),
    f.number('requisitionQty', '申请数量', 'Requested', { precision: 4 }),
    f.date('needByDate', '需求日期', 'Need by'),
    f.integer('poHeaderId', '采购订单ID', 'Order id'),
    f.text('poNumber', '采购订单号', 'Order number'),
    f.lookup('poStatus', '订单状态', 'Order status', 'ISP_PO_STATUS'),
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { display: 'supplierName' }),
    f.text('supplierName', '供应商名称', 'Supplier name'),
    f.integer('poLineId', '订单行ID', 'Order line id'),
    f.integer('poLineNumber', '订单行号', 'Order line'),
    f.lookup('poLineStatus', '订单行状态', 'Order line status', 'ISP_PO_LINE_STATUS'),
    f.number('orderQty', '订单数量', 'Ordered', { precision: 4 }),
    f.date('promisedDate', '承诺交期', 'Promised date'),
    f.number('shippedQty', '已发货数量', 'Shipped', { precision: 4 }),
    f.number('receivedQty', '已接收数量', 'Received', { precision: 4 }),
    f.text('deliveryNumbers', '送货单号', 'Delivery notes', { maxLength: 4000 }),
    f.date('lastReceivedDate', '最近接收日期', 'Last received'),
    f.lookup('processStage', '当前环节', 'Stage', 'PUR_PROCESS_STAGE'),
  ],
  list: {
    columns: [
      'requisitionNumber',
      'requisitionLineNumber',
      'itemCode',
      'itemName',
      'requisitionQty',
      'needByDate',
      'poNumber',
      'poLineNumber',
      'supplierName',
      'orderQty',
      'promisedDate',
      'shippedQty',
      'receivedQty',
      'deliveryNumbers',
      'lastReceivedDate',
      'processStage',
    ],
    filters: [
      { field: 'requisitionNumber', op: 'like' },
      { field: 'poNumber', op: 'like' },
      { field: 'itemCode', op: 'like' },
      'supplierId',
      'orgId',
      'processStage',
      { field: 'needByDate', op: 'range' },
    ],
    sort: ['-requisitionLineId', 'poLineId'],
  },
});
