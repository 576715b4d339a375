import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A message to one user about a document (released order, approval result...). */
export default defineEntity({
  name: 'notification',
  domain: 'base',
  label: { zh: '通知', en: 'Notification' },
  service: 'baseServer',
  rest: 'srmBaseNotification',
  table: 'srm_base_notifications',
  key: 'notificationId',
  titleField: 'notificationTitle',
  read: 'authenticated',
  scope: { user: 'recipientUserId' },
  fields: [
    f.integer('recipientUserId', '接收人', 'Recipient', { required: true, index: true }),
    f.text('notificationTitle', '标题', 'Title', { required: true, maxLength: 200 }),
    f.longtext('notificationContent', '内容', 'Content', { maxLength: 20_000 }),
    f.lookup('notificationType', '通知类型', 'Type', 'NOTIFICATION_TYPE', { default: 'SYSTEM' }),
    f.flag('viewedFlag', '已查看', 'Read'),
    f.datetime('viewDate', '查看时间', 'Read at', { readOnly: true }),
    f.text('entityName', '业务对象', 'Entity', { maxLength: 80 }),
    f.integer('recordId', '单据ID', 'Document id'),
    f.text('functionUrl', '链接', 'Link', { maxLength: 500 }),
  ],
  list: {
    columns: ['notificationTitle', 'notificationType', 'viewedFlag', 'creationDate'],
    filters: [{ field: 'notificationTitle', op: 'like' }, 'viewedFlag', 'notificationType'],
    sort: ['-notificationId'],
  },
});
