import { defineEntity } from '../../entity/types.ts';
import { bilingual, f } from '../../entity/fields.ts';

/** A process role (流程角色): a named group of approvers a step can be assigned to ("Finance approvers"). */
export default defineEntity({
  name: 'wfProcessRole',
  domain: 'workflow',
  label: { zh: '流程角色', en: 'Process role' },
  service: 'bpmServer',
  rest: 'bpmProcessRole',
  table: 'srm_wf_process_roles',
  key: 'processRoleId',
  titleField: 'roleName',
  read: 'authenticated',
  scope: { dataScope: false },
  fields: [
    f.text('roleCode', '角色编码', 'Role code', { required: true, unique: true, maxLength: 60 }),
    ...bilingual('roleName', '角色名称', 'Role name', { required: true, maxLength: 120 }),
    f.text('description', '说明', 'Description', { maxLength: 500 }),
    f.enabled(),
  ],
  children: [{ name: 'members', entity: 'wfProcessRoleMember', foreignKey: 'processRoleId', label: { zh: '成员', en: 'Members' } }],
  list: {
    columns: ['roleCode', 'roleName', 'roleNameEn', 'description', 'enabledFlag'],
    filters: [{ field: 'roleCode', op: 'like' }, { field: 'roleName', op: 'like' }, 'enabledFlag'],
    sort: ['roleCode'],
  },
});
