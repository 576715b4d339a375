import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A clause of a contract, in print order (`seqNum`): copied from a template's
 * clause line with its placeholders filled from the contract, or written by
 * hand. `clauseText` is what the contract PDF prints; at submit no `{{name}}`
 * may be left in it.
 */
export default defineEntity({
  name: 'contractClause',
  domain: 'contract',
  label: { zh: '合同条款', en: 'Contract clause' },
  service: 'srmServer',
  rest: 'srmOkcContractClauses',
  table: 'srm_okc_contract_clauses',
  key: 'contractClauseId',
  titleField: 'clauseTitle',
  parent: { entity: 'contract', foreignKey: 'contractId' },
  fields: [
    f.ref('contractId', '合同', 'Contract', 'contract', { required: true }),
    f.integer('seqNum', '序号', 'No.', { required: true, min: 1 }),
    f.ref('termId', '来源条款', 'From clause', 'contractTerm', { display: 'termName' }),
    f.text('clauseTitle', '条款标题', 'Clause title', { required: true, maxLength: 240 }),
    f.longtext('clauseText', '条款内容', 'Clause text', { required: true, maxLength: 20000 }),
  ],
  list: {
    columns: ['seqNum', 'clauseTitle', 'clauseText', 'termId'],
    filters: ['contractId'],
    sort: ['seqNum'],
  },
});
