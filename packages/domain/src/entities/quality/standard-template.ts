import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A quality standard the buyer asks suppliers to accept (质量标准模板, QS-):
 * its kind, version, text and documents. A countersign sends one to a supplier.
 */
export default defineEntity({
  name: 'qmsStandardTemplate',
  domain: 'quality',
  label: { zh: '质量标准模板', en: 'Quality standard' },
  service: 'srmServer',
  rest: 'srmQmsStandardTemplate',
  table: 'srm_qms_standard_templates',
  key: 'templateId',
  titleField: 'templateName',
  scope: { internal: true },
  fields: [
    f.text('templateNumber', '标准编号', 'Standard number', { autoNumber: 'QS-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.text('templateName', '标准名称', 'Standard', { required: true, maxLength: 200 }),
    f.lookup('standardType', '标准类型', 'Kind', 'QMS_STANDARD_TYPE', { required: true }),
    f.text('standardVersion', '版本', 'Version', { required: true, maxLength: 40 }),
    f.date('effectiveDate', '生效日期', 'Effective from', { required: true, default: 'today' }),
    f.longtext('standardContent', '标准内容', 'Content'),
    f.attachments(),
    f.enabled(),
  ],
  list: {
    columns: ['templateNumber', 'templateName', 'standardType', 'standardVersion', 'effectiveDate', 'enabledFlag'],
    filters: [{ field: 'templateName', op: 'like' }, 'standardType', 'enabledFlag'],
    sort: ['-templateId'],
  },
  form: {
    sections: [
      {
        title: { zh: '质量标准', en: 'Quality standard' },
        fields: ['templateNumber', 'templateName', 'standardType', 'standardVersion', 'effectiveDate', 'enabledFlag', 'standardContent', 'attachmentIds'],
      },
    ],
  },
});
