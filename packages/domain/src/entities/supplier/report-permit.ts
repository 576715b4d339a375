import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * Every certificate and licence of every supplier with its validity today
 * (供应商证照报表): days left until it ends (none: without end), and whether it
 * is not yet valid, valid, ending within 30 days (as the warnings count) or
 * expired. Internal: a supplier reads its own on its record and warnings. A
 * view, recreated at start-up.
 */
export default defineEntity({
  name: 'supplierPermitReport',
  domain: 'supplier',
  label: { zh: '供应商证照报表', en: 'Supplier certificates report' },
  service: 'srmServer',
  rest: 'srmPosSupplierPermitReport',
  table: 'v_srm_pos_supplier_permit_report',
  key: 'certificateId',
  titleField: 'certificateName',
  readOnly: true,
  scope: { internal: true },
  view: `SELECT c.certificate_id, c.supplier_id, s.supplier_number, s.supplier_name, s.supplier_status,
      c.certificate_type, c.certificate_name, c.certificate_number, c.issuing_authority, c.start_date, c.end_date,
      COALESCE(c.long_term_flag, 'N') AS long_term_flag,
      CASE WHEN COALESCE(c.long_term_flag, 'N') = 'Y' THEN NULL ELSE c.end_date - current_date END AS days_to_expiry,
      CASE
        WHEN c.start_date > current_date THEN 'NOT_YET_VALID'
        WHEN COALESCE(c.long_term_flag, 'N') = 'Y' OR c.end_date IS NULL THEN 'VALID'
        WHEN c.end_date < current_date THEN 'EXPIRED'
        WHEN c.end_date <= current_date + 30 THEN 'EXPIRING'
        ELSE 'VALID' END AS validity_status,
      c.created_by, c.creation_date, c.last_updated_by, c.last_update_date, c.version_num
    FROM srm_pos_supplier_certificate c JOIN srm_pos_supplier_info s ON s.supplier_id = c.supplier_id`,
  fields: [
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { display: 'supplierName' }),
    f.text('supplierNumber', '供应商编码', 'Supplier code'),
    f.text('supplierName', '供应商名称', 'Supplier name'),
    f.lookup('supplierStatus', '供应商状态', 'Supplier status', 'POS_SUPPLIER_STATUS'),
    f.lookup('certificateType', '证书类型', 'Kind', 'SLC_CERTIFICATE_TYPE'),
    f.text('certificateName', '证书名称', 'Certificate'),
    f.text('certificateNumber', '证书编号', 'Number'),
    f.text('issuingAuthority', '发证机关', 'Issued by'),
    f.date('startDate', '生效日期', 'Valid from'),
    f.date('endDate', '到期日期', 'Valid to'),
    f.flag('longTermFlag', '长期有效', 'Without end'),
    f.integer('daysToExpiry', '剩余天数', 'Days left'),
    f.lookup('validityStatus', '有效性', 'Validity', 'SLC_CERTIFICATE_VALIDITY'),
  ],
  list: {
    columns: [
      'supplierNumber',
      'supplierName',
      'certificateType',
      'certificateName',
      'certificateNumber',
      'issuingAuthority',
      'startDate',
      'endDate',
      'longTermFlag',
      'daysToExpiry',
      'validityStatus',
    ],
    filters: ['supplierId', 'certificateType', 'validityStatus', 'supplierStatus', { field: 'endDate', op: 'range' }],
    // What ends first comes first; those without end last.
    sort: ['endDate', 'supplierNumber', 'certificateId'],
  },
});
