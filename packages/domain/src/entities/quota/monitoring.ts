import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { summaryOperations } from '../../entity/summaries.ts';
import { COMMITTED_PO_STATES, VIEW_AUDIT, sqlList } from '../../purchase/shared.ts';

/** The config profile holding how many points a share may stray before it is a warning. */
export const DEVIATION_PROFILE = 'SML_DEVIATION_THRESHOLD';
/** The threshold when the profile is missing, disabled or not a number. */
export const DEFAULT_DEVIATION = 10;

/** A split: the rows one adjustment put in force for a material at an organisation, with its window and status. */
const SPLITS = `SELECT p.adjustment_id, p.org_id, p.item_id, max(p.preset_status) AS preset_status, min(p.effective_from) AS effective_from, max(p.effective_to) AS effective_to
  FROM srm_sml_preset_proportions p GROUP BY p.adjustment_id, p.org_id, p.item_id`;

/**
 * Quota execution (配额执行监控): for each split of a material at an
 * organisation, each supplier's planned share against its actual share of the
 * quantity on committed orders (approved or later, lines not cancelled)
 * approved while the split was in force, and the deviation in points. A
 * supplier that got orders without a share shows with a planned share of 0.
 * A row of a split in force deviating by more than the threshold is a warning
 * (配额预警, the same rows filtered). Sums order lines: a summary refreshed
 * every 10 minutes. STATES.md.
 */
export default defineEntity({
  name: 'smlMonitoring',
  domain: 'supplier',
  label: { zh: '配额执行监控', en: 'Quota monitoring' },
  service: 'srmServer',
  rest: 'srmSmlMonitoringReport',
  table: 'v_srm_sml_monitoring',
  key: 'monitoringId',
  titleField: 'itemCode',
  readOnly: true,
  scope: { internal: true },
  summary: { refreshMinutes: 10 },
  operations: summaryOperations(),
  // The key is made of the split (its adjustment), organisation, material and supplier, so a row keeps it across refreshes.
  view: `SELECT (hashtextextended(concat_ws('|', m.adjustment_id::text, m.org_id::text, m.item_id::text, m.supplier_id::text), 0) & 4503599627370495) + 1 AS monitoring_id,
      m.adjustment_id, a.adjustment_number, sp.preset_status, sp.effective_from, sp.effective_to,
      m.org_id, o.org_name, m.item_id, i.item_code, i.item_name, i.category_id, m.supplier_id, si.supplier_number, si.supplier_name,
      m.planned_share, m.ordered_qty, m.total_qty, m.actual_share, m.actual_share - m.planned_share AS deviation, t.points AS warning_threshold,
      CASE WHEN sp.preset_status = 'EFFECTIVE' AND abs(m.actual_share - m.planned_share) > t.points THEN 'Y' ELSE 'N' END AS warning_flag,
      ${VIEW_AUDIT}
    FROM (
      SELECT x.*, CASE WHEN x.total_qty > 0 THEN round(x.ordered_qty * 100 / x.total_qty, 2) END AS actual_share
        FROM (
          SELECT s.*, sum(s.ordered_qty) OVER (PARTITION BY s.adjustment_id, s.org_id, s.item_id) AS total_qty
            FROM (
              SELECT COALESCE(p.adjustment_id, o.adjustment_id) AS adjustment_id, COALESCE(p.org_id, o.org_id) AS org_id, COALESCE(p.item_id, o.item_id) AS item_id,
                     COALESCE(p.supplier_id, o.supplier_id) AS supplier_id, COALESCE(p.planned_share, 0) AS planned_share, COALESCE(o.ordered_qty, 0) AS ordered_qty
                FROM srm_sml_preset_proportions p
                FULL JOIN (
                  SELECT w.adjustment_id, w.org_id, w.item_id, h.supplier_id, sum(l.quantity) AS ordered_qty
                    FROM (${SPLITS}) w
                    JOIN srm_po_headers h ON h.org_id = w.org_id AND h.po_status IN (${sqlList(COMMITTED_PO_STATES)})
                     AND h.approved_date >= w.effective_from AND (w.effective_to IS NULL OR h.approved_date < w.effective_to)
                    JOIN srm_po_lines l ON l.po_header_id = h.po_header_id AND l.item_id = w.item_id AND l.line_status <> 'CANCELLED'
                   GROUP BY w.adjustment_id, w.org_id, w.item_id, h.supplier_id
                ) o ON o.adjustment_id = p.adjustment_id AND o.org_id = p.org_id AND o.item_id = p.item_id AND o.supplier_id = p.supplier_id
            ) s
        ) x
    ) m
    JOIN (${SPLITS}) sp ON sp.adjustment_id = m.adjustment_id AND sp.org_id = m.org_id AND sp.item_id = m.item_id
    JOIN srm_sml_adjustment_heads a ON a.adjustment_id = m.adjustment_id
    JOIN saaf_institution o ON o.org_id = m.org_id
    JOIN srm_base_items i ON i.item_id = m.item_id
    JOIN srm_pos_supplier_info si ON si.supplier_id = m.supplier_id
    CROSS JOIN (
      SELECT COALESCE((SELECT c.profile_value::numeric FROM srm_base_config_profile c
                        WHERE c.profile_code = '${DEVIATION_PROFILE}' AND c.enabled_flag = 'Y' AND c.profile_value ~ '^[0-9]{1,3}(\\.[0-9]{1,2})?$'), ${DEFAULT_DEVIATION}) AS points
    ) t`,
  fields: [
    f.ref('adjustmentId', '配额调整单', 'Quota adjustment', 'smlAdjustmentHead', { display: 'adjustmentNumber', hidden: true }),
    f.text('adjustmentNumber', '调整单号', 'Adjustment number'),
    f.lookup('presetStatus', '配额状态', 'Quota status', 'SML_PRESET_STATUS'),
    f.datetime('effectiveFrom', '生效时间', 'In force from'),
    f.datetime('effectiveTo', '失效时间', 'In force until'),
    f.ref('orgId', '组织', 'Organisation', 'organization', { display: 'orgName' }),
    f.text('orgName', '组织名称', 'Organisation name'),
    f.ref('itemId', '物料', 'Material', 'materialItem', { display: 'itemName' }),
    f.text('itemCode', '物料编码', 'Material code'),
    f.text('itemName', '物料名称', 'Material name'),
    f.ref('categoryId', '采购分类', 'Purchase category', 'purchaseCategory', { display: 'categoryName', hidden: true }),
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { display: 'supplierName' }),
    f.text('supplierNumber', '供应商编码', 'Supplier code'),
    f.text('supplierName', '供应商名称', 'Supplier name'),
    f.number('plannedShare', '计划比例(%)', 'Planned share (%)', { precision: 2 }),
    f.number('orderedQty', '订单数量', 'Quantity ordered', { precision: 4 }),
    f.number('totalQty', '物料订单总量', 'Material total ordered', { precision: 4 }),
    f.number('actualShare', '实际比例(%)', 'Actual share (%)', { precision: 2 }),
    f.number('deviation', '偏差(百分点)', 'Deviation (points)', { precision: 2 }),
    f.number('warningThreshold', '预警阈值(百分点)', 'Warning threshold (points)', { precision: 2 }),
    f.flag('warningFlag', '预警', 'Warning'),
  ],
  list: {
    columns: [
      'orgName',
      'itemCode',
      'itemName',
      'supplierNumber',
      'supplierName',
      'plannedShare',
      'orderedQty',
      'totalQty',
      'actualShare',
      'deviation',
      'warningFlag',
      'presetStatus',
      'effectiveFrom',
      'effectiveTo',
      'adjustmentNumber',
    ],
    filters: ['orgId', 'itemId', 'supplierId', 'presetStatus', 'warningFlag', { field: 'effectiveFrom', op: 'range' }],
    sort: ['itemCode', '-effectiveFrom', 'supplierNumber'],
  },
});
