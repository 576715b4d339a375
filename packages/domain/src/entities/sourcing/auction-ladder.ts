import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A quantity ladder step of an inquiry material: from this quantity on the
 * suppliers quote a price of its own. It names its material by line number (a
 * material being written has no id yet); the server fills in the material.
 */
export default defineEntity({
  name: 'ponAuctionLadder',
  domain: 'sourcing',
  label: { zh: '阶梯数量', en: 'Quantity ladder' },
  service: 'srmServer',
  rest: 'srmPonAuctionItemLadders',
  table: 'srm_pon_auction_item_ladders',
  key: 'itemLadderId',
  titleField: 'itemCode',
  parent: { entity: 'ponAuction', foreignKey: 'auctionHeaderId' },
  fields: [
    f.ref('auctionHeaderId', '询价单', 'Inquiry', 'ponAuction', { required: true }),
    f.integer('lineNumber', '物料行号', 'Material line', { required: true, min: 1 }),
    f.text('itemCode', '物料编码', 'Material code', { readOnly: true, maxLength: 60 }),
    f.text('itemName', '物料名称', 'Material name', { readOnly: true }),
    f.number('ladderQuantity', '起始数量', 'From quantity', {
      required: true,
      precision: 4,
      rules: ['positive'],
      uniqueWith: ['auctionHeaderId', 'lineNumber'],
    }),
    f.text('notes', '备注', 'Notes', { maxLength: 1000 }),
  ],
  list: {
    columns: ['lineNumber', 'itemCode', 'itemName', 'ladderQuantity', 'notes'],
    filters: ['auctionHeaderId'],
    sort: ['lineNumber', 'ladderQuantity'],
  },
});
