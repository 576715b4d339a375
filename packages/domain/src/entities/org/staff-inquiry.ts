import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** Staff inquiry (人员查询): each employee with the positions they hold today. */
export default defineEntity({
  name: 'staffInquiry',
  domain: 'org',
  label: { zh: '人员查询', en: 'Staff inquiry' },
  service: 'baseServer',
  rest: 'baseStaffInquiry',
  table: 'v_saaf_staff_inquiry',
  key: 'employeeId',
  readOnly: true,
  scope: { dataScope: false },
  view: `SELECT e.employee_id, e.employee_number, e.employee_name, e.user_id, e.user_name, e.department_id, e.dept_name, e.org_id, e.org_name,
      e.email, e.mobile, e.enabled_flag, m.manager_name,
      (SELECT string_agg(a.position_name, ', ' ORDER BY a.primary_flag DESC, a.position_name) FROM saaf_position_allots a
        WHERE a.employee_id = e.employee_id AND a.start_date <= current_date AND (a.end_date IS NULL OR a.end_date >= current_date)) AS position_names,
      e.created_by, e.creation_date, e.last_updated_by, e.last_update_date, e.version_num
    FROM saaf_employees e LEFT JOIN saaf_departments m ON m.department_id = e.department_id`,
  fields: [
    f.text('employeeNumber', '工号', 'Employee number'),
    f.text('employeeName', '姓名', 'Name'),
    f.ref('userId', '登录用户', 'User', 'user', { display: 'userName' }),
    f.text('userName', '用户名', 'User name'),
    f.ref('departmentId', '部门', 'Department', 'department', { display: 'deptName' }),
    f.text('deptName', '部门名称', 'Department name'),
    f.ref('orgId', '组织', 'Organisation', 'organization', { display: 'orgName' }),
    f.text('orgName', '组织名称', 'Organisation name'),
    f.text('managerName', '部门负责人', 'Manager'),
    f.text('positionNames', '当前职位', 'Positions held', { maxLength: 2000 }),
    f.text('email', '邮箱', 'E-mail'),
    f.text('mobile', '手机', 'Mobile'),
    f.enabled(),
  ],
  list: {
    columns: ['employeeNumber', 'employeeName', 'userName', 'deptName', 'positionNames', 'managerName', 'orgName', 'email', 'mobile', 'enabledFlag'],
    filters: [{ field: 'employeeName', op: 'like' }, { field: 'employeeNumber', op: 'like' }, 'departmentId', 'orgId', { field: 'positionNames', op: 'like' }],
    sort: ['employeeNumber'],
  },
});
