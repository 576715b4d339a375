import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A performance setting (绩效设置, SPS-): which suppliers (by purchase
 * category and/or named) a template evaluates for an organisation, and how
 * often. `doCreateScheme` drafts the scheme of its next period not yet run.
 * STATES.md.
 */
export default defineEntity({
  name: 'speSetting',
  domain: 'performance',
  label: { zh: '绩效设置', en: 'Performance setting' },
  service: 'srmServer',
  rest: 'srmSpeSettingHead',
  table: 'srm_spe_setting_heads',
  key: 'settingId',
  titleField: 'settingNumber',
  scope: { internal: true },
  fields: [
    f.text('settingNumber', '设置编号', 'Setting number', { autoNumber: 'SPS-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.text('settingName', '设置名称', 'Setting name', { required: true, maxLength: 200 }),
    f.ref('templateId', '绩效模板', 'Template', 'speTemplate', {
      required: true,
      usable: true,
      display: 'templateName',
      copy: { templateName: 'templateName' },
    }),
    f.text('templateName', '模板名称', 'Template name', { readOnly: true, maxLength: 200 }),
    ...f.org({ required: true }),
    f.lookup('frequency', '评估频率', 'Frequency', 'SPM_TEMPLATE_FREQUENCY', { required: true, default: 'QUARTERLY' }),
    f.date('lastPeriodTo', '最近评估期末', 'Last period run to', { readOnly: true }),
    f.text('settingDescription', '说明', 'Description', { maxLength: 1000 }),
    f.lookup('settingStatus', '状态', 'Status', 'SPE_SETTING_STATUS', { readOnly: true, default: 'ACTIVE' }),
  ],
  children: [
    { name: 'categories', entity: 'speSettingCategory', foreignKey: 'settingId', label: { zh: '评估品类', en: 'Categories evaluated' } },
    { name: 'suppliers', entity: 'speSettingSupplier', foreignKey: 'settingId', label: { zh: '指定供应商', en: 'Suppliers named' } },
  ],
  workflow: {
    field: 'settingStatus',
    initial: 'ACTIVE',
    states: {
      ACTIVE: { label: { zh: '有效', en: 'Active' }, editable: true },
      INACTIVE: { label: { zh: '失效', en: 'Inactive' } },
    },
    actions: [
      { action: 'invalidate', label: { zh: '失效', en: 'Invalidate' }, from: ['ACTIVE'], to: 'INACTIVE', resource: 'btnInvalidate' },
      { action: 'enable', label: { zh: '生效', en: 'Enable' }, from: ['INACTIVE'], to: 'ACTIVE', resource: 'btnEnable' },
    ],
  },
  operations: [
    {
      operation: 'doCreateScheme',
      label: { zh: '生成绩效方案', en: 'Create scheme' },
      resource: 'btnCreateScheme',
      actor: 'internal',
      opens: 'speScheme',
      from: ['ACTIVE'],
    },
  ],
  list: {
    columns: ['settingNumber', 'settingName', 'templateName', 'orgName', 'frequency', 'lastPeriodTo', 'settingStatus'],
    filters: [{ field: 'settingNumber', op: 'like' }, { field: 'settingName', op: 'like' }, 'templateId', 'orgId', 'frequency', 'settingStatus'],
    sort: ['-settingId'],
  },
  form: {
    sections: [
      {
        title: { zh: '绩效设置', en: 'Setting' },
        fields: ['settingNumber', 'settingName', 'templateId', 'orgId', 'frequency', 'settingStatus', 'lastPeriodTo', 'settingDescription'],
      },
    ],
  },
});
