import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A purchase category a setting evaluates: every qualified supplier with it active. */
export default defineEntity({
  name: 'speSettingCategory',
  domain: 'performance',
  label: { zh: '评估品类', en: 'Category evaluated' },
  service: 'srmServer',
  rest: 'srmSpeSettingCategories',
  table: 'srm_spe_setting_categories',
  key: 'settingCategoryId',
  parent: { entity: 'speSetting', foreignKey: 'settingId' },
  fields: [
    f.ref('settingId', '绩效设置', 'Setting', 'speSetting', { required: true }),
    f.ref('categoryId', '采购分类', 'Purchase category', 'purchaseCategory', {
      required: true,
      display: 'categoryName',
      copy: { categoryCode: 'categoryCode', categoryName: 'categoryName' },
      uniqueWith: ['settingId'],
    }),
    f.text('categoryCode', '分类编码', 'Category code', { readOnly: true, maxLength: 60 }),
    f.text('categoryName', '分类名称', 'Category name', { readOnly: true }),
  ],
  list: { columns: ['categoryId', 'categoryCode'], filters: ['settingId', 'categoryId'], sort: ['settingCategoryId'] },
});
