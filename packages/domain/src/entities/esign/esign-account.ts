import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A sign account (签署账户): a person (an internal user or a supplier's user)
 * or an organisation (the buying organisation, a supplier) with a signing
 * certificate issued by the platform CA (api/esign/ca.ts) when the account is
 * made. The private key is kept wrapped in `esignKey`, never answered. A
 * supplier sees only its own accounts (SQL scope). STATES.md.
 */
export default defineEntity({
  name: 'esignAccount',
  domain: 'contract',
  label: { zh: '签署账户', en: 'Sign account' },
  service: 'srmServer',
  rest: 'esignAccount',
  table: 'srm_esign_accounts',
  key: 'signAccountId',
  titleField: 'accountName',
  scope: { supplier: 'supplierId' },
  fields: [
    f.text('signAccountCode', '账户编号', 'Account number', { autoNumber: 'SA-{yyyyMMdd}-{seq:4}', readOnly: true, unique: true, maxLength: 40 }),
    f.lookup('accountType', '账户类型', 'Kind', 'ESIGN_ACCOUNT_TYPE', { required: true }),
    // A person's party follows its user (a supplier's user: SUPPLIER); an organisation names it.
    f.lookup('partyType', '签署方', 'Party', 'ESIGN_PARTY'),
    f.text('accountName', '账户名称', 'Name on the certificate', { required: true, maxLength: 200 }),
    f.ref('userId', '用户', 'User', 'user', { display: 'userName', index: true }),
    ...f.org(),
    ...f.supplier(),
    f.text('certSerial', '证书序列号', 'Certificate serial', { readOnly: true, maxLength: 64 }),
    f.text('certSubject', '证书主题', 'Certificate subject', { readOnly: true, maxLength: 500 }),
    f.text('certIssuer', '颁发者', 'Issued by', { readOnly: true, maxLength: 500 }),
    f.datetime('certNotAfter', '证书有效期至', 'Certificate valid until', { readOnly: true }),
    f.enabled(),
  ],
  operations: [
    { operation: 'createPersonAcct', label: { zh: '创建个人账户', en: 'New person account' }, resource: 'btnAdd', noButton: true },
    { operation: 'createOrgAcct', label: { zh: '创建机构账户', en: 'New organisation account' }, resource: 'btnAdd', noButton: true },
  ],
  list: {
    columns: ['signAccountCode', 'accountType', 'partyType', 'accountName', 'orgName', 'supplierName', 'certSerial', 'certNotAfter', 'enabledFlag'],
    filters: [{ field: 'accountName', op: 'like' }, 'accountType', 'partyType', 'supplierId', 'enabledFlag'],
    sort: ['-signAccountId'],
  },
  form: {
    sections: [
      {
        title: { zh: '签署账户', en: 'Sign account' },
        fields: ['signAccountCode', 'accountType', 'partyType', 'accountName', 'userId', 'orgId', 'supplierId', 'enabledFlag'],
      },
      { title: { zh: '证书', en: 'Certificate' }, fields: ['certSerial', 'certSubject', 'certIssuer', 'certNotAfter'] },
    ],
  },
});
