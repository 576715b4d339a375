import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A responsibility granted to an OAuth app: its technical user holds it, and its tokens act under it. */
export default defineEntity({
  name: 'oauthAppGrant',
  domain: 'integration',
  label: { zh: '应用职责', en: 'App responsibility' },
  service: 'baseServer',
  rest: 'baseOauthAppGrant',
  table: 'srm_base_oauth_app_grants',
  key: 'grantId',
  parent: { entity: 'oauthApp', foreignKey: 'appId' },
  fields: [
    f.ref('appId', '应用', 'App', 'oauthApp', { required: true, index: true }),
    f.ref('respId', '职责', 'Responsibility', 'responsibility', { required: true, display: 'respName', copy: { respName: 'respName' }, uniqueWith: ['appId'] }),
    f.text('respName', '职责名称', 'Responsibility name', { readOnly: true }),
  ],
});
