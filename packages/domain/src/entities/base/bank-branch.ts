import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A branch of a bank (its interbank number is what payments need). */
export default defineEntity({
  name: 'bankBranch',
  domain: 'base',
  label: { zh: '分行', en: 'Bank branch' },
  service: 'baseServer',
  rest: 'srmBaseBranches',
  table: 'srm_base_branches',
  key: 'branchId',
  titleField: 'branchName',
  read: 'authenticated',
  parent: { entity: 'bank', foreignKey: 'bankId' },
  fields: [
    f.ref('bankId', '银行', 'Bank', 'bank', { required: true, index: true }),
    f.text('branchCode', '联行号', 'Interbank number', { required: true, unique: true, maxLength: 60 }),
    f.text('branchName', '分行名称', 'Branch name', { required: true }),
    f.text('branchAddress', '地址', 'Address', { maxLength: 500 }),
    f.enabled(),
  ],
  list: {
    columns: ['branchCode', 'branchName', 'branchAddress', 'enabledFlag'],
    filters: ['bankId', { field: 'branchName', op: 'like' }],
    sort: ['branchCode'],
  },
});
