import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A further read-only data source for dynamic reports (数据源): another
 * PostgreSQL database. Its password is stored wrapped under the server's master
 * key (sourcing/sealing.ts) and never answered: a list or a read shows only
 * whether one is set. STATES.md.
 */
export default defineEntity({
  name: 'jdbcConfig',
  domain: 'report',
  label: { zh: '数据源配置', en: 'Data source' },
  service: 'reportServer',
  rest: 'baseJdbcConfig',
  table: 'srm_base_jdbc_configs',
  key: 'jdbcId',
  titleField: 'jdbcName',
  scope: { internal: true },
  operations: [{ operation: 'doTestConnection', label: { zh: '测试连接', en: 'Test connection' }, resource: 'btnEdit', actor: 'internal' }],
  fields: [
    f.text('jdbcCode', '数据源编码', 'Data source code', { required: true, unique: true, maxLength: 40 }),
    f.text('jdbcName', '数据源名称', 'Data source name', { required: true, maxLength: 200 }),
    f.text('host', '主机', 'Host', { required: true, maxLength: 200 }),
    f.integer('port', '端口', 'Port', { required: true, min: 1, max: 65535, default: 5432 }),
    f.text('databaseName', '数据库', 'Database', { required: true, maxLength: 120 }),
    f.text('userName', '用户名', 'User name', { required: true, maxLength: 120 }),
    // Written in clear by the form, kept wrapped; the answer leaves it out (report/jdbc.ts).
    f.secret('dbPassword', '密码', 'Password', { maxLength: 1000 }),
    f.flag('passwordSetFlag', '已设置密码', 'Password set', { readOnly: true }),
    f.text('schemaName', '模式', 'Schema', { maxLength: 60, default: 'public' }),
    f.enabled(),
    f.text('remark', '备注', 'Remark', { maxLength: 1000 }),
  ],
  list: {
    columns: ['jdbcCode', 'jdbcName', 'host', 'port', 'databaseName', 'userName', 'schemaName', 'passwordSetFlag', 'enabledFlag'],
    filters: ['jdbcCode', 'jdbcName'],
    sort: ['jdbcCode'],
  },
  form: {
    sections: [
      {
        title: { zh: '数据源', en: 'Data source' },
        fields: ['jdbcCode', 'jdbcName', 'host', 'port', 'databaseName', 'schemaName', 'userName', 'dbPassword', 'passwordSetFlag', 'enabledFlag', 'remark'],
      },
    ],
  },
});
