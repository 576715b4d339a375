import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A technical index of an assessment template and the most points an expert may give on it. */
export default defineEntity({
  name: 'ponAssessIndex',
  domain: 'sourcing',
  label: { zh: '技术评分项', en: 'Technical index' },
  service: 'srmServer',
  rest: 'srmPonAssessIndexes',
  table: 'srm_pon_assess_indexes',
  key: 'assessIndexId',
  parent: { entity: 'ponAssessTemplate', foreignKey: 'assessTemplateId' },
  fields: [
    f.ref('assessTemplateId', '评标模板', 'Template', 'ponAssessTemplate', { required: true }),
    f.integer('lineNumber', '序号', 'No.', { required: true, min: 1, uniqueWith: ['assessTemplateId'] }),
    f.text('indexName', '评分项', 'Index', { required: true, maxLength: 200 }),
    f.number('maxScore', '最高分', 'Most points', { required: true, min: 0.01, max: 100, precision: 2 }),
    f.text('description', '评分标准', 'How to score', { maxLength: 1000 }),
  ],
  list: { columns: ['lineNumber', 'indexName', 'maxScore', 'description'], filters: ['assessTemplateId'], sort: ['lineNumber'] },
});
