import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A purchase category a qualification review introduces the supplier for; it becomes active on the supplier when the introduction completes. */
export default defineEntity({
  name: 'slcQualificationCategory',
  domain: 'supplier',
  label: { zh: '审查品类', en: 'Category reviewed' },
  service: 'srmServer',
  rest: 'srmPosQualificationCates',
  table: 'srm_slc_qualification_categories',
  key: 'qualificationCategoryId',
  parent: { entity: 'slcQualification', foreignKey: 'qualificationId' },
  fields: [
    f.ref('qualificationId', '资质审查', 'Qualification review', 'slcQualification', { required: true }),
    f.ref('categoryId', '采购分类', 'Purchase category', 'purchaseCategory', {
      required: true,
      display: 'categoryName',
      copy: { categoryCode: 'categoryCode', categoryName: 'categoryName' },
      uniqueWith: ['qualificationId'],
    }),
    f.text('categoryCode', '分类编码', 'Category code', { readOnly: true, maxLength: 60 }),
    f.text('categoryName', '分类名称', 'Category name', { readOnly: true }),
    f.text('description', '说明', 'Description', { maxLength: 500 }),
  ],
  list: { columns: ['categoryId', 'categoryCode', 'description'], filters: ['qualificationId'], sort: ['qualificationCategoryId'] },
});
