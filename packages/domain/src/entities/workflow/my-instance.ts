import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** What I have started (我发起的, processInitiate): my processes, where they wait, and revoke or urge. */
export default defineEntity({
  name: 'wfMyInstance',
  domain: 'workflow',
  label: { zh: '我发起的', en: 'Started by me' },
  service: 'bpmServer',
  rest: 'bpmMyInitiated',
  table: 'v_srm_wf_my_instances',
  key: 'instanceId',
  readOnly: true,
  scope: { user: 'submittedBy', dataScope: false },
  view: `SELECT i.instance_id, i.process_name, i.entity_name, i.record_id, i.document_number, i.amount, i.submitted_by, i.instance_status,
      i.current_node_names, i.current_assignee_names, i.waiting_since, i.start_date, i.end_date,
      i.created_by, i.creation_date, i.last_updated_by, i.last_update_date, i.version_num
    FROM srm_wf_instances i`,
  fields: [
    f.text('processName', '流程', 'Process'),
    f.lookup('entityName', '业务单据', 'Document', 'WF_BUSINESS_ENTITY'),
    f.integer('recordId', '单据ID', 'Document id', { hidden: true }),
    f.text('documentNumber', '单据编号', 'Document number'),
    f.money('amount', '金额', 'Amount'),
    f.integer('submittedBy', '提交人', 'Submitted by', { hidden: true }),
    f.lookup('instanceStatus', '流程状态', 'Status', 'WF_INSTANCE_STATUS'),
    f.text('currentNodeNames', '当前环节', 'Waiting at'),
    f.text('currentAssigneeNames', '当前处理人', 'Waiting on'),
    f.datetime('waitingSince', '到达时间', 'Waiting since'),
    f.datetime('startDate', '发起时间', 'Started'),
    f.datetime('endDate', '结束时间', 'Ended'),
  ],
  operations: [
    { operation: 'doRevoke', label: { zh: '撤回', en: 'Revoke' }, resource: 'btnRevoke', actor: 'internal' },
    { operation: 'doUrge', label: { zh: '催办', en: 'Urge' }, resource: 'btnUrge', actor: 'internal' },
  ],
  list: {
    columns: [
      'documentNumber',
      'entityName',
      'processName',
      'amount',
      'instanceStatus',
      'currentNodeNames',
      'currentAssigneeNames',
      'waitingSince',
      'startDate',
      'endDate',
    ],
    filters: [{ field: 'documentNumber', op: 'like' }, 'entityName', 'instanceStatus', { field: 'startDate', op: 'range' }],
    sort: ['-instanceId'],
  },
});
