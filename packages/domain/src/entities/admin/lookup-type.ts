import { defineEntity } from '../../entity/types.ts';
import { bilingual, f } from '../../entity/fields.ts';

/** A list of codes with meanings (statuses, units, currencies...). */
export default defineEntity({
  name: 'lookupType',
  domain: 'admin',
  label: { zh: '值集类型', en: 'Lookup type' },
  service: 'baseServer',
  rest: 'baseLookupType',
  table: 'saaf_lookup_types',
  key: 'lookupTypeId',
  titleField: 'lookupType',
  read: 'authenticated',
  fields: [
    f.text('lookupType', '值集类型', 'Lookup type', { required: true, unique: true, maxLength: 60 }),
    ...bilingual('meaning', '名称', 'Name', { required: true }),
    f.text('description', '说明', 'Description', { maxLength: 500 }),
    f.lookup('systemCode', '系统', 'System', 'SYSTEM_CODE', { default: 'BASE' }),
    f.enabled(),
  ],
  children: [{ name: 'values', entity: 'lookupValue', foreignKey: 'lookupTypeId', label: { zh: '值', en: 'Values' } }],
  list: {
    columns: ['lookupType', 'meaning', 'meaningEn', 'description', 'systemCode', 'enabledFlag'],
    filters: [
      { field: 'lookupType', op: 'like' },
      { field: 'meaning', op: 'like' },
    ],
    sort: ['lookupType'],
  },
});
