import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A clause line of a template, in print order: a published clause of the library. */
export default defineEntity({
  name: 'contractTemplateClause',
  domain: 'contract',
  label: { zh: '模板条款', en: 'Template clause' },
  service: 'srmServer',
  rest: 'srmOkcTemplateClauses',
  table: 'srm_okc_template_clauses',
  key: 'templateClauseId',
  titleField: 'termName',
  parent: { entity: 'contractTemplate', foreignKey: 'templateId' },
  fields: [
    f.ref('templateId', '合同模板', 'Template', 'contractTemplate', { required: true }),
    f.integer('seqNum', '序号', 'No.', { required: true, min: 1 }),
    f.ref('termId', '条款', 'Clause', 'contractTerm', {
      required: true,
      usable: true,
      display: 'termName',
      copy: { termCode: 'termCode', termName: 'termName', termType: 'termType' },
    }),
    f.text('termCode', '条款编号', 'Clause code', { readOnly: true, maxLength: 40 }),
    f.text('termName', '条款名称', 'Clause name', { readOnly: true }),
    f.lookup('termType', '条款类别', 'Clause type', 'CCT_TERM_TYPE', { readOnly: true }),
  ],
  list: {
    columns: ['seqNum', 'termId', 'termCode', 'termType'],
    filters: ['templateId'],
    sort: ['seqNum'],
  },
});
