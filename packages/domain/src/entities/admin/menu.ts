import { defineEntity } from '../../entity/types.ts';
import { bilingual, f } from '../../entity/fields.ts';

/** A node of the menu tree; pages point at a route of the catalogue by htmlUrl. */
export default defineEntity({
  name: 'menu',
  domain: 'admin',
  label: { zh: '菜单', en: 'Menu' },
  service: 'baseServer',
  rest: 'baseMenu',
  table: 'saaf_menus',
  key: 'menuId',
  titleField: 'menuName',
  tree: { parentField: 'menuParentId' },
  fields: [
    f.text('menuCode', '菜单编码', 'Menu code', { required: true, unique: true, maxLength: 120 }),
    ...bilingual('menuName', '菜单名称', 'Menu name', { required: true }),
    f.lookup('menuType', '菜单类型', 'Menu type', 'MENU_TYPE', { required: true, default: 'PAGE' }),
    f.text('htmlUrl', '页面路径', 'Page path', { maxLength: 500 }),
    f.text('imageLink', '图标', 'Icon', { maxLength: 120 }),
    f.ref('menuParentId', '上级菜单', 'Parent menu', 'menu', { display: 'menuName', index: true }),
    f.integer('levelId', '层级', 'Level', { default: 1 }),
    f.integer('seqNum', '序号', 'Order', { default: 0 }),
    f.lookup('systemCode', '系统', 'System', 'SYSTEM_CODE', { default: 'BASE' }),
    f.enabled(),
  ],
  children: [{ name: 'resources', entity: 'menuResource', foreignKey: 'menuId', label: { zh: '按钮', en: 'Buttons' } }],
  list: {
    columns: ['menuCode', 'menuName', 'menuNameEn', 'menuType', 'htmlUrl', 'levelId', 'seqNum', 'enabledFlag'],
    filters: [{ field: 'menuName', op: 'like' }, { field: 'menuCode', op: 'like' }, 'menuParentId'],
    sort: ['levelId', 'seqNum'],
  },
});
