import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** The price parts a sealed line keeps encrypted in `sealedValues` until the opening (sourcing/sealing.ts on the server). */
export const SEALED_BID_FIELDS = ['taxPrice', 'freightPrice', 'mouldCost', 'leadTimeDays', 'moq', 'notes'] as const;

/**
 * A bid's answer for one inquiry material. Until the inquiry is opened its
 * price parts are stored only encrypted (`sealedValues`) and read back only by
 * the supplier who wrote them; after the opening they are plain columns.
 */
export default defineEntity({
  name: 'ponBidLine',
  domain: 'sourcing',
  label: { zh: '报价行', en: 'Bid line' },
  service: 'srmServer',
  rest: 'srmPonBidItemPrices',
  table: 'srm_pon_bid_item_prices',
  key: 'bidLineId',
  parent: { entity: 'ponBid', foreignKey: 'bidHeaderId' },
  fields: [
    f.ref('bidHeaderId', '报价单', 'Bid', 'ponBid', { required: true }),
    f.ref('auctionLineId', '询价物料', 'Inquiry material', 'ponAuctionItem', {
      required: true,
      index: true,
      copy: { lineNumber: 'lineNumber', itemCode: 'itemCode', itemName: 'itemName', uomCode: 'uomCode', quantity: 'quantity' },
      uniqueWith: ['bidHeaderId'],
    }),
    f.integer('lineNumber', '行号', 'Line', { readOnly: true }),
    f.text('itemCode', '物料编码', 'Material code', { readOnly: true, maxLength: 60 }),
    f.text('itemName', '物料名称', 'Material name', { readOnly: true }),
    f.lookup('uomCode', '单位', 'Unit', 'BASE_ITEMS_UNIT', { readOnly: true }),
    f.number('quantity', '询价数量', 'Quantity asked', { readOnly: true, precision: 4 }),
    f.money('taxPrice', '含税单价', 'Unit price incl. tax', { precision: 4, rules: ['nonNegative'] }),
    f.money('freightPrice', '运费', 'Freight', { precision: 2, rules: ['nonNegative'] }),
    f.money('mouldCost', '模具费', 'Mould cost', { precision: 2, rules: ['nonNegative'] }),
    f.integer('leadTimeDays', '交货周期(天)', 'Lead time (days)', { min: 0, max: 3650 }),
    f.number('moq', '最小起订量', 'Minimum order quantity', { precision: 4, rules: ['nonNegative'] }),
    f.text('notes', '备注', 'Notes', { maxLength: 1000 }),
    // Written by the bidder's answer to a bargaining request (ponBargain); the award takes it before the bid price.
    f.money('bargainPrice', '议价后含税单价', 'Final price incl. tax', { readOnly: true, precision: 4 }),
    f.number('awardQuantity', '中标数量', 'Awarded quantity', { readOnly: true, precision: 4 }),
    f.number('awardProportion', '中标份额(%)', 'Awarded share (%)', { readOnly: true, precision: 2 }),
    f.lookup('awardStatus', '中标状态', 'Award', 'PON_AWARD_STATUS', { readOnly: true }),
    f.text('sealedValues', '密封报价', 'Sealed prices', { readOnly: true, hidden: true, maxLength: 4000 }),
  ],
  list: {
    columns: [
      'lineNumber',
      'itemCode',
      'itemName',
      'uomCode',
      'quantity',
      'taxPrice',
      'freightPrice',
      'mouldCost',
      'leadTimeDays',
      'moq',
      'notes',
      'bargainPrice',
      'awardQuantity',
      'awardProportion',
      'awardStatus',
    ],
    filters: ['bidHeaderId', 'auctionLineId'],
    sort: ['lineNumber'],
  },
});
