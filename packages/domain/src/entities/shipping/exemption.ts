import { STATE, buyerReview } from '../../entity/workflows.ts';
import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A supplier's request to ship some lines of one delivery note without
 * shipping reports (出货报告免检申请): the buyer agrees, or refuses the lines
 * it will not exempt (a reason each) and agrees the rest. An agreed line ships
 * without its report. STATES.md.
 */
export default defineEntity({
  name: 'qmsShippingExemption',
  domain: 'quality',
  label: { zh: '出货报告免检申请', en: 'Shipping report exemption' },
  service: 'srmServer',
  rest: 'srmQmsShippingExemptionsHeader',
  table: 'srm_qms_shipping_exemption_headers',
  key: 'exemptionId',
  titleField: 'exemptionNumber',
  scope: { supplier: 'supplierId' },
  fields: [
    f.text('exemptionNumber', '申请编号', 'Request number', { autoNumber: 'CHMJ-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    ...f.supplier({ required: true }),
    f.ref('deliveryHeaderId', '送货单', 'Delivery note', 'purDeliveryNote', {
      required: true,
      index: true,
      display: 'deliveryNumber',
      copy: { deliveryNumber: 'deliveryNumber' },
    }),
    f.text('deliveryNumber', '送货单号', 'Delivery number', { readOnly: true, maxLength: 40 }),
    f.text('exemptReason', '申请理由', 'Reason', { required: true, maxLength: 1000 }),
    f.lookup('exemptionStatus', '状态', 'Status', 'QMS_SHIPPING_EXEMPTION_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.datetime('submittedDate', '提交时间', 'Submitted', { readOnly: true }),
    f.datetime('reviewedDate', '审核时间', 'Reviewed', { readOnly: true }),
  ],
  children: [{ name: 'lines', entity: 'qmsShippingExemptionLine', foreignKey: 'exemptionId', label: { zh: '免检行', en: 'Lines' } }],
  workflow: {
    field: 'exemptionStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: STATE.DRAFT,
      SUBMITTED: STATE.SUBMITTED,
      AGREED: { label: { zh: '已同意', en: 'Agreed' } },
      REFUSED: { label: { zh: '已拒绝', en: 'Refused' } },
    },
    actions: buyerReview(
      ['DRAFT'],
      { action: 'submit', label: { zh: '提交', en: 'Submit' }, to: 'SUBMITTED', stamp: 'submittedDate' },
      { action: 'agree', label: { zh: '同意', en: 'Agree' }, to: 'AGREED', stamp: 'reviewedDate' },
      { action: 'refuse', label: { zh: '拒绝', en: 'Refuse' }, to: 'REFUSED', stamp: 'reviewedDate', lineInput: { child: 'lines', fields: ['refuseReason'] } },
    ),
  },
  operations: [
    {
      operation: 'doBatchAgreeOrRefuseLine',
      label: { zh: '逐行同意或拒绝', en: 'Agree or refuse lines' },
      resource: 'btnRefuse',
      actor: 'internal',
      noButton: true,
    },
  ],
  list: {
    columns: ['exemptionNumber', 'supplierName', 'deliveryNumber', 'exemptReason', 'exemptionStatus', 'submittedDate', 'reviewedDate'],
    filters: [{ field: 'exemptionNumber', op: 'like' }, 'supplierId', 'exemptionStatus'],
    sort: ['-exemptionId'],
  },
  form: {
    sections: [
      {
        title: { zh: '免检申请', en: 'Exemption request' },
        fields: ['exemptionNumber', 'supplierId', 'deliveryHeaderId', 'exemptReason', 'exemptionStatus', 'submittedDate', 'reviewedDate'],
      },
    ],
  },
});
