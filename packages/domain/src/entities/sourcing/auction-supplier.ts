import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A supplier invited to an inquiry. A supplier sees its own invitation only, never who else was invited. */
export default defineEntity({
  name: 'ponAuctionSupplier',
  domain: 'sourcing',
  label: { zh: '邀请供应商', en: 'Invited supplier' },
  service: 'srmServer',
  rest: 'srmPonAuctionSuppliers',
  table: 'srm_pon_auction_suppliers',
  key: 'inviteId',
  parent: { entity: 'ponAuction', foreignKey: 'auctionHeaderId' },
  scope: { supplier: 'supplierId' },
  fields: [
    f.ref('auctionHeaderId', '询价单', 'Inquiry', 'ponAuction', { required: true }),
    ...f.supplier({ required: true, uniqueWith: ['auctionHeaderId'] }),
    f.datetime('lastBidDate', '最近报价时间', 'Last quoted', { readOnly: true }),
  ],
  list: { columns: ['supplierId', 'supplierNumber', 'supplierName', 'lastBidDate'], filters: ['auctionHeaderId'], sort: ['inviteId'] },
});
