import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A tender's scoring rule, copied from its assessment template when the tender
 * is submitted, so a later change of the template leaves a published tender
 * as it was: the technical indexes the experts score (TECH) and the commercial
 * points the prices earn (COMMERCIAL).
 */
export default defineEntity({
  name: 'ponAuctionScoreRule',
  domain: 'sourcing',
  label: { zh: '评分规则', en: 'Scoring rule' },
  service: 'srmServer',
  rest: 'srmPonAuctionScoreRules',
  table: 'srm_pon_auction_score_rules',
  key: 'scoreRuleId',
  parent: { entity: 'ponAuction', foreignKey: 'auctionHeaderId' },
  fields: [
    f.ref('auctionHeaderId', '招标项目', 'Tender', 'ponAuction', { required: true }),
    f.integer('lineNumber', '序号', 'No.', { readOnly: true }),
    f.lookup('scorePartition', '评标分区', 'Part', 'PON_SCORE_PARTITION', { readOnly: true }),
    f.text('scoreItem', '评分项', 'Index', { readOnly: true, maxLength: 200 }),
    f.number('maxScore', '最高分', 'Most points', { readOnly: true, precision: 2 }),
    f.lookup('priceFormula', '价格分公式', 'Price score formula', 'PON_PRICE_FORMULA', { readOnly: true }),
    f.text('description', '评分标准', 'How to score', { readOnly: true, maxLength: 1000 }),
  ],
  list: {
    columns: ['lineNumber', 'scorePartition', 'scoreItem', 'maxScore', 'priceFormula', 'description'],
    filters: ['auctionHeaderId'],
    sort: ['lineNumber'],
  },
});
