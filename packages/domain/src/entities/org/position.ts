import { defineEntity } from '../../entity/types.ts';
import { bilingual, f } from '../../entity/fields.ts';

/** A position (职位) in a department; approval steps may be assigned to whoever holds it. */
export default defineEntity({
  name: 'position',
  domain: 'org',
  label: { zh: '职位', en: 'Position' },
  service: 'baseServer',
  rest: 'basePosition',
  table: 'saaf_positions',
  key: 'positionId',
  titleField: 'positionName',
  read: 'authenticated',
  fields: [
    f.text('positionCode', '职位编码', 'Position code', { required: true, unique: true, maxLength: 60 }),
    ...bilingual('positionName', '职位名称', 'Position name', { required: true, maxLength: 120 }),
    f.ref('departmentId', '所属部门', 'Department', 'department', { display: 'deptName', copy: { deptName: 'deptName' }, index: true }),
    f.text('deptName', '部门名称', 'Department name', { readOnly: true }),
    f.ref('positionLevelId', '职级', 'Level', 'positionLevel', { display: 'levelName', copy: { levelName: 'levelName' } }),
    f.text('levelName', '职级名称', 'Level name', { readOnly: true }),
    f.text('description', '职责说明', 'Duties', { maxLength: 1000 }),
    f.enabled(),
  ],
  list: {
    columns: ['positionCode', 'positionName', 'positionNameEn', 'deptName', 'levelName', 'enabledFlag'],
    filters: [{ field: 'positionCode', op: 'like' }, { field: 'positionName', op: 'like' }, 'departmentId', 'positionLevelId', 'enabledFlag'],
    sort: ['positionCode'],
  },
});
