import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { itemFields } from '../../purchase/shared.ts';

/** A material a tender plan means to tender, with its budget; `auctionNumber` names the tender made of it. */
export default defineEntity({
  name: 'ponTenderPlanLine',
  domain: 'sourcing',
  label: { zh: '招标计划行', en: 'Tender plan line' },
  service: 'srmServer',
  rest: 'srmPonTenderPlanLines',
  table: 'srm_pon_tender_plan_lines',
  key: 'planLineId',
  parent: { entity: 'ponTenderPlan', foreignKey: 'planId' },
  fields: [
    f.ref('planId', '招标计划', 'Tender plan', 'ponTenderPlan', { required: true }),
    f.integer('lineNumber', '行号', 'Line', { required: true, min: 1 }),
    ...itemFields({ required: true, uomInto: 'uomCode' }),
    f.lookup('uomCode', '单位', 'Unit', 'BASE_ITEMS_UNIT', { readOnly: true }),
    f.number('quantity', '数量', 'Quantity', { required: true, precision: 4, rules: ['positive'] }),
    f.money('budgetPrice', '预算单价', 'Budget price', { precision: 4, rules: ['nonNegative'] }),
    f.money('budgetAmount', '预算金额', 'Budget amount', { readOnly: true, computed: { product: ['quantity', 'budgetPrice'] } }),
    f.date('needByDate', '需求日期', 'Need by'),
    f.integer('auctionHeaderId', '招标项目ID', 'Tender id', { readOnly: true, hidden: true, index: true }),
    f.text('auctionNumber', '招标项目', 'Tender', { readOnly: true, maxLength: 40 }),
    f.text('lineComments', '行说明', 'Line comments', { maxLength: 1000 }),
  ],
  list: {
    columns: [
      'lineNumber',
      'itemId',
      'itemCode',
      'itemSpec',
      'uomCode',
      'quantity',
      'budgetPrice',
      'budgetAmount',
      'needByDate',
      'auctionNumber',
      'lineComments',
    ],
    filters: ['planId'],
    sort: ['lineNumber'],
    summary: ['budgetAmount'],
  },
});
