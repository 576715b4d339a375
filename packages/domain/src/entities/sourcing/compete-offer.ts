import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * The offer log of the compete hall: one row per accepted offer, written by
 * the server only, never changed. The key `offerId` (one PostgreSQL sequence,
 * drawn while the event's row is locked) orders the offers of an event and
 * breaks ties by arrival; `entryHash` is the sha256 of the previous entry's
 * hash and this entry's canonical content (api/src/compete/chain.ts). A
 * supplier reads its own offers only.
 */
export default defineEntity({
  name: 'ponCompeteOffer',
  domain: 'sourcing',
  label: { zh: '竞价出价记录', en: 'Compete offer' },
  service: 'srmServer',
  rest: 'srmPonCompeteOffers',
  table: 'srm_pon_compete_offers',
  key: 'offerId',
  // Read with the event's menus and buttons, in its scope; never among its children (a supplier's hall shows its offers, not the log).
  parent: { entity: 'ponCompete', foreignKey: 'competeHeaderId' },
  readOnly: true,
  audit: false,
  scope: { supplier: 'supplierId' },
  fields: [
    f.ref('competeHeaderId', '竞价单', 'Compete event', 'ponCompete', { required: true, index: true }),
    f.integer('turnNumber', '轮次', 'Turn', { required: true }),
    f.ref('competeLineId', '竞价物料', 'Material', 'ponCompeteItem', { required: true }),
    ...f.supplier({ required: true }),
    f.money('price', '出价', 'Price', { required: true }),
    // The supplier's own count (1, 2, 3 ...): what a bidder is shown, since gaps in `offerId` would show how often others bid.
    f.integer('supplierSeq', '本方序号', 'Own number'),
    f.datetime('offerTime', '服务器接收时间', 'Received (server)', { required: true }),
    f.text('prevHash', '前一条哈希', 'Previous hash', { required: true, maxLength: 64 }),
    f.text('entryHash', '本条哈希', 'Entry hash', { required: true, maxLength: 64 }),
  ],
  list: {
    columns: ['offerId', 'turnNumber', 'competeLineId', 'supplierName', 'price', 'offerTime', 'entryHash'],
    filters: ['competeHeaderId', 'turnNumber'],
    sort: ['offerId'],
  },
});
