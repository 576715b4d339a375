import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A supplier company. Its own key is its supplier scope: a supplier's user sees
 * exactly one row here, their own.
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
  read: 'authenticated',
  scope: { supplier: 'supplierId' },
  // Blacklisted, exited or frozen for purchasing (entities/supplier/STATES.md); the first that holds is the reason given.
  unusableWhen: [
    { field: 'blacklistFlag', value: 'Y', key: 'rule.supplierBlacklisted' },
    { field: 'supplierStatus', value: 'QUIT', key: 'rule.supplierQuit' },
    { field: 'purchaseFlag', value: 'N', key: 'rule.supplierFrozen' },
  ],
  fields: [
    f.text('supplierNumber', '供应商编码', 'Supplier code', { autoNumber: 'S{seq:6}', readOnly: true, unique: true, maxLength: 40 }),
    f.text('supplierName', '供应商名称', 'Supplier name', { required: true, unique: true }),
    f.text('supplierShortName', '供应商简称', 'Short name', { maxLength: 120 }),
    f.lookup('supplierType', '供应商类型', 'Supplier type', 'POS_SUPPLIER_TYPE'),
    f.lookup('supplierStatus', '供应商状态', 'Supplier status', 'POS_SUPPLIER_STATUS', { default: 'EFFECTIVE' }),
    f.text('taxRegistrationNumber', '统一社会信用代码', 'Tax registration number', { maxLength: 60 }),
    f.text('companyPhone', '公司电话', 'Company telephone', { rules: ['telephone'], maxLength: 40 }),
    f.text('contactName', '联系人', 'Contact', { maxLength: 120 }),
    f.text('contactEmail', '联系人邮箱', 'Contact e-mail', { rules: ['email'], maxLength: 120 }),
    f.text('companyRegisteredAddress', '注册地址', 'Registered address', { maxLength: 500 }),
    f.number('registeredCapital', '注册资金(万)', 'Registered capital (10k)', { precision: 2, rules: ['nonNegative'] }),
    f.flag('purchaseFlag', '可采购', 'May be purchased from', { default: 'Y' }),
    f.flag('paymentFlag', '可付款', 'May be paid', { default: 'Y' }),
    f.flag('blacklistFlag', '黑名单', 'Blacklisted'),
    f.lookup('sourceCode', '来源', 'Source', 'POS_SUPPLIER_SOURCE', { default: 'CREATE' }),
    f.longtext('companyDescription', '公司简介', 'Company description'),
  ],
  list: {
    columns: ['supplierNumber', 'supplierName', 'supplierShortName', 'supplierType', 'supplierStatus', 'contactName', 'companyPhone', 'blacklistFlag'],
    filters: [{ field: 'supplierNumber', op: 'like' }, { field: 'supplierName', op: 'like' }, 'supplierType', 'supplierStatus'],
    sort: ['supplierNumber'],
  },
});
