import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * One person's part in one step of a running process (流程任务): to approve or
 * reject, or (a sub-task) to give an opinion. Written only by the process
 * engine; people see theirs through myUpcoming (wfTodo) and myApproval (wfDone).
 * States: STATES.md.
 */
export default defineEntity({
  name: 'wfTask',
  domain: 'workflow',
  label: { zh: '流程任务', en: 'Approval task' },
  service: 'bpmServer',
  rest: null,
  table: 'srm_wf_tasks',
  key: 'taskId',
  readOnly: true,
  audit: false,
  fields: [
    f.ref('instanceId', '流程实例', 'Process instance', 'wfInstance', { required: true, index: true }),
    f.text('nodeId', '环节ID', 'Step id', { maxLength: 120 }),
    f.text('nodeName', '环节', 'Step', { maxLength: 200 }),
    f.integer('round', '轮次', 'Round'),
    f.lookup('taskKind', '任务类型', 'Kind', 'WF_TASK_KIND'),
    f.ref('assigneeUserId', '处理人', 'Assignee', 'user', { display: 'userFullName', index: true }),
    f.text('assigneeName', '处理人姓名', 'Assignee name', { maxLength: 120 }),
    f.ref('ownerUserId', '委托人', 'On behalf of', 'user', { display: 'userFullName' }),
    f.text('ownerName', '委托人姓名', 'On behalf of (name)', { maxLength: 120 }),
    f.integer('parentTaskId', '上级任务', 'Asked by task', { index: true }),
    f.lookup('taskStatus', '任务状态', 'Status', 'WF_TASK_STATUS'),
    f.lookup('outcome', '处理结果', 'Outcome', 'WF_TASK_OUTCOME'),
    f.text('taskComment', '意见', 'Comment', { maxLength: 2000 }),
    f.datetime('decidedDate', '处理时间', 'Decided'),
    f.datetime('lastUrgedDate', '最近催办', 'Last urged'),
  ],
});
