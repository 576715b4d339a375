import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A menu granted to a role. */
export default defineEntity({
  name: 'roleMenu',
  domain: 'admin',
  label: { zh: '角色菜单', en: 'Role menu' },
  service: 'baseServer',
  rest: 'baseRoleMenu',
  table: 'saaf_role_menus',
  key: 'roleMenuId',
  parent: { entity: 'role', foreignKey: 'roleId' },
  fields: [
    f.ref('roleId', '角色', 'Role', 'role', { required: true, index: true }),
    f.ref('menuId', '菜单', 'Menu', 'menu', {
      required: true,
      display: 'menuName',
      copy: { menuName: 'menuName', menuCode: 'menuCode' },
      uniqueWith: ['roleId'],
    }),
    f.text('menuName', '菜单名称', 'Menu name', { readOnly: true }),
    f.text('menuCode', '菜单编码', 'Menu code', { readOnly: true }),
  ],
  list: { columns: ['menuCode', 'menuName'], filters: ['roleId'] },
});
