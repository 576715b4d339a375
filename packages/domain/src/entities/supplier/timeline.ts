import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * One supplier's lifecycle as it happened (生命周期): its registration and every
 * lifecycle document past its draft, newest first, with date, outcome and
 * reason. A supplier reads its own, and of the internal documents only the
 * decisions it was told of (`audience` ALL): never a blacklist that was proposed
 * and rejected. A view, recreated at start-up.
 */
export default defineEntity({
  name: 'slcSupplierTimeline',
  domain: 'supplier',
  label: { zh: '供应商生命周期', en: 'Supplier lifecycle' },
  service: 'srmServer',
  rest: 'srmSlcSupplierTimeline',
  table: 'v_srm_slc_supplier_timeline',
  key: 'eventId',
  titleField: 'documentNumber',
  readOnly: true,
  scope: { supplier: 'supplierId', supplierAudience: { field: 'audience', values: ['ALL'] } },
  view: `SELECT e.*, s.supplier_name, s.supplier_number, -1::bigint AS created_by, e.event_date::timestamptz AS creation_date,
      -1::bigint AS last_updated_by, e.event_date::timestamptz AS last_update_date, 1 AS version_num
    FROM (
      SELECT 1 * 10000000000::bigint + supplier_id AS event_id, supplier_id, creation_date::date AS event_date, 'REGISTERED' AS event_type,
             supplier_number AS document_number, 'REGISTERED' AS outcome, NULL::varchar AS summary, 'ALL' AS audience, 'supplierInfo' AS entity_name, supplier_id AS record_id
        FROM srm_pos_supplier_info WHERE source_code = 'REGISTER'
      UNION ALL
      SELECT 2 * 10000000000::bigint + blacklist_id, supplier_id, COALESCE(lift_date, effective_date, last_update_date::date), 'BLACKLIST',
             blacklist_number, blacklist_status, CASE WHEN blacklist_status = 'LIFTED' THEN lift_reason ELSE blacklist_reason END,
             CASE WHEN blacklist_status IN ('APPROVED', 'LIFTED') THEN 'ALL' ELSE 'INTERNAL' END, 'slcSupplierBlacklist', blacklist_id
        FROM srm_slc_supplier_blacklists WHERE blacklist_status <> 'DRAFT'
      UNION ALL
      SELECT 3 * 10000000000::bigint + freeze_id, supplier_id, COALESCE(effective_date, last_update_date::date), freeze_type,
             freeze_number, freeze_status, freezing_instructions,
             CASE WHEN freeze_status = 'APPROVED' THEN 'ALL' ELSE 'INTERNAL' END, 'slcSupplierFreeze', freeze_id
        FROM srm_slc_supplier_freezes WHERE freeze_status <> 'DRAFT'
      UNION ALL
      SELECT 4 * 10000000000::bigint + quit_id, supplier_id, COALESCE(effective_date, last_update_date::date), 'QUIT',
             quit_number, quit_status, quit_reason,
             CASE WHEN quit_status = 'APPROVED' THEN 'ALL' ELSE 'INTERNAL' END, 'slcSupplierQuit', quit_id
        FROM srm_slc_supplier_quits WHERE quit_status <> 'DRAFT'
      UNION ALL
      SELECT 5 * 10000000000::bigint + change_id, supplier_id, COALESCE(approved_date, last_update_date::date), 'CHANGE',
             change_number, change_status, COALESCE(review_comment, change_reason), 'ALL', 'slcSupplierChange', change_id
        FROM srm_slc_supplier_changes WHERE change_status <> 'DRAFT'
    ) e JOIN srm_pos_supplier_info s ON s.supplier_id = e.supplier_id`,
  fields: [
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { display: 'supplierName' }),
    f.text('supplierNumber', '供应商编码', 'Supplier code'),
    f.text('supplierName', '供应商名称', 'Supplier name'),
    f.date('eventDate', '日期', 'Date'),
    f.lookup('eventType', '事项', 'What', 'SLC_TIMELINE_EVENT'),
    f.text('documentNumber', '单据编号', 'Document'),
    f.lookup('outcome', '结果', 'Outcome', 'SLC_TIMELINE_OUTCOME'),
    f.text('summary', '说明', 'Reason or comment'),
    f.text('audience', '可见范围', 'Seen by', { hidden: true }),
    f.text('entityName', '单据类型', 'Document kind', { hidden: true }),
    f.integer('recordId', '单据ID', 'Document id', { hidden: true }),
  ],
  list: {
    columns: ['eventDate', 'supplierNumber', 'supplierName', 'eventType', 'documentNumber', 'outcome', 'summary'],
    filters: ['supplierId', 'eventType', 'outcome', { field: 'eventDate', op: 'range' }],
    sort: ['-eventDate', '-eventId'],
  },
});
