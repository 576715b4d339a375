import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** The price parts a sealed ladder price keeps encrypted until the opening. */
export const SEALED_LADDER_FIELDS = ['taxPrice'] as const;

/**
 * A bid's price for one quantity ladder step of an inquiry material, sealed
 * as the bid's lines are (`sealedValues` until the opening).
 */
export default defineEntity({
  name: 'ponBidLadder',
  domain: 'sourcing',
  label: { zh: '阶梯报价', en: 'Ladder price' },
  service: 'srmServer',
  rest: 'srmPonBidLadderPrices',
  table: 'srm_pon_bid_ladder_prices',
  key: 'bidLadderId',
  parent: { entity: 'ponBid', foreignKey: 'bidHeaderId' },
  fields: [
    f.ref('bidHeaderId', '报价单', 'Bid', 'ponBid', { required: true }),
    f.ref('itemLadderId', '阶梯数量', 'Quantity ladder', 'ponAuctionLadder', {
      required: true,
      index: true,
      copy: { lineNumber: 'lineNumber', itemCode: 'itemCode', itemName: 'itemName', ladderQuantity: 'ladderQuantity' },
      uniqueWith: ['bidHeaderId'],
    }),
    f.integer('lineNumber', '物料行号', 'Material line', { readOnly: true }),
    f.text('itemCode', '物料编码', 'Material code', { readOnly: true, maxLength: 60 }),
    f.text('itemName', '物料名称', 'Material name', { readOnly: true }),
    f.number('ladderQuantity', '起始数量', 'From quantity', { readOnly: true, precision: 4 }),
    f.money('taxPrice', '含税单价', 'Unit price incl. tax', { precision: 4, rules: ['nonNegative'] }),
    f.text('sealedValues', '密封报价', 'Sealed prices', { readOnly: true, hidden: true, maxLength: 4000 }),
  ],
  list: {
    columns: ['lineNumber', 'itemCode', 'itemName', 'ladderQuantity', 'taxPrice'],
    filters: ['bidHeaderId', 'itemLadderId'],
    sort: ['lineNumber', 'ladderQuantity'],
  },
});
