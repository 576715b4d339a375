import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { itemFields } from '../../purchase/shared.ts';

/** A material a compete event asks prices for, with the ceiling no offer may exceed. */
export default defineEntity({
  name: 'ponCompeteItem',
  domain: 'sourcing',
  label: { zh: '竞价物料', en: 'Compete material' },
  service: 'srmServer',
  rest: 'srmPonCompeteItems',
  table: 'srm_pon_compete_items',
  key: 'competeLineId',
  parent: { entity: 'ponCompete', foreignKey: 'competeHeaderId' },
  fields: [
    f.ref('competeHeaderId', '竞价单', 'Compete event', 'ponCompete', { required: true }),
    f.integer('lineNumber', '行号', 'Line', { required: true, min: 1 }),
    ...itemFields({ required: true, uomInto: 'uomCode' }),
    f.lookup('uomCode', '单位', 'Unit', 'BASE_ITEMS_UNIT', { readOnly: true }),
    f.number('quantity', '数量', 'Quantity', { required: true, precision: 4, rules: ['positive'] }),
    // The starting (ceiling) unit price of the first turn; a later turn may lower it. Required at the submit (a draft from the demand summary may lack it).
    f.money('ceilingPrice', '起始/最高限价', 'Starting (ceiling) price', { rules: ['positive'] }),
    // The buyer's budget (target) price incl. tax: what the savings report measures the award against; never answered to a supplier (api savings/feature.ts).
    f.money('budgetPrice', '预算单价', 'Budget price', { precision: 4, rules: ['nonNegative'] }),
    f.date('needByDate', '需求日期', 'Need by'),
    // The requisition line it came from (the demand summary's doCreateCompete); an order of the award orders it.
    f.integer('requisitionLineId', '申请行', 'Requisition line', { readOnly: true, hidden: true }),
    f.text('requisitionNumber', '采购申请', 'Requisition', { readOnly: true, maxLength: 40 }),
    // The award (doSaveAward): the bidder chosen, its final price and rank; another than the first needs a reason.
    f.integer('awardSupplierId', '中标供应商', 'Awarded to', { readOnly: true, hidden: true }),
    f.text('awardSupplierName', '中标供应商', 'Awarded to', { readOnly: true, maxLength: 240 }),
    f.money('awardPrice', '中标单价', 'Awarded price', { readOnly: true }),
    f.integer('awardRank', '中标排名', 'Rank awarded', { readOnly: true }),
    f.text('awardReason', '非第一名授标理由', 'Reason for not the first', { readOnly: true, maxLength: 500 }),
  ],
  list: {
    columns: [
      'lineNumber',
      'itemCode',
      'itemName',
      'uomCode',
      'quantity',
      'ceilingPrice',
      'budgetPrice',
      'needByDate',
      'requisitionNumber',
      'awardSupplierName',
      'awardPrice',
    ],
    filters: ['competeHeaderId'],
    sort: ['lineNumber'],
  },
});
