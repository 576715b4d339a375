import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { STATE } from '../../entity/workflows.ts';

/**
 * What became of an approved advance (预付款核销, HX-): OFFSET against a payment
 * request (made by the server, confirmed, when the request is approved) or
 * REFUND, money the supplier paid back, recorded by the buyer and confirmed.
 * Supplier, organisation and currency come from the advance; together they
 * never exceed what remains of it. STATES.md.
 */
export default defineEntity({
  name: 'finAdvanceCollect',
  domain: 'finance',
  label: { zh: '预付款核销', en: 'Advance collection' },
  service: 'srmServer',
  rest: 'srmCuaAdvanceCollects',
  table: 'srm_fin_advance_collects',
  key: 'collectId',
  titleField: 'collectNumber',
  scope: { supplier: 'supplierId', hiddenFromSupplierIn: ['DRAFT', 'CANCELLED'] },
  supplierEditableWhen: { field: 'collectStatus', values: [] },
  fields: [
    f.text('collectNumber', '核销单号', 'Collection number', { autoNumber: 'HX-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.lookup('collectKind', '核销方式', 'Kind', 'FIN_COLLECT_KIND', { readOnly: true, default: 'REFUND' }),
    f.ref('advanceId', '预付款申请', 'Advance', 'finAdvanceApply', {
      required: true,
      index: true,
      display: 'advanceNumber',
      copy: { advanceNumber: 'advanceNumber' },
    }),
    f.text('advanceNumber', '预付款申请单号', 'Advance number', { readOnly: true, maxLength: 40 }),
    ...f.supplier({ readOnly: true }),
    ...f.org({ readOnly: true }),
    f.lookup('currencyCode', '币种', 'Currency', 'BANK_CURRENCY', { readOnly: true }),
    f.money('collectAmount', '核销金额', 'Amount', { required: true, rules: ['positive'] }),
    f.integer('paymentId', '付款申请ID', 'Payment request id', { readOnly: true, index: true }),
    f.text('paymentNumber', '付款申请单号', 'Payment request', { readOnly: true, maxLength: 40 }),
    f.date('collectDate', '核销日期', 'Date', { readOnly: true }),
    f.lookup('collectStatus', '状态', 'Status', 'FIN_COLLECT_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
    f.attachments(),
  ],
  workflow: {
    field: 'collectStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: STATE.DRAFT,
      CONFIRMED: STATE.CONFIRMED,
      CANCELLED: STATE.CANCELLED,
    },
    actions: [
      {
        action: 'confirm',
        label: { zh: '确认', en: 'Confirm' },
        from: ['DRAFT'],
        to: 'CONFIRMED',
        resource: 'btnConfirm',
        commits: true,
      },
      { action: 'cancel', label: { zh: '取消', en: 'Cancel' }, from: ['DRAFT'], to: 'CANCELLED', resource: 'btnCancel', commentRequired: true },
    ],
  },
  list: {
    columns: [
      'collectNumber',
      'collectKind',
      'advanceNumber',
      'orgName',
      'supplierNumber',
      'supplierName',
      'currencyCode',
      'collectAmount',
      'paymentNumber',
      'collectDate',
      'collectStatus',
    ],
    filters: [{ field: 'collectNumber', op: 'like' }, 'advanceId', 'supplierId', 'orgId', 'collectKind', 'collectStatus'],
    sort: ['-collectId'],
    summary: ['collectAmount'],
  },
  form: {
    sections: [
      {
        title: { zh: '核销', en: 'Collection' },
        fields: ['collectNumber', 'collectKind', 'advanceId', 'supplierId', 'orgId', 'currencyCode', 'collectAmount', 'collectStatus'],
      },
      { title: { zh: '依据', en: 'Grounds' }, fields: ['paymentNumber', 'collectDate', 'description', 'attachmentIds'] },
    ],
  },
});
