import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { serverAction } from '../../entity/workflows.ts';

/**
 * One evaluator's score of a manual indicator for one supplier in a scheme
 * (人工评分): made by the scheme's collection, one per named evaluator, and
 * shown only to that evaluator (manualScoreList, the evaluator's to-do). The
 * score is 0-100 with at most two decimals; the line's score is the average
 * of its evaluators'. STATES.md.
 */
export default defineEntity({
  name: 'speManualScore',
  domain: 'performance',
  label: { zh: '人工评分', en: 'Manual score' },
  service: 'srmServer',
  rest: 'srmSpeManualScore',
  table: 'srm_spe_manual_scores',
  key: 'manualScoreId',
  titleField: 'indicatorName',
  scope: { user: 'evaluatorUserId', internal: true },
  fields: [
    f.ref('performanceLineId', '指标得分', 'Indicator score', 'spePerformanceLine', { readOnly: true, index: true }),
    f.ref('performanceId', '绩效结果', 'Result', 'spePerformance', { readOnly: true, display: 'performanceNumber', index: true }),
    f.ref('schemeId', '绩效方案', 'Scheme', 'speScheme', { readOnly: true, display: 'schemeNumber', index: true }),
    f.text('schemeNumber', '方案编号', 'Scheme number', { readOnly: true, maxLength: 40 }),
    f.text('supplierName', '供应商名称', 'Supplier name', { readOnly: true }),
    f.text('indicatorName', '指标名称', 'Indicator name', { readOnly: true, maxLength: 200 }),
    f.text('indicatorDescription', '评分标准', 'Scoring standard', { readOnly: true, maxLength: 1000 }),
    f.ref('evaluatorUserId', '评分人', 'Evaluator', 'user', { readOnly: true, display: 'userFullName', index: true }),
    f.text('evaluatorName', '评分人姓名', 'Evaluator name', { readOnly: true, maxLength: 100 }),
    f.number('score', '得分', 'Score', { precision: 2, rules: ['score'] }),
    f.lookup('scoreStatus', '状态', 'Status', 'SPE_MANUAL_SCORE_STATUS', { readOnly: true, default: 'PENDING' }),
  ],
  workflow: {
    field: 'scoreStatus',
    initial: 'PENDING',
    states: {
      PENDING: { label: { zh: '待评分', en: 'To score' } },
      SCORED: { label: { zh: '已评分', en: 'Scored' } },
      CLOSED: { label: { zh: '已计算', en: 'Counted' } },
    },
    actions: [
      // Scored again until the scheme is calculated, which closes the scores it counted.
      { action: 'score', label: { zh: '评分', en: 'Score' }, from: ['PENDING', 'SCORED'], to: 'SCORED', resource: 'btnScore', input: ['score'] },
      // By the scheme's `calculate`, for all its scores at once (api/src/performance/scheme.ts).
      serverAction('close', { zh: '已计算', en: 'Counted' }, ['SCORED'], 'CLOSED'),
    ],
  },
  list: {
    columns: ['schemeNumber', 'supplierName', 'indicatorName', 'indicatorDescription', 'evaluatorName', 'score', 'scoreStatus'],
    filters: [{ field: 'schemeNumber', op: 'like' }, { field: 'supplierName', op: 'like' }, 'scoreStatus'],
    sort: ['-manualScoreId'],
  },
  form: {
    sections: [
      {
        title: { zh: '评分', en: 'Score' },
        fields: ['schemeId', 'performanceId', 'supplierName', 'indicatorName', 'indicatorDescription', 'evaluatorName', 'score', 'scoreStatus'],
      },
    ],
  },
});
