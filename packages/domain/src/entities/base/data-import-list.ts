import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A background Excel import (large files) and its outcome: rows imported, or the workbook of failed rows. */
export default defineEntity({
  name: 'dataImportList',
  domain: 'base',
  label: { zh: '导入管理', en: 'Imports' },
  service: 'baseServer',
  rest: 'srmBaseDataImportList',
  table: 'srm_base_data_import_list',
  key: 'importId',
  titleField: 'fileName',
  read: 'authenticated',
  readOnly: true,
  audit: false,
  scope: { user: 'userId' },
  fields: [
    f.integer('userId', '用户ID', 'User id', { hidden: true, readOnly: true, index: true }),
    f.text('fileName', '文件名', 'File name', { required: true, maxLength: 240 }),
    f.text('entityName', '导入对象', 'Imported into', { maxLength: 80 }),
    f.lookup('importStatus', '状态', 'Status', 'IMPORT_STATUS', { default: 'PENDING' }),
    f.integer('rowCount', '导入行数', 'Rows imported', { default: 0 }),
    f.integer('failedCount', '失败行数', 'Rows failed', { default: 0 }),
    f.integer('fileId', '导入文件', 'Imported file'),
    f.integer('errorFileId', '错误文件', 'Failed rows workbook'),
    f.text('errorMessage', '错误信息', 'Error', { maxLength: 2000 }),
    f.datetime('finishedDate', '完成时间', 'Finished'),
  ],
  list: {
    columns: ['fileName', 'entityName', 'importStatus', 'rowCount', 'failedCount', 'creationDate', 'finishedDate', 'errorMessage'],
    filters: [{ field: 'fileName', op: 'like' }, 'importStatus'],
    sort: ['-importId'],
  },
});
