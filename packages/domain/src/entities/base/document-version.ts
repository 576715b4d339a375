import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * An archived version of a document (entity/versions.ts): the header and lines as
 * they stood when an action began a new version. Internal: read through the
 * versioned document's own listVersions and compareVersions, within its scope.
 */
export default defineEntity({
  name: 'documentVersion',
  domain: 'base',
  label: { zh: '单据版本', en: 'Document version' },
  service: 'baseServer',
  rest: null,
  table: 'sys_document_versions',
  key: 'documentVersionId',
  audit: false,
  readOnly: true,
  fields: [
    f.text('entityName', '单据类型', 'Document type', { required: true, maxLength: 60, index: true }),
    f.integer('recordId', '单据ID', 'Document id', { required: true, index: true }),
    f.integer('versionNo', '版本号', 'Version', { required: true }),
    f.text('state', '状态', 'State', { maxLength: 60 }),
    f.text('changeComment', '变更原因', 'Reason for the change', { maxLength: 2000 }),
    f.longtext('snapshot', '内容', 'Content', { required: true }),
  ],
});
