import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A bank account the supplier is paid into (供应商银行账户): the bank and its
 * branch from base data (the branch must be the bank's), the account holder's
 * name and number, and which account is the main one.
 */
export default defineEntity({
  name: 'supplierBank',
  domain: 'supplier',
  label: { zh: '供应商银行账户', en: 'Supplier bank account' },
  service: 'srmServer',
  rest: 'srmPosSupplierBank',
  table: 'srm_pos_supplier_bank',
  key: 'bankAccountId',
  titleField: 'bankAccountNumber',
  parent: { entity: 'supplierInfo', foreignKey: 'supplierId' },
  fields: [
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { required: true }),
    f.ref('bankId', '银行', 'Bank', 'bank', { required: true, display: 'bankName', copy: { bankName: 'bankName' } }),
    f.text('bankName', '银行名称', 'Bank name', { readOnly: true }),
    f.ref('branchId', '开户行', 'Branch', 'bankBranch', {
      required: true,
      display: 'branchName',
      copy: { branchName: 'branchName', branchCode: 'branchCode' },
    }),
    f.text('branchName', '开户行名称', 'Branch name', { readOnly: true }),
    f.text('branchCode', '联行号', 'Interbank number', { readOnly: true, maxLength: 60 }),
    f.text('bankUserName', '账户名称', 'Account holder', { required: true, maxLength: 200 }),
    f.text('bankAccountNumber', '银行账号', 'Account number', { required: true, maxLength: 40, uniqueWith: ['supplierId'] }),
    f.lookup('bankCurrency', '币种', 'Currency', 'BANK_CURRENCY', { required: true, default: 'CNY' }),
    f.text('swiftCode', 'SWIFT代码', 'SWIFT code', { maxLength: 20 }),
    f.flag('mainFlag', '主账户', 'Main account'),
    f.enabled(),
  ],
  list: {
    columns: ['bankId', 'branchId', 'branchCode', 'bankUserName', 'bankAccountNumber', 'bankCurrency', 'mainFlag', 'enabledFlag'],
    filters: ['supplierId', 'bankId'],
    sort: ['bankAccountId'],
  },
});
