import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * Which account an external identity signs in as: the provider's issuer and
 * subject (`iss`, `sub`), which the provider alone assigns and never reuses,
 * unlike a user name or e-mail a person may change. Written on the first
 * single sign-on (api/src/sso/sso-link.ts).
 */
export default defineEntity({
  name: 'ssoIdentity',
  domain: 'system',
  label: { zh: '单点登录身份', en: 'Single sign-on identity' },
  service: 'baseServer',
  rest: null,
  table: 'sys_sso_identities',
  key: 'identityId',
  fields: [
    f.integer('providerId', '身份提供方', 'Provider', { required: true }),
    f.text('issuer', '签发者', 'Issuer', { required: true, maxLength: 500 }),
    f.text('subject', '主体', 'Subject', { required: true, maxLength: 255, uniqueWith: ['issuer'] }),
    f.integer('userId', '用户ID', 'User id', { required: true, index: true }),
    f.text('linkedBy', '关联方式', 'Linked by', { maxLength: 20 }),
  ],
});
