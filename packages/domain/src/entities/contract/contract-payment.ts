import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A payment stage of a contract: its share of the contract amount in percent.
 * The stages of a contract sum to exactly 100 % when it is submitted; the
 * payable amount is the server's (contract amount × share).
 */
export default defineEntity({
  name: 'contractPayment',
  domain: 'contract',
  label: { zh: '付款阶段', en: 'Payment stage' },
  service: 'srmServer',
  rest: 'srmOkcContractPayments',
  table: 'srm_okc_contract_payments',
  key: 'paymentStageId',
  titleField: 'paymentStageName',
  parent: { entity: 'contract', foreignKey: 'contractId' },
  fields: [
    f.ref('contractId', '合同', 'Contract', 'contract', { required: true }),
    f.integer('lineNumber', '行号', 'Line', { required: true, min: 1 }),
    f.text('paymentStageName', '付款阶段', 'Stage', { required: true, maxLength: 120 }),
    f.text('paymentStageExplain', '阶段说明', 'Stage terms', { maxLength: 1000 }),
    f.number('paymentProportion', '付款比例(%)', 'Share (%)', { required: true, precision: 2, min: 0, max: 100, rules: ['positive'] }),
    f.date('estimatePaymentDate', '预计付款日期', 'Expected payment date'),
    f.integer('warningAdvanceDays', '提前预警天数', 'Warn days before', { min: 0 }),
    f.money('payableAmount', '应付金额', 'Payable', { readOnly: true }),
    f.money('paidAmount', '已付金额', 'Paid', { readOnly: true, default: 0 }),
    f.flag('paymentCompletedFlag', '付款完成', 'Paid in full', { readOnly: true }),
  ],
  list: {
    columns: [
      'lineNumber',
      'paymentStageName',
      'paymentStageExplain',
      'paymentProportion',
      'estimatePaymentDate',
      'warningAdvanceDays',
      'payableAmount',
      'paidAmount',
    ],
    filters: ['contractId'],
    sort: ['lineNumber'],
    summary: ['paymentProportion', 'payableAmount'],
  },
});
