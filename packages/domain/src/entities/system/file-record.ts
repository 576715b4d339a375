import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * An uploaded file as users know it: its original name, who uploaded it and the
 * business record it belongs to (functionId = entity name, businessId = record
 * key). The bytes live in a shared stored object.
 */
export default defineEntity({
  name: 'fileRecord',
  domain: 'system',
  label: { zh: '文件', en: 'File' },
  service: 'fileServer',
  rest: null,
  table: 'sys_files',
  key: 'fileId',
  audit: false,
  fields: [
    f.integer('objectId', '存储对象', 'Stored object', { required: true, index: true }),
    f.text('fileName', '文件名', 'File name', { required: true, maxLength: 500 }),
    f.integer('fileSize', '大小(字节)', 'Size (bytes)', { required: true }),
    f.text('contentType', '内容类型', 'Content type', { maxLength: 200 }),
    f.text('sha256', 'SHA-256', 'SHA-256', { required: true, maxLength: 64 }),
    f.text('functionId', '业务对象', 'Business entity', { maxLength: 120, index: true }),
    f.integer('businessId', '业务记录', 'Business record', { index: true }),
    f.text('filePath', '目录', 'Folder', { maxLength: 500 }),
    f.text('fileDesc', '说明', 'Description', { maxLength: 1000 }),
    f.integer('uploadUserId', '上传人', 'Uploaded by', { required: true, index: true }),
    f.integer('sourceFileId', '来源文件', 'Quoted or copied from'),
  ],
});
