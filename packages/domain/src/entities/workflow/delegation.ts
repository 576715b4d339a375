import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A delegation (流程委托): while it runs, the approvals that come to me go to
 * someone else, who decides on my behalf (and the history says so). My own
 * rows only; a delegation to myself or one that would loop is refused.
 */
export default defineEntity({
  name: 'wfDelegation',
  domain: 'workflow',
  label: { zh: '审批委托', en: 'Delegation' },
  service: 'bpmServer',
  rest: 'bpmDelegation',
  table: 'srm_wf_delegations',
  key: 'delegationId',
  scope: { user: 'fromUserId', dataScope: false },
  fields: [
    f.integer('fromUserId', '委托人', 'Delegated by', { hidden: true, index: true }),
    f.ref('toUserId', '受托人', 'Delegate', 'user', { required: true, display: 'userFullName', copy: { userFullName: 'toUserName' }, pickFrom: 'wfPerson' }),
    f.text('toUserName', '受托人姓名', 'Delegate name', { readOnly: true }),
    f.date('startDate', '开始日期', 'From', { required: true, default: 'today' }),
    f.date('endDate', '结束日期', 'Until', { required: true }),
    f.text('processKey', '流程编码(空为全部)', 'Process code (empty: all)', { maxLength: 60 }),
    f.text('reason', '原因', 'Reason', { maxLength: 500 }),
    f.enabled(),
  ],
  list: {
    columns: ['toUserName', 'startDate', 'endDate', 'processKey', 'reason', 'enabledFlag'],
    filters: ['enabledFlag'],
    sort: ['-startDate'],
  },
});
