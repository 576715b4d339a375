import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** Failed sign-ins per user name, so throttling holds across server processes. */
export default defineEntity({
  name: 'loginAttempt',
  domain: 'system',
  label: { zh: '登录失败记录', en: 'Failed sign-ins' },
  service: 'baseServer',
  rest: null,
  table: 'sys_login_attempts',
  key: 'attemptId',
  audit: false,
  fields: [
    f.text('userName', '用户名', 'User name', { required: true, unique: true, maxLength: 120 }),
    f.integer('failedCount', '失败次数', 'Failures', { default: 0 }),
    f.datetime('lockedUntil', '锁定至', 'Locked until'),
  ],
});
