import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** Which inventory organisation belongs to which business unit (orgAssociationList). */
export default defineEntity({
  name: 'orgRelation',
  domain: 'base',
  label: { zh: '组织关系', en: 'Organisation relation' },
  service: 'baseServer',
  rest: 'srmBaseOrgRelation',
  table: 'srm_base_org_relations',
  key: 'orgRelationId',
  read: 'authenticated',
  fields: [
    f.ref('ouId', '业务实体', 'Business unit', 'organization', { required: true, display: 'orgName', copy: { orgName: 'ouName' } }),
    f.text('ouName', '业务实体名称', 'Business unit name', { readOnly: true }),
    f.ref('invOrgId', '库存组织', 'Inventory organisation', 'organization', {
      required: true,
      display: 'orgName',
      copy: { orgName: 'invOrgName' },
      uniqueWith: ['ouId'],
    }),
    f.text('invOrgName', '库存组织名称', 'Inventory organisation name', { readOnly: true }),
    f.enabled(),
  ],
  list: { columns: ['ouName', 'invOrgName', 'enabledFlag'], filters: ['ouId', 'invOrgId'], sort: ['ouName'] },
});
