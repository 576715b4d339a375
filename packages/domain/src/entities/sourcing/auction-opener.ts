import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A member of an inquiry's opening committee and when they signed the opening of the current round. */
export default defineEntity({
  name: 'ponAuctionOpener',
  domain: 'sourcing',
  label: { zh: '开标小组成员', en: 'Opening committee member' },
  service: 'srmServer',
  rest: 'srmPonAuctionOpeners',
  table: 'srm_pon_auction_openers',
  key: 'openerId',
  parent: { entity: 'ponAuction', foreignKey: 'auctionHeaderId' },
  fields: [
    f.ref('auctionHeaderId', '询价单', 'Inquiry', 'ponAuction', { required: true }),
    f.ref('userId', '成员', 'Member', 'user', {
      required: true,
      display: 'userFullName',
      copy: { userFullName: 'personName' },
      pickFrom: 'wfPerson',
      uniqueWith: ['auctionHeaderId'],
    }),
    f.text('personName', '姓名', 'Name', { readOnly: true }),
    f.datetime('signedDate', '签署时间', 'Signed', { readOnly: true }),
  ],
  list: { columns: ['userId', 'personName', 'signedDate'], filters: ['auctionHeaderId'], sort: ['openerId'] },
});
