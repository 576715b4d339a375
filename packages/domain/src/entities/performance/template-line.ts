import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** One indicator of a template and its weight; a template's weights sum to 100. */
export default defineEntity({
  name: 'speTemplateLine',
  domain: 'performance',
  label: { zh: '模板指标', en: 'Template indicator' },
  service: 'srmServer',
  rest: 'srmSpeTemplateLines',
  table: 'srm_spe_template_lines',
  key: 'templateLineId',
  parent: { entity: 'speTemplate', foreignKey: 'templateId' },
  fields: [
    f.ref('templateId', '绩效模板', 'Template', 'speTemplate', { required: true }),
    f.ref('indicatorId', '绩效指标', 'Indicator', 'speIndicator', {
      required: true,
      display: 'indicatorName',
      copy: { indicatorCode: 'indicatorCode', indicatorName: 'indicatorName', indicatorType: 'indicatorType' },
      uniqueWith: ['templateId'],
      usable: true,
      index: true,
    }),
    f.text('indicatorCode', '指标编码', 'Indicator code', { readOnly: true, maxLength: 40 }),
    f.text('indicatorName', '指标名称', 'Indicator name', { readOnly: true, maxLength: 200 }),
    f.lookup('indicatorType', '评分方式', 'Scored', 'SPE_INDICATOR_TYPE', { readOnly: true }),
    f.number('weight', '权重(%)', 'Weight (%)', { required: true, precision: 2, rules: ['score'] }),
  ],
  list: { columns: ['indicatorId', 'indicatorCode', 'indicatorType', 'weight'], filters: ['templateId', 'indicatorId'], sort: ['templateLineId'] },
});
