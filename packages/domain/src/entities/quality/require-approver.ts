import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * Who approves the substance declarations and exemptions of a material (or of
 * every material, when none is named). While any approver is named for a
 * material, only they may approve or reject its declarations and exemptions.
 */
export default defineEntity({
  name: 'qmsRequireApprover',
  domain: 'quality',
  label: { zh: '物质合规审批人', en: 'Substance compliance approver' },
  service: 'srmServer',
  rest: 'srmQmsRequireApprover',
  table: 'srm_qms_require_approvers',
  key: 'approverId',
  titleField: 'approverName',
  scope: { internal: true },
  fields: [
    f.ref('userId', '审批人', 'Approver', 'user', {
      required: true,
      display: 'userFullName',
      copy: { userFullName: 'approverName' },
      pickFrom: 'wfPerson',
      index: true,
    }),
    f.text('approverName', '审批人姓名', 'Approver name', { readOnly: true, maxLength: 100 }),
    f.ref('itemId', '物料', 'Material', 'materialItem', { display: 'itemName', copy: { itemCode: 'itemCode', itemName: 'itemName' }, index: true }),
    f.text('itemCode', '物料编码', 'Material code', { readOnly: true, maxLength: 60 }),
    f.text('itemName', '物料名称', 'Material name', { readOnly: true }),
    f.enabled(),
  ],
  list: {
    columns: ['approverName', 'itemCode', 'itemName', 'enabledFlag'],
    filters: ['userId', 'itemId', 'enabledFlag'],
    sort: ['approverId'],
  },
  form: { sections: [{ title: { zh: '审批人', en: 'Approver' }, fields: ['userId', 'itemId', 'enabledFlag'] }] },
});
