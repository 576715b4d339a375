import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { versionOperations } from '../../entity/versions.ts';

/**
 * A supplier company with its sites, bank accounts, contacts, supplied
 * categories and certificates. Its own key is its supplier scope: a supplier's
 * user sees exactly one row here, their own. Its standing (status, flags,
 * source) is written by no one's save: the lifecycle documents move it, each
 * approved by a second person (entities/supplier/STATES.md).
 */
export default defineEntity({
  name: 'supplierInfo',
  domain: 'base',
  label: { zh: '供应商', en: 'Supplier' },
  service: 'baseServer',
  rest: 'srmSlcSupplierInfo',
  table: 'srm_pos_supplier_info',
  key: 'supplierId',
  titleField: 'supplierName',
  timeline: {
    event: { code: 'REGISTERED', label: { zh: '注册', en: 'Registered' } },
    number: 'supplierNumber',
    date: ['creationDate'],
    summary: [],
    rows: { field: 'sourceCode', values: ['REGISTER'] },
    outcome: { code: 'REGISTERED', label: { zh: '已注册', en: 'Registered' } },
  },
  read: 'authenticated',
  scope: { supplier: 'supplierId' },
  // Blacklisted, exited or frozen for purchasing (entities/supplier/STATES.md); the first that holds is the reason given.
  unusableWhen: [
    { field: 'blacklistFlag', value: 'Y', key: 'rule.supplierBlacklisted' },
    { field: 'supplierStatus', value: 'QUIT', key: 'rule.supplierQuit' },
    { field: 'purchaseFlag', value: 'N', key: 'rule.supplierFrozen' },
  ],
  // After it is introduced, a supplier changes its record by proposing a change (slcSupplierChange).
  supplierEditableWhen: { field: 'supplierStatus', values: ['POTENTIAL'] },
  // Each approved change archives the record as it stood.
  operations: versionOperations(),
  fields: [
    f.text('supplierNumber', '供应商编码', 'Supplier code', { autoNumber: 'S{seq:6}', readOnly: true, unique: true, maxLength: 40 }),
    f.text('supplierName', '供应商名称', 'Supplier name', { required: true, unique: true }),
    f.text('supplierShortName', '供应商简称', 'Short name', { maxLength: 120 }),
    f.lookup('supplierType', '供应商类型', 'Supplier type', 'POS_SUPPLIER_TYPE'),
    f.lookup('supplierStatus', '供应商状态', 'Supplier status', 'POS_SUPPLIER_STATUS', { default: 'EFFECTIVE', readOnly: true }),
    f.text('taxRegistrationNumber', '统一社会信用代码', 'Tax registration number', { maxLength: 60 }),
    f.text('companyPhone', '公司电话', 'Company telephone', { rules: ['telephone'], maxLength: 40 }),
    f.text('contactName', '联系人', 'Contact', { maxLength: 120 }),
    f.text('contactEmail', '联系人邮箱', 'Contact e-mail', { rules: ['email'], maxLength: 120 }),
    f.text('companyRegisteredAddress', '注册地址', 'Registered address', { maxLength: 500 }),
    f.number('registeredCapital', '注册资金(万)', 'Registered capital (10k)', { precision: 2, rules: ['nonNegative'] }),
    f.flag('purchaseFlag', '可采购', 'May be purchased from', { default: 'Y', readOnly: true }),
    f.flag('paymentFlag', '可付款', 'May be paid', { default: 'Y', readOnly: true }),
    f.flag('blacklistFlag', '黑名单', 'Blacklisted', { readOnly: true }),
    // Set by an approved grading (slcSupplierGrade).
    f.lookup('supplierGrade', '供应商级别', 'Supplier grade', 'POS_SUPPLIER_GRADE', { readOnly: true }),
    f.lookup('sourceCode', '来源', 'Source', 'POS_SUPPLIER_SOURCE', { default: 'CREATE', readOnly: true }),
    // A self-registration's own decision, apart from the lifecycle: approved, the company is a potential supplier.
    f.lookup('registerStatus', '注册审批状态', 'Registration', 'POS_REGISTER_STATUS', { readOnly: true }),
    f.longtext('companyDescription', '公司简介', 'Company description'),
  ],
  children: [
    { name: 'sites', entity: 'supplierSite', foreignKey: 'supplierId', label: { zh: '地点', en: 'Sites' } },
    { name: 'banks', entity: 'supplierBank', foreignKey: 'supplierId', label: { zh: '银行账户', en: 'Bank accounts' } },
    { name: 'contacts', entity: 'supplierContact', foreignKey: 'supplierId', label: { zh: '联系人', en: 'Contacts' } },
    { name: 'categories', entity: 'supplierCategory', foreignKey: 'supplierId', label: { zh: '供货品类', en: 'Supplied categories' } },
    { name: 'certificates', entity: 'supplierCertificate', foreignKey: 'supplierId', label: { zh: '资质证书', en: 'Certificates' } },
  ],
  list: {
    columns: [
      'supplierNumber',
      'supplierName',
      'supplierShortName',
      'supplierType',
      'supplierStatus',
      'contactName',
      'companyPhone',
      'blacklistFlag',
      'supplierGrade',
    ],
    filters: [{ field: 'supplierNumber', op: 'like' }, { field: 'supplierName', op: 'like' }, 'supplierType', 'supplierStatus', 'registerStatus'],
    sort: ['supplierNumber'],
  },
  form: {
    sections: [
      {
        title: { zh: '基本信息', en: 'Company' },
        fields: [
          'supplierNumber',
          'supplierName',
          'supplierShortName',
          'supplierType',
          'taxRegistrationNumber',
          'registeredCapital',
          'companyRegisteredAddress',
          'companyPhone',
        ],
      },
      { title: { zh: '联系方式', en: 'Contact' }, fields: ['contactName', 'contactEmail'] },
      {
        title: { zh: '状态', en: 'Standing' },
        fields: ['supplierStatus', 'sourceCode', 'registerStatus', 'purchaseFlag', 'paymentFlag', 'blacklistFlag', 'supplierGrade'],
      },
      { title: { zh: '公司简介', en: 'About the company' }, fields: ['companyDescription'] },
    ],
  },
});
