import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A button (menu resource) granted to a role. */
export default defineEntity({
  name: 'roleResource',
  domain: 'admin',
  label: { zh: '角色按钮', en: 'Role button' },
  service: 'baseServer',
  rest: 'baseRoleResource',
  table: 'saaf_role_resources',
  key: 'roleResourceId',
  parent: { entity: 'role', foreignKey: 'roleId' },
  fields: [
    f.ref('roleId', '角色', 'Role', 'role', { required: true, index: true }),
    f.ref('resourceId', '按钮', 'Button', 'menuResource', {
      required: true,
      display: 'resourceName',
      copy: { resourceCode: 'resourceCode', resourceName: 'resourceName', menuId: 'menuId' },
      uniqueWith: ['roleId'],
    }),
    f.text('resourceCode', '按钮编码', 'Button code', { readOnly: true }),
    f.text('resourceName', '按钮名称', 'Button name', { readOnly: true }),
    f.integer('menuId', '菜单', 'Menu', { readOnly: true }),
  ],
  list: { columns: ['resourceCode', 'resourceName', 'menuId'], filters: ['roleId'] },
});
