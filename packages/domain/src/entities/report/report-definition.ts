import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A dynamic report (报表定义): one SQL SELECT with named parameters (`:name`,
 * a date range `:nameFrom` / `:nameTo`), checked by PostgreSQL's own parser
 * against an allow-list of functions and of the report views (report/sql-check.ts),
 * run read-only under the report role with a time and row limit, the caller's
 * supplier scope applied to what it answers. Published to a menu
 * (`viewDynamicReport/<code>`), it carries its own export. STATES.md.
 */
export default defineEntity({
  name: 'reportDefinition',
  domain: 'report',
  label: { zh: '报表定义', en: 'Report definition' },
  service: 'reportServer',
  rest: 'baseReportDefinition',
  table: 'srm_base_report_definitions',
  key: 'reportId',
  titleField: 'reportName',
  operations: [
    { operation: 'checkReportSqlScript', label: { zh: '校验SQL', en: 'Check SQL' }, resource: 'btnEdit', actor: 'internal', noButton: true },
    { operation: 'parseReportSqlScriptToColumn', label: { zh: '解析列', en: 'Derive columns' }, resource: 'btnEdit', actor: 'internal', noButton: true },
    { operation: 'findByReportCode', label: { zh: '按编码查询', en: 'Find by code' }, resource: 'btnRun', noButton: true },
    { operation: 'listDynamicReportByPage', label: { zh: '查询报表', en: 'Run report' }, resource: 'btnRun', noButton: true },
    { operation: 'doPublishMenu', label: { zh: '发布到菜单', en: 'Publish to menu' }, resource: 'btnEdit', actor: 'internal', noButton: true },
  ],
  fields: [
    f.text('reportCode', '报表编码', 'Report code', { required: true, unique: true, maxLength: 40 }),
    f.text('reportName', '报表名称', 'Report name', { required: true, maxLength: 200 }),
    f.text('reportNameEn', '报表英文名称', 'Report name (English)', { maxLength: 200 }),
    f.ref('jdbcId', '数据源', 'Data source', 'jdbcConfig', { display: 'jdbcName', copy: { jdbcName: 'jdbcName' } }),
    f.text('jdbcName', '数据源名称', 'Data source name', { readOnly: true }),
    f.longtext('sqlScript', 'SQL脚本', 'SQL script', { required: true }),
    f.text('supplierColumn', '供应商列', 'Supplier column', { maxLength: 60, default: 'supplier_id' }),
    f.integer('maxRows', '最大行数', 'Row limit', { required: true, min: 1, max: 100000, default: 10000 }),
    f.integer('timeoutSeconds', '超时(秒)', 'Timeout (s)', { required: true, min: 1, max: 300, default: 30 }),
    f.text('menuPath', '菜单路径', 'Menu path', { readOnly: true, maxLength: 200 }),
    f.enabled(),
    f.text('remark', '备注', 'Remark', { maxLength: 1000 }),
  ],
  children: [
    { name: 'parameters', entity: 'reportParameter', foreignKey: 'reportId', label: { zh: '报表参数', en: 'Parameters' } },
    { name: 'columns', entity: 'reportColumn', foreignKey: 'reportId', label: { zh: '报表列', en: 'Columns' } },
  ],
  list: {
    columns: ['reportCode', 'reportName', 'reportNameEn', 'jdbcName', 'supplierColumn', 'maxRows', 'timeoutSeconds', 'menuPath', 'enabledFlag'],
    filters: ['reportCode', 'reportName', 'enabledFlag'],
    sort: ['reportCode'],
  },
  form: {
    sections: [
      {
        title: { zh: '报表', en: 'Report' },
        fields: ['reportCode', 'reportName', 'reportNameEn', 'jdbcId', 'supplierColumn', 'maxRows', 'timeoutSeconds', 'menuPath', 'enabledFlag', 'remark'],
      },
      { title: { zh: 'SQL', en: 'SQL' }, fields: ['sqlScript'] },
    ],
  },
});
