import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** The last number issued per document-number prefix (PR-20261123-...). */
export default defineEntity({
  name: 'sequence',
  domain: 'system',
  label: { zh: '单据编号', en: 'Document numbers' },
  service: 'baseServer',
  rest: null,
  table: 'sys_sequences',
  key: 'sequenceId',
  audit: false,
  fields: [
    f.text('seqKey', '前缀', 'Prefix', { required: true, unique: true, maxLength: 120 }),
    f.integer('lastValue', '当前值', 'Last value', { default: 0 }),
  ],
});
