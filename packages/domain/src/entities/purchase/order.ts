import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { APPROVAL_STATES, STATE, approval, reject, submit } from '../../entity/workflows.ts';
import { versionOperations } from '../../entity/versions.ts';
import { SERVER_ONLY } from '../../entity/resources.ts';

/**
 * Purchase order (采购订单), kind ORDER or AGREEMENT. Amounts, tax and totals
 * are computed on the server from quantity, price and tax rate at the money
 * precision of the fields; what a client sends for them is ignored. The
 * supplier sees an order from its release on, answers with promised dates per
 * line (feedback), and ships against it once the buyer confirms those dates.
 * States: see STATES.md.
 */
export default defineEntity({
  name: 'purOrder',
  domain: 'purchase',
  label: { zh: '采购订单', en: 'Purchase order' },
  service: 'srmServer',
  rest: 'srmPoHeaders',
  table: 'srm_po_headers',
  key: 'poHeaderId',
  titleField: 'poNumber',
  scope: { supplier: 'supplierId', hiddenFromSupplierIn: ['DRAFT', 'SUBMITTED', 'REJECTED', 'APPROVED', 'UPDATED'] },
  fields: [
    f.text('poNumber', '采购订单号', 'Order number', { autoNumber: 'PO-{yyyyMMdd}-{seq:4}', readOnly: true, unique: true, maxLength: 40 }),
    f.lookup('poDocType', '订单类型', 'Kind', 'PUR_PO_DOC_TYPE', { required: true, default: 'ORDER' }),
    f.ref('billTypeId', '单据类型', 'Document type', 'purBillType', { display: 'billTypeName', copy: { billTypeName: 'billTypeName' } }),
    f.text('billTypeName', '单据类型名称', 'Document type name', { readOnly: true }),
    ...f.supplier({ required: true, usable: true }),
    ...f.org({ required: true }),
    f.lookup('currencyCode', '币种', 'Currency', 'BANK_CURRENCY', { required: true, default: 'CNY' }),
    f.number('exchangeRate', '汇率', 'Exchange rate', { readOnly: true, precision: 10 }),
    f.lookup('taxRateCode', '税率', 'Tax rate', 'PON_TAX_LIST', { required: true, default: 'VAT13' }),
    f.number('taxRate', '税率值', 'Tax rate value', { readOnly: true, precision: 4 }),
    f.ref('paymentTermId', '付款条件', 'Payment terms', 'paymentTerm', { display: 'paymentTermName', copy: { paymentTermName: 'paymentTermName' } }),
    f.text('paymentTermName', '付款条件名称', 'Payment terms name', { readOnly: true }),
    f.text('buyerName', '采购员', 'Buyer', { maxLength: 120 }),
    f.money('totalNetAmount', '不含税总额', 'Total excl. tax', { readOnly: true }),
    f.money('totalTaxAmount', '税额', 'Tax', { readOnly: true }),
    f.money('totalAmount', '含税总额', 'Total incl. tax', { readOnly: true }),
    f.money('totalAmountFunctional', '本位币总额', 'Total in CNY', { readOnly: true }),
    f.lookup('poStatus', '状态', 'Status', 'ISP_PO_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.datetime('approvedDate', '批准时间', 'Approved', { readOnly: true }),
    f.datetime('releasedDate', '发布时间', 'Released', { readOnly: true }),
    f.lookup('sourceCode', '来源', 'Source', 'PUR_PO_SOURCE', { readOnly: true, default: 'MANUAL' }),
    f.text('auctionNumber', '来源询价单', 'From inquiry', { readOnly: true, maxLength: 40 }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
    f.attachments(),
  ],
  children: [{ name: 'lines', entity: 'purOrderLine', foreignKey: 'poHeaderId', label: { zh: '订单行', en: 'Lines' } }],
  workflow: {
    field: 'poStatus',
    initial: 'DRAFT',
    states: {
      ...APPROVAL_STATES,
      RELEASED: { label: { zh: '已发布', en: 'Released' } },
      FEEDBACK: { label: { zh: '供应商已反馈', en: 'Supplier answered' } },
      CONFIRMED: STATE.CONFIRMED,
      CLOSED: STATE.CLOSED,
      CANCELLED: STATE.CANCELLED,
      // Every live line invoiced and confirmed (finance/invoice.ts); a write-off takes it back.
      SETTLED: { label: { zh: '已结算', en: 'Settled' } },
      UPDATED: { label: { zh: '变更中', en: 'Being changed' }, editable: true },
    },
    actions: [
      { ...submit, from: [...submit.from, 'UPDATED'] },
      { ...approval, stamp: 'approvedDate', lines: [{ child: 'lines', field: 'lineStatus', from: ['DRAFT'], to: 'OPEN' }] },
      reject,
      // A released order that must change (quantity, price, date) before anything ships: the
      // order as released is archived as a version, the buyer edits, and it is approved and
      // released again; the supplier is told now and answers the new version's dates.
      {
        action: 'change',
        label: { zh: '变更', en: 'Change' },
        from: ['APPROVED', 'RELEASED', 'FEEDBACK'],
        to: 'UPDATED',
        resource: 'btnChange',
        commentRequired: true,
        newVersion: true,
        notifySupplier: true,
      },
      {
        action: 'release',
        label: { zh: '发布', en: 'Release' },
        from: ['APPROVED'],
        to: 'RELEASED',
        resource: 'btnRelease',
        notifySupplier: true,
        stamp: 'releasedDate',
      },
      {
        action: 'feedback',
        label: { zh: '交期确认', en: 'Confirm delivery dates' },
        from: ['RELEASED'],
        to: 'FEEDBACK',
        resource: 'btnFeedback',
        actor: 'supplier',
        todo: true,
        lineInput: { child: 'lines', fields: ['feedbackDate', 'feedbackQty', 'feedbackReason'] },
      },
      {
        action: 'confirmFeedback',
        label: { zh: '确认交期', en: 'Accept dates' },
        from: ['FEEDBACK'],
        to: 'CONFIRMED',
        resource: 'btnConfirmFeedback',
        todo: true,
        notifySupplier: true,
        lines: [{ child: 'lines', field: 'feedbackStatus', from: ['SUBMITTED'], to: 'CONFIRMED' }],
      },
      {
        action: 'rejectFeedback',
        label: { zh: '拒绝交期', en: 'Refuse dates' },
        from: ['FEEDBACK'],
        to: 'RELEASED',
        resource: 'btnRejectFeedback',
        commentRequired: true,
        notifySupplier: true,
        lines: [{ child: 'lines', field: 'feedbackStatus', from: ['SUBMITTED'], to: 'REFUSED' }],
      },
      {
        action: 'close',
        label: { zh: '关闭', en: 'Close' },
        from: ['CONFIRMED'],
        to: 'CLOSED',
        resource: 'btnClose',
        lines: [{ child: 'lines', field: 'lineStatus', from: ['OPEN'], to: 'CLOSED' }],
      },
      // The server's, as invoices settle the lines and write-offs take them back (to the state the order settled from).
      { action: 'settle', label: { zh: '结算完成', en: 'Settled' }, from: ['CONFIRMED', 'CLOSED'], to: 'SETTLED', resource: SERVER_ONLY },
      { action: 'unsettle', label: { zh: '红冲退回', en: 'Written off' }, from: ['SETTLED'], to: 'CONFIRMED', resource: SERVER_ONLY },
      { action: 'unsettleClosed', label: { zh: '红冲退回(已关闭)', en: 'Written off (closed)' }, from: ['SETTLED'], to: 'CLOSED', resource: SERVER_ONLY },
      {
        action: 'cancel',
        label: { zh: '取消', en: 'Cancel' },
        from: ['DRAFT', 'REJECTED', 'APPROVED', 'RELEASED', 'UPDATED'],
        to: 'CANCELLED',
        resource: 'btnCancel',
        lines: [{ child: 'lines', field: 'lineStatus', from: ['DRAFT', 'OPEN'], to: 'CANCELLED' }],
      },
    ],
  },
  operations: versionOperations(),
  list: {
    columns: [
      'poNumber',
      'poDocType',
      'supplierNumber',
      'supplierName',
      'orgName',
      'currencyCode',
      'totalAmount',
      'poStatus',
      'buyerName',
      'approvedDate',
      'releasedDate',
      'creationDate',
    ],
    filters: [{ field: 'poNumber', op: 'like' }, 'supplierId', 'orgId', 'poStatus', 'poDocType', 'currencyCode', { field: 'creationDate', op: 'range' }],
    sort: ['-poHeaderId'],
    summary: ['totalAmount'],
  },
  form: {
    sections: [
      {
        title: { zh: '基本信息', en: 'Basics' },
        fields: [
          'poNumber',
          'poDocType',
          'billTypeId',
          'supplierId',
          'orgId',
          'buyerName',
          'paymentTermId',
          'poStatus',
          'sourceCode',
          'auctionNumber',
          'description',
          'attachmentIds',
        ],
      },
      {
        title: { zh: '金额', en: 'Amounts' },
        fields: [
          'currencyCode',
          'exchangeRate',
          'taxRateCode',
          'taxRate',
          'totalNetAmount',
          'totalTaxAmount',
          'totalAmount',
          'totalAmountFunctional',
          'approvedDate',
          'releasedDate',
        ],
      },
    ],
  },
});
