import { defineEntity } from '../../entity/types.ts';
import { bilingual, f } from '../../entity/fields.ts';

/** A business unit or inventory organisation of the buying company (SAAF institution). */
export default defineEntity({
  name: 'organization',
  domain: 'base',
  label: { zh: '组织', en: 'Organisation' },
  service: 'baseServer',
  rest: 'baseInstitution',
  table: 'saaf_institution',
  key: 'orgId',
  titleField: 'orgName',
  read: 'authenticated',
  tree: { parentField: 'parentOrgId' },
  fields: [
    f.text('orgCode', '组织编码', 'Organisation code', { required: true, unique: true, maxLength: 60 }),
    ...bilingual('orgName', '组织名称', 'Organisation name', { required: true }),
    f.lookup('orgType', '组织类型', 'Organisation type', 'ORG_TYPE', { required: true, default: 'OU' }),
    f.ref('parentOrgId', '上级组织', 'Parent organisation', 'organization', { display: 'orgName' }),
    f.enabled(),
  ],
  list: { columns: ['orgCode', 'orgName', 'orgNameEn', 'orgType', 'enabledFlag'], filters: [{ field: 'orgName', op: 'like' }, 'orgType'], sort: ['orgCode'] },
});
