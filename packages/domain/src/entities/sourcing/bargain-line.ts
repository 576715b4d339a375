import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** One line of a bargaining request: the response's line as bid, a target the buyer may name, and the bidder's final price. */
export default defineEntity({
  name: 'ponBargainLine',
  domain: 'sourcing',
  label: { zh: '议价行', en: 'Bargaining line' },
  service: 'srmServer',
  rest: 'srmPonBargainLines',
  table: 'srm_pon_bargain_lines',
  key: 'bargainLineId',
  parent: { entity: 'ponBargain', foreignKey: 'bargainId' },
  fields: [
    f.ref('bargainId', '议价单', 'Bargaining request', 'ponBargain', { required: true }),
    f.integer('bidLineId', '投标行ID', 'Response line id', { readOnly: true, hidden: true, index: true }),
    f.integer('lineNumber', '行号', 'Line', { readOnly: true }),
    f.text('itemCode', '物料编码', 'Material code', { readOnly: true, maxLength: 60 }),
    f.text('itemName', '物料名称', 'Material name', { readOnly: true }),
    f.lookup('uomCode', '单位', 'Unit', 'BASE_ITEMS_UNIT', { readOnly: true }),
    f.number('quantity', '数量', 'Quantity', { readOnly: true, precision: 4 }),
    f.money('quotedPrice', '投标含税单价', 'Bid price incl. tax', { readOnly: true, precision: 4 }),
    f.money('targetPrice', '目标单价', 'Target price', { precision: 4, rules: ['nonNegative'] }),
    f.money('bargainPrice', '议价后含税单价', 'Final price incl. tax', { readOnly: true, precision: 4, rules: ['nonNegative'] }),
    f.money('bargainLineAmount', '议价后金额', 'Final amount', { readOnly: true, computed: { product: ['quantity', 'bargainPrice'] } }),
  ],
  list: {
    columns: ['lineNumber', 'itemCode', 'itemName', 'uomCode', 'quantity', 'quotedPrice', 'targetPrice', 'bargainPrice', 'bargainLineAmount'],
    filters: ['bargainId'],
    sort: ['lineNumber'],
    summary: ['bargainLineAmount'],
  },
});
