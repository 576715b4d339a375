import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { STATE } from '../../entity/workflows.ts';

/**
 * A shipping (outgoing inspection) report template (出货报告模板): the test
 * items a supplier measures on each delivery of the materials that name it
 * (qmsShippingItem). Published templates make reports; an alteration takes it
 * back to draft, and reports already made keep the items they copied. STATES.md.
 */
export default defineEntity({
  name: 'qmsShippingTemplate',
  domain: 'quality',
  label: { zh: '出货报告模板', en: 'Shipping report template' },
  service: 'srmServer',
  rest: 'srmQmsShippingTemplateHeader',
  table: 'srm_qms_shipping_template_headers',
  key: 'templateId',
  titleField: 'templateName',
  scope: { internal: true },
  fields: [
    f.text('templateNumber', '模板编号', 'Template number', { autoNumber: 'CHMB-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.text('templateName', '模板名称', 'Template name', { required: true, unique: true, maxLength: 120 }),
    f.lookup('templateStatus', '状态', 'Status', 'QMS_SHIPPING_TEMPLATE_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.datetime('publishedDate', '发布时间', 'Published', { readOnly: true }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
  ],
  children: [{ name: 'lines', entity: 'qmsShippingTemplateLine', foreignKey: 'templateId', label: { zh: '检验项目', en: 'Test items' } }],
  workflow: {
    field: 'templateStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: STATE.DRAFT,
      PUBLISHED: STATE.PUBLISHED,
    },
    actions: [
      { action: 'publish', label: { zh: '发布', en: 'Publish' }, from: ['DRAFT'], to: 'PUBLISHED', resource: 'btnPublish', stamp: 'publishedDate' },
      { action: 'alter', label: { zh: '变更', en: 'Alter' }, from: ['PUBLISHED'], to: 'DRAFT', resource: 'btnAlter', commentRequired: true },
    ],
  },
  list: {
    columns: ['templateNumber', 'templateName', 'templateStatus', 'publishedDate', 'description'],
    filters: [{ field: 'templateNumber', op: 'like' }, { field: 'templateName', op: 'like' }, 'templateStatus'],
    sort: ['-templateId'],
  },
  form: {
    sections: [{ title: { zh: '模板', en: 'Template' }, fields: ['templateNumber', 'templateName', 'templateStatus', 'publishedDate', 'description'] }],
  },
});
