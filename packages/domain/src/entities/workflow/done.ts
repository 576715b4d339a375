import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** What I have decided (我的已办, myApproval): my closed tasks with their outcome. */
export default defineEntity({
  name: 'wfDone',
  domain: 'workflow',
  label: { zh: '我的已办', en: 'My decisions' },
  service: 'bpmServer',
  rest: 'bpmMyApproval',
  table: 'v_srm_wf_done',
  key: 'taskId',
  readOnly: true,
  scope: { user: 'assigneeUserId', dataScope: false },
  view: `SELECT t.task_id, t.instance_id, t.node_name, t.task_kind, t.assignee_user_id, t.owner_name, t.outcome, t.task_comment, t.decided_date,
      i.process_name, i.entity_name, i.record_id, i.document_number, i.submitter_name, i.amount, i.instance_status,
      t.created_by, t.creation_date, t.last_updated_by, t.last_update_date, t.version_num
    FROM srm_wf_tasks t JOIN srm_wf_instances i ON i.instance_id = t.instance_id
   WHERE t.task_status = 'RESOLVED' AND t.outcome IN ('APPROVED', 'REJECTED', 'ANSWERED')`,
  fields: [
    f.integer('instanceId', '流程实例', 'Process instance'),
    f.text('nodeName', '环节', 'Step'),
    f.lookup('taskKind', '任务类型', 'Kind', 'WF_TASK_KIND'),
    f.integer('assigneeUserId', '处理人', 'Assignee', { hidden: true }),
    f.text('ownerName', '委托人', 'On behalf of'),
    f.lookup('outcome', '处理结果', 'Outcome', 'WF_TASK_OUTCOME'),
    f.text('taskComment', '意见', 'Comment'),
    f.datetime('decidedDate', '处理时间', 'Decided'),
    f.text('processName', '流程', 'Process'),
    f.lookup('entityName', '业务单据', 'Document', 'WF_BUSINESS_ENTITY'),
    f.integer('recordId', '单据ID', 'Document id', { hidden: true }),
    f.text('documentNumber', '单据编号', 'Document number'),
    f.text('submitterName', '提交人', 'Submitted by'),
    f.money('amount', '金额', 'Amount'),
    f.lookup('instanceStatus', '流程状态', 'Process status', 'WF_INSTANCE_STATUS'),
  ],
  list: {
    columns: ['documentNumber', 'entityName', 'processName', 'nodeName', 'outcome', 'taskComment', 'decidedDate', 'submitterName', 'amount', 'instanceStatus'],
    filters: [{ field: 'documentNumber', op: 'like' }, 'entityName', 'outcome', { field: 'decidedDate', op: 'range' }],
    sort: ['-taskId'],
  },
});
