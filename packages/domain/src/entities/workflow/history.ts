import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * What happened in a process, step by step (审批历史): submitted, approved,
 * rejected, skipped, delegated, asked, copied, urged, revoked, stopped. Every
 * document under a process shows its history (listApprovalHistory).
 */
export default defineEntity({
  name: 'wfHistory',
  domain: 'workflow',
  label: { zh: '审批历史', en: 'Approval history' },
  service: 'bpmServer',
  rest: null,
  table: 'srm_wf_history',
  key: 'historyId',
  readOnly: true,
  audit: false,
  fields: [
    f.ref('instanceId', '流程实例', 'Process instance', 'wfInstance', { required: true, index: true }),
    f.text('entityName', '业务单据', 'Document', { maxLength: 80 }),
    f.integer('recordId', '单据ID', 'Document id'),
    f.text('nodeId', '环节ID', 'Step id', { maxLength: 120 }),
    f.text('nodeName', '环节', 'Step', { maxLength: 200 }),
    f.lookup('historyAction', '操作', 'Action', 'WF_HISTORY_ACTION'),
    f.ref('actorUserId', '操作人', 'By', 'user', { display: 'userFullName' }),
    f.text('actorName', '操作人姓名', 'By (name)', { maxLength: 120 }),
    f.text('onBehalfOfName', '代理', 'On behalf of', { maxLength: 120 }),
    f.text('targetNames', '对象', 'To', { maxLength: 1000 }),
    f.text('historyComment', '意见', 'Comment', { maxLength: 2000 }),
  ],
});
