import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * One run of an approval process for one document (流程实例): where it waits and
 * since when. Written only by the process engine (api/src/workflow); the
 * monitoring screen lists every instance. States: STATES.md.
 */
export default defineEntity({
  name: 'wfInstance',
  domain: 'workflow',
  label: { zh: '流程实例', en: 'Process instance' },
  service: 'bpmServer',
  rest: 'bpmInstance',
  table: 'srm_wf_instances',
  key: 'instanceId',
  titleField: 'documentNumber',
  readOnly: true,
  fields: [
    f.ref('processDefinitionId', '流程定义', 'Process', 'wfProcessDefinition', { required: true, display: 'processName', index: true }),
    f.text('processKey', '流程编码', 'Process code', { maxLength: 60 }),
    f.text('processName', '流程名称', 'Process name', { maxLength: 120 }),
    f.integer('processVersion', '版本', 'Version'),
    f.lookup('entityName', '业务单据', 'Document', 'WF_BUSINESS_ENTITY'),
    f.integer('recordId', '单据ID', 'Document id', { index: true }),
    f.text('documentNumber', '单据编号', 'Document number', { maxLength: 120 }),
    f.ref('orgId', '组织', 'Organisation', 'organization', { display: 'orgName', index: true }),
    f.money('amount', '金额', 'Amount'),
    f.ref('submittedBy', '提交人', 'Submitted by', 'user', { display: 'userFullName', index: true }),
    f.text('submitterName', '提交人姓名', 'Submitter', { maxLength: 120 }),
    f.text('fromState', '提交前状态', 'State before submit', { maxLength: 60, hidden: true }),
    f.lookup('instanceStatus', '流程状态', 'Status', 'WF_INSTANCE_STATUS', { index: true }),
    f.text('currentNodeId', '当前环节ID', 'Step id', { maxLength: 120, hidden: true }),
    f.text('currentNodeNames', '当前环节', 'Waiting at', { maxLength: 500 }),
    f.text('currentAssigneeNames', '当前处理人', 'Waiting on', { maxLength: 1000 }),
    f.datetime('waitingSince', '到达时间', 'Waiting since'),
    f.datetime('startDate', '发起时间', 'Started'),
    f.datetime('endDate', '结束时间', 'Ended'),
  ],
  operations: [
    { operation: 'findInstanceDetail', label: { zh: '流程详情', en: 'Process detail' }, resource: 'btnView', noButton: true },
    { operation: 'doStop', label: { zh: '终止', en: 'Stop' }, resource: 'btnStop', actor: 'internal', noButton: true },
    { operation: 'doUrge', label: { zh: '催办', en: 'Urge' }, resource: 'btnUrge', actor: 'internal' },
  ],
  list: {
    columns: [
      'processName',
      'entityName',
      'documentNumber',
      'submitterName',
      'instanceStatus',
      'currentNodeNames',
      'currentAssigneeNames',
      'waitingSince',
      'startDate',
      'endDate',
    ],
    filters: [
      { field: 'documentNumber', op: 'like' },
      'processDefinitionId',
      'entityName',
      'instanceStatus',
      'submittedBy',
      { field: 'startDate', op: 'range' },
    ],
    sort: ['-instanceId'],
  },
});
