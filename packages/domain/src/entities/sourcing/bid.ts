import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { REQUEST_STATE } from '../../entity/workflows.ts';
import { STATE, serverAction } from '../../entity/workflows.ts';

/**
 * A supplier's bid (报价) on an inquiry, for one round. The supplier writes it
 * as a draft and submits it before the closing time; a later submission
 * replaces the earlier one, which stays as SUPERSEDED. The prices of its lines
 * are sealed until the opening: see ponBidLine and STATES.md.
 */
export default defineEntity({
  name: 'ponBid',
  domain: 'sourcing',
  label: { zh: '供应商报价', en: 'Bid' },
  service: 'srmServer',
  rest: 'srmPonBidHeaders',
  table: 'srm_pon_bid_headers',
  key: 'bidHeaderId',
  titleField: 'bidNumber',
  scope: { supplier: 'supplierId', jury: { via: 'auctionHeaderId' } },
  fields: [
    f.text('bidNumber', '报价单号', 'Bid number', { autoNumber: 'BJ-{yyyyMMdd}-{seq:4}', readOnly: true, unique: true, maxLength: 40 }),
    f.ref('auctionHeaderId', '询价/招标', 'Inquiry or tender', 'ponAuction', {
      required: true,
      index: true,
      display: 'auctionTitle',
      copy: {
        auctionNumber: 'auctionNumber',
        auctionTitle: 'auctionTitle',
        currencyCode: 'currencyCode',
        roundNumber: 'roundNumber',
        auctionType: 'auctionType',
      },
    }),
    f.lookup('auctionType', '洽谈类型', 'Kind', 'PON_AUCTION_TYPE', { readOnly: true }),
    f.text('auctionNumber', '询价/招标单号', 'Event number', { readOnly: true, maxLength: 40 }),
    f.text('auctionTitle', '询价/招标标题', 'Event title', { readOnly: true }),
    f.integer('roundNumber', '轮次', 'Round', { readOnly: true }),
    ...f.supplier({ required: true }),
    f.lookup('currencyCode', '币种', 'Currency', 'BANK_CURRENCY', { readOnly: true }),
    f.lookup('bidStatus', '报价状态', 'Status', 'PON_BID_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.flag('sealedFlag', '密封', 'Sealed', { readOnly: true, default: 'Y' }),
    f.datetime('submitDate', '提交时间', 'Submitted', { readOnly: true }),
    f.money('totalAmount', '报价总额', 'Bid total', { readOnly: true }),
    f.money('bargainAmount', '议价后总额', 'Total after bargaining', { readOnly: true }),
    f.lookup('awardStatus', '中标状态', 'Award', 'PON_AWARD_STATUS', { readOnly: true }),
    f.datetime('awardDate', '中标时间', 'Awarded', { readOnly: true }),
    f.money('awardAmount', '中标金额', 'Awarded amount', { readOnly: true }),
    f.integer('agreementId', '价格协议ID', 'Agreement id', { readOnly: true, hidden: true }),
    f.text('agreementNumber', '价格协议', 'Price agreement', { readOnly: true, maxLength: 40 }),
    f.integer('poHeaderId', '采购订单ID', 'Order id', { readOnly: true, hidden: true }),
    f.text('poNumber', '采购订单', 'Purchase order', { readOnly: true, maxLength: 40 }),
    f.text('noteToBuyer', '给采购方的说明', 'Note to the buyer', { maxLength: 2000 }),
    // A tender response's technical part (the commercial part is the sealed prices); the experts score it.
    f.longtext('technicalProposal', '技术标', 'Technical proposal', { maxLength: 8000 }),
    f.number('techScore', '技术得分', 'Technical score', { readOnly: true, precision: 2 }),
    f.number('commercialScore', '商务得分', 'Commercial score', { readOnly: true, precision: 2 }),
    f.number('scoreSum', '综合得分', 'Total score', { readOnly: true, precision: 2 }),
    f.integer('scoreRank', '排名', 'Rank', { readOnly: true }),
    f.lookup('markResult', '符合性审查', 'Compliance review', 'PON_MARK_RESULT', { readOnly: true }),
    f.text('markComments', '未通过原因', 'Why it failed the review', { readOnly: true, maxLength: 1000 }),
    f.attachments(),
  ],
  children: [
    { name: 'lines', entity: 'ponBidLine', foreignKey: 'bidHeaderId', label: { zh: '报价行', en: 'Prices' }, fixedLines: true },
    { name: 'ladders', entity: 'ponBidLadder', foreignKey: 'bidHeaderId', label: { zh: '阶梯报价', en: 'Ladder prices' }, fixedLines: true },
  ],
  workflow: {
    field: 'bidStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: REQUEST_STATE.DRAFT,
      SUBMITTED: STATE.SUBMITTED,
      SUPERSEDED: { label: { zh: '已被新报价替代', en: 'Replaced by a later bid' } },
    },
    actions: [
      { action: 'submit', label: { zh: '提交报价', en: 'Submit bid' }, from: ['DRAFT'], to: 'SUBMITTED', resource: 'btnSubmit', actor: 'supplier' },
      // Made by the server: the same supplier's later submission in the same round replaces this one.
      serverAction('supersede', { zh: '被新报价替代', en: 'Replaced by a later bid' }, ['SUBMITTED'], 'SUPERSEDED'),
    ],
  },
  list: {
    columns: [
      'bidNumber',
      'auctionNumber',
      'auctionTitle',
      'roundNumber',
      'supplierName',
      'bidStatus',
      'sealedFlag',
      'submitDate',
      'totalAmount',
      'bargainAmount',
      'currencyCode',
      'awardStatus',
      'awardAmount',
      'agreementNumber',
      'poNumber',
    ],
    filters: [{ field: 'bidNumber', op: 'like' }, 'auctionHeaderId', 'supplierId', 'bidStatus', { field: 'submitDate', op: 'range' }],
    sort: ['-bidHeaderId'],
  },
  form: {
    sections: [
      {
        title: { zh: '报价', en: 'Bid' },
        fields: ['bidNumber', 'auctionHeaderId', 'roundNumber', 'supplierId', 'currencyCode', 'bidStatus', 'sealedFlag', 'submitDate', 'totalAmount'],
      },
      { title: { zh: '技术标', en: 'Technical part' }, fields: ['technicalProposal'], when: { field: 'auctionType', values: ['TENDER'] } },
      {
        title: { zh: '评标结果', en: 'Evaluation' },
        fields: ['markResult', 'markComments', 'techScore', 'commercialScore', 'scoreSum', 'scoreRank', 'bargainAmount'],
        when: { field: 'auctionType', values: ['TENDER'] },
      },
      { title: { zh: '决标结果', en: 'Award' }, fields: ['awardStatus', 'awardDate', 'awardAmount', 'agreementNumber', 'poNumber'] },
      { title: { zh: '说明与附件', en: 'Notes and files' }, fields: ['noteToBuyer', 'attachmentIds'] },
    ],
  },
});
