import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * An integrator's application registered with the platform's OAuth 2.0 /
 * OpenID Connect provider (baseOauthAppList). The server makes its client id
 * and, on `doResetSecret`, a secret answered that once and kept wrapped under
 * the master key; no list or find answers it. The app calls the REST API as its
 * technical user (`userId`, made by the server), whose rights are exactly the
 * responsibilities granted in `grants`. Redirect URIs are https, or http on the
 * loopback address; grant types `client_credentials` and/or
 * `authorization_code`. A token of the authorization code flow acts as the
 * user who signed in and consented, within both their grants and the app's;
 * a supplier's user may authorize only an app with `supplierFlag`.
 */
export default defineEntity({
  name: 'oauthApp',
  domain: 'integration',
  label: { zh: 'OAuth 应用', en: 'OAuth app' },
  service: 'baseServer',
  rest: 'baseOauthApp',
  table: 'srm_base_oauth_apps',
  key: 'appId',
  titleField: 'appName',
  scope: { internal: true },
  fields: [
    f.text('appName', '应用名称', 'App name', { required: true, unique: true, maxLength: 120 }),
    f.text('clientId', '客户端ID', 'Client id', { readOnly: true, unique: true, maxLength: 80 }),
    f.secret('clientSecret', '客户端密钥', 'Client secret', { readOnly: true, maxLength: 1000 }),
    f.datetime('secretIssuedAt', '密钥生成时间', 'Secret issued at', { readOnly: true }),
    f.longtext('redirectUris', '回调地址', 'Redirect URIs'),
    f.text('grantTypes', '授权方式', 'Grant types', { required: true, maxLength: 120, default: 'client_credentials' }),
    f.text('scopes', '范围', 'Scopes', { required: true, maxLength: 200, default: 'openid api' }),
    f.ref('userId', '技术用户', 'Technical user', 'user', { readOnly: true, display: 'userName', copy: { userName: 'userName' } }),
    f.text('userName', '技术用户名', 'Technical user name', { readOnly: true, maxLength: 60 }),
    // A supplier's user may authorize only an app meant for suppliers (a supplier portal's integration), never a buyer's tool.
    f.flag('supplierFlag', '供应商可授权', 'Suppliers may authorize'),
    f.enabled(),
    f.text('remark', '备注', 'Remark', { maxLength: 1000 }),
  ],
  children: [{ name: 'grants', entity: 'oauthAppGrant', foreignKey: 'appId', label: { zh: '授予的职责', en: 'Granted responsibilities' } }],
  operations: [{ operation: 'doResetSecret', label: { zh: '生成密钥', en: 'Generate secret' }, resource: 'btnResetSecret', actor: 'internal', noButton: true }],
  list: {
    columns: ['appName', 'clientId', 'grantTypes', 'scopes', 'userName', 'secretIssuedAt', 'supplierFlag', 'enabledFlag'],
    filters: [{ field: 'appName', op: 'like' }, 'clientId', 'enabledFlag'],
    sort: ['appName'],
  },
  form: {
    sections: [
      {
        title: { zh: '应用', en: 'App' },
        fields: ['appName', 'clientId', 'secretIssuedAt', 'grantTypes', 'scopes', 'redirectUris', 'userId', 'supplierFlag', 'enabledFlag', 'remark'],
      },
    ],
  },
});
