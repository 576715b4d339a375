import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** One question of a clarification request, and the bidder's answer to it. */
export default defineEntity({
  name: 'ponClarificationLine',
  domain: 'sourcing',
  label: { zh: '澄清问题', en: 'Clarification question' },
  service: 'srmServer',
  rest: 'srmPonClarificationLines',
  table: 'srm_pon_clarification_lines',
  key: 'clarificationLineId',
  titleField: 'question',
  parent: { entity: 'ponClarification', foreignKey: 'clarificationId' },
  fields: [
    f.ref('clarificationId', '评标澄清', 'Clarification request', 'ponClarification', { required: true }),
    f.integer('lineNumber', '问题编号', 'Question no.', { required: true, min: 1 }),
    f.longtext('question', '问题', 'Question', { required: true, maxLength: 2000 }),
    f.longtext('replyText', '答复', 'Answer', { readOnly: true, maxLength: 2000 }),
  ],
  list: {
    columns: ['lineNumber', 'question', 'replyText'],
    filters: ['clarificationId'],
    sort: ['lineNumber'],
  },
});
