import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { STATE } from '../../entity/workflows.ts';
import supplierInfo from '../base/supplier-info.ts';
import { proposedFields } from '../../entity/proposed.ts';

/**
 * A supplier's proposed change of its own record (资料变更, ZLBG-): the record
 * as the supplier wants it, header, bank accounts and contacts, beside the
 * record as it stood when proposed. The buyer sees the two compared field by
 * field and approves (the record takes the change, and keeps the version it
 * replaced), returns it for changes, or rejects it. STATES.md.
 */
export default defineEntity({
  name: 'slcSupplierChange',
  domain: 'supplier',
  label: { zh: '供应商资料变更', en: 'Supplier record change' },
  service: 'srmServer',
  rest: 'srmSlcSupplierChange',
  table: 'srm_slc_supplier_changes',
  key: 'changeId',
  titleField: 'changeNumber',
  timeline: { event: { code: 'CHANGE', label: { zh: '资料变更', en: 'Record change' } }, date: ['approvedDate'], summary: ['reviewComment', 'changeReason'] },
  scope: { supplier: 'supplierId' },
  fields: [
    f.text('changeNumber', '变更单号', 'Change number', { autoNumber: 'ZLBG-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', {
      required: true,
      index: true,
      readOnly: true,
      display: 'supplierName',
      copy: { supplierNumber: 'supplierNumber' },
    }),
    f.text('supplierNumber', '供应商编码', 'Supplier code', { readOnly: true, maxLength: 40 }),
    f.lookup('changeStatus', '状态', 'Status', 'SLC_CHANGE_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.text('changeReason', '变更说明', 'What changes and why', { maxLength: 1000 }),
    f.date('approvedDate', '批准日期', 'Approved on', { readOnly: true }),
    f.text('reviewComment', '审核意见', "Reviewer's comment", { readOnly: true, maxLength: 2000 }),
    f.attachments(),
    // The record as it stood when the change was proposed (JSON), what the comparison starts from.
    f.longtext('baseSnapshot', '变更前资料', 'Record before', { readOnly: true, hidden: true }),
    ...proposedFields(supplierInfo.fields),
  ],
  children: [
    { name: 'banks', entity: 'slcSupplierChangeBank', foreignKey: 'changeId', label: { zh: '银行账户', en: 'Bank accounts' } },
    { name: 'contacts', entity: 'slcSupplierChangeContact', foreignKey: 'changeId', label: { zh: '联系人', en: 'Contacts' } },
  ],
  workflow: {
    field: 'changeStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: STATE.DRAFT,
      SUBMITTED: { label: { zh: '待审核', en: 'Awaiting review' } },
      RETURNED: { label: { zh: '已退回', en: 'Returned for changes' }, editable: true },
      APPROVED: STATE.APPROVED,
      REJECTED: { label: { zh: '已拒绝', en: 'Rejected' } },
    },
    actions: [
      {
        action: 'submit',
        label: { zh: '提交', en: 'Submit' },
        from: ['DRAFT', 'RETURNED'],
        to: 'SUBMITTED',
        resource: 'btnSubmit',
        actor: 'supplier',
        todo: true,
      },
      {
        action: 'approval',
        label: { zh: '审批通过', en: 'Approve' },
        from: ['SUBMITTED'],
        to: 'APPROVED',
        resource: 'btnApproval',
        todo: true,
        notifySupplier: true,
      },
      {
        action: 'failBack',
        label: { zh: '退回修改', en: 'Return for changes' },
        from: ['SUBMITTED'],
        to: 'RETURNED',
        resource: 'btnReturn',
        commentRequired: true,
        notifySupplier: true,
      },
      {
        action: 'reject',
        label: { zh: '拒绝', en: 'Reject' },
        from: ['SUBMITTED'],
        to: 'REJECTED',
        resource: 'btnReject',
        commentRequired: true,
        notifySupplier: true,
      },
    ],
  },
  operations: [
    {
      operation: 'propose',
      label: { zh: '发起变更', en: 'Propose a change' },
      resource: 'btnPropose',
      actor: 'supplier',
      noSelection: true,
      opens: 'slcSupplierChange',
    },
    { operation: 'compareChange', label: { zh: '变更对比', en: 'Before and after' }, resource: 'btnCompare', noButton: true, panel: 'comparison' },
  ],
  list: {
    columns: ['changeNumber', 'supplierNumber', 'supplierName', 'changeReason', 'changeStatus', 'creationDate', 'approvedDate'],
    filters: [{ field: 'changeNumber', op: 'like' }, 'supplierId', 'changeStatus'],
    sort: ['-changeId'],
  },
  form: {
    sections: [
      {
        title: { zh: '变更', en: 'Change' },
        fields: ['changeNumber', 'supplierId', 'changeStatus', 'changeReason', 'approvedDate', 'reviewComment', 'attachmentIds'],
      },
      {
        title: { zh: '变更后资料', en: 'The record as proposed' },
        fields: proposedFields(supplierInfo.fields)
          .filter((f) => !f.readOnly)
          .map((f) => f.name),
      },
    ],
  },
});
