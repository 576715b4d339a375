import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { approval, APPROVAL_STATES, reject, submit } from '../../entity/workflows.ts';

/**
 * A sample trial (样品试验, YPSY-) or a batch tryout (小批量试用, PLSY-) of a
 * supplier's material: one document of two kinds. The buyer asks for the
 * samples or the batch, the supplier sends them, the buyer tests them and
 * submits the result for approval. A batch tryout follows a passed sample
 * trial of the same material; an approved sample trial that answers a
 * qualification review writes its result there. STATES.md.
 */
export default defineEntity({
  name: 'slcTrial',
  domain: 'supplier',
  label: { zh: '样品试验/小批量试用', en: 'Sample trial or batch tryout' },
  service: 'srmServer',
  rest: 'srmPosSampleTrials',
  table: 'srm_slc_trials',
  key: 'trialId',
  titleField: 'trialNumber',
  scope: { supplier: 'supplierId', hiddenFromSupplierIn: ['DRAFT'] },
  supplierEditableWhen: { field: 'trialStatus', values: [] },
  timeline: { event: { field: 'trialType' }, date: ['approvedDate', 'trialDate'], summary: ['trialReport'], told: ['APPROVED'], result: 'trialResult' },
  fields: [
    f.text('trialNumber', '单据编号', 'Document number', {
      autoNumber: 'YPSY-{yyyyMMdd}-{seq:3}',
      autoNumberBy: { field: 'trialType', patterns: { BATCH: 'PLSY-{yyyyMMdd}-{seq:3}' } },
      readOnly: true,
      unique: true,
      maxLength: 40,
    }),
    f.lookup('trialType', '类型', 'Kind', 'SLC_TRIAL_TYPE', { required: true, default: 'SAMPLE' }),
    ...f.supplier({ required: true, usable: true }),
    ...f.org({ required: true }),
    f.ref('qualificationId', '资质审查', 'Qualification review', 'slcQualification', {
      display: 'qualificationNumber',
      copy: { qualificationNumber: 'qualificationNumber' },
    }),
    f.text('qualificationNumber', '资质审查编号', 'Qualification review number', { readOnly: true }),
    f.ref('itemId', '物料', 'Material', 'materialItem', { required: true, display: 'itemName', copy: { itemCode: 'itemCode', itemName: 'itemName' } }),
    f.text('itemCode', '物料编码', 'Material code', { readOnly: true, maxLength: 60 }),
    f.text('itemName', '物料名称', 'Material name', { readOnly: true }),
    f.number('quantity', '数量', 'Quantity', { required: true, min: 0, precision: 2 }),
    f.date('requiredDate', '要求送达日期', 'Wanted by', { required: true }),
    f.text('requirement', '试验要求', 'What is tested', { maxLength: 1000 }),
    f.date('sentDate', '送样日期', 'Sent on', { readOnly: true }),
    f.text('shipmentNote', '送样说明', 'Shipment (carrier, waybill)', { readOnly: true, maxLength: 500 }),
    f.date('trialDate', '试验日期', 'Tested on', { internal: true }),
    f.text('trialReport', '试验报告', 'Test report', { internal: true, maxLength: 2000 }),
    f.lookup('trialResult', '试验结果', 'Result', 'SLC_EXAMINE_RESULT', { internal: true }),
    f.lookup('trialStatus', '状态', 'Status', 'SLC_TRIAL_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.date('approvedDate', '批准日期', 'Approved on', { readOnly: true }),
  ],
  workflow: {
    field: 'trialStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: APPROVAL_STATES.DRAFT,
      RELEASED: { label: { zh: '待供应商送样', en: 'Awaiting the supplier' } },
      TESTING: { label: { zh: '试验中', en: 'Being tested' }, editable: true },
      SUBMITTED: APPROVAL_STATES.SUBMITTED,
      APPROVED: APPROVAL_STATES.APPROVED,
      REJECTED: APPROVAL_STATES.REJECTED,
    },
    actions: [
      { action: 'release', label: { zh: '通知送样', en: 'Ask for it' }, from: ['DRAFT'], to: 'RELEASED', resource: 'btnRelease', notifySupplier: true },
      {
        action: 'recall',
        label: { zh: '撤回', en: 'Recall' },
        from: ['RELEASED'],
        to: 'DRAFT',
        resource: 'btnRecall',
        commentRequired: true,
        notifySupplier: true,
      },
      {
        action: 'send',
        label: { zh: '确认送样', en: 'Sent' },
        from: ['RELEASED'],
        to: 'TESTING',
        resource: 'btnSend',
        actor: 'supplier',
        todo: true,
        input: ['sentDate', 'shipmentNote'],
        notifyCreator: true,
      },
      { ...submit, from: ['TESTING', 'REJECTED'], todo: true, input: ['trialDate', 'trialResult', 'trialReport'] },
      { ...approval, notifySupplier: true },
      reject,
    ],
  },
  list: {
    columns: [
      'trialNumber',
      'trialType',
      'supplierNumber',
      'supplierName',
      'orgName',
      'itemCode',
      'itemName',
      'quantity',
      'requiredDate',
      'sentDate',
      'trialResult',
      'trialStatus',
      'qualificationNumber',
    ],
    filters: [{ field: 'trialNumber', op: 'like' }, 'trialType', 'supplierId', 'orgId', 'itemId', 'trialStatus', 'trialResult'],
    sort: ['-trialId'],
  },
  form: {
    sections: [
      {
        title: { zh: '试验', en: 'Trial' },
        fields: ['trialNumber', 'trialType', 'supplierId', 'orgId', 'qualificationId', 'trialStatus', 'itemId', 'quantity', 'requiredDate', 'requirement'],
      },
      { title: { zh: '送样', en: 'Shipment' }, fields: ['sentDate', 'shipmentNote'] },
      { title: { zh: '试验结论', en: 'Result' }, fields: ['trialDate', 'trialResult', 'trialReport', 'approvedDate'] },
    ],
  },
});
