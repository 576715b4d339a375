import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * The compliance review of a tender's responses (符合性审查, the preliminary
 * review before scoring): one sheet per tender whose bidding rule asks for it,
 * made by the server at the opening with a line per response. The jury's chair
 * records the formal, qualification and responsiveness checks of each and
 * confirms the sheet; the jury then scores only the responses that passed.
 * States: STATES.md.
 */
export default defineEntity({
  name: 'ponResponseMark',
  domain: 'sourcing',
  label: { zh: '符合性审查', en: 'Compliance review' },
  service: 'srmServer',
  rest: 'srmPonResponseMarks',
  table: 'srm_pon_response_marks',
  key: 'markId',
  titleField: 'markNumber',
  // The jury's work on the responses: no bidder reads it (a failed bidder is told why), experts only their tenders'.
  scope: { internal: true, jury: { via: 'auctionHeaderId' } },
  fields: [
    f.text('markNumber', '审查单号', 'Review number', { autoNumber: 'FH-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.ref('auctionHeaderId', '招标项目', 'Tender', 'ponAuction', {
      required: true,
      unique: true,
      display: 'auctionTitle',
      copy: { auctionNumber: 'auctionNumber', auctionTitle: 'auctionTitle' },
    }),
    f.text('auctionNumber', '招标编号', 'Tender number', { readOnly: true, maxLength: 40 }),
    f.text('auctionTitle', '招标项目名称', 'Tender title', { readOnly: true }),
    f.integer('leaderUserId', '评标组长用户ID', 'Chair user id', { readOnly: true, hidden: true }),
    f.text('leaderName', '评标组长', 'Chair of the jury', { readOnly: true }),
    f.integer('passedCount', '通过数', 'Passed', { readOnly: true }),
    f.integer('failedCount', '未通过数', 'Failed', { readOnly: true }),
    f.lookup('markStatus', '状态', 'Status', 'PON_MARK_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.datetime('confirmedDate', '确认时间', 'Confirmed', { readOnly: true }),
  ],
  children: [{ name: 'lines', entity: 'ponResponseMarkLine', foreignKey: 'markId', label: { zh: '审查结果', en: 'Responses reviewed' }, fixedLines: true }],
  workflow: {
    field: 'markStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: { label: { zh: '审查中', en: 'Reviewing' }, editable: true },
      CONFIRMED: { label: { zh: '已确认', en: 'Confirmed' } },
    },
    actions: [
      {
        action: 'confirm',
        label: { zh: '确认审查结果', en: 'Confirm the review' },
        from: ['DRAFT'],
        to: 'CONFIRMED',
        resource: 'btnConfirmMarks',
      },
    ],
  },
  list: {
    columns: ['markNumber', 'auctionNumber', 'auctionTitle', 'leaderName', 'passedCount', 'failedCount', 'markStatus', 'confirmedDate'],
    filters: ['auctionHeaderId', { field: 'markNumber', op: 'like' }, { field: 'auctionNumber', op: 'like' }, 'markStatus'],
    sort: ['-markId'],
  },
  form: {
    sections: [
      {
        title: { zh: '符合性审查', en: 'Compliance review' },
        // The tender is the server's to name: shown, never picked.
        fields: ['markNumber', 'auctionNumber', 'auctionTitle', 'leaderName', 'passedCount', 'failedCount', 'markStatus', 'confirmedDate'],
      },
    ],
  },
});
