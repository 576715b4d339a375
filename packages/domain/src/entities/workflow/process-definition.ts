import { defineEntity } from '../../entity/types.ts';
import { bilingual, f } from '../../entity/fields.ts';
import { serverAction, STATE } from '../../entity/workflows.ts';

/**
 * An approval process (流程定义) for one action of one kind of document, as BPMN
 * 2.0 XML (workflow/bpmn.ts reads and writes it; Camunda and Flowable open it).
 * Each save of a published process is a new version: documents already under
 * way finish on the version they started with. States: STATES.md.
 */
export default defineEntity({
  name: 'wfProcessDefinition',
  domain: 'workflow',
  label: { zh: '流程定义', en: 'Approval process' },
  service: 'bpmServer',
  rest: 'bpmProcessDefinition',
  table: 'srm_wf_process_definitions',
  key: 'processDefinitionId',
  titleField: 'processName',
  scope: { dataScope: false },
  fields: [
    f.text('processKey', '流程编码', 'Process code', { required: true, maxLength: 60 }),
    ...bilingual('processName', '流程名称', 'Process name', { required: true, maxLength: 120 }),
    f.lookup('entityName', '业务单据', 'Document', 'WF_BUSINESS_ENTITY', { required: true }),
    f.text('actionName', '审批动作', 'Approved action', { required: true, default: 'approval', maxLength: 60, readOnly: true }),
    f.integer('processVersion', '版本', 'Version', { readOnly: true, default: 1, uniqueWith: ['processKey'] }),
    f.lookup('definitionStatus', '状态', 'Status', 'WF_DEFINITION_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.longtext('bpmnXml', '流程图(BPMN 2.0)', 'Diagram (BPMN 2.0)', { required: true, maxLength: 200000 }),
    f.datetime('publishedDate', '发布时间', 'Published', { readOnly: true }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
  ],
  workflow: {
    field: 'definitionStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: { label: { zh: '草稿', en: 'Draft' }, editable: true },
      PUBLISHED: STATE.PUBLISHED,
      RETIRED: { label: { zh: '已停用', en: 'Retired' } },
    },
    actions: [
      { action: 'publish', label: { zh: '发布', en: 'Publish' }, from: ['DRAFT'], to: 'PUBLISHED', resource: 'btnPublish', stamp: 'publishedDate' },
      { action: 'retire', label: { zh: '停用', en: 'Retire' }, from: ['PUBLISHED'], to: 'RETIRED', resource: 'btnRetire', commentRequired: true },
      // By the server when another version of the process is published for the same document and action (api/src/workflow/definitions.ts).
      serverAction('supersede', { zh: '被新版本替代', en: 'Superseded' }, ['PUBLISHED'], 'RETIRED'),
    ],
  },
  operations: [
    {
      operation: 'doNewVersion',
      label: { zh: '新版本', en: 'New version' },
      resource: 'btnNewVersion',
      actor: 'internal',
      opens: 'wfProcessDefinition',
    },
  ],
  list: {
    columns: ['processKey', 'processName', 'processNameEn', 'entityName', 'processVersion', 'definitionStatus', 'publishedDate', 'lastUpdateDate'],
    filters: [{ field: 'processKey', op: 'like' }, { field: 'processName', op: 'like' }, 'entityName', 'definitionStatus'],
    sort: ['processKey', '-processVersion'],
  },
  form: {
    sections: [
      {
        title: { zh: '基本信息', en: 'Basics' },
        fields: ['processKey', 'processName', 'processNameEn', 'entityName', 'processVersion', 'definitionStatus', 'description'],
      },
    ],
  },
});
