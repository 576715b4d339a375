import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * My pending approvals (我的待办, myUpcoming): my open tasks with their
 * document. The decisions are operations on it (api/src/workflow/task-routes.ts).
 */
export default defineEntity({
  name: 'wfTodo',
  domain: 'workflow',
  label: { zh: '我的待办', en: 'My approvals to do' },
  service: 'bpmServer',
  rest: 'bpmMyUpcoming',
  table: 'v_srm_wf_todo',
  key: 'taskId',
  readOnly: true,
  scope: { user: 'assigneeUserId', dataScope: false },
  view: `SELECT t.task_id, t.instance_id, t.node_id, t.node_name, t.task_kind, t.assignee_user_id, t.owner_name, t.task_status,
      i.process_name, i.entity_name, i.record_id, i.document_number, i.submitter_name, i.amount, i.start_date, t.creation_date AS arrived_date,
      t.created_by, t.creation_date, t.last_updated_by, t.last_update_date, t.version_num
    FROM srm_wf_tasks t JOIN srm_wf_instances i ON i.instance_id = t.instance_id
   WHERE t.task_status IN ('PENDING', 'RESOLVING')`,
  fields: [
    f.integer('instanceId', '流程实例', 'Process instance'),
    f.text('nodeId', '环节ID', 'Step id', { hidden: true }),
    f.text('nodeName', '当前环节', 'Step'),
    f.lookup('taskKind', '任务类型', 'Kind', 'WF_TASK_KIND'),
    f.integer('assigneeUserId', '处理人', 'Assignee', { hidden: true }),
    f.text('ownerName', '委托人', 'On behalf of'),
    f.lookup('taskStatus', '任务状态', 'Status', 'WF_TASK_STATUS'),
    f.text('processName', '流程', 'Process'),
    f.lookup('entityName', '业务单据', 'Document', 'WF_BUSINESS_ENTITY'),
    f.integer('recordId', '单据ID', 'Document id', { hidden: true }),
    f.text('documentNumber', '单据编号', 'Document number'),
    f.text('submitterName', '提交人', 'Submitted by'),
    f.money('amount', '金额', 'Amount'),
    f.datetime('startDate', '发起时间', 'Started'),
    f.datetime('arrivedDate', '到达时间', 'Arrived'),
  ],
  operations: [
    { operation: 'findTaskDocument', label: { zh: '查看单据', en: 'Open document' }, resource: 'btnView', noButton: true },
    { operation: 'doApprove', label: { zh: '同意', en: 'Approve' }, resource: 'btnApproval', noButton: true },
    { operation: 'doReject', label: { zh: '驳回', en: 'Reject' }, resource: 'btnReject', noButton: true },
    { operation: 'doAddSubtask', label: { zh: '征询意见', en: 'Ask for an opinion' }, resource: 'btnAddSubtask', noButton: true },
    { operation: 'doAnswer', label: { zh: '回复意见', en: 'Answer' }, resource: 'btnAnswer', noButton: true },
    { operation: 'doCarbonCopy', label: { zh: '抄送', en: 'Copy to' }, resource: 'btnCarbonCopy', noButton: true },
  ],
  list: {
    columns: ['documentNumber', 'entityName', 'processName', 'nodeName', 'taskKind', 'submitterName', 'amount', 'ownerName', 'arrivedDate'],
    filters: [{ field: 'documentNumber', op: 'like' }, 'entityName', { field: 'arrivedDate', op: 'range' }],
    sort: ['-taskId'],
  },
});
