import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A tender's result notice (中标/未中标通知书) to one bidder. The approved award
 * makes one per bidder of the final round, its text drafted from the outcome;
 * the buyer reads it over, may reword it, and sends it; the bidder then sees it
 * (never before, never another bidder's) and confirms receipt. States: STATES.md.
 */
export default defineEntity({
  name: 'ponTenderNotice',
  domain: 'sourcing',
  label: { zh: '结果通知书', en: 'Result notice' },
  labelBy: { field: 'noticeType', labels: { WIN: { zh: '中标通知书', en: 'Notice of award' }, LOSE: { zh: '未中标通知书', en: 'Notice of non-award' } } },
  service: 'srmServer',
  rest: 'srmPonTenderNotices',
  table: 'srm_pon_tender_notices',
  key: 'noticeId',
  titleField: 'noticeNumber',
  // Made by the award, never by hand; the text is written by the sending.
  readOnly: true,
  scope: { supplier: 'supplierId', hiddenFromSupplierIn: ['DRAFT'] },
  fields: [
    f.text('noticeNumber', '通知书编号', 'Notice number', { autoNumber: 'TZ-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.ref('auctionHeaderId', '招标项目', 'Tender', 'ponAuction', { readOnly: true, index: true, display: 'auctionTitle' }),
    f.text('auctionNumber', '招标编号', 'Tender number', { readOnly: true, maxLength: 40 }),
    f.text('auctionTitle', '招标项目名称', 'Tender title', { readOnly: true }),
    ...f.org({ readOnly: true }),
    ...f.supplier({ readOnly: true }),
    f.integer('bidHeaderId', '投标书ID', 'Response id', { readOnly: true, hidden: true }),
    f.lookup('noticeType', '通知书类型', 'Kind', 'PON_NOTICE_TYPE', { readOnly: true }),
    f.money('awardAmount', '中标金额', 'Awarded amount', { readOnly: true }),
    f.lookup('currencyCode', '币种', 'Currency', 'BANK_CURRENCY', { readOnly: true }),
    f.longtext('noticeContent', '通知书正文', 'Text', { required: true, maxLength: 4000 }),
    f.lookup('noticeStatus', '状态', 'Status', 'PON_NOTICE_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.datetime('sentDate', '发出时间', 'Sent', { readOnly: true }),
    f.datetime('acknowledgedDate', '确认收到时间', 'Receipt confirmed', { readOnly: true }),
  ],
  workflow: {
    field: 'noticeStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: { label: { zh: '待发出', en: 'To send' } },
      SENT: { label: { zh: '已发出，待确认', en: 'Sent, awaiting receipt' } },
      ACKNOWLEDGED: { label: { zh: '已确认收到', en: 'Receipt confirmed' } },
    },
    actions: [
      {
        action: 'send',
        label: { zh: '发出通知书', en: 'Send the notice' },
        from: ['DRAFT'],
        to: 'SENT',
        resource: 'btnSendNotice',
        input: ['noticeContent'],
        todo: true,
        notifySupplier: true,
      },
      {
        action: 'acknowledge',
        label: { zh: '确认收到', en: 'Confirm receipt' },
        from: ['SENT'],
        to: 'ACKNOWLEDGED',
        resource: 'btnAcknowledge',
        actor: 'supplier',
        todo: true,
      },
    ],
  },
  list: {
    columns: [
      'noticeNumber',
      'auctionNumber',
      'auctionTitle',
      'supplierName',
      'noticeType',
      'awardAmount',
      'currencyCode',
      'noticeStatus',
      'sentDate',
      'acknowledgedDate',
    ],
    filters: [{ field: 'auctionNumber', op: 'like' }, 'supplierId', 'noticeType', 'noticeStatus', { field: 'sentDate', op: 'range' }],
    sort: ['-noticeId'],
  },
  form: {
    sections: [
      {
        title: { zh: '通知书', en: 'Notice' },
        fields: ['noticeNumber', 'noticeType', 'noticeStatus', 'auctionHeaderId', 'auctionNumber', 'orgId', 'supplierId', 'awardAmount', 'currencyCode'],
      },
      { title: { zh: '正文', en: 'Text' }, fields: ['noticeContent', 'sentDate', 'acknowledgedDate'] },
    ],
  },
});
