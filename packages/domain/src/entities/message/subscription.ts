import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A user's subscription to a business event's messages on one channel
 * (msgUser): a row with enabledFlag N turns that channel off for the user;
 * no row means the source's channels apply. Each user sees and writes only
 * their own rows.
 */
export default defineEntity({
  name: 'msgSubscription',
  domain: 'admin',
  label: { zh: '消息订阅', en: 'Message subscription' },
  service: 'messageServer',
  rest: 'msgUser',
  table: 'msg_subscriptions',
  key: 'subscriptionId',
  read: 'authenticated',
  scope: { user: 'userId' },
  fields: [
    f.integer('userId', '用户', 'User', { hidden: true, index: true }),
    f.lookup('eventCode', '业务事件', 'Business event', 'MSG_EVENT', { required: true }),
    f.lookup('channel', '渠道', 'Channel', 'MSG_CHANNEL', { required: true }),
    f.flag('enabledFlag', '接收', 'Receive', { default: 'Y' }),
  ],
  list: {
    columns: ['eventCode', 'channel', 'enabledFlag', 'lastUpdateDate'],
    filters: ['eventCode', 'channel', 'enabledFlag'],
    sort: ['eventCode', 'channel'],
  },
  form: { sections: [{ title: { zh: '订阅', en: 'Subscription' }, fields: ['eventCode', 'channel', 'enabledFlag'] }] },
});
