import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A background Excel export and its progress; the file is downloadable when done. */
export default defineEntity({
  name: 'dataExportList',
  domain: 'base',
  label: { zh: '导出管理', en: 'Exports' },
  service: 'baseServer',
  rest: 'srmBaseDataExportList',
  table: 'srm_base_data_export_list',
  key: 'exportId',
  titleField: 'fileName',
  read: 'authenticated',
  readOnly: true,
  audit: false,
  scope: { user: 'userId' },
  fields: [
    f.integer('userId', '用户ID', 'User id', { hidden: true, readOnly: true, index: true }),
    f.text('fileName', '文件名', 'File name', { required: true, maxLength: 240 }),
    f.text('requestUrl', '数据接口', 'Data endpoint', { maxLength: 500 }),
    f.longtext('requestParams', '查询参数', 'Parameters', { maxLength: 100_000 }),
    f.lookup('exportStatus', '状态', 'Status', 'EXPORT_STATUS', { default: 'PENDING' }),
    f.number('progress', '进度(%)', 'Progress (%)', { precision: 2, default: 0 }),
    f.integer('rowCount', '行数', 'Rows', { default: 0 }),
    f.integer('fileId', '文件', 'File'),
    f.text('errorMessage', '错误信息', 'Error', { maxLength: 2000 }),
    f.datetime('finishedDate', '完成时间', 'Finished'),
  ],
  list: {
    columns: ['fileName', 'exportStatus', 'progress', 'rowCount', 'creationDate', 'finishedDate', 'errorMessage'],
    filters: [{ field: 'fileName', op: 'like' }, 'exportStatus'],
    sort: ['-exportId'],
  },
});
