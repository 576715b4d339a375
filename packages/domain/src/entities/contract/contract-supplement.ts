import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** Another agreed point of a contract outside its clauses (其他补充): a title and its text. */
export default defineEntity({
  name: 'contractSupplement',
  domain: 'contract',
  label: { zh: '其他补充', en: 'Supplement' },
  service: 'srmServer',
  rest: 'srmOkcContractSupplements',
  table: 'srm_okc_contract_supplements',
  key: 'supplementId',
  titleField: 'supplementTitle',
  parent: { entity: 'contract', foreignKey: 'contractId' },
  fields: [
    f.ref('contractId', '合同', 'Contract', 'contract', { required: true }),
    f.integer('lineNumber', '行号', 'Line', { required: true, min: 1 }),
    f.text('supplementTitle', '补充事项', 'Subject', { required: true, maxLength: 240 }),
    f.text('supplementText', '补充内容', 'Text', { required: true, maxLength: 4000 }),
  ],
  list: {
    columns: ['lineNumber', 'supplementTitle', 'supplementText'],
    filters: ['contractId'],
    sort: ['lineNumber'],
  },
});
