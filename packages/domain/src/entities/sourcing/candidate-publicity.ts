import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { REQUEST_STATE } from '../../entity/workflows.ts';

/**
 * The publicity of a tender's winning candidates (明标, 中标候选人公示): once the
 * jury has ranked the responses, the buyer publishes the best-ranked ones
 * (name, rank and score; no price) to the tender's bidders for a period; the
 * decision (定标) waits until it has ended when the tender's bidding rule asks
 * for a publicity. Seen by whoever sees the tender (`scope.through`), bidders
 * once published. States: STATES.md.
 */
export default defineEntity({
  name: 'ponBrightMoon',
  domain: 'sourcing',
  label: { zh: '中标候选人公示', en: 'Candidate publicity' },
  service: 'srmServer',
  rest: 'srmPonBrightMoons',
  table: 'srm_pon_bright_moons',
  key: 'brightId',
  titleField: 'brightTitle',
  scope: { through: 'auctionHeaderId', hiddenFromSupplierIn: ['DRAFT'] },
  fields: [
    f.text('brightNumber', '公示编号', 'Publicity number', { autoNumber: 'GS-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.text('brightTitle', '公示标题', 'Title', { required: true, maxLength: 200 }),
    f.ref('auctionHeaderId', '招标项目', 'Tender', 'ponAuction', {
      required: true,
      index: true,
      display: 'auctionTitle',
      copy: { auctionNumber: 'auctionNumber', auctionTitle: 'auctionTitle' },
    }),
    f.text('auctionNumber', '招标编号', 'Tender number', { readOnly: true, maxLength: 40 }),
    f.text('auctionTitle', '招标项目名称', 'Tender title', { readOnly: true }),
    f.integer('candidateCount', '公示候选人数', 'Candidates shown', { required: true, default: 3, min: 1, max: 9 }),
    f.datetime('publicityEndDate', '公示截止时间', 'Publicity ends', { required: true }),
    f.longtext('brightContent', '公示说明', 'Announcement', { maxLength: 2000 }),
    f.lookup('brightStatus', '状态', 'Status', 'PON_BRIGHT_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.datetime('publishDate', '公示开始时间', 'Published', { readOnly: true }),
  ],
  children: [{ name: 'lines', entity: 'ponBrightMoonLine', foreignKey: 'brightId', label: { zh: '中标候选人', en: 'Candidates' }, fixedLines: true }],
  workflow: {
    field: 'brightStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: REQUEST_STATE.DRAFT,
      PUBLISHED: { label: { zh: '公示中', en: 'Published' } },
      CANCELLED: REQUEST_STATE.WITHDRAWN,
    },
    actions: [
      {
        action: 'publish',
        label: { zh: '发布公示', en: 'Publish' },
        from: ['DRAFT'],
        to: 'PUBLISHED',
        resource: 'btnPublishCandidates',
      },
      {
        action: 'cancel',
        label: { zh: '撤销公示', en: 'Withdraw' },
        from: ['DRAFT', 'PUBLISHED'],
        to: 'CANCELLED',
        resource: 'btnCancel',
        commentRequired: true,
      },
    ],
  },
  list: {
    columns: ['brightNumber', 'brightTitle', 'auctionNumber', 'auctionTitle', 'candidateCount', 'publishDate', 'publicityEndDate', 'brightStatus'],
    filters: [
      'auctionHeaderId',
      { field: 'brightNumber', op: 'like' },
      { field: 'auctionNumber', op: 'like' },
      { field: 'brightTitle', op: 'like' },
      'brightStatus',
    ],
    sort: ['-brightId'],
  },
  form: {
    sections: [
      {
        title: { zh: '公示', en: 'Publicity' },
        fields: ['brightNumber', 'brightTitle', 'auctionHeaderId', 'auctionNumber', 'candidateCount', 'publishDate', 'publicityEndDate', 'brightStatus'],
      },
      { title: { zh: '公示说明', en: 'Announcement' }, fields: ['brightContent'] },
    ],
  },
});
