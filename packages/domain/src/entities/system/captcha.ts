import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A picture validate code awaiting its answer; used once. */
export default defineEntity({
  name: 'captcha',
  domain: 'system',
  label: { zh: '图形验证码', en: 'Validate code' },
  service: 'baseServer',
  rest: null,
  table: 'sys_captchas',
  key: 'captchaId',
  audit: false,
  fields: [
    f.text('token', '标识', 'Token', { required: true, unique: true, maxLength: 64 }),
    f.text('answerHash', '答案摘要', 'Answer hash', { required: true, maxLength: 64 }),
    f.datetime('expiresAt', '过期时间', 'Expires at', { required: true }),
  ],
});
