import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * One recipient and channel of a message instance (msgReceive): the text as
 * rendered in the recipient's language, where it went (the notification, the
 * outbox mail, the webhook URL) and its state. STATES.md.
 */
export default defineEntity({
  name: 'msgDelivery',
  domain: 'admin',
  label: { zh: '消息投递', en: 'Message delivery' },
  service: 'messageServer',
  rest: 'msgReceive',
  table: 'msg_deliveries',
  key: 'deliveryId',
  readOnly: true,
  parent: { entity: 'msgInstance', foreignKey: 'instanceId' },
  fields: [
    f.ref('instanceId', '消息实例', 'Instance', 'msgInstance', { required: true, display: 'title' }),
    f.lookup('channel', '渠道', 'Channel', 'MSG_CHANNEL', { required: true }),
    f.integer('recipientUserId', '接收人ID', 'Recipient id', { index: true }),
    f.text('recipientName', '接收人', 'Recipient', { maxLength: 200 }),
    f.text('address', '地址', 'Address', { maxLength: 500 }),
    f.lookup('languageCode', '语言', 'Language', 'SYSTEM_LANGUAGE'),
    f.text('title', '标题', 'Title', { maxLength: 500 }),
    f.longtext('content', '内容', 'Content', { maxLength: 20_000 }),
    f.lookup('deliveryStatus', '投递状态', 'Delivery status', 'MSG_DELIVERY_STATUS', { default: 'PENDING', index: true }),
    f.integer('attempts', '尝试次数', 'Attempts', { default: 0 }),
    f.text('lastError', '最近错误', 'Last error', { maxLength: 2000 }),
    f.datetime('sentDate', '送达时间', 'Delivered'),
    f.integer('notificationId', '通知ID', 'Notification id'),
    f.integer('mailId', '邮件ID', 'Mail id'),
    f.ref('channelId', 'Webhook 渠道', 'Webhook channel', 'msgChannel', { display: 'channelName' }),
  ],
  list: {
    columns: ['instanceId', 'channel', 'recipientName', 'address', 'title', 'deliveryStatus', 'attempts', 'sentDate', 'lastError'],
    filters: [{ field: 'recipientName', op: 'like' }, 'channel', 'deliveryStatus', 'instanceId'],
    sort: ['-deliveryId'],
  },
  form: {
    sections: [
      {
        title: { zh: '投递', en: 'Delivery' },
        fields: [
          'instanceId',
          'channel',
          'recipientName',
          'address',
          'languageCode',
          'title',
          'content',
          'deliveryStatus',
          'attempts',
          'sentDate',
          'lastError',
        ],
      },
    ],
  },
});
