import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * Assessment template (评标模板): the technical indexes the experts score, each
 * with its most points, and the points of the commercial part, which no one
 * scores: it is computed from the opened prices by the template's formula.
 * Indexes and commercial points add up to 100.
 */
export default defineEntity({
  name: 'ponAssessTemplate',
  domain: 'sourcing',
  label: { zh: '评标模板', en: 'Assessment template' },
  service: 'srmServer',
  rest: 'srmPonAssessTemplates',
  table: 'srm_pon_assess_templates',
  key: 'assessTemplateId',
  titleField: 'templateName',
  fields: [
    f.text('templateCode', '模板编码', 'Template code', { required: true, unique: true, maxLength: 40 }),
    f.text('templateName', '模板名称', 'Template name', { required: true, maxLength: 200 }),
    f.number('commercialScore', '商务分(价格分)', 'Commercial points (price)', { required: true, min: 0, max: 100, precision: 2, default: 40 }),
    f.lookup('priceFormula', '价格分公式', 'Price score formula', 'PON_PRICE_FORMULA', { required: true, default: 'LOWEST_BASE' }),
    f.enabled(),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
  ],
  children: [{ name: 'indexes', entity: 'ponAssessIndex', foreignKey: 'assessTemplateId', label: { zh: '技术评分项', en: 'Technical indexes' } }],
  list: {
    columns: ['templateCode', 'templateName', 'commercialScore', 'priceFormula', 'enabledFlag', 'description'],
    filters: [{ field: 'templateName', op: 'like' }, 'enabledFlag'],
    sort: ['templateCode'],
  },
  form: {
    sections: [
      {
        title: { zh: '评标模板', en: 'Assessment template' },
        fields: ['templateCode', 'templateName', 'commercialScore', 'priceFormula', 'enabledFlag', 'description'],
      },
    ],
  },
});
