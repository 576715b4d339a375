import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * How far an invoice line may differ from the order and the receipt and still
 * match, per organisation (one row each): the amount by an absolute sum and a
 * percentage of the statement amount, the price and the quantity by a
 * percentage. An empty limit puts none of its kind; an organisation without a
 * row matches only exact lines. STATES.md.
 */
export default defineEntity({
  name: 'finMatchTolerance',
  domain: 'finance',
  label: { zh: '发票匹配容差', en: 'Match tolerance' },
  service: 'srmServer',
  rest: 'srmCuaMatchTolerances',
  table: 'srm_fin_match_tolerances',
  key: 'toleranceId',
  titleField: 'orgName',
  fields: [
    ...f.org({ required: true, unique: true }),
    f.money('amountTolerance', '金额容差(绝对值)', 'Amount tolerance', { rules: ['nonNegative'] }),
    f.number('amountPercent', '金额容差(%)', 'Amount tolerance (%)', { precision: 2, min: 0, max: 100 }),
    f.number('pricePercent', '单价容差(%)', 'Price tolerance (%)', { precision: 2, min: 0, max: 100 }),
    f.number('qtyPercent', '数量容差(%)', 'Quantity tolerance (%)', { precision: 2, min: 0, max: 100 }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
  ],
  list: {
    columns: ['orgName', 'amountTolerance', 'amountPercent', 'pricePercent', 'qtyPercent', 'description'],
    filters: ['orgId'],
    sort: ['-toleranceId'],
  },
  form: {
    sections: [{ title: { zh: '容差', en: 'Tolerances' }, fields: ['orgId', 'amountTolerance', 'amountPercent', 'pricePercent', 'qtyPercent', 'description'] }],
  },
});
