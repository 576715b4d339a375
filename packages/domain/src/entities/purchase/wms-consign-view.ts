import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { VIEW_AUDIT } from '../../purchase/shared.ts';

/** Consignment view (寄售库存): what each supplier has delivered and had received, per material and organisation. */
export default defineEntity({
  name: 'purWmsConsignView',
  domain: 'purchase',
  label: { zh: '寄售库存查询', en: 'Consignment stock' },
  service: 'srmServer',
  rest: 'srmPoWmsConsignView',
  table: 'v_srm_po_wms_consign',
  key: 'consignId',
  readOnly: true,
  scope: { supplier: 'supplierId' },
  view: `SELECT row_number() OVER (ORDER BY s.supplier_id, s.item_code, s.org_name) AS consign_id, s.*, ${VIEW_AUDIT} FROM (
      SELECT dh.supplier_id, max(dh.supplier_name) AS supplier_name, ph.org_name, dl.item_id, dl.item_code, max(dl.item_name) AS item_name, max(dl.uom_code) AS uom_code,
        sum(CASE WHEN dh.delivery_status = 'OPEN' THEN dl.delivery_qty ELSE 0 END) AS in_transit_qty, sum(dl.received_qty) AS received_qty,
        sum(round(dl.received_qty * pl.tax_price * COALESCE(ph.exchange_rate, 1), 2)) AS received_amount, max(dl.received_date) AS last_received_date
      FROM srm_po_delivery_lines dl
      JOIN srm_po_delivery_headers dh ON dh.delivery_header_id = dl.delivery_header_id
      JOIN srm_po_lines pl ON pl.po_line_id = dl.po_line_id
      JOIN srm_po_headers ph ON ph.po_header_id = pl.po_header_id
      WHERE dh.delivery_status IN ('OPEN', 'CLOSED')
      GROUP BY dh.supplier_id, ph.org_name, dl.item_id, dl.item_code) s`,
  fields: [
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { display: 'supplierName' }),
    f.text('supplierName', '供应商名称', 'Supplier name'),
    f.text('orgName', '组织名称', 'Organisation'),
    f.integer('itemId', '物料ID', 'Material id'),
    f.text('itemCode', '物料编码', 'Material code'),
    f.text('itemName', '物料名称', 'Material name'),
    f.lookup('uomCode', '单位', 'Unit', 'BASE_ITEMS_UNIT'),
    f.number('inTransitQty', '在途数量', 'In transit', { precision: 4 }),
    f.number('receivedQty', '已接收数量', 'Received', { precision: 4 }),
    f.money('receivedAmount', '已接收金额(本位币)', 'Received amount (CNY)'),
    f.date('lastReceivedDate', '最近接收日期', 'Last received'),
  ],
  list: {
    columns: ['supplierName', 'orgName', 'itemCode', 'itemName', 'uomCode', 'inTransitQty', 'receivedQty', 'receivedAmount', 'lastReceivedDate'],
    filters: ['supplierId', { field: 'itemCode', op: 'like' }, { field: 'itemName', op: 'like' }],
    sort: ['supplierName', 'itemCode'],
    summary: ['receivedAmount'],
  },
});
