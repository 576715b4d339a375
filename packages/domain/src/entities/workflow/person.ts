import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * Colleagues to choose from (人员选择): internal users who may sign in, with their
 * department, for the people an approver asks, copies or delegates to. Any
 * internal user may list it; suppliers see none of it.
 */
export default defineEntity({
  name: 'wfPerson',
  domain: 'workflow',
  label: { zh: '人员', en: 'Colleague' },
  service: 'bpmServer',
  rest: 'bpmPerson',
  table: 'v_srm_wf_people',
  key: 'userId',
  titleField: 'userFullName',
  read: 'authenticated',
  readOnly: true,
  scope: { supplierAudience: { field: 'userType', values: [] }, dataScope: false },
  view: `SELECT u.user_id, u.user_name, COALESCE(NULLIF(btrim(u.user_full_name), ''), u.user_name) AS user_full_name, u.user_type, e.dept_name, u.email,
      u.created_by, u.creation_date, u.last_updated_by, u.last_update_date, u.version_num
    FROM saaf_users u LEFT JOIN saaf_employees e ON e.user_id = u.user_id
   WHERE u.enabled_flag = 'Y' AND u.user_type = 'INSIDE'`,
  fields: [
    f.text('userName', '用户名', 'User name'),
    f.text('userFullName', '姓名', 'Name'),
    f.lookup('userType', '用户类型', 'User type', 'USER_TYPE', { hidden: true }),
    f.text('deptName', '部门', 'Department'),
    f.text('email', '邮箱', 'E-mail'),
  ],
  list: {
    columns: ['userName', 'userFullName', 'deptName', 'email'],
    filters: [
      { field: 'userName', op: 'like' },
      { field: 'userFullName', op: 'like' },
    ],
    sort: ['userName'],
  },
});
