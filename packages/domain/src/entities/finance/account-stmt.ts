import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { batchOperation } from '../../entity/batch.ts';
import type { ActionDef } from '../../entity/types.ts';
import { STATE, supplierRoundTrip } from '../../entity/workflows.ts';

const approval: ActionDef = {
  action: 'approval',
  label: { zh: '审批通过', en: 'Approve' },
  from: ['CONFIRMED'],
  to: 'APPROVED',
  resource: 'btnApproval',
  todo: true,
  notifySupplier: true,
  stamp: 'approvedDate',
};

/**
 * An account statement (对账单, DZ-): what the buyer owes one supplier for one
 * organisation over a period, in one currency. The server builds its lines from
 * the received, unsettled receipt lines of the period (at the order's price and
 * tax), the confirmed returns and deductions not yet on a statement (negative
 * lines), and converts its total to CNY at the rate of the day it was built; the supplier
 * confirms it or disputes lines; several confirmed statements are approved in
 * one action. Invoices are entered against an approved one. STATES.md.
 */
export default defineEntity({
  name: 'finAccountStmt',
  domain: 'finance',
  label: { zh: '对账单', en: 'Account statement' },
  service: 'srmServer',
  rest: 'srmCuaAccounts',
  table: 'srm_fin_account_stmts',
  key: 'accountId',
  titleField: 'accountNumber',
  scope: { supplier: 'supplierId', hiddenFromSupplierIn: ['DRAFT', 'CANCELLED'] },
  supplierEditableWhen: { field: 'accountStatus', values: [] },
  fields: [
    f.text('accountNumber', '对账单号', 'Statement number', { autoNumber: 'DZ-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    ...f.org({ required: true }),
    ...f.supplier({ required: true }),
    f.date('periodFrom', '对账期间从', 'Period from', { required: true }),
    f.date('periodTo', '对账期间至', 'Period to', { required: true }),
    f.lookup('currencyCode', '币种', 'Currency', 'BANK_CURRENCY', { required: true, default: 'CNY' }),
    f.money('totalAmount', '含税总额', 'Total incl. tax', { readOnly: true, computed: { sum: { child: 'lines', field: 'amount' } } }),
    f.money('totalNetAmount', '不含税总额', 'Total excl. tax', { readOnly: true, computed: { sum: { child: 'lines', field: 'netAmount' } } }),
    f.money('totalTaxAmount', '税额合计', 'Total tax', { readOnly: true, computed: { sum: { child: 'lines', field: 'taxAmount' } } }),
    f.date('rateDate', '汇率日期', 'Rate date', { readOnly: true }),
    f.number('exchangeRate', '汇率', 'Exchange rate', { readOnly: true, precision: 10 }),
    f.money('functionalAmount', '本位币金额(CNY)', 'Amount in CNY', { readOnly: true }),
    f.lookup('accountStatus', '状态', 'Status', 'FIN_ACCOUNT_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.datetime('sentDate', '发送时间', 'Sent', { readOnly: true }),
    f.datetime('confirmedDate', '确认时间', 'Confirmed', { readOnly: true }),
    f.datetime('approvedDate', '批准时间', 'Approved', { readOnly: true }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
  ],
  children: [{ name: 'lines', entity: 'finAccountStmtLine', foreignKey: 'accountId', label: { zh: '对账明细', en: 'Lines' }, fixedLines: true }],
  workflow: {
    field: 'accountStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: STATE.DRAFT,
      SENT: { label: { zh: '待供应商确认', en: 'Sent to supplier' } },
      DISPUTED: { label: { zh: '供应商有异议', en: 'Disputed' } },
      CONFIRMED: { label: { zh: '供应商已确认', en: 'Confirmed by supplier' } },
      APPROVED: STATE.APPROVED,
      CANCELLED: STATE.CANCELLED,
    },
    actions: [
      // The supplier round trip; a dispute gives its reasons per line (the refusal's comment is not asked for).
      ...supplierRoundTrip(
        ['DRAFT'],
        { action: 'send', label: { zh: '发送供应商', en: 'Send to supplier' }, to: 'SENT', stamp: 'sentDate' },
        { action: 'confirm', label: { zh: '确认对账', en: 'Confirm' }, to: 'CONFIRMED', stamp: 'confirmedDate' },
        {
          action: 'dispute',
          label: { zh: '提出异议', en: 'Dispute' },
          to: 'DISPUTED',
          commentRequired: false,
          lineInput: { child: 'lines', fields: ['disputeReason'] },
        },
      ),
      { action: 'withdraw', label: { zh: '撤回', en: 'Withdraw' }, from: ['SENT'], to: 'DRAFT', resource: 'btnWithdraw', notifySupplier: true },
      { action: 'reopen', label: { zh: '处理异议', en: 'Revise' }, from: ['DISPUTED'], to: 'DRAFT', resource: 'btnReopen', todo: true },
      approval,
      {
        action: 'reject',
        label: { zh: '驳回', en: 'Reject' },
        from: ['CONFIRMED'],
        to: 'DRAFT',
        resource: 'btnReject',
        commentRequired: true,
        notifyCreator: true,
      },
      { action: 'cancel', label: { zh: '取消', en: 'Cancel' }, from: ['DRAFT'], to: 'CANCELLED', resource: 'btnCancel', commentRequired: true },
    ],
  },
  operations: [
    { operation: 'doRebuildLines', label: { zh: '重新取数', en: 'Rebuild lines' }, resource: 'btnRebuild', actor: 'internal', from: ['DRAFT'] },
    batchOperation(approval),
  ],
  list: {
    columns: [
      'accountNumber',
      'orgName',
      'supplierNumber',
      'supplierName',
      'periodFrom',
      'periodTo',
      'currencyCode',
      'totalAmount',
      'totalNetAmount',
      'totalTaxAmount',
      'functionalAmount',
      'accountStatus',
      'sentDate',
      'confirmedDate',
      'approvedDate',
    ],
    filters: [{ field: 'accountNumber', op: 'like' }, 'supplierId', 'orgId', 'accountStatus', { field: 'periodFrom', op: 'range' }],
    sort: ['-accountId'],
    summary: ['totalAmount'],
  },
  form: {
    sections: [
      {
        title: { zh: '对账单', en: 'Statement' },
        fields: ['accountNumber', 'orgId', 'supplierId', 'periodFrom', 'periodTo', 'currencyCode', 'accountStatus', 'description'],
      },
      {
        title: { zh: '金额与进度', en: 'Amounts and progress' },
        fields: [
          'totalAmount',
          'totalNetAmount',
          'totalTaxAmount',
          'exchangeRate',
          'functionalAmount',
          'rateDate',
          'sentDate',
          'confirmedDate',
          'approvedDate',
        ],
      },
    ],
  },
});
