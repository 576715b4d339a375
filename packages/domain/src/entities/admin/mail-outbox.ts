import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** Every mail the system sends; with no mail transport configured, mail stays here for the admin to read. */
export default defineEntity({
  name: 'mailOutbox',
  domain: 'admin',
  label: { zh: '消息发送历史', en: 'Mail outbox' },
  service: 'messageServer',
  rest: 'msgHistory',
  table: 'msg_outbox',
  key: 'mailId',
  readOnly: true,
  audit: false,
  fields: [
    f.text('toAddress', '收件人', 'To', { maxLength: 240, index: true }),
    f.text('subject', '主题', 'Subject', { maxLength: 500 }),
    f.longtext('body', '内容', 'Body'),
    f.lookup('sendStatus', '状态', 'Status', 'MSG_SEND_STATUS'),
    f.datetime('sentDate', '发送时间', 'Sent'),
    f.text('errorMessage', '错误', 'Error', { maxLength: 2000 }),
  ],
  list: {
    columns: ['toAddress', 'subject', 'sendStatus', 'creationDate', 'sentDate', 'errorMessage'],
    filters: [{ field: 'toAddress', op: 'like' }, 'sendStatus'],
    sort: ['-mailId'],
  },
});
