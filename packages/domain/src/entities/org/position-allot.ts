import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * Who holds which position (岗位分配), in which department, from when to when.
 * A position step of an approval goes to everyone holding the position today.
 */
export default defineEntity({
  name: 'positionAllot',
  domain: 'org',
  label: { zh: '岗位分配', en: 'Position allotment' },
  service: 'baseServer',
  rest: 'basePositionAllot',
  table: 'saaf_position_allots',
  key: 'allotId',
  fields: [
    f.ref('employeeId', '员工', 'Employee', 'employee', {
      required: true,
      display: 'employeeName',
      copy: { employeeName: 'employeeName', employeeNumber: 'employeeNumber' },
      index: true,
    }),
    f.text('employeeNumber', '工号', 'Employee number', { readOnly: true }),
    f.text('employeeName', '姓名', 'Name', { readOnly: true }),
    f.ref('positionId', '职位', 'Position', 'position', {
      required: true,
      display: 'positionName',
      copy: { positionName: 'positionName', departmentId: 'departmentId', deptName: 'deptName' },
      index: true,
    }),
    f.text('positionName', '职位名称', 'Position name', { readOnly: true }),
    f.integer('departmentId', '部门ID', 'Department id', { readOnly: true, hidden: true }),
    f.text('deptName', '部门', 'Department', { readOnly: true }),
    f.date('startDate', '开始日期', 'From', { required: true, default: 'today' }),
    f.date('endDate', '结束日期', 'Until'),
    f.flag('primaryFlag', '主岗', 'Main position', { default: 'Y' }),
  ],
  list: {
    columns: ['employeeNumber', 'employeeName', 'positionName', 'deptName', 'startDate', 'endDate', 'primaryFlag'],
    filters: ['employeeId', 'positionId', { field: 'employeeName', op: 'like' }, { field: 'startDate', op: 'range' }],
    sort: ['employeeNumber', 'startDate'],
  },
});
