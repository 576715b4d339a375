import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * An organisation's bidding setup (招标设置): what each new tender of the
 * organisation starts with, so buyers do not pick the same rule, assessment
 * template, expert category, notes and opening committee every time. A new
 * tender takes every value its buyer left empty from the enabled setup of its
 * organisation; the buyer changes them on the tender as the case needs.
 * STATES.md "Bidding setup".
 */
export default defineEntity({
  name: 'ponBiddingSetup',
  domain: 'sourcing',
  label: { zh: '招标设置', en: 'Bidding setup' },
  service: 'srmServer',
  rest: 'srmPonBiddingSetups',
  table: 'srm_pon_bidding_setups',
  key: 'setupId',
  titleField: 'orgName',
  fields: [
    ...f.org({ required: true, unique: true }),
    f.ref('biddingRuleId', '招标规则', 'Bidding rule', 'ponBiddingRule', { display: 'ruleName', copy: { ruleName: 'biddingRuleName' } }),
    f.text('biddingRuleName', '招标规则名称', 'Bidding rule name', { readOnly: true }),
    f.ref('assessTemplateId', '评标模板', 'Assessment template', 'ponAssessTemplate', {
      display: 'templateName',
      copy: { templateName: 'assessTemplateName' },
    }),
    f.text('assessTemplateName', '评标模板名称', 'Assessment template name', { readOnly: true }),
    f.ref('juryCategoryId', '专家品类', 'Experts of category', 'purchaseCategory', { display: 'categoryName', copy: { categoryName: 'juryCategoryName' } }),
    f.text('juryCategoryName', '专家品类名称', 'Expert category name', { readOnly: true }),
    f.text('noteToSupplier', '给供应商的说明', 'Note to suppliers', { maxLength: 2000 }),
    f.text('noteToJury', '给评标小组的说明', 'Note to the jury', { maxLength: 2000 }),
    f.enabled(),
  ],
  children: [{ name: 'openers', entity: 'ponBiddingSetupOpener', foreignKey: 'setupId', label: { zh: '开标小组', en: 'Opening committee' } }],
  list: {
    columns: ['orgName', 'biddingRuleName', 'assessTemplateName', 'juryCategoryName', 'noteToSupplier', 'enabledFlag'],
    filters: ['orgId', 'biddingRuleId', 'enabledFlag'],
    sort: ['orgId'],
  },
  form: {
    sections: [
      { title: { zh: '招标设置', en: 'Bidding setup' }, fields: ['orgId', 'enabledFlag', 'biddingRuleId', 'assessTemplateId'] },
      { title: { zh: '评标专家', en: 'Experts' }, fields: ['juryCategoryId'] },
      { title: { zh: '说明', en: 'Notes' }, fields: ['noteToSupplier', 'noteToJury'] },
    ],
  },
});
