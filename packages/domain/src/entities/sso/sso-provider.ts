import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * An external OpenID Connect provider people may sign in through (baseSSO).
 * The client secret is written wrapped under the server's master key
 * (sourcing/sealing.ts) and never answered: a save that leaves it empty keeps
 * the one stored. `usernameClaim` names the claim whose value is the user's
 * sign-in name of a new user; an identity is found again by the provider's
 * issuer and subject (ssoIdentity), and linked to an existing account only by
 * an e-mail the provider verified, when `emailLinkFlag` allows it, never to an
 * administrator. An unknown user is created only when `createUsersFlag` says
 * so, holding `newUserRespId`.
 */
export default defineEntity({
  name: 'ssoProvider',
  domain: 'integration',
  label: { zh: '单点登录', en: 'Single sign-on' },
  service: 'baseServer',
  rest: 'baseSsoProvider',
  table: 'srm_base_sso_providers',
  key: 'providerId',
  titleField: 'providerName',
  scope: { internal: true },
  fields: [
    f.text('providerCode', '编码', 'Code', { required: true, unique: true, maxLength: 40 }),
    f.text('providerName', '名称', 'Name', { required: true, maxLength: 120 }),
    f.text('providerNameEn', '英文名称', 'English name', { maxLength: 120 }),
    f.text('issuerUrl', '签发者地址', 'Issuer URL', { required: true, maxLength: 500 }),
    f.text('clientId', '客户端ID', 'Client id', { required: true, maxLength: 200 }),
    f.secret('clientSecret', '客户端密钥', 'Client secret', { maxLength: 1000 }),
    f.text('scopes', '范围', 'Scopes', { required: true, maxLength: 200, default: 'openid profile email' }),
    f.text('usernameClaim', '用户名声明', 'Claim naming the user', { required: true, maxLength: 80, default: 'preferred_username' }),
    f.flag('createUsersFlag', '自动创建用户', 'Create unknown users'),
    // Off unless an administrator trusts the provider's verified e-mail to name an existing account.
    f.flag('emailLinkFlag', '按已验证邮箱关联账号', 'Link accounts by verified e-mail'),
    f.ref('newUserRespId', '新用户职责', 'Responsibility of new users', 'responsibility', {
      display: 'newUserRespName',
      copy: { respName: 'newUserRespName' },
    }),
    f.text('newUserRespName', '新用户职责名称', 'New users’ responsibility', { readOnly: true }),
    f.enabled({ default: 'N' }),
    f.text('remark', '备注', 'Remark', { maxLength: 1000 }),
  ],
  list: {
    columns: ['providerCode', 'providerName', 'issuerUrl', 'clientId', 'usernameClaim', 'createUsersFlag', 'enabledFlag'],
    filters: [{ field: 'providerCode', op: 'like' }, { field: 'providerName', op: 'like' }, 'enabledFlag'],
    sort: ['providerCode'],
  },
  form: {
    sections: [
      {
        title: { zh: '身份提供方', en: 'Identity provider' },
        fields: ['providerCode', 'providerName', 'providerNameEn', 'issuerUrl', 'clientId', 'clientSecret', 'scopes', 'enabledFlag'],
      },
      { title: { zh: '用户对应', en: 'Users' }, fields: ['usernameClaim', 'emailLinkFlag', 'createUsersFlag', 'newUserRespId', 'remark'] },
    ],
  },
});
