import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { serverAction } from '../../entity/workflows.ts';

/** The places on an event's list of suppliers from which a supplier may bid: invited by the buyer, or registered for an open tender and shortlisted. */
export const MAY_BID = ['INVITED', 'SHORTLISTED'];

/**
 * A supplier on an event's list: invited by the buyer (INVITED), or, on an
 * open tender (公开招标), registered by the supplier itself (REGISTERED) and
 * then shortlisted or not by the buyer. A supplier sees its own row only,
 * never who else is on the list.
 */
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
    ...f.supplier({ required: true, uniqueWith: ['auctionHeaderId'], usable: true }),
    f.lookup('inviteStatus', '入围状态', 'Standing', 'PON_INVITE_STATUS', { readOnly: true, default: 'INVITED' }),
    f.datetime('registeredDate', '报名时间', 'Registered', { readOnly: true }),
    f.text('shortlistComments', '资格审查意见', 'Shortlisting remarks', { maxLength: 1000 }),
    f.datetime('lastBidDate', '最近报价时间', 'Last quoted', { readOnly: true }),
  ],
  workflow: {
    field: 'inviteStatus',
    initial: 'INVITED',
    states: {
      INVITED: { label: { zh: '已邀请', en: 'Invited' }, editable: true },
      REGISTERED: { label: { zh: '已报名，待审查', en: 'Registered, to review' } },
      SHORTLISTED: { label: { zh: '已入围', en: 'Shortlisted' } },
      NOT_SHORTLISTED: { label: { zh: '未入围', en: 'Not shortlisted' } },
    },
    actions: [
      // Made by the server: a supplier registers itself for an open tender (doRegister), stamping when.
      serverAction('register', { zh: '报名', en: 'Register' }, ['INVITED'], 'REGISTERED', { stamp: 'registeredDate' }),
      { action: 'shortlist', label: { zh: '入围', en: 'Shortlist' }, from: ['REGISTERED'], to: 'SHORTLISTED', resource: 'btnShortlist' },
      {
        action: 'refuseShortlist',
        label: { zh: '不入围', en: 'Do not shortlist' },
        from: ['REGISTERED'],
        to: 'NOT_SHORTLISTED',
        resource: 'btnRefuseShortlist',
        input: ['shortlistComments'],
      },
    ],
  },
  list: {
    columns: ['supplierId', 'supplierNumber', 'supplierName', 'inviteStatus', 'registeredDate', 'shortlistComments', 'lastBidDate'],
    filters: ['auctionHeaderId', 'inviteStatus'],
    sort: ['inviteId'],
  },
});
