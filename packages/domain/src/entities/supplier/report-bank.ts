import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * Every bank account of every supplier (供应商银行信息报表), with its bank and
 * branch as base data names them, the main account first. Internal: account
 * numbers are no other supplier's to read. A view, recreated at start-up.
 */
export default defineEntity({
  name: 'supplierBankInfoReport',
  domain: 'supplier',
  label: { zh: '供应商银行信息报表', en: 'Supplier bank accounts report' },
  service: 'srmServer',
  rest: 'srmPosSupplierBankInfoReport',
  table: 'v_srm_pos_supplier_bank_report',
  key: 'bankAccountId',
  titleField: 'bankAccountNumber',
  readOnly: true,
  scope: { internal: true },
  view: `SELECT b.bank_account_id, b.supplier_id, s.supplier_number, s.supplier_name, s.supplier_status, s.payment_flag AS supplier_payment_flag,
      b.bank_id, COALESCE(k.bank_name, b.bank_name) AS bank_name, b.branch_id, COALESCE(r.branch_name, b.branch_name) AS branch_name,
      COALESCE(r.branch_code, b.branch_code) AS branch_code, b.bank_user_name, b.bank_account_number, b.bank_currency, b.swift_code,
      COALESCE(b.main_flag, 'N') AS main_flag, b.enabled_flag,
      b.created_by, b.creation_date, b.last_updated_by, b.last_update_date, b.version_num
    FROM srm_pos_supplier_bank b
    JOIN srm_pos_supplier_info s ON s.supplier_id = b.supplier_id
    LEFT JOIN srm_base_banks k ON k.bank_id = b.bank_id
    LEFT JOIN srm_base_branches r ON r.branch_id = b.branch_id`,
  fields: [
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { display: 'supplierName' }),
    f.text('supplierNumber', '供应商编码', 'Supplier code'),
    f.text('supplierName', '供应商名称', 'Supplier name'),
    f.lookup('supplierStatus', '供应商状态', 'Supplier status', 'POS_SUPPLIER_STATUS'),
    f.flag('supplierPaymentFlag', '供应商可付款', 'Supplier may be paid'),
    f.ref('bankId', '银行', 'Bank', 'bank', { display: 'bankName' }),
    f.text('bankName', '银行名称', 'Bank name'),
    f.ref('branchId', '开户行', 'Branch', 'bankBranch', { display: 'branchName' }),
    f.text('branchName', '开户行名称', 'Branch name'),
    f.text('branchCode', '联行号', 'Interbank number'),
    f.text('bankUserName', '账户名称', 'Account holder'),
    f.text('bankAccountNumber', '银行账号', 'Account number'),
    f.lookup('bankCurrency', '币种', 'Currency', 'BANK_CURRENCY'),
    f.text('swiftCode', 'SWIFT代码', 'SWIFT code'),
    f.flag('mainFlag', '主账户', 'Main account'),
    f.flag('enabledFlag', '启用', 'Enabled'),
  ],
  list: {
    columns: [
      'supplierNumber',
      'supplierName',
      'bankName',
      'branchName',
      'branchCode',
      'bankUserName',
      'bankAccountNumber',
      'bankCurrency',
      'mainFlag',
      'enabledFlag',
      'supplierPaymentFlag',
    ],
    filters: ['supplierId', 'bankId', { field: 'bankAccountNumber', op: 'like' }, 'bankCurrency', 'mainFlag', 'enabledFlag', 'supplierStatus'],
    sort: ['supplierNumber', '-mainFlag', 'bankAccountId'],
  },
});
