import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A node of the purchase category tree. */
export default defineEntity({
  name: 'purchaseCategory',
  domain: 'base',
  label: { zh: '采购分类', en: 'Purchase category' },
  service: 'baseServer',
  rest: 'srmBaseCategories',
  table: 'srm_base_categories',
  key: 'categoryId',
  titleField: 'categoryName',
  read: 'authenticated',
  tree: { parentField: 'parentCategoryId' },
  fields: [
    f.text('categoryCode', '分类编码', 'Category code', { required: true, unique: true, maxLength: 60 }),
    f.text('categoryName', '分类名称', 'Category name', { required: true }),
    f.ref('parentCategoryId', '上级分类', 'Parent category', 'purchaseCategory', { display: 'categoryName', index: true }),
    f.integer('categoryLevel', '层级', 'Level', { default: 1, min: 1, max: 9 }),
    f.flag('leafFlag', '末级', 'Leaf', { default: 'Y' }),
    f.enabled(),
  ],
  list: {
    columns: ['categoryCode', 'categoryName', 'categoryLevel', 'leafFlag', 'enabledFlag'],
    filters: [{ field: 'categoryCode', op: 'like' }, { field: 'categoryName', op: 'like' }, 'parentCategoryId', 'categoryLevel'],
    sort: ['categoryCode'],
  },
});
