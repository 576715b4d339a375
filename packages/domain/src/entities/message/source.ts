import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A message source (msgSourceCfg): which business event raises a message, on
 * which channels, to the event's audience (its supplier's users, the
 * record's creator, or the users the raiser names), and to which webhook.
 * Only enabled sources send.
 */
export default defineEntity({
  name: 'msgSource',
  domain: 'admin',
  label: { zh: '消息来源', en: 'Message source' },
  service: 'messageServer',
  rest: 'msgSource',
  table: 'msg_sources',
  key: 'sourceId',
  titleField: 'sourceName',
  fields: [
    f.text('sourceCode', '来源编号', 'Source code', { required: true, unique: true, maxLength: 60 }),
    f.text('sourceName', '来源名称', 'Source name', { required: true, maxLength: 200 }),
    f.lookup('eventCode', '业务事件', 'Business event', 'MSG_EVENT', { required: true, index: true }),
    f.flag('siteFlag', '站内通知', 'In-app', { default: 'Y' }),
    f.flag('emailFlag', '邮件', 'E-mail', { default: 'N' }),
    f.flag('webhookFlag', 'Webhook', 'Webhook', { default: 'N' }),
    f.ref('channelId', 'Webhook 渠道', 'Webhook channel', 'msgChannel', { display: 'channelName' }),
    f.text('channelName', 'Webhook 名称', 'Webhook name', { readOnly: true, maxLength: 200 }),
    f.enabled(),
    f.remark(),
  ],
  list: {
    columns: ['sourceCode', 'sourceName', 'eventCode', 'siteFlag', 'emailFlag', 'webhookFlag', 'channelName', 'enabledFlag'],
    filters: [{ field: 'sourceName', op: 'like' }, 'eventCode', 'enabledFlag'],
    sort: ['sourceCode'],
  },
  form: {
    sections: [
      { title: { zh: '基本信息', en: 'General' }, fields: ['sourceCode', 'sourceName', 'eventCode', 'enabledFlag', 'remark'] },
      { title: { zh: '渠道', en: 'Channels' }, fields: ['siteFlag', 'emailFlag', 'webhookFlag', 'channelId'] },
    ],
  },
});
