import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { APPROVAL_STATES, approval, reject, serverAction, submit } from '../../entity/workflows.ts';

/**
 * Price agreement (价格协议): a supplier's prices per material for a period,
 * with ladder prices by quantity and the organisations it serves. Approved
 * agreements valid today price the orders made from the demand summary.
 * States: see STATES.md.
 */
export default defineEntity({
  name: 'purAgreement',
  domain: 'purchase',
  label: { zh: '价格协议', en: 'Price agreement' },
  service: 'srmServer',
  rest: 'srmPoAgreementHeader',
  table: 'srm_po_agreement_headers',
  key: 'agreementId',
  titleField: 'agreementNumber',
  scope: { supplier: 'supplierId', hiddenFromSupplierIn: ['DRAFT', 'SUBMITTED', 'REJECTED', 'WITHDRAWN'] },
  fields: [
    f.text('agreementNumber', '协议编号', 'Agreement number', { autoNumber: 'XY-{yyyyMMdd}{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.text('agreementName', '协议名称', 'Agreement name', { required: true }),
    ...f.supplier({ required: true, usable: true }),
    f.lookup('currencyCode', '币种', 'Currency', 'BANK_CURRENCY', { required: true, default: 'CNY' }),
    f.lookup('taxRateCode', '税率', 'Tax rate', 'PON_TAX_LIST', { required: true, default: 'VAT13' }),
    f.date('startDate', '有效开始日期', 'Valid from', { required: true }),
    f.date('endDate', '有效结束日期', 'Valid to', { required: true }),
    f.ref('paymentTermId', '付款条件', 'Payment terms', 'paymentTerm', { display: 'paymentTermName', copy: { paymentTermName: 'paymentTermName' } }),
    f.text('paymentTermName', '付款条件名称', 'Payment terms name', { readOnly: true }),
    f.lookup('agreementStatus', '状态', 'Status', 'PUR_AGREEMENT_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
    f.text('auctionNumber', '来源询价单', 'From inquiry', { readOnly: true, maxLength: 40 }),
    f.attachments(),
  ],
  children: [
    { name: 'lines', entity: 'purAgreementLine', foreignKey: 'agreementId', label: { zh: '协议行', en: 'Lines' } },
    { name: 'ladders', entity: 'purAgreementLadder', foreignKey: 'agreementId', label: { zh: '阶梯价格', en: 'Ladder prices' } },
    { name: 'orgs', entity: 'purAgreementOrg', foreignKey: 'agreementId', label: { zh: '适用组织', en: 'Organisations' } },
  ],
  workflow: {
    field: 'agreementStatus',
    initial: 'DRAFT',
    states: { ...APPROVAL_STATES, WITHDRAWN: { label: { zh: '已撤回', en: 'Withdrawn' }, editable: true } },
    actions: [
      { ...submit, from: ['DRAFT', 'REJECTED', 'WITHDRAWN'] },
      approval,
      reject,
      { action: 'withdraw', label: { zh: '撤回', en: 'Withdraw' }, from: ['SUBMITTED'], to: 'WITHDRAWN', resource: 'btnWithdraw' },
      // Made by an approved award (an inquiry's, a tender's, a compete's), which approved its prices: it keeps the event's number.
      serverAction('approveByAward', { zh: '决标批准', en: 'Approved by the award' }, ['DRAFT'], 'APPROVED', { input: ['auctionNumber'] }),
    ],
  },
  list: {
    columns: ['agreementNumber', 'agreementName', 'supplierName', 'currencyCode', 'taxRateCode', 'startDate', 'endDate', 'agreementStatus'],
    filters: [
      { field: 'agreementNumber', op: 'like' },
      { field: 'agreementName', op: 'like' },
      'supplierId',
      'agreementStatus',
      { field: 'startDate', op: 'range' },
    ],
    sort: ['-agreementId'],
  },
  form: {
    sections: [
      {
        title: { zh: '基本信息', en: 'Basics' },
        fields: [
          'agreementNumber',
          'agreementName',
          'supplierId',
          'currencyCode',
          'taxRateCode',
          'startDate',
          'endDate',
          'paymentTermId',
          'agreementStatus',
          'auctionNumber',
          'description',
          'attachmentIds',
        ],
      },
    ],
  },
});
