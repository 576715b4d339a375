import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A named setting the system reads at run time (upload formats, limits...). */
export default defineEntity({
  name: 'configProfile',
  domain: 'base',
  label: { zh: '配置文件', en: 'Config profile' },
  service: 'baseServer',
  rest: 'srmBaseConfigProfile',
  table: 'srm_base_config_profile',
  key: 'profileId',
  titleField: 'profileCode',
  read: 'authenticated',
  fields: [
    f.text('profileCode', '配置编码', 'Profile code', { required: true, unique: true, maxLength: 120 }),
    f.text('profileName', '配置名称', 'Profile name', { required: true }),
    f.text('profileValue', '配置值', 'Value', { maxLength: 2000 }),
    f.text('description', '说明', 'Description', { maxLength: 500 }),
    f.enabled(),
  ],
  list: {
    columns: ['profileCode', 'profileName', 'profileValue', 'description', 'enabledFlag'],
    filters: [
      { field: 'profileCode', op: 'like' },
      { field: 'profileName', op: 'like' },
    ],
    sort: ['profileCode'],
  },
});
