import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { STATE, approvalWorkflow } from '../../entity/workflows.ts';

/**
 * An advance request (预付款申请, YF-): money paid to a supplier before it
 * delivers, optionally about one of its orders (typed by number). Approved by
 * a second person, the supplier is told; the advance is then offset against
 * the supplier's later payment requests of the same organisation and currency,
 * or collected back (finAdvanceCollect), until nothing remains. STATES.md.
 */
export default defineEntity({
  name: 'finAdvanceApply',
  domain: 'finance',
  label: { zh: '预付款申请', en: 'Advance request' },
  service: 'srmServer',
  rest: 'srmCuaAdvanceApplies',
  table: 'srm_fin_advance_applies',
  key: 'advanceId',
  titleField: 'advanceNumber',
  scope: { supplier: 'supplierId', hiddenFromSupplierIn: ['DRAFT', 'SUBMITTED', 'REJECTED', 'CANCELLED'] },
  supplierEditableWhen: { field: 'advanceStatus', values: [] },
  fields: [
    f.text('advanceNumber', '预付款申请单号', 'Advance number', { autoNumber: 'YF-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    ...f.org({ required: true }),
    ...f.supplier({ required: true }),
    f.lookup('currencyCode', '币种', 'Currency', 'BANK_CURRENCY', { required: true, default: 'CNY' }),
    f.text('poNumber', '采购订单号', 'Order number', { maxLength: 40 }),
    f.integer('poHeaderId', '采购订单ID', 'Order id', { readOnly: true, index: true }),
    f.money('advanceAmount', '预付金额', 'Advance', { required: true, rules: ['positive'] }),
    f.money('offsetAmount', '已核销', 'Offset', { readOnly: true, default: 0 }),
    f.money('collectedAmount', '已收回', 'Collected back', { readOnly: true, default: 0 }),
    f.money('remainingAmount', '未核销余额', 'Remaining', { readOnly: true, default: 0 }),
    f.number('exchangeRate', '汇率', 'Exchange rate', { readOnly: true, precision: 10 }),
    f.money('functionalAmount', '本位币金额(CNY)', 'Amount in CNY', { readOnly: true }),
    f.text('advanceReason', '预付原因', 'Reason', { required: true, maxLength: 1000 }),
    f.lookup('advanceStatus', '状态', 'Status', 'FIN_ADVANCE_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.date('applyDate', '申请日期', 'Request date', { readOnly: true }),
    f.datetime('approvedDate', '批准时间', 'Approved', { readOnly: true }),
    f.attachments(),
  ],
  workflow: approvalWorkflow('advanceStatus', {
    states: { SUBMITTED: { label: { zh: '审批中', en: 'Submitted' } }, CANCELLED: STATE.CANCELLED },
    withdraw: true,
    effects: { approval: { notifySupplier: true, stamp: 'approvedDate' }, reject: { notifyCreator: true } },
    actions: [
      { action: 'cancel', label: { zh: '取消', en: 'Cancel' }, from: ['DRAFT', 'REJECTED'], to: 'CANCELLED', resource: 'btnCancel', commentRequired: true },
    ],
  }),

  list: {
    columns: [
      'advanceNumber',
      'orgName',
      'supplierNumber',
      'supplierName',
      'currencyCode',
      'poNumber',
      'advanceAmount',
      'offsetAmount',
      'collectedAmount',
      'remainingAmount',
      'functionalAmount',
      'advanceStatus',
      'applyDate',
    ],
    filters: [{ field: 'advanceNumber', op: 'like' }, 'supplierId', 'orgId', 'advanceStatus'],
    sort: ['-advanceId'],
    summary: ['advanceAmount', 'remainingAmount'],
  },
  form: {
    sections: [
      {
        title: { zh: '预付款', en: 'Advance' },
        fields: ['advanceNumber', 'orgId', 'supplierId', 'currencyCode', 'poNumber', 'advanceAmount', 'advanceReason', 'advanceStatus'],
      },
      {
        title: { zh: '核销与进度', en: 'Offset and progress' },
        fields: ['offsetAmount', 'collectedAmount', 'remainingAmount', 'exchangeRate', 'functionalAmount', 'applyDate', 'approvedDate', 'attachmentIds'],
      },
    ],
  },
});
