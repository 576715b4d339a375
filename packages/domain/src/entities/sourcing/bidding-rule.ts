import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A bidding rule (招标规则): the buying organisation's policy a tender is held
 * to. A tender naming the rule is submitted only with the invitation way it
 * allows, enough invited suppliers and experts, and is opened only with enough
 * responses; with fewer it is abandoned (流标) or published again. It may ask
 * for a compliance review before scoring and a publicity of the candidates
 * before the decision. States: STATES.md.
 */
export default defineEntity({
  name: 'ponBiddingRule',
  domain: 'sourcing',
  label: { zh: '招标规则', en: 'Bidding rule' },
  service: 'srmServer',
  rest: 'srmPonBiddingRules',
  table: 'srm_pon_bidding_rules',
  key: 'biddingRuleId',
  titleField: 'ruleName',
  read: 'authenticated',
  fields: [
    f.text('ruleCode', '规则编码', 'Rule code', { required: true, unique: true, maxLength: 40 }),
    f.text('ruleName', '规则名称', 'Rule name', { required: true, maxLength: 200 }),
    f.lookup('invitingBidWay', '适用招标方式', 'Invitation way', 'PON_INVITING_WAY'),
    f.integer('minBidders', '最少有效投标人数', 'Fewest responses to open', { required: true, min: 1, max: 99, default: 3 }),
    f.integer('minInvited', '最少邀请供应商数', 'Fewest suppliers invited', { min: 0, max: 99, default: 3 }),
    f.integer('minJury', '最少评标专家人数', 'Fewest experts', { min: 0, max: 9 }),
    f.flag('complianceReview', '符合性审查', 'Compliance review before scoring'),
    f.integer('publicityDays', '中标候选人公示天数', 'Days the candidates are published', { min: 0, max: 30, default: 0 }),
    f.enabled(),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
  ],
  list: {
    columns: [
      'ruleCode',
      'ruleName',
      'invitingBidWay',
      'minBidders',
      'minInvited',
      'minJury',
      'complianceReview',
      'publicityDays',
      'enabledFlag',
      'description',
    ],
    filters: [{ field: 'ruleCode', op: 'like' }, { field: 'ruleName', op: 'like' }, 'invitingBidWay', 'enabledFlag'],
    sort: ['ruleCode'],
  },
  form: {
    sections: [
      { title: { zh: '招标规则', en: 'Bidding rule' }, fields: ['ruleCode', 'ruleName', 'invitingBidWay', 'enabledFlag'] },
      { title: { zh: '人数要求', en: 'How many' }, fields: ['minBidders', 'minInvited', 'minJury'] },
      { title: { zh: '评标与定标', en: 'Evaluation and decision' }, fields: ['complianceReview', 'publicityDays'] },
      { title: { zh: '说明', en: 'Description' }, fields: ['description'] },
    ],
  },
});
