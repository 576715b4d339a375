import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { STATE } from '../../entity/workflows.ts';

/**
 * A supplier's VAT invoice (发票) against one of its approved account
 * statements: code, number, date, file; its lines are the statement's receipt
 * lines, for which the supplier gives quantity, amount excl. tax and tax. On
 * submit the server matches each line three ways (order price, received
 * quantity, invoiced amount) within the organisation's tolerances
 * (finMatchTolerance): MATCHED, or EXCEPTION for the buyer's match workbench.
 * A confirmed invoice settles its receipt lines; a write-off (红冲) makes a RED
 * invoice that reverses it. Its total is converted to CNY at the rate of the
 * invoice date. STATES.md.
 */
export default defineEntity({
  name: 'finInvoice',
  domain: 'finance',
  label: { zh: '发票', en: 'Invoice' },
  service: 'srmServer',
  rest: 'srmCuaInvoices',
  table: 'srm_fin_invoices',
  key: 'invoiceId',
  titleField: 'invoiceNumber',
  scope: { supplier: 'supplierId' },
  fields: [
    f.lookup('invoiceKind', '发票类型', 'Kind', 'FIN_INVOICE_KIND', { readOnly: true, default: 'BLUE' }),
    f.text('invoiceCode', '发票代码', 'Invoice code', { required: true, maxLength: 20 }),
    f.text('invoiceNumber', '发票号码', 'Invoice number', { required: true, maxLength: 32, uniqueWith: ['invoiceCode'] }),
    f.date('invoiceDate', '开票日期', 'Invoice date', { required: true }),
    f.ref('accountId', '对账单', 'Statement', 'finAccountStmt', {
      required: true,
      index: true,
      display: 'accountNumber',
      copy: { accountNumber: 'accountNumber' },
    }),
    f.text('accountNumber', '对账单号', 'Statement number', { readOnly: true, maxLength: 40 }),
    ...f.supplier({ readOnly: true }),
    ...f.org({ readOnly: true }),
    f.lookup('currencyCode', '币种', 'Currency', 'BANK_CURRENCY', { readOnly: true }),
    f.money('netAmount', '不含税金额', 'Amount excl. tax', { readOnly: true, computed: { sum: { child: 'lines', field: 'netAmount' } } }),
    f.money('taxAmount', '税额', 'Tax', { readOnly: true, computed: { sum: { child: 'lines', field: 'taxAmount' } } }),
    f.money('totalAmount', '价税合计', 'Total', { readOnly: true, computed: { sum: { child: 'lines', field: 'totalAmount' } } }),
    f.number('exchangeRate', '汇率', 'Exchange rate', { readOnly: true, precision: 10 }),
    f.money('functionalAmount', '本位币金额(CNY)', 'Amount in CNY', { readOnly: true }),
    f.money('paidAmount', '已付金额', 'Paid', { readOnly: true, default: 0 }),
    f.lookup('invoiceStatus', '状态', 'Status', 'FIN_INVOICE_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.text('matchRemark', '匹配说明', 'Match remark', { readOnly: true, maxLength: 2000 }),
    f.integer('originalInvoiceId', '原发票ID', 'Original invoice id', { readOnly: true, index: true }),
    f.text('originalInvoiceNumber', '原发票号码', 'Original invoice', { readOnly: true, maxLength: 32 }),
    f.datetime('submittedDate', '提交时间', 'Submitted', { readOnly: true }),
    f.datetime('confirmedDate', '确认时间', 'Confirmed', { readOnly: true }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
    f.attachments(),
  ],
  children: [{ name: 'lines', entity: 'finInvoiceLine', foreignKey: 'invoiceId', label: { zh: '发票明细', en: 'Lines' }, fixedLines: true }],
  workflow: {
    field: 'invoiceStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: STATE.DRAFT,
      SUBMITTED: { label: { zh: '匹配中', en: 'Matching' } },
      EXCEPTION: { label: { zh: '匹配差异', en: 'Match exception' } },
      MATCHED: { label: { zh: '已匹配', en: 'Matched' } },
      RETURNED: { label: { zh: '已退回', en: 'Returned' }, editable: true },
      CONFIRMED: STATE.CONFIRMED,
      CANCELLED: STATE.CANCELLED,
      WRITTEN_OFF: { label: { zh: '已红冲', en: 'Written off' } },
    },
    actions: [
      {
        action: 'submit',
        label: { zh: '提交', en: 'Submit' },
        from: ['DRAFT', 'RETURNED'],
        to: 'SUBMITTED',
        resource: 'btnSubmit',
        actor: 'supplier',
        commits: true,
        stamp: 'submittedDate',
        clears: ['matchRemark'],
      },
      { action: 'matched', label: { zh: '匹配通过', en: 'Matched' }, from: ['SUBMITTED'], to: 'MATCHED', resource: 'serverOnly' },
      { action: 'mismatched', label: { zh: '匹配差异', en: 'Mismatched' }, from: ['SUBMITTED'], to: 'EXCEPTION', resource: 'serverOnly' },
      {
        action: 'acceptMatch',
        label: { zh: '接受差异', en: 'Accept differences' },
        from: ['EXCEPTION'],
        to: 'MATCHED',
        resource: 'btnAcceptMatch',
        commentRequired: true,
        todo: true,
      },
      {
        action: 'returnInvoice',
        label: { zh: '退回供应商', en: 'Return to supplier' },
        from: ['EXCEPTION', 'MATCHED'],
        to: 'RETURNED',
        resource: 'btnReturn',
        commentRequired: true,
        notifySupplier: true,
      },
      {
        action: 'confirm',
        label: { zh: '确认发票', en: 'Confirm' },
        from: ['MATCHED'],
        to: 'CONFIRMED',
        resource: 'btnConfirm',
        todo: true,
        notifySupplier: true,
        stamp: 'confirmedDate',
      },
      {
        action: 'cancel',
        label: { zh: '取消', en: 'Cancel' },
        from: ['EXCEPTION', 'MATCHED'],
        to: 'CANCELLED',
        resource: 'btnCancel',
        commentRequired: true,
        notifySupplier: true,
      },
      {
        action: 'writeOff',
        label: { zh: '红冲', en: 'Write off' },
        from: ['CONFIRMED'],
        to: 'WRITTEN_OFF',
        resource: 'btnWriteOff',
        commentRequired: true,
        notifySupplier: true,
      },
    ],
  },
  list: {
    columns: [
      'invoiceKind',
      'invoiceCode',
      'invoiceNumber',
      'invoiceDate',
      'accountNumber',
      'supplierNumber',
      'supplierName',
      'orgName',
      'currencyCode',
      'netAmount',
      'taxAmount',
      'totalAmount',
      'functionalAmount',
      'invoiceStatus',
      'originalInvoiceNumber',
      'confirmedDate',
    ],
    filters: [{ field: 'invoiceNumber', op: 'like' }, { field: 'invoiceCode', op: 'like' }, 'supplierId', 'orgId', 'invoiceStatus', 'invoiceKind'],
    sort: ['-invoiceId'],
    summary: ['totalAmount'],
  },
  form: {
    sections: [
      {
        title: { zh: '发票', en: 'Invoice' },
        fields: ['invoiceCode', 'invoiceNumber', 'invoiceDate', 'accountId', 'invoiceKind', 'invoiceStatus', 'supplierId', 'orgId', 'currencyCode'],
      },
      {
        title: { zh: '金额', en: 'Amounts' },
        fields: [
          'netAmount',
          'taxAmount',
          'totalAmount',
          'exchangeRate',
          'functionalAmount',
          'paidAmount',
          'matchRemark',
          'originalInvoiceNumber',
          'submittedDate',
          'confirmedDate',
        ],
      },
      { title: { zh: '附件与说明', en: 'Files and remarks' }, fields: ['description', 'attachmentIds'] },
    ],
  },
});
