import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** One clause of a standard the supplier accepts by signing its countersign. */
export default defineEntity({
  name: 'qmsCountersignLine',
  domain: 'quality',
  label: { zh: '会签条款', en: 'Countersign clause' },
  service: 'srmServer',
  rest: 'srmQmsCountersignLine',
  table: 'srm_qms_countersign_lines',
  key: 'countersignLineId',
  parent: { entity: 'qmsCountersign', foreignKey: 'countersignId' },
  fields: [
    f.ref('countersignId', '标准会签', 'Countersign', 'qmsCountersign', { required: true, display: 'countersignNumber' }),
    f.integer('lineNumber', '行号', 'Line', { required: true, min: 1 }),
    f.text('clauseTitle', '条款', 'Clause', { required: true, maxLength: 200 }),
    f.text('clauseContent', '条款要求', 'Requirement', { required: true, maxLength: 2000 }),
  ],
  list: {
    columns: ['countersignId', 'lineNumber', 'clauseTitle', 'clauseContent'],
    filters: ['countersignId', { field: 'clauseTitle', op: 'like' }],
    sort: ['countersignId', 'lineNumber'],
  },
  form: { sections: [{ title: { zh: '会签条款', en: 'Clause' }, fields: ['countersignId', 'lineNumber', 'clauseTitle', 'clauseContent'] }] },
});
