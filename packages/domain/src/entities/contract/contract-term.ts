import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { publishWorkflow } from '../../entity/workflows.ts';

/**
 * A clause of the clause library (合同条款库, TK-): its text may hold
 * placeholders ({{supplierName}}, {{totalAmount}}, {{startDate}},
 * {{paymentStages}}, {{items}} ...) a contract fills. Published through its
 * own approval; only published clauses go into templates. A published clause
 * changes through an alteration: a new version (a copy, DRAFT) while the
 * published one carries `changingFlag` until the new one is published, which
 * retires the old one (EXPIRED). States: STATES.md.
 */
export default defineEntity({
  name: 'contractTerm',
  domain: 'contract',
  label: { zh: '合同条款', en: 'Clause' },
  service: 'srmServer',
  rest: 'srmOkcContractTerms',
  table: 'srm_okc_contract_terms',
  key: 'termId',
  titleField: 'termName',
  unusableWhen: [
    { field: 'termStatus', value: 'DRAFT', key: 'rule.termNotPublished' },
    { field: 'termStatus', value: 'PUBLISHING', key: 'rule.termNotPublished' },
    { field: 'termStatus', value: 'REJECTED', key: 'rule.termNotPublished' },
    { field: 'termStatus', value: 'EXPIRED', key: 'rule.termNotPublished' },
  ],
  fields: [
    f.text('termCode', '条款编号', 'Clause code', { autoNumber: 'TK-{seq:5}', readOnly: true, maxLength: 40 }),
    f.text('termName', '条款名称', 'Clause name', { required: true, maxLength: 240 }),
    f.lookup('termType', '条款类别', 'Clause type', 'CCT_TERM_TYPE', { required: true }),
    f.integer('versionNumber', '版本号', 'Version', { readOnly: true, default: 1 }),
    f.flag('globalFlag', '全局条款', 'All organisations', { default: 'Y' }),
    f.longtext('termContent', '条款内容', 'Clause text', { required: true, maxLength: 20000 }),
    f.text('comments', '说明', 'Notes', { maxLength: 1000 }),
    f.flag('changingFlag', '变更中', 'Being changed', { readOnly: true }),
    f.ref('originTermId', '原版本', 'Previous version', 'contractTerm', { readOnly: true, display: 'termName' }),
    f.lookup('termStatus', '状态', 'Status', 'CCT_TERM_STATUS', { readOnly: true, default: 'DRAFT' }),
  ],
  workflow: publishWorkflow('termStatus'),
  operations: [
    {
      operation: 'doAlteration',
      label: { zh: '条款变更', en: 'New version' },
      resource: 'btnAlteration',
      actor: 'internal',
      from: ['PUBLISHED'],
      opens: 'contractTerm',
    },
  ],
  list: {
    columns: ['termCode', 'termName', 'termType', 'versionNumber', 'termStatus', 'changingFlag', 'globalFlag', 'comments', 'lastUpdateDate'],
    filters: [{ field: 'termCode', op: 'like' }, { field: 'termName', op: 'like' }, 'termType', 'termStatus', 'changingFlag'],
    sort: ['-termId'],
  },
  form: {
    sections: [
      {
        title: { zh: '条款', en: 'Clause' },
        fields: ['termCode', 'termName', 'termType', 'versionNumber', 'termStatus', 'changingFlag', 'originTermId', 'globalFlag', 'comments', 'termContent'],
      },
    ],
  },
});
