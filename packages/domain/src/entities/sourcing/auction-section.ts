import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A section (标段) of a tender: a group of its materials awarded to one bidder. */
export default defineEntity({
  name: 'ponAuctionSection',
  domain: 'sourcing',
  label: { zh: '标段', en: 'Section' },
  service: 'srmServer',
  rest: 'srmPonAuctionSections',
  table: 'srm_pon_auction_sections',
  key: 'sectionId',
  parent: { entity: 'ponAuction', foreignKey: 'auctionHeaderId' },
  fields: [
    f.ref('auctionHeaderId', '招标项目', 'Tender', 'ponAuction', { required: true }),
    f.integer('sectionNumber', '标段号', 'Section', { required: true, min: 1, max: 99, uniqueWith: ['auctionHeaderId'] }),
    f.text('sectionName', '标段名称', 'Section name', { required: true, maxLength: 200 }),
    f.money('budgetAmount', '预算金额', 'Budget'),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
  ],
  list: { columns: ['sectionNumber', 'sectionName', 'budgetAmount', 'description'], filters: ['auctionHeaderId'], sort: ['sectionNumber'] },
});
