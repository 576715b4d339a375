import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { OPEN_ORDER_STATES } from '../../entity/open-orders.ts';

/**
 * What needs attention before it hurts (供应商预警): certificates expired or
 * expiring within 30 days, and suppliers blacklisted, exited or frozen for
 * purchasing that still have orders under way. A supplier reads its own
 * certificate warnings; the rest are internal. A view, recreated at start-up.
 */
export default defineEntity({
  name: 'slcSupplierWarning',
  domain: 'supplier',
  label: { zh: '供应商预警', en: 'Supplier warnings' },
  service: 'srmServer',
  rest: 'srmSlcSupplierWarning',
  table: 'v_srm_slc_supplier_warnings',
  key: 'warningId',
  titleField: 'subject',
  readOnly: true,
  scope: { supplier: 'supplierId', supplierAudience: { field: 'audience', values: ['ALL'] } },
  view: `SELECT w.*, s.supplier_number, s.supplier_name, -1::bigint AS created_by, now() AS creation_date, -1::bigint AS last_updated_by, now() AS last_update_date, 1 AS version_num
    FROM (
      SELECT 1 * 10000000000::bigint + c.certificate_id AS warning_id, c.supplier_id,
             CASE WHEN c.end_date < current_date THEN 'CERT_EXPIRED' ELSE 'CERT_EXPIRING' END AS warning_type,
             c.certificate_name || ' ' || c.certificate_number AS subject, c.end_date AS due_date, (c.end_date - current_date) AS days_left, 'ALL' AS audience
        FROM srm_pos_supplier_certificate c
       WHERE COALESCE(c.long_term_flag, 'N') <> 'Y' AND c.end_date IS NOT NULL AND c.end_date <= current_date + 30
      UNION ALL
      SELECT 2 * 10000000000::bigint + h.po_header_id, h.supplier_id,
             CASE WHEN s.blacklist_flag = 'Y' THEN 'BLACKLISTED_OPEN_ORDER' WHEN s.supplier_status = 'QUIT' THEN 'QUIT_OPEN_ORDER' ELSE 'FROZEN_OPEN_ORDER' END,
             h.po_number, NULL::date, NULL::integer, 'INTERNAL'
        FROM srm_po_headers h JOIN srm_pos_supplier_info s ON s.supplier_id = h.supplier_id
       WHERE h.po_status IN (${OPEN_ORDER_STATES.map((s) => `'${s}'`).join(', ')})
         AND (s.blacklist_flag = 'Y' OR s.supplier_status = 'QUIT' OR s.purchase_flag = 'N')
    ) w JOIN srm_pos_supplier_info s ON s.supplier_id = w.supplier_id`,
  fields: [
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { display: 'supplierName' }),
    f.text('supplierNumber', '供应商编码', 'Supplier code'),
    f.text('supplierName', '供应商名称', 'Supplier name'),
    f.lookup('warningType', '预警类型', 'Warning', 'SLC_WARNING_TYPE'),
    f.text('subject', '对象', 'Concerning'),
    f.date('dueDate', '到期日期', 'Due'),
    f.integer('daysLeft', '剩余天数', 'Days left'),
    f.text('audience', '可见范围', 'Seen by', { hidden: true }),
  ],
  list: {
    columns: ['supplierNumber', 'supplierName', 'warningType', 'subject', 'dueDate', 'daysLeft'],
    filters: ['supplierId', 'warningType'],
    sort: ['daysLeft', 'supplierNumber'],
  },
});
