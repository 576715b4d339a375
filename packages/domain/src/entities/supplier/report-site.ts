import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * Which suppliers serve which of our organisations (供应商地点报表): each
 * supplier site with its status there (introducing, qualified, effective,
 * gone), whether it may be bought from or paid, and the supplier's own
 * standing beside it; by organisation. Internal. A view, recreated at start-up.
 */
export default defineEntity({
  name: 'supplierSiteInfoReport',
  domain: 'supplier',
  label: { zh: '供应商地点报表', en: 'Supplier sites report' },
  service: 'srmServer',
  rest: 'srmPosSupplierSiteInfoReport',
  table: 'v_srm_pos_supplier_site_report',
  key: 'supplierSiteId',
  titleField: 'siteName',
  readOnly: true,
  scope: { internal: true },
  view: `SELECT x.supplier_site_id, x.supplier_id, s.supplier_number, s.supplier_name, s.supplier_status, COALESCE(s.blacklist_flag, 'N') AS blacklist_flag,
      x.org_id, COALESCE(o.org_name, x.org_name) AS org_name, x.site_name, x.site_address, x.site_status, x.purchase_flag, x.payment_flag,
      x.qualified_date, x.invalid_date,
      x.created_by, x.creation_date, x.last_updated_by, x.last_update_date, x.version_num
    FROM srm_pos_supplier_sites x
    JOIN srm_pos_supplier_info s ON s.supplier_id = x.supplier_id
    LEFT JOIN saaf_institution o ON o.org_id = x.org_id`,
  fields: [
    // The copy answers the organisation's English name to an English reader (engine/bilingual.ts).
    f.ref('orgId', '组织', 'Organisation', 'organization', { display: 'orgName', copy: { orgName: 'orgName' } }),
    f.text('orgName', '组织名称', 'Organisation name', { readOnly: true }),
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { display: 'supplierName' }),
    f.text('supplierNumber', '供应商编码', 'Supplier code'),
    f.text('supplierName', '供应商名称', 'Supplier name'),
    f.lookup('supplierStatus', '供应商状态', 'Supplier status', 'POS_SUPPLIER_STATUS'),
    f.flag('blacklistFlag', '黑名单', 'Blacklisted'),
    f.text('siteName', '地点名称', 'Site name'),
    f.text('siteAddress', '地址', 'Address'),
    f.lookup('siteStatus', '地点状态', 'Site status', 'SLC_SUPPLIER_STATUS'),
    f.flag('purchaseFlag', '可采购', 'May be purchased from'),
    f.flag('paymentFlag', '可付款', 'May be paid'),
    f.date('qualifiedDate', '合格日期', 'Qualified on'),
    f.date('invalidDate', '失效日期', 'Invalid from'),
  ],
  list: {
    columns: [
      'orgName',
      'supplierNumber',
      'supplierName',
      'supplierStatus',
      'siteName',
      'siteAddress',
      'siteStatus',
      'purchaseFlag',
      'paymentFlag',
      'qualifiedDate',
      'invalidDate',
    ],
    filters: ['orgId', 'supplierId', 'siteStatus', 'supplierStatus', 'purchaseFlag', { field: 'qualifiedDate', op: 'range' }],
    sort: ['orgId', 'supplierNumber', 'supplierSiteId'],
  },
});
