import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * The key that seals the bids of one round of an event, stored only wrapped
 * (AES-256-GCM under the server's master key, which is not in the database).
 * Internal: no REST; sourcing/sealing.ts on the server is its only reader.
 */
export default defineEntity({
  name: 'ponSealKey',
  domain: 'sourcing',
  label: { zh: '密封密钥', en: 'Sealing key' },
  service: 'srmServer',
  rest: null,
  table: 'srm_pon_seal_keys',
  key: 'sealKeyId',
  audit: false,
  fields: [
    f.integer('auctionHeaderId', '洽谈ID', 'Event id', { required: true, index: true }),
    f.integer('roundNumber', '轮次', 'Round', { required: true, uniqueWith: ['auctionHeaderId'] }),
    f.text('wrappedKey', '密钥(已加密)', 'Wrapped key', { required: true, hidden: true, maxLength: 200 }),
    f.datetime('openedDate', '开启时间', 'Opened'),
  ],
});
