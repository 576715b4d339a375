import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { publishWorkflow } from '../../entity/workflows.ts';

/**
 * A contract template (合同模板, MB-): published clauses in print order. Published
 * through its own approval; only published templates make contracts. A
 * published template changes through an alteration, as a clause does
 * (contract-term.ts): a new version while the published one is flagged
 * `changingFlag`. States: STATES.md.
 */
export default defineEntity({
  name: 'contractTemplate',
  domain: 'contract',
  label: { zh: '合同模板', en: 'Contract template' },
  service: 'srmServer',
  rest: 'srmOkcContractTemplates',
  table: 'srm_okc_contract_templates',
  key: 'templateId',
  titleField: 'templateName',
  unusableWhen: [
    { field: 'templateStatus', value: 'DRAFT', key: 'rule.templateNotPublished' },
    { field: 'templateStatus', value: 'PUBLISHING', key: 'rule.templateNotPublished' },
    { field: 'templateStatus', value: 'REJECTED', key: 'rule.templateNotPublished' },
    { field: 'templateStatus', value: 'EXPIRED', key: 'rule.templateNotPublished' },
  ],
  fields: [
    f.text('templateCode', '模板编号', 'Template code', { autoNumber: 'MB-{seq:5}', readOnly: true, maxLength: 40 }),
    f.text('templateName', '模板名称', 'Template name', { required: true, maxLength: 240 }),
    f.lookup('templateType', '模板类别', 'Template type', 'CCT_CONTRACT_TYPE', { required: true, default: 'PURCHASE' }),
    f.integer('versionNumber', '版本号', 'Version', { readOnly: true, default: 1 }),
    f.flag('globalFlag', '全局模板', 'All organisations', { default: 'Y' }),
    f.text('comments', '说明', 'Notes', { maxLength: 1000 }),
    f.flag('changingFlag', '变更中', 'Being changed', { readOnly: true }),
    f.ref('originTemplateId', '原版本', 'Previous version', 'contractTemplate', { readOnly: true, display: 'templateName' }),
    f.lookup('templateStatus', '状态', 'Status', 'CCT_TEMPLATE_STATUS', { readOnly: true, default: 'DRAFT' }),
  ],
  children: [{ name: 'clauses', entity: 'contractTemplateClause', foreignKey: 'templateId', label: { zh: '模板条款', en: 'Clauses' } }],
  workflow: publishWorkflow('templateStatus'),
  operations: [
    {
      operation: 'doAlteration',
      label: { zh: '模板变更', en: 'New version' },
      resource: 'btnAlteration',
      actor: 'internal',
      from: ['PUBLISHED'],
      opens: 'contractTemplate',
    },
  ],
  list: {
    columns: ['templateCode', 'templateName', 'templateType', 'versionNumber', 'templateStatus', 'changingFlag', 'globalFlag', 'comments', 'lastUpdateDate'],
    filters: [{ field: 'templateCode', op: 'like' }, { field: 'templateName', op: 'like' }, 'templateType', 'templateStatus'],
    sort: ['-templateId'],
  },
  form: {
    sections: [
      {
        title: { zh: '模板', en: 'Template' },
        fields: [
          'templateCode',
          'templateName',
          'templateType',
          'versionNumber',
          'templateStatus',
          'changingFlag',
          'originTemplateId',
          'globalFlag',
          'comments',
        ],
      },
    ],
  },
});
