import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A performance indicator (绩效指标): scored by hand by its named evaluators, or
 * computed by the server from the platform's own documents through a formula
 * over named measures (api/src/performance/measures.ts), checked when saved.
 * ACTIVE indicators may be put on templates; INACTIVE ones are kept for the
 * templates and results that name them. STATES.md.
 */
export default defineEntity({
  name: 'speIndicator',
  domain: 'performance',
  label: { zh: '绩效指标', en: 'Performance indicator' },
  service: 'srmServer',
  rest: 'srmSpeIndicators',
  table: 'srm_spe_indicators',
  key: 'indicatorId',
  titleField: 'indicatorName',
  scope: { internal: true },
  unusableWhen: [{ field: 'indicatorStatus', value: 'INACTIVE', key: 'rule.indicatorNotInUse' }],
  operations: [{ operation: 'doCopy', label: { zh: '复制', en: 'Copy' }, resource: 'btnCopy', actor: 'internal', opens: 'speIndicator' }],
  fields: [
    f.text('indicatorCode', '指标编码', 'Indicator code', { required: true, unique: true, maxLength: 40 }),
    f.text('indicatorName', '指标名称', 'Indicator name', { required: true, maxLength: 200 }),
    f.lookup('indicatorDimension', '指标维度', 'Dimension', 'SPE_INDICATOR_DIMENSION', { required: true, default: 'DELIVERY' }),
    f.lookup('indicatorType', '评分方式', 'Scored', 'SPE_INDICATOR_TYPE', { required: true, default: 'MANUAL' }),
    f.text('formula', '计算公式', 'Formula', { maxLength: 500 }),
    f.text('indicatorDescription', '评分标准', 'Scoring standard', { maxLength: 1000 }),
    f.lookup('indicatorStatus', '状态', 'Status', 'SPE_INDICATOR_STATUS', { readOnly: true, default: 'ACTIVE' }),
  ],
  children: [
    {
      name: 'evaluators',
      entity: 'speIndicatorEvaluator',
      foreignKey: 'indicatorId',
      label: { zh: '评分人', en: 'Evaluators' },
      when: { field: 'indicatorType', values: ['MANUAL'] },
    },
  ],
  workflow: {
    field: 'indicatorStatus',
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
    columns: ['indicatorCode', 'indicatorName', 'indicatorDimension', 'indicatorType', 'formula', 'indicatorStatus'],
    filters: [{ field: 'indicatorCode', op: 'like' }, { field: 'indicatorName', op: 'like' }, 'indicatorDimension', 'indicatorType', 'indicatorStatus'],
    sort: ['indicatorCode'],
  },
  form: {
    sections: [
      {
        title: { zh: '指标', en: 'Indicator' },
        fields: ['indicatorCode', 'indicatorName', 'indicatorDimension', 'indicatorType', 'indicatorStatus', 'indicatorDescription'],
      },
      { title: { zh: '自动计算', en: 'Computed' }, fields: ['formula'], when: { field: 'indicatorType', values: ['AUTO'] } },
    ],
  },
});
