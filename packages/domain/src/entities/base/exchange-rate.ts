import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A rate between two currencies for a period. */
export default defineEntity({
  name: 'exchangeRate',
  domain: 'base',
  label: { zh: '汇率', en: 'Exchange rate' },
  service: 'baseServer',
  rest: 'srmBaseExchangeRate',
  table: 'srm_base_exchange_rate',
  key: 'exchangeRateId',
  read: 'authenticated',
  fields: [
    f.lookup('rateType', '汇率类型', 'Rate type', 'EXCHANGE_RATE_TYPE', { required: true, default: 'SPOT' }),
    f.lookup('originalCurrency', '原币种', 'From currency', 'BANK_CURRENCY', { required: true }),
    f.lookup('targetCurrency', '目标币种', 'To currency', 'BANK_CURRENCY', { required: true }),
    f.number('exchangeRate', '汇率', 'Rate', { required: true, precision: 10, rules: ['positive'] }),
    f.date('effectiveStartDate', '有效开始日期', 'Valid from', { required: true }),
    f.date('effectiveEndDate', '有效结束日期', 'Valid to'),
  ],
  list: {
    columns: ['rateType', 'originalCurrency', 'targetCurrency', 'exchangeRate', 'effectiveStartDate', 'effectiveEndDate'],
    filters: ['originalCurrency', 'targetCurrency', 'rateType', { field: 'effectiveStartDate', op: 'range' }],
    sort: ['-effectiveStartDate'],
  },
});
