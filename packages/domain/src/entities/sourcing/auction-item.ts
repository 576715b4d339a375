import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { itemFields } from '../../purchase/shared.ts';

/** A material an inquiry asks prices for, with its quantity; from a requisition line when made from the demand summary. */
export default defineEntity({
  name: 'ponAuctionItem',
  domain: 'sourcing',
  label: { zh: '询价物料', en: 'Inquiry material' },
  service: 'srmServer',
  rest: 'srmPonAuctionItems',
  table: 'srm_pon_auction_items',
  key: 'auctionLineId',
  parent: { entity: 'ponAuction', foreignKey: 'auctionHeaderId' },
  fields: [
    f.ref('auctionHeaderId', '询价单', 'Inquiry', 'ponAuction', { required: true }),
    f.integer('lineNumber', '行号', 'Line', { required: true, min: 1 }),
    // A tender's section (ponAuctionSection) the material belongs to; inquiries have none.
    f.integer('sectionNumber', '标段', 'Section', { min: 1, max: 99 }),
    ...itemFields({ required: true, uomInto: 'uomCode' }),
    f.lookup('uomCode', '单位', 'Unit', 'BASE_ITEMS_UNIT', { readOnly: true }),
    f.number('quantity', '数量', 'Quantity', { required: true, precision: 4, rules: ['positive'] }),
    // The buyer's budget (target) price incl. tax, in the event's currency: what the savings report measures the award against; never answered to a supplier (api savings/feature.ts).
    f.money('budgetPrice', '预算单价', 'Budget price', { precision: 4, rules: ['nonNegative'] }),
    f.date('needByDate', '需求日期', 'Need by'),
    f.number('awardedQuantity', '决标数量', 'Awarded quantity', { readOnly: true, precision: 4 }),
    f.integer('requisitionLineId', '采购申请行ID', 'Requisition line id', { readOnly: true, index: true }),
    f.text('requisitionNumber', '采购申请编号', 'Requisition number', { readOnly: true, maxLength: 40 }),
    f.text('notes', '备注', 'Notes', { maxLength: 1000 }),
  ],
  list: {
    columns: [
      'lineNumber',
      'sectionNumber',
      'itemId',
      'itemCode',
      'itemSpec',
      'uomCode',
      'quantity',
      'budgetPrice',
      'needByDate',
      'awardedQuantity',
      'requisitionNumber',
      'notes',
    ],
    filters: ['auctionHeaderId', { field: 'itemCode', op: 'like' }],
    sort: ['lineNumber'],
  },
});
