import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** One named evaluator of a manual indicator: the colleague who scores it in every scheme that uses it. */
export default defineEntity({
  name: 'speIndicatorEvaluator',
  domain: 'performance',
  label: { zh: '评分人', en: 'Evaluator' },
  service: 'srmServer',
  rest: 'srmSpeIndicatorEvaluators',
  table: 'srm_spe_indicator_evaluators',
  key: 'evaluatorId',
  parent: { entity: 'speIndicator', foreignKey: 'indicatorId' },
  fields: [
    f.ref('indicatorId', '绩效指标', 'Indicator', 'speIndicator', { required: true }),
    f.ref('userId', '评分人', 'Evaluator', 'user', {
      required: true,
      display: 'userFullName',
      copy: { userFullName: 'evaluatorName' },
      pickFrom: 'wfPerson',
      uniqueWith: ['indicatorId'],
      index: true,
    }),
    f.text('evaluatorName', '评分人姓名', 'Evaluator name', { readOnly: true, maxLength: 100 }),
  ],
  list: { columns: ['userId', 'evaluatorName'], filters: ['indicatorId', 'userId'], sort: ['evaluatorId'] },
});
