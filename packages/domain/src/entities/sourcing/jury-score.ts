import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * One expert's score of one response on one technical index. Written only by
 * the expert's submission (`doSubmitScores`) and read through the evaluation
 * (`doEvaluation`): an expert sees their own scores, buyers every score once
 * the evaluation is complete. Internal: no REST.
 */
export default defineEntity({
  name: 'ponJuryScore',
  domain: 'sourcing',
  label: { zh: '专家评分', en: 'Expert score' },
  service: 'srmServer',
  rest: null,
  table: 'srm_pon_jury_scores',
  key: 'juryScoreId',
  fields: [
    f.integer('auctionHeaderId', '招标项目ID', 'Tender id', { required: true, index: true }),
    f.integer('juryId', '评委ID', 'Jury member id', { required: true }),
    f.integer('bidHeaderId', '投标ID', 'Response id', { required: true }),
    f.integer('scoreRuleId', '评分规则ID', 'Rule id', { required: true, uniqueWith: ['juryId', 'bidHeaderId'] }),
    f.number('score', '得分', 'Score', { required: true, precision: 2 }),
  ],
});
