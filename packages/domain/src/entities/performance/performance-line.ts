import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** One indicator of a result: its weight and formula as collected, its score (0-100) and weighted score. */
export default defineEntity({
  name: 'spePerformanceLine',
  domain: 'performance',
  label: { zh: '指标得分', en: 'Indicator score' },
  service: 'srmServer',
  rest: 'srmSpePerformanceLines',
  table: 'srm_spe_performance_lines',
  key: 'performanceLineId',
  parent: { entity: 'spePerformance', foreignKey: 'performanceId' },
  fields: [
    f.ref('performanceId', '绩效结果', 'Result', 'spePerformance', { required: true }),
    f.ref('indicatorId', '绩效指标', 'Indicator', 'speIndicator', { readOnly: true, display: 'indicatorName' }),
    f.text('indicatorCode', '指标编码', 'Indicator code', { readOnly: true, maxLength: 40 }),
    f.text('indicatorName', '指标名称', 'Indicator name', { readOnly: true, maxLength: 200 }),
    f.lookup('indicatorType', '评分方式', 'Scored', 'SPE_INDICATOR_TYPE', { readOnly: true }),
    f.text('formula', '计算公式', 'Formula', { readOnly: true, maxLength: 500 }),
    f.number('weight', '权重(%)', 'Weight (%)', { readOnly: true, precision: 2 }),
    f.number('score', '得分', 'Score', { readOnly: true, precision: 2 }),
    f.number('weightedScore', '加权得分', 'Weighted score', { readOnly: true, precision: 2 }),
  ],
  list: {
    columns: ['indicatorCode', 'indicatorName', 'indicatorType', 'formula', 'weight', 'score', 'weightedScore'],
    filters: ['performanceId', 'indicatorId'],
    sort: ['performanceLineId'],
  },
});
