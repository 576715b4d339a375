import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

const AUDIT = `-1::bigint AS created_by, now() AS creation_date, -1::bigint AS last_updated_by, now() AS last_update_date, 1 AS version_num`;

/**
 * Materials by organisation (组织物料查询, SPEC route organizationMaterialQuery and
 * MaterialItem's listMaterialItemAndOrgByPage): one row per organisation and
 * material the organisation sources, from its approved supplier list lines and
 * its committed orders, with how many suppliers and orders it has for it. Rows
 * belong to an organisation: a user limited to some organisations (or
 * categories) sees only those.
 */
export default defineEntity({
  name: 'organizationMaterial',
  domain: 'base',
  label: { zh: '组织物料', en: 'Materials by organisation' },
  service: 'baseServer',
  rest: 'srmBaseOrgItems',
  table: 'v_srm_base_org_items',
  key: 'orgItemId',
  readOnly: true,
  view: `SELECT (hashtextextended(x.org_id::text || '|' || x.item_id::text, 0) & 4503599627370495) + 1 AS org_item_id,
      x.org_id, o.org_name, x.item_id, i.item_code, i.item_name, i.specification, i.uom_code, i.item_status, i.category_id, i.category_name,
      x.supplier_count, x.order_count, x.ordered_qty, x.last_order_date,
      ${AUDIT}
    FROM (
      SELECT org_id, item_id, count(DISTINCT supplier_id) AS supplier_count, count(DISTINCT po_header_id) AS order_count,
        sum(qty) AS ordered_qty, max(order_date) AS last_order_date
      FROM (
        SELECT COALESCE(l.org_id, h.org_id) AS org_id, l.item_id, h.supplier_id, NULL::bigint AS po_header_id, NULL::numeric AS qty, NULL::timestamptz AS order_date
          FROM srm_po_asl_lines l JOIN srm_po_asl_headers h ON h.asl_id = l.asl_id
         WHERE h.asl_status IN ('RELEASED', 'CONFIRMED') AND l.item_id IS NOT NULL
        UNION ALL
        SELECT h.org_id, l.item_id, h.supplier_id, h.po_header_id, l.quantity, h.creation_date
          FROM srm_po_lines l JOIN srm_po_headers h ON h.po_header_id = l.po_header_id
         WHERE h.po_status IN ('APPROVED', 'RELEASED', 'FEEDBACK', 'CONFIRMED', 'CLOSED', 'SETTLED') AND l.item_id IS NOT NULL
      ) src WHERE org_id IS NOT NULL GROUP BY org_id, item_id
    ) x
    JOIN srm_base_items i ON i.item_id = x.item_id
    JOIN saaf_institution o ON o.org_id = x.org_id`,
  fields: [
    ...f.org(),
    f.ref('itemId', '物料', 'Material', 'materialItem', { display: 'itemName' }),
    f.text('itemCode', '物料编码', 'Material code'),
    f.text('itemName', '物料名称', 'Material name'),
    f.text('specification', '规格型号', 'Specification'),
    f.lookup('uomCode', '计量单位', 'Unit', 'BASE_ITEMS_UNIT'),
    f.lookup('itemStatus', '物料状态', 'Status', 'BASE_ITEM_STATUS'),
    f.ref('categoryId', '采购分类', 'Purchase category', 'purchaseCategory', { display: 'categoryName' }),
    f.text('categoryName', '采购分类名称', 'Category name'),
    f.integer('supplierCount', '供应商数', 'Suppliers'),
    f.integer('orderCount', '订单数', 'Orders'),
    f.number('orderedQty', '订购数量', 'Ordered quantity', { precision: 4 }),
    f.datetime('lastOrderDate', '最近下单', 'Last ordered'),
  ],
  list: {
    columns: [
      'orgName',
      'itemCode',
      'itemName',
      'specification',
      'uomCode',
      'categoryName',
      'itemStatus',
      'supplierCount',
      'orderCount',
      'orderedQty',
      'lastOrderDate',
    ],
    filters: ['orgId', { field: 'itemCode', op: 'like' }, { field: 'itemName', op: 'like' }, 'categoryId'],
    sort: ['orgName', 'itemCode'],
  },
});
