import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** One purchase category a user's data permissions let them see (userAuthorisation). */
export default defineEntity({
  name: 'userAuthorisationCategory',
  domain: 'org',
  label: { zh: '数据权限-采购分类', en: 'Permitted purchase category' },
  service: 'baseServer',
  rest: 'baseUserAuthorisationCategory',
  table: 'saaf_user_auth_categories',
  key: 'authorisationCategoryId',
  parent: { entity: 'userAuthorisation', foreignKey: 'authorisationId' },
  scope: { dataScope: false },
  fields: [
    f.ref('authorisationId', '数据权限', 'Data permissions', 'userAuthorisation', { required: true, index: true }),
    f.ref('categoryId', '采购分类', 'Purchase category', 'purchaseCategory', {
      required: true,
      display: 'categoryName',
      copy: { categoryName: 'categoryName' },
      uniqueWith: ['authorisationId'],
      index: true,
    }),
    f.text('categoryName', '采购分类名称', 'Purchase category name', { readOnly: true }),
  ],
});
