import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** An e-mailed code for a forgotten password or a registration; used once. */
export default defineEntity({
  name: 'emailCode',
  domain: 'system',
  label: { zh: '邮箱验证码', en: 'E-mail code' },
  service: 'baseServer',
  rest: null,
  table: 'sys_email_codes',
  key: 'emailCodeId',
  audit: false,
  fields: [
    f.text('email', '邮箱', 'E-mail', { required: true, maxLength: 240, index: true }),
    f.lookup('purpose', '用途', 'Purpose', 'EMAIL_CODE_PURPOSE', { required: true }),
    f.text('codeHash', '验证码摘要', 'Code hash', { required: true, maxLength: 64 }),
    f.datetime('expiresAt', '过期时间', 'Expires at', { required: true }),
    f.flag('usedFlag', '已使用', 'Used'),
    f.integer('failedCount', '失败次数', 'Failures', { default: 0 }),
  ],
});
