import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { approval, APPROVAL_STATES, reject, submit } from '../../entity/workflows.ts';

/**
 * An exemption (物质豁免, QE-): a material of a supplier may be received
 * without a valid declaration between two dates, for a stated reason. Asked by
 * the supplier or the buyer, only for a material with a published requirement;
 * approved by the buyer or the material's approver. STATES.md.
 */
export default defineEntity({
  name: 'qmsExemption',
  domain: 'quality',
  label: { zh: '物质豁免', en: 'Substance exemption' },
  service: 'srmServer',
  rest: 'srmQmsRequireExemptions',
  table: 'srm_qms_exemptions',
  key: 'exemptionId',
  titleField: 'exemptionNumber',
  scope: { supplier: 'supplierId' },
  fields: [
    f.text('exemptionNumber', '豁免编号', 'Exemption number', { autoNumber: 'QE-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.ref('itemId', '物料', 'Material', 'materialItem', {
      required: true,
      display: 'itemName',
      copy: { itemCode: 'itemCode', itemName: 'itemName' },
      index: true,
    }),
    f.text('itemCode', '物料编码', 'Material code', { readOnly: true, maxLength: 60 }),
    f.text('itemName', '物料名称', 'Material name', { readOnly: true }),
    ...f.supplier({ required: true, internal: true }),
    f.text('exemptionReason', '豁免原因', 'Reason', { required: true, maxLength: 1000 }),
    f.date('validFrom', '生效日期', 'Valid from', { required: true, default: 'today' }),
    f.date('validTo', '失效日期', 'Valid until', { required: true }),
    f.attachments(),
    f.lookup('exemptionStatus', '状态', 'Status', 'QMS_EXEMPTION_STATUS', { readOnly: true, default: 'DRAFT' }),
  ],
  workflow: {
    field: 'exemptionStatus',
    initial: 'DRAFT',
    states: APPROVAL_STATES,
    // The buyer submits an exemption it asks for, the supplier applies for its own; either waits on the approvers.
    actions: [
      submit,
      { ...submit, action: 'apply', label: { zh: '申请豁免', en: 'Apply' }, resource: 'btnApply', actor: 'supplier' },
      { ...approval, actor: 'internal', notifySupplier: true },
      { ...reject, actor: 'internal', notifySupplier: true },
    ],
  },
  list: {
    columns: ['exemptionNumber', 'itemCode', 'itemName', 'supplierNumber', 'supplierName', 'exemptionReason', 'validFrom', 'validTo', 'exemptionStatus'],
    filters: [{ field: 'exemptionNumber', op: 'like' }, 'itemId', 'supplierId', 'exemptionStatus'],
    sort: ['-exemptionId'],
  },
  form: {
    sections: [
      {
        title: { zh: '物质豁免', en: 'Substance exemption' },
        fields: ['exemptionNumber', 'itemId', 'itemCode', 'supplierId', 'exemptionStatus', 'validFrom', 'validTo', 'exemptionReason', 'attachmentIds'],
      },
    ],
  },
});
