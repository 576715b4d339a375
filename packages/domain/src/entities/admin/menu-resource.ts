import { defineEntity } from '../../entity/types.ts';
import { bilingual, f } from '../../entity/fields.ts';

/** A button of a menu page (SPEC: resourceCode, resourceName, resIcon). */
export default defineEntity({
  name: 'menuResource',
  domain: 'admin',
  label: { zh: '菜单按钮', en: 'Menu button' },
  service: 'baseServer',
  rest: 'baseResource',
  table: 'saaf_resources',
  key: 'resourceId',
  parent: { entity: 'menu', foreignKey: 'menuId' },
  fields: [
    f.ref('menuId', '菜单', 'Menu', 'menu', { required: true, index: true }),
    f.text('resourceCode', '按钮编码', 'Button code', { required: true, maxLength: 60, uniqueWith: ['menuId'] }),
    ...bilingual('resourceName', '按钮名称', 'Button name', { required: true }),
    f.text('resIcon', '图标', 'Icon', { maxLength: 60 }),
    f.integer('seqNum', '序号', 'Order', { default: 0 }),
  ],
  list: { columns: ['resourceCode', 'resourceName', 'resourceNameEn', 'resIcon', 'seqNum'], filters: ['menuId', { field: 'resourceCode', op: 'like' }] },
});
