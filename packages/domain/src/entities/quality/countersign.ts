import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { STATE, supplierRoundTrip } from '../../entity/workflows.ts';

/**
 * The supplier's countersign of a quality standard (标准会签, QSC-): the buyer
 * sends the standard with the clauses to accept; the supplier signs that it
 * accepts them, or refuses with its reason, and the buyer may revise and send
 * again. STATES.md.
 */
export default defineEntity({
  name: 'qmsCountersign',
  domain: 'quality',
  label: { zh: '标准会签', en: 'Standard countersign' },
  service: 'srmServer',
  rest: 'srmQmsCountersignHeader',
  table: 'srm_qms_countersign_headers',
  key: 'countersignId',
  titleField: 'countersignNumber',
  scope: { supplier: 'supplierId', hiddenFromSupplierIn: ['DRAFT'] },
  supplierEditableWhen: { field: 'countersignStatus', values: [] },
  fields: [
    f.text('countersignNumber', '会签编号', 'Countersign number', { autoNumber: 'QSC-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.ref('templateId', '质量标准', 'Quality standard', 'qmsStandardTemplate', {
      required: true,
      display: 'templateName',
      copy: { templateName: 'templateName', standardType: 'standardType', standardVersion: 'standardVersion' },
    }),
    f.text('templateName', '标准名称', 'Standard', { readOnly: true, maxLength: 200 }),
    f.lookup('standardType', '标准类型', 'Kind', 'QMS_STANDARD_TYPE', { readOnly: true }),
    f.text('standardVersion', '版本', 'Version', { readOnly: true, maxLength: 40 }),
    ...f.supplier({ required: true, usable: true }),
    f.date('signDeadline', '会签截止日期', 'Sign by', { required: true }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
    f.lookup('countersignStatus', '状态', 'Status', 'QMS_COUNTERSIGN_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.text('refuseReason', '拒签原因', 'Reason for refusing', { readOnly: true, maxLength: 1000 }),
    f.datetime('sentDate', '发送时间', 'Sent', { readOnly: true }),
    f.datetime('signedDate', '签署时间', 'Signed', { readOnly: true }),
  ],
  children: [{ name: 'lines', entity: 'qmsCountersignLine', foreignKey: 'countersignId', label: { zh: '会签条款', en: 'Clauses' } }],
  workflow: {
    field: 'countersignStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: STATE.DRAFT,
      SENT: { label: { zh: '待供应商会签', en: 'Waiting for the supplier' } },
      SIGNED: { label: { zh: '已签署', en: 'Signed' } },
      REFUSED: { label: { zh: '供应商已拒签', en: 'Refused' }, editable: true },
    },
    // The supplier round trip; the supplier gets its to-do to sign rather than a notice, and refuses with the reason field.
    actions: supplierRoundTrip(
      ['DRAFT', 'REFUSED'],
      {
        action: 'send',
        label: { zh: '发送', en: 'Send' },
        to: 'SENT',
        actor: 'internal',
        commits: true,
        notifySupplier: false,
        stamp: 'sentDate',
        clears: ['refuseReason', 'signedDate'],
      },
      { action: 'sign', label: { zh: '签署', en: 'Sign' }, to: 'SIGNED', stamp: 'signedDate' },
      { action: 'refuse', label: { zh: '拒签', en: 'Refuse' }, to: 'REFUSED', commentRequired: false, input: ['refuseReason'] },
    ),
  },
  list: {
    columns: [
      'countersignNumber',
      'templateName',
      'standardType',
      'standardVersion',
      'supplierNumber',
      'supplierName',
      'signDeadline',
      'countersignStatus',
      'signedDate',
    ],
    filters: [{ field: 'countersignNumber', op: 'like' }, 'templateId', 'supplierId', 'countersignStatus'],
    sort: ['-countersignId'],
  },
  form: {
    sections: [
      {
        title: { zh: '标准会签', en: 'Standard countersign' },
        fields: [
          'countersignNumber',
          'templateId',
          'standardType',
          'standardVersion',
          'supplierId',
          'signDeadline',
          'countersignStatus',
          'sentDate',
          'signedDate',
          'description',
        ],
      },
      { title: { zh: '供应商答复', en: "Supplier's answer" }, fields: ['refuseReason'] },
    ],
  },
});
