import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * Every line of every quota adjustment with its document's number, state and
 * organisation (配额调整明细查询): who moved which supplier's share of which
 * material from what to what, and when it took effect. A view, recreated at
 * start-up; internal.
 */
export default defineEntity({
  name: 'smlAdjustmentDetail',
  domain: 'supplier',
  label: { zh: '配额调整明细', en: 'Quota adjustment lines' },
  service: 'srmServer',
  rest: 'srmSmlAdjustmentDetail',
  table: 'v_srm_sml_adjustment_details',
  key: 'adjustmentLineId',
  titleField: 'adjustmentNumber',
  readOnly: true,
  scope: { internal: true },
  view: `SELECT l.adjustment_line_id, h.adjustment_id, h.adjustment_number, h.adjustment_status, h.org_id, h.org_name, h.effective_from,
      l.line_number, l.item_id, l.item_code, l.item_name, l.category_id, l.supplier_id, l.supplier_number, l.supplier_name,
      l.current_share, l.new_share, l.new_share - COALESCE(l.current_share, 0) AS share_change, l.line_reason, h.adjustment_reason,
      l.created_by, l.creation_date, GREATEST(l.last_updated_by, h.last_updated_by) AS last_updated_by,
      GREATEST(l.last_update_date, h.last_update_date) AS last_update_date, l.version_num
    FROM srm_sml_adjustment_lines l JOIN srm_sml_adjustment_heads h ON h.adjustment_id = l.adjustment_id`,
  fields: [
    f.ref('adjustmentId', '配额调整单', 'Quota adjustment', 'smlAdjustmentHead', { display: 'adjustmentNumber' }),
    f.text('adjustmentNumber', '调整单号', 'Adjustment number'),
    f.lookup('adjustmentStatus', '单据状态', 'Status', 'SML_ADJUSTMENT_STATUS'),
    f.ref('orgId', '组织', 'Organisation', 'organization', { display: 'orgName' }),
    f.text('orgName', '组织名称', 'Organisation name'),
    f.datetime('effectiveFrom', '生效时间', 'In force from'),
    f.integer('lineNumber', '行号', 'Line'),
    f.ref('itemId', '物料', 'Material', 'materialItem', { display: 'itemName' }),
    f.text('itemCode', '物料编码', 'Material code'),
    f.text('itemName', '物料名称', 'Material name'),
    f.ref('categoryId', '采购分类', 'Purchase category', 'purchaseCategory', { display: 'categoryName', hidden: true }),
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { display: 'supplierName' }),
    f.text('supplierNumber', '供应商编码', 'Supplier code'),
    f.text('supplierName', '供应商名称', 'Supplier name'),
    f.number('currentShare', '原比例(%)', 'Share before (%)', { precision: 2 }),
    f.number('newShare', '调整后比例(%)', 'New share (%)', { precision: 2 }),
    f.number('shareChange', '变动(百分点)', 'Change (points)', { precision: 2 }),
    f.text('lineReason', '说明', 'Remark'),
    f.text('adjustmentReason', '调整原因', 'Reason'),
  ],
  list: {
    columns: [
      'adjustmentNumber',
      'adjustmentStatus',
      'orgName',
      'itemCode',
      'itemName',
      'supplierNumber',
      'supplierName',
      'currentShare',
      'newShare',
      'shareChange',
      'lineReason',
      'effectiveFrom',
    ],
    filters: [{ field: 'adjustmentNumber', op: 'like' }, 'adjustmentStatus', 'orgId', 'itemId', 'supplierId', { field: 'effectiveFrom', op: 'range' }],
    sort: ['-adjustmentId', 'lineNumber'],
  },
});
