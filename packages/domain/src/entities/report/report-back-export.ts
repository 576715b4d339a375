import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A background export of a dynamic report (后台导出): asked with
 * doBackExport, written by the job queue into an Excel file the asker
 * downloads from the list. Each user sees their own. Its status is the
 * server's (QUEUED, RUNNING, DONE, FAILED; STATES.md).
 */
export default defineEntity({
  name: 'reportBackExport',
  domain: 'report',
  label: { zh: '报表后台导出', en: 'Report background export' },
  service: 'reportServer',
  rest: 'baseReportBackExport',
  table: 'srm_base_report_back_exports',
  key: 'backExportId',
  titleField: 'reportName',
  scope: { user: 'requestedBy' },
  // Written by doBackExport and the job that runs it, never by a save.
  readOnly: true,
  operations: [{ operation: 'doBackExport', label: { zh: '后台导出', en: 'Export in background' }, resource: 'btnBackExport', noButton: true }],
  fields: [
    f.integer('requestedBy', '申请人', 'Requested by', { readOnly: true, hidden: true }),
    f.ref('reportId', '报表', 'Report', 'reportDefinition', { readOnly: true, display: 'reportName', index: true }),
    f.text('reportCode', '报表编码', 'Report code', { readOnly: true, maxLength: 40 }),
    f.text('reportName', '报表名称', 'Report name', { readOnly: true, maxLength: 200 }),
    f.longtext('paramsJson', '查询参数', 'Parameters', { readOnly: true }),
    f.lookup('exportStatus', '状态', 'Status', 'REPORT_EXPORT_STATUS', { readOnly: true, default: 'QUEUED' }),
    f.integer('rowTotal', '行数', 'Rows', { readOnly: true }),
    f.integer('fileId', '文件', 'File', { readOnly: true }),
    f.text('fileName', '文件名', 'File name', { readOnly: true, maxLength: 255 }),
    f.datetime('finishedDate', '完成时间', 'Finished', { readOnly: true }),
    f.text('errorMessage', '错误信息', 'Error', { readOnly: true, maxLength: 2000 }),
  ],
  list: {
    columns: ['reportCode', 'reportName', 'exportStatus', 'rowTotal', 'fileName', 'creationDate', 'finishedDate', 'errorMessage'],
    filters: ['reportCode', 'exportStatus'],
    sort: ['-backExportId'],
  },
  form: {
    sections: [
      {
        title: { zh: '导出', en: 'Export' },
        fields: ['reportCode', 'reportName', 'paramsJson', 'exportStatus', 'rowTotal', 'fileName', 'finishedDate', 'errorMessage'],
      },
    ],
  },
});
