import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * Every supplier with its standing and how complete its record is
 * (供应商信息报表): status, source, registration, flags, how many sites (and
 * of them effective), bank accounts, contacts and supplied categories (and of
 * them active) it has, and its main contact (the contact line marked main,
 * else the record's own contact). Internal. A view, recreated at start-up.
 */
export default defineEntity({
  name: 'supplierInfoReport',
  domain: 'supplier',
  label: { zh: '供应商信息报表', en: 'Supplier report' },
  service: 'srmServer',
  rest: 'srmPosSupplierInfoReport',
  table: 'v_srm_pos_supplier_info_report',
  key: 'reportSupplierId',
  titleField: 'supplierName',
  readOnly: true,
  scope: { internal: true },
  view: `SELECT s.supplier_id AS report_supplier_id, s.supplier_id, s.supplier_number, s.supplier_name, s.supplier_short_name, s.supplier_type,
      s.supplier_status, s.source_code, s.register_status, s.purchase_flag, s.payment_flag, COALESCE(s.blacklist_flag, 'N') AS blacklist_flag,
      s.tax_registration_number, s.company_phone,
      (SELECT count(*)::int FROM srm_pos_supplier_sites x WHERE x.supplier_id = s.supplier_id) AS site_count,
      (SELECT count(*)::int FROM srm_pos_supplier_sites x WHERE x.supplier_id = s.supplier_id AND x.site_status = 'EFFECTIVE') AS effective_site_count,
      (SELECT count(*)::int FROM srm_pos_supplier_bank x WHERE x.supplier_id = s.supplier_id) AS bank_count,
      (SELECT count(*)::int FROM srm_pos_supplier_contacts x WHERE x.supplier_id = s.supplier_id) AS contact_count,
      (SELECT count(*)::int FROM srm_pos_supplier_categories x WHERE x.supplier_id = s.supplier_id) AS category_count,
      (SELECT count(*)::int FROM srm_pos_supplier_categories x WHERE x.supplier_id = s.supplier_id AND x.category_status = 'ACTIVE') AS active_category_count,
      COALESCE(mc.contact_name, s.contact_name) AS main_contact_name, mc.mobile_phone AS main_contact_mobile,
      COALESCE(mc.email_address, s.contact_email) AS main_contact_email,
      s.created_by, s.creation_date, s.last_updated_by, s.last_update_date, s.version_num
    FROM srm_pos_supplier_info s
    LEFT JOIN LATERAL (
      SELECT c.contact_name, c.mobile_phone, c.email_address FROM srm_pos_supplier_contacts c
       WHERE c.supplier_id = s.supplier_id AND c.main_flag = 'Y' AND COALESCE(c.enabled_flag, 'Y') = 'Y'
       ORDER BY c.supplier_contact_id LIMIT 1
    ) mc ON TRUE`,
  fields: [
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { display: 'supplierName' }),
    f.text('supplierNumber', '供应商编码', 'Supplier code'),
    f.text('supplierName', '供应商名称', 'Supplier name'),
    f.text('supplierShortName', '供应商简称', 'Short name'),
    f.lookup('supplierType', '供应商类型', 'Supplier type', 'POS_SUPPLIER_TYPE'),
    f.lookup('supplierStatus', '供应商状态', 'Supplier status', 'POS_SUPPLIER_STATUS'),
    f.lookup('sourceCode', '来源', 'Source', 'POS_SUPPLIER_SOURCE'),
    f.lookup('registerStatus', '注册审批状态', 'Registration', 'POS_REGISTER_STATUS'),
    f.flag('purchaseFlag', '可采购', 'May be purchased from'),
    f.flag('paymentFlag', '可付款', 'May be paid'),
    f.flag('blacklistFlag', '黑名单', 'Blacklisted'),
    f.text('taxRegistrationNumber', '统一社会信用代码', 'Tax registration number'),
    f.text('companyPhone', '公司电话', 'Company telephone'),
    f.integer('siteCount', '地点数', 'Sites'),
    f.integer('effectiveSiteCount', '有效地点数', 'Effective sites'),
    f.integer('bankCount', '银行账户数', 'Bank accounts'),
    f.integer('contactCount', '联系人数', 'Contacts'),
    f.integer('categoryCount', '供货品类数', 'Categories'),
    f.integer('activeCategoryCount', '有效品类数', 'Active categories'),
    f.text('mainContactName', '主联系人', 'Main contact'),
    f.text('mainContactMobile', '主联系人手机', 'Main contact mobile'),
    f.text('mainContactEmail', '主联系人邮箱', 'Main contact e-mail'),
  ],
  list: {
    columns: [
      'supplierNumber',
      'supplierName',
      'supplierType',
      'supplierStatus',
      'sourceCode',
      'purchaseFlag',
      'paymentFlag',
      'blacklistFlag',
      'siteCount',
      'bankCount',
      'contactCount',
      'categoryCount',
      'mainContactName',
      'mainContactMobile',
    ],
    filters: [
      'supplierId',
      { field: 'supplierName', op: 'like' },
      'supplierType',
      'supplierStatus',
      'sourceCode',
      'purchaseFlag',
      'paymentFlag',
      'blacklistFlag',
    ],
    sort: ['supplierNumber'],
  },
});
