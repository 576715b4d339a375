import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A performance template (绩效模板, SPAT-): the indicators a scheme scores,
 * with weights summing to 100, and the grade bands its totals fall into
 * (A from 90...). ACTIVE templates may be run by schemes. STATES.md.
 */
export default defineEntity({
  name: 'speTemplate',
  domain: 'performance',
  label: { zh: '绩效模板', en: 'Performance template' },
  service: 'srmServer',
  rest: 'srmSpeTemplate',
  table: 'srm_spe_templates',
  key: 'templateId',
  titleField: 'templateNumber',
  scope: { internal: true },
  unusableWhen: [{ field: 'templateStatus', value: 'INACTIVE', key: 'rule.templateNotInUse' }],
  fields: [
    f.text('templateNumber', '模板编号', 'Template number', { autoNumber: 'SPAT-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.text('templateName', '模板名称', 'Template name', { required: true, maxLength: 200 }),
    f.lookup('frequency', '评估频率', 'Frequency', 'SPM_TEMPLATE_FREQUENCY', { required: true, default: 'QUARTERLY' }),
    // Days after publication during which a supplier may appeal a line of its result.
    f.integer('appealDays', '申诉期(天)', 'Appeal window (days)', { required: true, default: 7, rules: ['nonNegative'] }),
    // A published result graded this or lower raises a rectification for its supplier (speRectification); none: never.
    f.lookup('rectifyGrade', '整改等级(及以下)', 'Rectify at grade or below', 'POS_SUPPLIER_GRADE'),
    f.text('templateDescription', '说明', 'Description', { maxLength: 1000 }),
    f.lookup('templateStatus', '状态', 'Status', 'SPE_TEMPLATE_STATUS', { readOnly: true, default: 'ACTIVE' }),
  ],
  children: [
    { name: 'lines', entity: 'speTemplateLine', foreignKey: 'templateId', label: { zh: '指标与权重', en: 'Indicators and weights' } },
    { name: 'grades', entity: 'speTemplateGrade', foreignKey: 'templateId', label: { zh: '等级划分', en: 'Grade bands' } },
  ],
  workflow: {
    field: 'templateStatus',
    initial: 'ACTIVE',
    states: {
      ACTIVE: { label: { zh: '有效', en: 'Active' }, editable: true },
      INACTIVE: { label: { zh: '失效', en: 'Inactive' } },
    },
    actions: [
      { action: 'invalidate', label: { zh: '失效', en: 'Invalidate' }, from: ['ACTIVE'], to: 'INACTIVE', resource: 'btnInvalidate' },
      { action: 'enable', label: { zh: '生效', en: 'Enable' }, from: ['INACTIVE'], to: 'ACTIVE', resource: 'btnEnable' },
    ],
  },
  list: {
    columns: ['templateNumber', 'templateName', 'frequency', 'appealDays', 'templateStatus', 'templateDescription'],
    filters: [{ field: 'templateNumber', op: 'like' }, { field: 'templateName', op: 'like' }, 'frequency', 'templateStatus'],
    sort: ['-templateId'],
  },
  form: {
    sections: [
      {
        title: { zh: '模板', en: 'Template' },
        fields: ['templateNumber', 'templateName', 'frequency', 'appealDays', 'rectifyGrade', 'templateStatus', 'templateDescription'],
      },
    ],
  },
});
