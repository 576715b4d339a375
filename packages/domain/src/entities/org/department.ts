import { defineEntity } from '../../entity/types.ts';
import { bilingual, f } from '../../entity/fields.ts';

/**
 * A department of an organisation (部门), in a tree. Its manager is who approves
 * "the submitter's department manager" steps; the parent's manager is "the next
 * level up".
 */
export default defineEntity({
  name: 'department',
  domain: 'org',
  label: { zh: '部门', en: 'Department' },
  service: 'baseServer',
  rest: 'baseDepartment',
  table: 'saaf_departments',
  key: 'departmentId',
  titleField: 'deptName',
  read: 'authenticated',
  tree: { parentField: 'parentDepartmentId' },
  scope: { dataScope: false },
  fields: [
    f.text('deptCode', '部门编码', 'Department code', { required: true, unique: true, maxLength: 60 }),
    ...bilingual('deptName', '部门名称', 'Department name', { required: true, maxLength: 120 }),
    f.ref('parentDepartmentId', '上级部门', 'Parent department', 'department', { display: 'deptName' }),
    f.ref('orgId', '所属组织', 'Organisation', 'organization', { display: 'orgName', copy: { orgName: 'orgName' } }),
    f.text('orgName', '组织名称', 'Organisation name', { readOnly: true }),
    f.ref('managerEmployeeId', '部门负责人', 'Manager', 'employee', { display: 'employeeName', copy: { employeeName: 'managerName' } }),
    f.text('managerName', '负责人姓名', 'Manager name', { readOnly: true }),
    f.enabled(),
  ],
  list: {
    columns: ['deptCode', 'deptName', 'deptNameEn', 'orgName', 'managerName', 'enabledFlag'],
    filters: [{ field: 'deptCode', op: 'like' }, { field: 'deptName', op: 'like' }, 'orgId', 'enabledFlag'],
    sort: ['deptCode'],
  },
  form: {
    sections: [
      {
        title: { zh: '基本信息', en: 'Basics' },
        fields: ['deptCode', 'deptName', 'deptNameEn', 'parentDepartmentId', 'orgId', 'managerEmployeeId', 'enabledFlag'],
      },
    ],
  },
});
