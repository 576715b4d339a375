import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * An employee (员工) of the buying organisation, linked to the user who signs in
 * as them. Approval rules find people through employees: their department, its
 * manager, the positions allotted to them.
 */
export default defineEntity({
  name: 'employee',
  domain: 'org',
  label: { zh: '员工', en: 'Employee' },
  service: 'baseServer',
  rest: 'baseEmployees',
  table: 'saaf_employees',
  key: 'employeeId',
  titleField: 'employeeName',
  read: 'authenticated',
  scope: { dataScope: false },
  fields: [
    f.text('employeeNumber', '工号', 'Employee number', { required: true, unique: true, maxLength: 60 }),
    f.text('employeeName', '姓名', 'Name', { required: true, maxLength: 120 }),
    f.ref('userId', '登录用户', 'User', 'user', { display: 'userName', copy: { userName: 'userName' }, unique: true }),
    f.text('userName', '用户名', 'User name', { readOnly: true }),
    f.ref('departmentId', '部门', 'Department', 'department', { display: 'deptName', copy: { deptName: 'deptName' }, index: true }),
    f.text('deptName', '部门名称', 'Department name', { readOnly: true }),
    f.ref('orgId', '所属组织', 'Organisation', 'organization', { display: 'orgName', copy: { orgName: 'orgName' } }),
    f.text('orgName', '组织名称', 'Organisation name', { readOnly: true }),
    f.text('email', '邮箱', 'E-mail', { rules: ['email'], maxLength: 120 }),
    f.text('mobile', '手机', 'Mobile', { rules: ['mobile'], maxLength: 40 }),
    f.date('hireDate', '入职日期', 'Hired'),
    f.enabled(),
  ],
  list: {
    columns: ['employeeNumber', 'employeeName', 'userName', 'deptName', 'orgName', 'email', 'mobile', 'enabledFlag'],
    filters: [{ field: 'employeeNumber', op: 'like' }, { field: 'employeeName', op: 'like' }, 'departmentId', 'orgId', 'enabledFlag'],
    sort: ['employeeNumber'],
  },
  form: {
    sections: [
      { title: { zh: '基本信息', en: 'Basics' }, fields: ['employeeNumber', 'employeeName', 'userId', 'departmentId', 'orgId', 'hireDate', 'enabledFlag'] },
      { title: { zh: '联系方式', en: 'Contact' }, fields: ['email', 'mobile'] },
    ],
  },
});
