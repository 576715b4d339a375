import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** One response under the compliance review: the three checks of the preliminary review, and why it failed. */
export default defineEntity({
  name: 'ponResponseMarkLine',
  domain: 'sourcing',
  label: { zh: '符合性审查行', en: 'Response reviewed' },
  service: 'srmServer',
  rest: 'srmPonResponseMarkLines',
  table: 'srm_pon_response_mark_lines',
  key: 'markLineId',
  titleField: 'supplierName',
  parent: { entity: 'ponResponseMark', foreignKey: 'markId' },
  fields: [
    f.ref('markId', '符合性审查', 'Compliance review', 'ponResponseMark', { required: true }),
    f.integer('bidHeaderId', '投标书ID', 'Response id', { readOnly: true, hidden: true, index: true }),
    f.text('bidNumber', '投标书编号', 'Response number', { readOnly: true, maxLength: 40 }),
    f.text('supplierName', '投标人', 'Bidder', { readOnly: true }),
    f.flag('formalityPassed', '形式审查', 'Form', { default: 'Y' }),
    f.flag('qualificationPassed', '资格审查', 'Qualification', { default: 'Y' }),
    f.flag('responsivenessPassed', '响应性审查', 'Responsiveness', { default: 'Y' }),
    f.lookup('markResult', '审查结论', 'Outcome', 'PON_MARK_RESULT', { readOnly: true, default: 'PASS' }),
    f.text('markComments', '未通过原因', 'Why it failed', { maxLength: 1000 }),
  ],
  list: {
    columns: ['bidNumber', 'supplierName', 'formalityPassed', 'qualificationPassed', 'responsivenessPassed', 'markResult', 'markComments'],
    filters: ['markId'],
    sort: ['markLineId'],
  },
});
