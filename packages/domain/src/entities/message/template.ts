import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A message template (msgTempleCfg): the text one business event sends on one
 * channel, in Chinese and English, with {{placeholders}} named after the
 * fields of the event's record ({{poNumber}}, {{supplierName}}) or the few
 * the centre adds ({{documentNumber}}, {{orderNumber}}, {{eventName}},
 * {{recipientName}}). A placeholder the event's record does not have is
 * refused on save, naming it. One template per event and channel.
 */
export default defineEntity({
  name: 'msgTemplate',
  domain: 'admin',
  label: { zh: '消息模板', en: 'Message template' },
  service: 'messageServer',
  rest: 'msgTemplate',
  table: 'msg_templates',
  key: 'templateId',
  titleField: 'templateCode',
  fields: [
    f.text('templateCode', '模板编号', 'Template code', { required: true, unique: true, maxLength: 60 }),
    f.lookup('eventCode', '业务事件', 'Business event', 'MSG_EVENT', { required: true, index: true }),
    f.lookup('channel', '渠道', 'Channel', 'MSG_CHANNEL', { required: true, default: 'SITE' }),
    f.text('titleZh', '标题（中文）', 'Title (Chinese)', { required: true, maxLength: 200 }),
    f.text('titleEn', '标题（英文）', 'Title (English)', { required: true, maxLength: 200 }),
    f.longtext('contentZh', '内容（中文）', 'Content (Chinese)', { maxLength: 4000 }),
    f.longtext('contentEn', '内容（英文）', 'Content (English)', { maxLength: 4000 }),
    f.enabled(),
  ],
  list: {
    columns: ['templateCode', 'eventCode', 'channel', 'titleZh', 'titleEn', 'enabledFlag', 'lastUpdateDate'],
    filters: [{ field: 'templateCode', op: 'like' }, 'eventCode', 'channel', 'enabledFlag'],
    sort: ['templateCode'],
  },
  form: {
    sections: [
      { title: { zh: '基本信息', en: 'General' }, fields: ['templateCode', 'eventCode', 'channel', 'enabledFlag'] },
      { title: { zh: '中文', en: 'Chinese' }, fields: ['titleZh', 'contentZh'] },
      { title: { zh: '英文', en: 'English' }, fields: ['titleEn', 'contentEn'] },
    ],
  },
});
