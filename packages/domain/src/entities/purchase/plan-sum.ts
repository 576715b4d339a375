import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { VIEW_AUDIT } from '../../purchase/shared.ts';

/** Plan summary (采购计划汇总): planned quantities of published and confirmed plans by month, material and supplier. */
export default defineEntity({
  name: 'purPlanSum',
  domain: 'purchase',
  label: { zh: '采购计划汇总', en: 'Plan summary' },
  service: 'srmServer',
  rest: 'srmPoPlanSum',
  table: 'v_srm_po_plan_sum',
  key: 'planSumId',
  readOnly: true,
  view: `SELECT row_number() OVER (ORDER BY s.plan_month, s.item_code, s.supplier_id) AS plan_sum_id, s.*, ${VIEW_AUDIT} FROM (
      SELECT h.plan_month, l.item_id, l.item_code, max(l.item_name) AS item_name, max(l.uom_code) AS uom_code, h.supplier_id, max(h.supplier_name) AS supplier_name,
        sum(l.plan_qty) AS plan_qty, sum(CASE WHEN h.plan_status = 'CONFIRMED' THEN l.plan_qty ELSE 0 END) AS confirmed_qty, count(DISTINCT h.plan_header_id) AS plan_count
      FROM srm_po_plan_lines l JOIN srm_po_plan_headers h ON h.plan_header_id = l.plan_header_id
      WHERE h.plan_status IN ('PUBLISHED', 'CONFIRMED')
      GROUP BY h.plan_month, l.item_id, l.item_code, h.supplier_id) s`,
  fields: [
    f.text('planMonth', '计划月份', 'Month', { maxLength: 7 }),
    f.integer('itemId', '物料ID', 'Material id'),
    f.text('itemCode', '物料编码', 'Material code'),
    f.text('itemName', '物料名称', 'Material name'),
    f.lookup('uomCode', '单位', 'Unit', 'BASE_ITEMS_UNIT'),
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { display: 'supplierName' }),
    f.text('supplierName', '供应商名称', 'Supplier name'),
    f.number('planQty', '计划数量', 'Planned', { precision: 4 }),
    f.number('confirmedQty', '已确认数量', 'Confirmed', { precision: 4 }),
    f.integer('planCount', '计划数', 'Plans'),
  ],
  list: {
    columns: ['planMonth', 'itemCode', 'itemName', 'uomCode', 'supplierName', 'planQty', 'confirmedQty', 'planCount'],
    filters: ['planMonth', { field: 'itemCode', op: 'like' }, 'supplierId'],
    sort: ['-planMonth', 'itemCode'],
    summary: ['planQty', 'confirmedQty'],
  },
});
