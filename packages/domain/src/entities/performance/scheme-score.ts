import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A scheme's scores by supplier and indicator (方案评分, srmSpeSchemeScoreList):
 * each result line with its scheme and supplier beside it, read from the
 * results themselves (no copy). Internal: a supplier reads its own lines on
 * its result's screen. The totals with rank and grade are the results
 * (srmSpeSchemeScoreTotalList).
 */
export default defineEntity({
  name: 'speSchemeScore',
  domain: 'performance',
  label: { zh: '方案评分', en: 'Scheme scores' },
  service: 'srmServer',
  rest: 'srmSpeSchemeScore',
  table: 'v_srm_spe_scheme_scores',
  key: 'performanceLineId',
  titleField: 'indicatorName',
  readOnly: true,
  scope: { internal: true },
  view: `SELECT l.performance_line_id, l.performance_id, p.performance_number, p.scheme_id, p.scheme_number, p.scheme_name,
      p.supplier_id, p.supplier_number, p.supplier_name, p.performance_status,
      l.indicator_id, l.indicator_code, l.indicator_name, l.indicator_type, l.formula, l.weight, l.score, l.weighted_score,
      l.created_by, l.creation_date, l.last_updated_by, l.last_update_date, l.version_num
    FROM srm_spe_performance_lines l JOIN srm_spe_performances p ON p.performance_id = l.performance_id`,
  fields: [
    f.ref('schemeId', '绩效方案', 'Scheme', 'speScheme', { display: 'schemeNumber' }),
    f.text('schemeNumber', '方案编号', 'Scheme number'),
    f.text('schemeName', '方案名称', 'Scheme name'),
    f.ref('performanceId', '绩效结果', 'Result', 'spePerformance', { display: 'performanceNumber' }),
    f.text('performanceNumber', '绩效编号', 'Result number'),
    ...f.supplier(),
    f.lookup('performanceStatus', '结果状态', 'Result status', 'SPE_PERFORMANCE_STATUS'),
    f.ref('indicatorId', '绩效指标', 'Indicator', 'speIndicator', { display: 'indicatorName' }),
    f.text('indicatorCode', '指标编码', 'Indicator code'),
    f.text('indicatorName', '指标名称', 'Indicator name'),
    f.lookup('indicatorType', '评分方式', 'Scored', 'SPE_INDICATOR_TYPE'),
    f.text('formula', '计算公式', 'Formula'),
    f.number('weight', '权重(%)', 'Weight (%)', { precision: 2 }),
    f.number('score', '得分', 'Score', { precision: 2 }),
    f.number('weightedScore', '加权得分', 'Weighted score', { precision: 2 }),
  ],
  list: {
    columns: [
      'schemeNumber',
      'schemeName',
      'supplierNumber',
      'supplierName',
      'indicatorCode',
      'indicatorName',
      'indicatorType',
      'weight',
      'score',
      'weightedScore',
    ],
    filters: ['schemeId', 'supplierId', 'indicatorId', 'indicatorType', 'performanceStatus'],
    sort: ['-schemeId', 'supplierNumber', 'performanceLineId'],
  },
  form: {
    sections: [
      {
        title: { zh: '方案评分', en: 'Scheme score' },
        fields: ['schemeId', 'schemeName', 'performanceId', 'supplierId', 'performanceStatus'],
      },
      {
        title: { zh: '指标得分', en: 'Indicator score' },
        fields: ['indicatorId', 'indicatorCode', 'indicatorType', 'formula', 'weight', 'score', 'weightedScore'],
      },
    ],
  },
});
