import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A notice configuration (SPEC section 2 noticeConfigList/noticeConfigEdit,
 * section 4 "Notice configs: enable, invalidate"): which business event sends
 * which message template, to whom and through which channel. Only ENABLED
 * configurations apply; one per event and receiver is the intent, kept unique
 * by its code.
 */
export default defineEntity({
  name: 'noticeConfig',
  domain: 'base',
  label: { zh: '通知配置', en: 'Notice configuration' },
  service: 'baseServer',
  rest: 'srmBaseNoticeConfig',
  table: 'srm_base_notice_configs',
  key: 'noticeConfigId',
  titleField: 'configName',
  fields: [
    f.text('configCode', '配置编号', 'Configuration code', { required: true, unique: true, maxLength: 60 }),
    f.text('configName', '配置名称', 'Configuration name', { required: true, maxLength: 200 }),
    f.lookup('businessEvent', '业务事件', 'Business event', 'NOTICE_BUSINESS_EVENT', { required: true }),
    f.lookup('receiverRole', '接收人', 'Receiver', 'NOTICE_CONFIG_RECEIVER', { required: true }),
    f.lookup('sendChannel', '发送方式', 'Channel', 'NOTICE_SEND_CHANNEL', { required: true, default: 'SITE' }),
    f.lookup('notificationType', '通知类型', 'Notification type', 'NOTIFICATION_TYPE', { required: true, default: 'BUSINESS' }),
    f.text('titleTemplate', '标题模板', 'Title template', { required: true, maxLength: 200 }),
    f.longtext('contentTemplate', '内容模板', 'Content template', { maxLength: 4000 }),
    f.lookup('configStatus', '状态', 'Status', 'NOTICE_CONFIG_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.longtext('remark', '备注', 'Remarks', { maxLength: 1000 }),
  ],
  workflow: {
    field: 'configStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: { label: { zh: '拟定', en: 'Draft' }, editable: true },
      ENABLED: { label: { zh: '已生效', en: 'Enabled' } },
      INVALID: { label: { zh: '已失效', en: 'Invalid' }, editable: true },
    },
    actions: [
      { action: 'enable', label: { zh: '生效', en: 'Enable' }, from: ['DRAFT', 'INVALID'], to: 'ENABLED', resource: 'btnEnable' },
      { action: 'invalidate', label: { zh: '失效', en: 'Invalidate' }, from: ['ENABLED'], to: 'INVALID', resource: 'btnInvalidate' },
    ],
  },
  list: {
    columns: ['configCode', 'configName', 'businessEvent', 'receiverRole', 'sendChannel', 'configStatus', 'lastUpdateDate'],
    filters: [{ field: 'configCode', op: 'like' }, { field: 'configName', op: 'like' }, 'businessEvent', 'configStatus'],
    sort: ['configCode'],
  },
  form: {
    sections: [
      {
        title: { zh: '基本信息', en: 'General' },
        fields: ['configCode', 'configName', 'businessEvent', 'receiverRole', 'sendChannel', 'notificationType', 'remark'],
      },
      { title: { zh: '消息模板', en: 'Message template' }, fields: ['titleTemplate', 'contentTemplate'] },
    ],
  },
});
