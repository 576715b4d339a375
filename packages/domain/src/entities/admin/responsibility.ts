import { defineEntity } from '../../entity/types.ts';
import { bilingual, f } from '../../entity/fields.ts';

/** What a user works as: a set of roles, and so of menus and buttons. */
export default defineEntity({
  name: 'responsibility',
  domain: 'admin',
  label: { zh: '职责', en: 'Responsibility' },
  service: 'baseServer',
  rest: 'baseResponsibility',
  table: 'saaf_responsibilitys',
  key: 'respId',
  titleField: 'respName',
  fields: [
    f.text('respCode', '职责编码', 'Responsibility code', { required: true, unique: true, maxLength: 60 }),
    ...bilingual('respName', '职责名称', 'Responsibility name', { required: true }),
    f.lookup('userType', '用户类型', 'User type', 'USER_TYPE', { required: true, default: 'INSIDE' }),
    f.text('description', '说明', 'Description', { maxLength: 500 }),
    f.enabled(),
  ],
  children: [{ name: 'roles', entity: 'responsibilityRole', foreignKey: 'respId', label: { zh: '角色', en: 'Roles' } }],
  list: {
    columns: ['respCode', 'respName', 'respNameEn', 'userType', 'enabledFlag'],
    filters: [{ field: 'respName', op: 'like' }, 'userType'],
    sort: ['respCode'],
  },
});
