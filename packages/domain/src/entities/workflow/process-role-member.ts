import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A member of a process role. */
export default defineEntity({
  name: 'wfProcessRoleMember',
  domain: 'workflow',
  label: { zh: '流程角色成员', en: 'Process role member' },
  service: 'bpmServer',
  rest: 'bpmProcessRoleMember',
  table: 'srm_wf_process_role_members',
  key: 'memberId',
  parent: { entity: 'wfProcessRole', foreignKey: 'processRoleId' },
  fields: [
    f.ref('processRoleId', '流程角色', 'Process role', 'wfProcessRole', { required: true, index: true }),
    f.ref('userId', '用户', 'User', 'user', {
      required: true,
      display: 'userFullName',
      copy: { userName: 'userName', userFullName: 'userFullName' },
      uniqueWith: ['processRoleId'],
    }),
    f.text('userName', '用户名', 'User name', { readOnly: true }),
    f.text('userFullName', '姓名', 'Full name', { readOnly: true }),
  ],
});
