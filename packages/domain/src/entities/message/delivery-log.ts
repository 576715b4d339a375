import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** Each attempt to deliver a message by e-mail or webhook (msgLog): its outcome, HTTP status and time taken. */
export default defineEntity({
  name: 'msgDeliveryLog',
  domain: 'admin',
  label: { zh: '消息发送日志', en: 'Message delivery log' },
  service: 'messageServer',
  rest: 'msgLog',
  table: 'msg_delivery_logs',
  key: 'logId',
  readOnly: true,
  audit: false,
  fields: [
    f.ref('deliveryId', '消息投递', 'Delivery', 'msgDelivery', { required: true, display: 'title' }),
    f.integer('instanceId', '消息实例', 'Instance', { index: true }),
    f.lookup('channel', '渠道', 'Channel', 'MSG_CHANNEL', { required: true }),
    f.text('address', '地址', 'Address', { maxLength: 500 }),
    f.integer('attemptNumber', '第几次', 'Attempt'),
    f.lookup('logStatus', '结果', 'Outcome', 'MSG_LOG_STATUS', { required: true }),
    f.integer('httpStatus', 'HTTP 状态', 'HTTP status'),
    f.integer('durationMs', '耗时(毫秒)', 'Duration (ms)'),
    f.text('errorMessage', '错误', 'Error', { maxLength: 2000 }),
  ],
  list: {
    columns: ['logId', 'deliveryId', 'channel', 'address', 'attemptNumber', 'logStatus', 'httpStatus', 'durationMs', 'errorMessage', 'creationDate'],
    filters: ['channel', 'logStatus', 'deliveryId', 'instanceId'],
    sort: ['-logId'],
  },
});
