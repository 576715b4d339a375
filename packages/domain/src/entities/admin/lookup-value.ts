import { defineEntity } from '../../entity/types.ts';
import { bilingual, f } from '../../entity/fields.ts';

/** One code of a lookup type, with its meaning in both languages. */
export default defineEntity({
  name: 'lookupValue',
  domain: 'admin',
  label: { zh: '值集值', en: 'Lookup value' },
  service: 'baseServer',
  rest: 'baseLookupValues',
  table: 'saaf_lookup_values',
  key: 'lookupValuesId',
  titleField: 'meaning',
  read: 'authenticated',
  parent: { entity: 'lookupType', foreignKey: 'lookupTypeId' },
  fields: [
    f.ref('lookupTypeId', '值集类型ID', 'Lookup type id', 'lookupType', { required: true, index: true, copy: { lookupType: 'lookupType' } }),
    f.text('lookupType', '值集类型', 'Lookup type', { readOnly: true, maxLength: 60, index: true }),
    f.text('lookupCode', '编码', 'Code', { required: true, maxLength: 60, uniqueWith: ['lookupTypeId'] }),
    ...bilingual('meaning', '含义', 'Meaning', { required: true }),
    f.text('description', '说明', 'Description', { maxLength: 500 }),
    f.integer('parentLookupValuesId', '上级值ID', 'Parent value id'),
    f.integer('seqNum', '序号', 'Order', { default: 0 }),
    f.integer('buOrgId', '业务实体', 'Business unit'),
    f.text('tag', '标记', 'Tag', { maxLength: 120 }),
    f.lookup('systemCode', '系统', 'System', 'SYSTEM_CODE', { default: 'BASE' }),
    f.enabled(),
  ],
  list: {
    columns: ['lookupType', 'lookupCode', 'meaning', 'meaningEn', 'description', 'seqNum', 'enabledFlag'],
    filters: ['lookupType', { field: 'lookupCode', op: 'like' }, { field: 'meaning', op: 'like' }],
    sort: ['lookupType', 'seqNum'],
  },
});
