import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * Stored bytes: one object in the file storage (local folder or S3). Several file
 * records may point at one object (quoteFile); the bytes go when the last does.
 */
export default defineEntity({
  name: 'fileObject',
  domain: 'system',
  label: { zh: '存储对象', en: 'Stored object' },
  service: 'fileServer',
  rest: null,
  table: 'sys_file_objects',
  key: 'objectId',
  audit: false,
  fields: [
    f.text('storageKey', '存储键', 'Storage key', { required: true, unique: true, maxLength: 300 }),
    f.text('storageKind', '存储类型', 'Storage kind', { required: true, maxLength: 20 }),
    f.integer('fileSize', '大小(字节)', 'Size (bytes)', { required: true }),
    f.text('sha256', 'SHA-256', 'SHA-256', { required: true, maxLength: 64, index: true }),
    f.text('contentType', '内容类型', 'Content type', { maxLength: 200 }),
  ],
});
