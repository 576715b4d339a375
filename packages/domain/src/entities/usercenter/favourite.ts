import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A user's favourite (collect): a starred menu or a starred record. Each user
 * sees and manages only their own (scope.user, in SQL); the favourites screen
 * and the home's favourites card list them.
 */
export default defineEntity({
  name: 'favourite',
  domain: 'base',
  label: { zh: '我的收藏', en: 'Favourite' },
  service: 'baseServer',
  rest: 'srmBaseFavourite',
  table: 'srm_base_favourites',
  key: 'favouriteId',
  titleField: 'favouriteTitle',
  read: 'authenticated',
  scope: { user: 'userId' },
  fields: [
    f.integer('userId', '用户ID', 'User id', { hidden: true, readOnly: true, index: true }),
    f.lookup('favouriteType', '收藏类型', 'Kind', 'FAVOURITE_TYPE', { required: true, default: 'MENU' }),
    f.text('favouriteTitle', '标题', 'Title', { required: true, maxLength: 200 }),
    f.text('favouriteUrl', '页面路径', 'Page path', { required: true, maxLength: 500, uniqueWith: ['userId'] }),
    f.text('entityName', '业务对象', 'Business object', { maxLength: 60 }),
    f.integer('recordId', '记录ID', 'Record id'),
    f.integer('menuId', '菜单ID', 'Menu id', { hidden: true }),
  ],
  list: {
    columns: ['favouriteTitle', 'favouriteType', 'favouriteUrl', 'creationDate'],
    filters: [{ field: 'favouriteTitle', op: 'like' }, 'favouriteType'],
    sort: ['favouriteId'],
  },
});
