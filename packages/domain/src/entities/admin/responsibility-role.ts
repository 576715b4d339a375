import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A role that is part of a responsibility. */
export default defineEntity({
  name: 'responsibilityRole',
  domain: 'admin',
  label: { zh: '职责角色', en: 'Responsibility role' },
  service: 'baseServer',
  rest: 'baseRespRole',
  table: 'saaf_resp_roles',
  key: 'respRoleId',
  parent: { entity: 'responsibility', foreignKey: 'respId' },
  fields: [
    f.ref('respId', '职责', 'Responsibility', 'responsibility', { required: true, index: true }),
    f.ref('roleId', '角色', 'Role', 'role', { required: true, display: 'roleName', copy: { roleName: 'roleName' }, uniqueWith: ['respId'] }),
    f.text('roleName', '角色名称', 'Role name', { readOnly: true }),
  ],
});
