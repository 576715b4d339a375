import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A tile on a user's home linking to a menu. Internal users' tiles are stored here; suppliers keep theirs locally (SPEC 4). */
export default defineEntity({
  name: 'shortcutMenu',
  domain: 'base',
  label: { zh: '快捷菜单', en: 'Shortcut menu' },
  service: 'baseServer',
  rest: 'srmBaseShortcutMenu',
  table: 'srm_base_shortcut_menu',
  key: 'shortcutMenuId',
  read: 'authenticated',
  scope: { user: 'userId' },
  fields: [
    f.integer('userId', '用户ID', 'User id', { hidden: true, readOnly: true, index: true }),
    f.ref('menuId', '菜单', 'Menu', 'menu', {
      required: true,
      uniqueWith: ['userId'],
      copy: {
        menuName: 'menuName',
        menuCode: 'menuCode',
        imageLink: 'imageLink',
        levelId: 'levelId',
        menuParentId: 'menuParentId',
        menuType: 'menuType',
        htmlUrl: 'htmlUrl',
      },
    }),
    f.text('menuName', '菜单名称', 'Menu name', { readOnly: true }),
    f.text('menuCode', '菜单编码', 'Menu code', { readOnly: true, maxLength: 120 }),
    f.text('imageLink', '图标', 'Icon', { readOnly: true, maxLength: 120 }),
    f.integer('levelId', '层级', 'Level', { readOnly: true }),
    f.integer('menuParentId', '上级菜单', 'Parent menu', { readOnly: true }),
    f.text('menuType', '菜单类型', 'Menu type', { readOnly: true, maxLength: 60 }),
    f.text('htmlUrl', '页面路径', 'Page path', { readOnly: true, maxLength: 500 }),
  ],
  list: { columns: ['menuName', 'menuCode', 'htmlUrl'], filters: [], sort: ['shortcutMenuId'] },
});
