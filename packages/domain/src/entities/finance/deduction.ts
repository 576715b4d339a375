import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { STATE } from '../../entity/workflows.ts';

/**
 * A deduction (扣款单, KK-): a penalty charged to a supplier for late delivery,
 * quality or another reason, optionally about one order or delivery note
 * (typed by number; the server keeps the id). Approved by a second person, it is
 * CONFIRMED: the supplier is told and sees it, and the next account statement
 * of its organisation takes it as a negative line. STATES.md.
 */
export default defineEntity({
  name: 'finDeduction',
  domain: 'finance',
  label: { zh: '扣款单', en: 'Deduction' },
  service: 'srmServer',
  rest: 'srmGlDeductionHeaders',
  table: 'srm_fin_deductions',
  key: 'deductionId',
  titleField: 'deductionNumber',
  scope: { supplier: 'supplierId', hiddenFromSupplierIn: ['DRAFT', 'SUBMITTED', 'REJECTED'] },
  supplierEditableWhen: { field: 'deductionStatus', values: [] },
  fields: [
    f.text('deductionNumber', '扣款单号', 'Deduction number', { autoNumber: 'KK-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    ...f.org({ required: true }),
    ...f.supplier({ required: true }),
    f.lookup('deductionType', '扣款类型', 'Reason type', 'FIN_DEDUCTION_TYPE', { required: true, default: 'LATE_DELIVERY' }),
    f.money('deductionAmount', '扣款金额', 'Amount', { required: true, rules: ['positive'] }),
    f.lookup('currencyCode', '币种', 'Currency', 'BANK_CURRENCY', { required: true, default: 'CNY' }),
    f.text('poNumber', '采购订单号', 'Order number', { maxLength: 40 }),
    f.integer('poHeaderId', '采购订单ID', 'Order id', { readOnly: true, index: true }),
    f.text('deliveryNumber', '送货单号', 'Delivery number', { maxLength: 40 }),
    f.integer('deliveryHeaderId', '送货单ID', 'Delivery note id', { readOnly: true, index: true }),
    f.text('deductionReason', '扣款原因', 'Reason', { required: true, maxLength: 1000 }),
    f.lookup('deductionStatus', '状态', 'Status', 'FIN_DEDUCTION_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.date('confirmedDate', '确认日期', 'Confirmed on', { readOnly: true }),
    f.integer('accountId', '对账单ID', 'Statement id', { readOnly: true, index: true }),
    f.text('accountNumber', '对账单号', 'Statement', { readOnly: true, maxLength: 40 }),
    f.attachments(),
  ],
  workflow: {
    field: 'deductionStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: STATE.DRAFT,
      SUBMITTED: STATE.SUBMITTED,
      CONFIRMED: STATE.CONFIRMED,
      REJECTED: STATE.REJECTED,
      CANCELLED: STATE.CANCELLED,
    },
    actions: [
      { action: 'submit', label: { zh: '提交', en: 'Submit' }, from: ['DRAFT', 'REJECTED'], to: 'SUBMITTED', resource: 'btnSubmit', commits: true },
      {
        action: 'approval',
        label: { zh: '审批通过', en: 'Approve' },
        from: ['SUBMITTED'],
        to: 'CONFIRMED',
        resource: 'btnApproval',
        forbidSelf: true,
        todo: true,
        notifySupplier: true,
      },
      {
        action: 'reject',
        label: { zh: '驳回', en: 'Reject' },
        from: ['SUBMITTED'],
        to: 'REJECTED',
        resource: 'btnReject',
        commentRequired: true,
        forbidSelf: true,
        notifyCreator: true,
      },
      {
        action: 'cancel',
        label: { zh: '取消', en: 'Cancel' },
        from: ['DRAFT', 'REJECTED', 'CONFIRMED'],
        to: 'CANCELLED',
        resource: 'btnCancel',
        commentRequired: true,
      },
    ],
  },
  list: {
    columns: [
      'deductionNumber',
      'orgName',
      'supplierNumber',
      'supplierName',
      'deductionType',
      'deductionAmount',
      'currencyCode',
      'poNumber',
      'deliveryNumber',
      'deductionReason',
      'deductionStatus',
      'confirmedDate',
      'accountNumber',
    ],
    filters: [{ field: 'deductionNumber', op: 'like' }, 'supplierId', 'orgId', 'deductionType', 'deductionStatus'],
    sort: ['-deductionId'],
    summary: ['deductionAmount'],
  },
  form: {
    sections: [
      {
        title: { zh: '扣款', en: 'Deduction' },
        fields: ['deductionNumber', 'orgId', 'supplierId', 'deductionType', 'deductionAmount', 'currencyCode', 'deductionStatus', 'confirmedDate'],
      },
      { title: { zh: '依据', en: 'Grounds' }, fields: ['poNumber', 'deliveryNumber', 'deductionReason', 'accountNumber', 'attachmentIds'] },
    ],
  },
});
