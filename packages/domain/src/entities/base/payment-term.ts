import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** Payment terms: nodes (advance, on delivery, after acceptance...) with proportions. */
export default defineEntity({
  name: 'paymentTerm',
  domain: 'base',
  label: { zh: '付款条件', en: 'Payment terms' },
  service: 'baseServer',
  rest: 'srmPonPaymentTerms',
  table: 'srm_pon_payment_terms',
  key: 'paymentTermId',
  titleField: 'paymentTermName',
  read: 'authenticated',
  fields: [
    f.text('paymentTermCode', '付款条件编号', 'Terms code', { required: true, unique: true, maxLength: 60 }),
    f.text('paymentTermName', '付款条件名称', 'Terms name', { required: true }),
    f.enabled(),
    f.date('startDate', '有效日期', 'Valid from'),
    f.date('endDate', '失效日期', 'Valid to'),
  ],
  children: [{ name: 'nodes', entity: 'paymentTermNode', foreignKey: 'paymentTermId', label: { zh: '付款节点', en: 'Payment nodes' } }],
  list: {
    columns: ['paymentTermCode', 'paymentTermName', 'enabledFlag', 'startDate', 'endDate'],
    filters: [
      { field: 'paymentTermCode', op: 'like' },
      { field: 'paymentTermName', op: 'like' },
    ],
    sort: ['paymentTermCode'],
  },
});
