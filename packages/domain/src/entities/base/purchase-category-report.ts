import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

const AUDIT = `-1::bigint AS created_by, now() AS creation_date, -1::bigint AS last_updated_by, now() AS last_update_date, 1 AS version_num`;

/**
 * Purchase category report (采购分类报表, SPEC route purchaseCategoryReport): every
 * category with its place in the tree (first and second level above it), how many
 * materials it holds and how many suppliers are on a released or confirmed
 * approved supplier list for it. Rows belong to a category, so a user limited to
 * some categories (userAuthorisation) sees only those, through `categoryId`.
 */
export default defineEntity({
  name: 'purchaseCategoryReport',
  domain: 'base',
  label: { zh: '采购分类报表', en: 'Purchase category report' },
  service: 'baseServer',
  rest: 'srmBaseCategoryReport',
  table: 'v_srm_base_category_report',
  key: 'reportId',
  readOnly: true,
  view: `SELECT c.category_id AS report_id, c.category_id, c.category_code, c.category_name, c.category_level, c.leaf_flag, c.enabled_flag,
      p.category_name AS parent_category_name,
      COALESCE(g.category_name, p.category_name, c.category_name) AS top_category_name,
      (SELECT count(*) FROM srm_base_items i WHERE i.category_id = c.category_id) AS item_count,
      (SELECT count(*) FROM srm_base_items i WHERE i.category_id = c.category_id AND i.item_status = 'ACTIVE') AS active_item_count,
      (SELECT count(DISTINCT h.supplier_id) FROM srm_po_asl_lines l JOIN srm_po_asl_headers h ON h.asl_id = l.asl_id
        WHERE l.category_id = c.category_id AND h.asl_status IN ('RELEASED', 'CONFIRMED')) AS supplier_count,
      ${AUDIT}
    FROM srm_base_categories c
    LEFT JOIN srm_base_categories p ON p.category_id = c.parent_category_id
    LEFT JOIN srm_base_categories g ON g.category_id = p.parent_category_id`,
  fields: [
    f.ref('categoryId', '采购分类', 'Purchase category', 'purchaseCategory', { display: 'categoryName' }),
    f.text('categoryCode', '分类编码', 'Category code'),
    f.text('categoryName', '分类名称', 'Category name'),
    f.integer('categoryLevel', '层级', 'Level'),
    f.text('parentCategoryName', '上级分类', 'Parent category'),
    f.text('topCategoryName', '一级分类', 'Top-level category'),
    f.flag('leafFlag', '末级', 'Leaf'),
    f.flag('enabledFlag', '有效', 'Enabled'),
    f.integer('itemCount', '物料数', 'Materials'),
    f.integer('activeItemCount', '有效物料数', 'Active materials'),
    f.integer('supplierCount', '合格供应商数', 'Approved suppliers'),
  ],
  list: {
    columns: [
      'categoryCode',
      'categoryName',
      'categoryLevel',
      'topCategoryName',
      'parentCategoryName',
      'leafFlag',
      'enabledFlag',
      'itemCount',
      'activeItemCount',
      'supplierCount',
    ],
    filters: [{ field: 'categoryCode', op: 'like' }, { field: 'categoryName', op: 'like' }, 'categoryLevel', 'enabledFlag'],
    sort: ['categoryCode'],
    summary: ['itemCount', 'activeItemCount'],
  },
});
