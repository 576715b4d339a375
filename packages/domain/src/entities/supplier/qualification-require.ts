import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { STATE } from '../../entity/workflows.ts';

/**
 * What a supplier of one purchase category must hold (资质要求): the kinds of
 * certificate, each required or only asked for. An approved qualification
 * review of the category needs the required ones valid on the supplier's
 * record. One per category; STATES.md.
 */
export default defineEntity({
  name: 'slcQualificationRequire',
  domain: 'supplier',
  label: { zh: '资质要求', en: 'Qualification requirement' },
  service: 'srmServer',
  rest: 'srmSlcQualificationRequire',
  table: 'srm_slc_qualification_requires',
  key: 'requireId',
  titleField: 'categoryName',
  scope: { internal: true },
  fields: [
    f.ref('categoryId', '采购分类', 'Purchase category', 'purchaseCategory', {
      required: true,
      unique: true,
      display: 'categoryName',
      copy: { categoryCode: 'categoryCode', categoryName: 'categoryName' },
    }),
    f.text('categoryCode', '分类编码', 'Category code', { readOnly: true, maxLength: 60 }),
    f.text('categoryName', '分类名称', 'Category name', { readOnly: true }),
    f.text('description', '说明', 'Description', { maxLength: 500 }),
    f.lookup('requireStatus', '状态', 'Status', 'SLC_REQUIRE_STATUS', { readOnly: true, default: 'DRAFT' }),
  ],
  children: [{ name: 'lines', entity: 'slcQualificationRequireLine', foreignKey: 'requireId', label: { zh: '所需证照', en: 'Certificates required' } }],
  workflow: {
    field: 'requireStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: STATE.DRAFT,
      EFFECTIVE: { label: { zh: '已生效', en: 'In effect' } },
      INVALID: { label: { zh: '已失效', en: 'Invalid' }, editable: true },
    },
    actions: [
      { action: 'effect', label: { zh: '生效', en: 'Put in effect' }, from: ['DRAFT', 'INVALID'], to: 'EFFECTIVE', resource: 'btnEffect' },
      { action: 'invalid', label: { zh: '失效', en: 'Invalidate' }, from: ['EFFECTIVE'], to: 'INVALID', resource: 'btnInvalid' },
    ],
  },
  list: {
    columns: ['categoryCode', 'categoryName', 'description', 'requireStatus', 'lastUpdateDate'],
    filters: ['categoryId', 'requireStatus'],
    sort: ['categoryCode'],
  },
  form: {
    sections: [{ title: { zh: '资质要求', en: 'Qualification requirement' }, fields: ['categoryId', 'requireStatus', 'description'] }],
  },
});
