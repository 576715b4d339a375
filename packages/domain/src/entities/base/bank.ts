import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A bank, with its branches. */
export default defineEntity({
  name: 'bank',
  domain: 'base',
  label: { zh: '银行', en: 'Bank' },
  service: 'baseServer',
  rest: 'srmBaseBanks',
  table: 'srm_base_banks',
  key: 'bankId',
  titleField: 'bankName',
  read: 'authenticated',
  fields: [
    f.text('bankCode', '银行编号', 'Bank code', { required: true, unique: true, maxLength: 60 }),
    f.text('bankName', '银行名称', 'Bank name', { required: true }),
    f.lookup('country', '国家', 'Country', 'BASE_COUNTRY', { default: 'CN' }),
    f.text('swiftCode', 'SWIFT CODE', 'SWIFT code', { maxLength: 20 }),
    f.date('startDate', '有效开始日期', 'Valid from'),
    f.date('endDate', '有效结束日期', 'Valid to'),
  ],
  children: [{ name: 'branches', entity: 'bankBranch', foreignKey: 'bankId', label: { zh: '分行', en: 'Branches' } }],
  list: {
    columns: ['bankCode', 'bankName', 'country', 'swiftCode', 'startDate', 'endDate'],
    filters: [{ field: 'bankCode', op: 'like' }, { field: 'bankName', op: 'like' }, 'country'],
    sort: ['bankCode'],
  },
});
