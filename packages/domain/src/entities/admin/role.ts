import { defineEntity } from '../../entity/types.ts';
import { bilingual, f } from '../../entity/fields.ts';

/** A bundle of menus and buttons; responsibilities are made of roles. */
export default defineEntity({
  name: 'role',
  domain: 'admin',
  label: { zh: '角色', en: 'Role' },
  service: 'baseServer',
  rest: 'baseRole',
  table: 'saaf_roles',
  key: 'roleId',
  titleField: 'roleName',
  fields: [
    f.text('roleCode', '角色编码', 'Role code', { required: true, unique: true, maxLength: 60 }),
    ...bilingual('roleName', '角色名称', 'Role name', { required: true }),
    f.text('description', '说明', 'Description', { maxLength: 500 }),
    f.enabled(),
  ],
  children: [
    { name: 'menus', entity: 'roleMenu', foreignKey: 'roleId', label: { zh: '菜单权限', en: 'Menus' } },
    { name: 'resources', entity: 'roleResource', foreignKey: 'roleId', label: { zh: '按钮权限', en: 'Buttons' } },
  ],
  list: {
    columns: ['roleCode', 'roleName', 'roleNameEn', 'description', 'enabledFlag'],
    filters: [
      { field: 'roleCode', op: 'like' },
      { field: 'roleName', op: 'like' },
    ],
    sort: ['roleCode'],
  },
});
