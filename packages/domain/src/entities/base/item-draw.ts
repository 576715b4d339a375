import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

const AUDIT = `-1::bigint AS created_by, now() AS creation_date, -1::bigint AS last_updated_by, now() AS last_update_date, 1 AS version_num`;

/**
 * Materials a supplier may be drawn on (物料货源权限, SPEC route itemDrawList and
 * MaterialItem's listByPageDrawPermission / listOrderItemByPage): one row per
 * material and supplier, from released or confirmed approved supplier list lines
 * (`aslFlag`) and from the lines of orders released to the supplier
 * (`orderedFlag`). A supplier sees only its own rows (supplier scope); a user
 * limited to some categories or organisations sees only those.
 */
export default defineEntity({
  name: 'itemDraw',
  domain: 'base',
  label: { zh: '物料货源权限', en: 'Material supply permissions' },
  service: 'baseServer',
  rest: 'srmBaseItemDraw',
  table: 'v_srm_base_item_draw',
  key: 'itemDrawId',
  readOnly: true,
  scope: { supplier: 'supplierId' },
  // Key from material and supplier: the same pair keeps its key as rows come and go.
  view: `SELECT (hashtextextended(x.item_id::text || '|' || x.supplier_id::text, 0) & 4503599627370495) + 1 AS item_draw_id,
      x.item_id, i.item_code, i.item_name, i.specification, i.uom_code, i.category_id, i.category_name,
      x.supplier_id, s.supplier_number, s.supplier_name, x.org_id, o.org_name,
      x.asl_flag, x.ordered_flag, x.last_order_date, x.order_count,
      ${AUDIT}
    FROM (
      SELECT item_id, supplier_id, max(org_id) AS org_id,
        CASE WHEN bool_or(src = 'ASL') THEN 'Y' ELSE 'N' END AS asl_flag,
        CASE WHEN bool_or(src = 'PO') THEN 'Y' ELSE 'N' END AS ordered_flag,
        max(order_date) AS last_order_date, count(DISTINCT po_header_id) AS order_count
      FROM (
        SELECT l.item_id, h.supplier_id, COALESCE(l.org_id, h.org_id) AS org_id, 'ASL' AS src, NULL::timestamptz AS order_date, NULL::bigint AS po_header_id
          FROM srm_po_asl_lines l JOIN srm_po_asl_headers h ON h.asl_id = l.asl_id
         WHERE h.asl_status IN ('RELEASED', 'CONFIRMED') AND l.item_id IS NOT NULL
        UNION ALL
        SELECT l.item_id, h.supplier_id, h.org_id, 'PO', h.creation_date, h.po_header_id
          FROM srm_po_lines l JOIN srm_po_headers h ON h.po_header_id = l.po_header_id
         WHERE h.po_status IN ('RELEASED', 'FEEDBACK', 'CONFIRMED', 'CLOSED', 'SETTLED') AND l.item_id IS NOT NULL
      ) src GROUP BY item_id, supplier_id
    ) x
    JOIN srm_base_items i ON i.item_id = x.item_id
    JOIN srm_pos_supplier_info s ON s.supplier_id = x.supplier_id
    LEFT JOIN saaf_institution o ON o.org_id = x.org_id`,
  fields: [
    f.ref('itemId', '物料', 'Material', 'materialItem', { display: 'itemName' }),
    f.text('itemCode', '物料编码', 'Material code'),
    f.text('itemName', '物料名称', 'Material name'),
    f.text('specification', '规格型号', 'Specification'),
    f.lookup('uomCode', '计量单位', 'Unit', 'BASE_ITEMS_UNIT'),
    f.ref('categoryId', '采购分类', 'Purchase category', 'purchaseCategory', { display: 'categoryName' }),
    f.text('categoryName', '采购分类名称', 'Category name'),
    ...f.supplier(),
    ...f.org(),
    f.flag('aslFlag', '在货源清单', 'On approved supplier list'),
    f.flag('orderedFlag', '有订单', 'Ordered'),
    f.datetime('lastOrderDate', '最近下单', 'Last ordered'),
    f.integer('orderCount', '订单数', 'Orders'),
  ],
  list: {
    columns: [
      'itemCode',
      'itemName',
      'specification',
      'uomCode',
      'categoryName',
      'supplierNumber',
      'supplierName',
      'orgName',
      'aslFlag',
      'orderedFlag',
      'lastOrderDate',
      'orderCount',
    ],
    filters: [{ field: 'itemCode', op: 'like' }, { field: 'itemName', op: 'like' }, 'supplierId', 'categoryId', 'orgId', 'aslFlag', 'orderedFlag'],
    sort: ['itemCode', 'supplierNumber'],
  },
});
