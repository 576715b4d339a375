import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** One organisation a user's data permissions let them see (userAuthorisation). */
export default defineEntity({
  name: 'userAuthorisationOrg',
  domain: 'org',
  label: { zh: '数据权限-组织', en: 'Permitted organisation' },
  service: 'baseServer',
  rest: 'baseUserAuthorisationOrg',
  table: 'saaf_user_auth_orgs',
  key: 'authorisationOrgId',
  parent: { entity: 'userAuthorisation', foreignKey: 'authorisationId' },
  scope: { dataScope: false },
  fields: [
    f.ref('authorisationId', '数据权限', 'Data permissions', 'userAuthorisation', { required: true, index: true }),
    f.ref('orgId', '组织', 'Organisation', 'organization', {
      required: true,
      display: 'orgName',
      copy: { orgName: 'orgName' },
      uniqueWith: ['authorisationId'],
      index: true,
    }),
    f.text('orgName', '组织名称', 'Organisation name', { readOnly: true }),
  ],
});
