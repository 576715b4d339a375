import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A supplier invited to a compete event, with its place in the hall: the
 * anonymised label others see (供应商A), whether it entered with the password
 * and marked itself ready. A supplier sees its own row only.
 */
export default defineEntity({
  name: 'ponCompeteSupplier',
  domain: 'sourcing',
  label: { zh: '竞价供应商', en: 'Invited bidder' },
  service: 'srmServer',
  rest: 'srmPonCompeteSuppliers',
  table: 'srm_pon_compete_suppliers',
  key: 'competeSupplierId',
  parent: { entity: 'ponCompete', foreignKey: 'competeHeaderId' },
  scope: { supplier: 'supplierId' },
  fields: [
    f.ref('competeHeaderId', '竞价单', 'Compete event', 'ponCompete', { required: true }),
    ...f.supplier({ required: true, uniqueWith: ['competeHeaderId'], usable: true }),
    f.text('bidderLabel', '匿名代号', 'Anonymous label', { readOnly: true, maxLength: 10 }),
    f.flag('enteredFlag', '已入场', 'Entered the hall', { readOnly: true, default: 'N' }),
    f.flag('readyFlag', '已就绪', 'Ready', { readOnly: true, default: 'N' }),
    f.datetime('readyDate', '就绪时间', 'Ready at', { readOnly: true }),
    // Settled by the award's approval; the agreement or order made of it is named here.
    f.lookup('awardStatus', '中标状态', 'Award outcome', 'PON_AWARD_STATUS', { readOnly: true }),
    f.money('awardAmount', '中标金额', 'Awarded amount', { readOnly: true }),
    f.integer('agreementId', '价格协议', 'Price agreement', { readOnly: true, hidden: true }),
    f.text('agreementNumber', '价格协议', 'Price agreement', { readOnly: true, maxLength: 40 }),
    f.integer('poHeaderId', '采购订单', 'Purchase order', { readOnly: true, hidden: true }),
    f.text('poNumber', '采购订单', 'Purchase order', { readOnly: true, maxLength: 40 }),
  ],
  list: {
    columns: [
      'supplierNumber',
      'supplierName',
      'bidderLabel',
      'enteredFlag',
      'readyFlag',
      'readyDate',
      'awardStatus',
      'awardAmount',
      'agreementNumber',
      'poNumber',
    ],
    filters: ['competeHeaderId'],
    sort: ['competeSupplierId'],
  },
});
