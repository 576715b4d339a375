import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A resumable large-file upload in progress: the bytes received so far are kept
 * in storage under `storageKey`; a chunk must start at `receivedBytes`, so an
 * interrupted upload continues where it stopped.
 */
export default defineEntity({
  name: 'uploadSession',
  domain: 'system',
  label: { zh: '大文件上传', en: 'Large-file upload' },
  service: 'fileServer',
  rest: null,
  table: 'sys_upload_sessions',
  key: 'uploadSessionId',
  audit: false,
  fields: [
    f.text('uploadToken', '上传标识', 'Upload id', { required: true, unique: true, maxLength: 64 }),
    f.integer('userId', '用户', 'User', { required: true, index: true }),
    f.text('fileName', '文件名', 'File name', { required: true, maxLength: 500 }),
    f.integer('fileSize', '总大小', 'Total size', { required: true }),
    f.integer('receivedBytes', '已接收', 'Received', { default: 0 }),
    f.integer('chunkCount', '分片数', 'Chunks', { default: 0 }),
    f.text('storageKey', '存储键', 'Storage key', { required: true, maxLength: 300 }),
    f.text('multipartId', '分段上传标识', 'Multipart upload id', { maxLength: 1000 }),
    f.longtext('partsJson', '已传分段', 'Uploaded parts'),
    f.text('functionId', '业务对象', 'Business entity', { maxLength: 120 }),
    f.integer('businessId', '业务记录', 'Business record'),
    f.text('filePath', '目录', 'Folder', { maxLength: 500 }),
    f.text('fileDesc', '说明', 'Description', { maxLength: 1000 }),
    f.text('contentType', '内容类型', 'Content type', { maxLength: 200 }),
    f.integer('fileId', '文件', 'File'),
  ],
});
