import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A user's data permissions (数据权限): the organisations, purchase categories
 * and (for internal users) suppliers whose rows they may see and act on. A user
 * without one, or with a dimension's "all" flag set, is not limited in it. The
 * server applies it in SQL (engine/data-scope.ts) to every entity that carries
 * those columns.
 */
export default defineEntity({
  name: 'userAuthorisation',
  domain: 'org',
  label: { zh: '数据权限', en: 'Data permissions' },
  service: 'baseServer',
  rest: 'baseUserAuthorisation',
  table: 'saaf_user_authorisations',
  key: 'authorisationId',
  titleField: 'userName',
  scope: { dataScope: false },
  fields: [
    f.ref('userId', '用户', 'User', 'user', {
      required: true,
      unique: true,
      display: 'userName',
      copy: { userName: 'userName', userFullName: 'userFullName', userType: 'userType' },
    }),
    f.text('userName', '用户名', 'User name', { readOnly: true }),
    f.text('userFullName', '姓名', 'Full name', { readOnly: true }),
    f.lookup('userType', '用户类型', 'User type', 'USER_TYPE', { readOnly: true }),
    f.flag('allOrgFlag', '全部组织', 'All organisations', { default: 'N' }),
    f.flag('allCategoryFlag', '全部采购分类', 'All purchase categories', { default: 'Y' }),
    f.flag('allSupplierFlag', '全部供应商', 'All suppliers', { default: 'Y' }),
    f.text('description', '说明', 'Description', { maxLength: 500 }),
  ],
  children: [
    { name: 'orgs', entity: 'userAuthorisationOrg', foreignKey: 'authorisationId', label: { zh: '组织', en: 'Organisations' } },
    { name: 'categories', entity: 'userAuthorisationCategory', foreignKey: 'authorisationId', label: { zh: '采购分类', en: 'Purchase categories' } },
    { name: 'suppliers', entity: 'userAuthorisationSupplier', foreignKey: 'authorisationId', label: { zh: '供应商', en: 'Suppliers' } },
  ],
  list: {
    columns: ['userName', 'userFullName', 'userType', 'allOrgFlag', 'allCategoryFlag', 'allSupplierFlag', 'description'],
    filters: [{ field: 'userName', op: 'like' }, { field: 'userFullName', op: 'like' }, 'userType'],
    sort: ['userName'],
  },
  form: {
    sections: [
      { title: { zh: '用户', en: 'User' }, fields: ['userId', 'userFullName', 'userType', 'description'] },
      { title: { zh: '范围', en: 'Extent' }, fields: ['allOrgFlag', 'allCategoryFlag', 'allSupplierFlag'] },
    ],
  },
});
