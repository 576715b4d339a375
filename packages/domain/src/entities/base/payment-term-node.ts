import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** One stage of a payment term. */
export default defineEntity({
  name: 'paymentTermNode',
  domain: 'base',
  label: { zh: '付款节点', en: 'Payment node' },
  service: 'baseServer',
  rest: 'srmPonPaymentTermNodes',
  table: 'srm_pon_payment_term_nodes',
  key: 'termNodeId',
  read: 'authenticated',
  parent: { entity: 'paymentTerm', foreignKey: 'paymentTermId' },
  fields: [
    f.ref('paymentTermId', '付款条件', 'Payment terms', 'paymentTerm', { required: true, index: true }),
    f.integer('lineNumber', '行号', 'Line', { required: true, min: 1 }),
    f.lookup('paymentTermNode', '付款节点', 'Node', 'PAYMENT_TERM_NODE', { required: true }),
    f.integer('biasDays', '偏置天数', 'Offset days', { default: 0, min: 0 }),
    f.number('paymentProportion', '付款比例(%)', 'Proportion (%)', { required: true, precision: 2, rules: ['score'] }),
  ],
  list: {
    columns: ['lineNumber', 'paymentTermNode', 'biasDays', 'paymentProportion'],
    filters: ['paymentTermId'],
    sort: ['lineNumber'],
    summary: ['paymentProportion'],
  },
});
