import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** One user's column configuration of one grid (show/hide, order, width, fixed). */
export default defineEntity({
  name: 'tableConfig',
  domain: 'base',
  label: { zh: '表格配置', en: 'Table configuration' },
  service: 'baseServer',
  rest: 'srmBaseTableConfigEntity',
  table: 'srm_base_table_config',
  key: 'tableConfigId',
  read: 'authenticated',
  scope: { user: 'userId' },
  fields: [
    f.integer('userId', '用户ID', 'User id', { hidden: true, readOnly: true, index: true }),
    f.text('tableName', '表格名称', 'Table name', { required: true, maxLength: 200, uniqueWith: ['userId'] }),
    f.longtext('configJson', '配置', 'Configuration', { required: true, maxLength: 200_000 }),
  ],
  list: { columns: ['tableName', 'lastUpdateDate'], filters: ['tableName'], sort: ['tableName'] },
});
