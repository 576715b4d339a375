import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A column of a dynamic report: the name the query answers (derived from the
 * database's description of the query, parseReportSqlScriptToColumn), its
 * titles, width and footer (sum, average or count of the whole result).
 */
export default defineEntity({
  name: 'reportColumn',
  domain: 'report',
  label: { zh: '报表列', en: 'Report column' },
  service: 'reportServer',
  rest: 'baseReportColumn',
  table: 'srm_base_report_columns',
  key: 'columnId',
  parent: { entity: 'reportDefinition', foreignKey: 'reportId' },
  fields: [
    f.ref('reportId', '报表', 'Report', 'reportDefinition', { required: true, index: true }),
    f.integer('seqNum', '序号', 'No.', { required: true, min: 1, default: 1 }),
    f.text('columnName', '列名', 'Column name', { required: true, maxLength: 60, uniqueWith: ['reportId'] }),
    f.text('columnTitle', '列标题', 'Column title', { required: true, maxLength: 120 }),
    f.text('columnTitleEn', '列英文标题', 'Column title (English)', { maxLength: 120 }),
    f.text('dataType', '数据类型', 'Data type', { maxLength: 30, default: 'text' }),
    f.integer('columnWidth', '列宽', 'Width', { min: 40, max: 800, default: 140 }),
    f.lookup('footerType', '合计方式', 'Footer', 'REPORT_FOOTER_TYPE'),
    f.flag('visibleFlag', '显示', 'Shown', { default: 'Y' }),
  ],
  list: {
    columns: ['seqNum', 'columnName', 'columnTitle', 'columnTitleEn', 'dataType', 'columnWidth', 'footerType', 'visibleFlag'],
    filters: [],
    sort: ['seqNum'],
  },
  form: {
    sections: [
      {
        title: { zh: '列', en: 'Column' },
        fields: ['seqNum', 'columnName', 'columnTitle', 'columnTitleEn', 'dataType', 'columnWidth', 'footerType', 'visibleFlag'],
      },
    ],
  },
});
