import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { STATE, approval, reject, serverAction, submit } from '../../entity/workflows.ts';

/** States in which the hall is open to the invited suppliers (they enter, mark ready, bid in a turn). */
export const HALL_OPEN = ['PUBLISHED', 'READY', 'IN_TURN', 'BETWEEN_TURNS'];
/** States after the last turn: the log is final, the award is being made or made. */
export const AFTER_CLOSE = ['CLOSED', 'AWARDING', 'AWARDED', 'COMPLETED'];

/**
 * A compete event (竞价, a reverse auction): materials with a ceiling price,
 * the suppliers invited, and turns (rounds) run live in the hall. Approved
 * before publishing; once published only the invited suppliers see it (an
 * audience in SQL), never one another's identity. The server alone judges
 * offers and logs them hash-chained (competeOffer). States: COMPETE.md.
 */
export default defineEntity({
  name: 'ponCompete',
  domain: 'sourcing',
  label: { zh: '竞价单', en: 'Compete event' },
  service: 'srmServer',
  rest: 'srmPonCompeteHeaders',
  table: 'srm_pon_compete_headers',
  key: 'competeHeaderId',
  titleField: 'competeTitle',
  scope: {
    hiddenFromSupplierIn: ['DRAFT', 'APPROVING', 'REJECTED', 'CANCELLED'],
    audience: { child: 'suppliers', supplier: 'supplierId', when: { field: 'competeType', values: ['REVERSE'] } },
  },
  fields: [
    f.text('competeNumber', '竞价单号', 'Number', { autoNumber: 'JJ-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.text('competeTitle', '标题', 'Title', { required: true, maxLength: 200 }),
    // Only the reverse auction (suppliers bid prices down) is run; the field keeps the audience rule explicit.
    f.lookup('competeType', '竞价方式', 'Kind', 'PON_COMPETE_TYPE', { required: true, default: 'REVERSE', readOnly: true }),
    ...f.org({ required: true }),
    f.lookup('currencyCode', '币种', 'Currency', 'BANK_CURRENCY', { required: true, default: 'CNY' }),
    // The award's price agreements and orders carry it.
    f.lookup('taxRateCode', '税率', 'Tax rate', 'PON_TAX_LIST', { required: true, default: 'VAT13' }),
    // Kept as an argon2 hash; a wrong one in the hall is throttled like a sign-in.
    f.password('hallPassword', '竞价大厅密码', 'Hall password', { required: true }),
    f.text('buyerName', '采购员', 'Buyer', { maxLength: 120 }),
    f.text('noteToSupplier', '给供应商的说明', 'Note to suppliers', { maxLength: 2000 }),
    f.lookup('competeStatus', '状态', 'Status', 'PON_COMPETE_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.integer('currentTurn', '当前轮次', 'Current turn', { readOnly: true, default: 0 }),
    f.datetime('publishDate', '发布时间', 'Published', { readOnly: true }),
    f.datetime('closeDate', '结束时间', 'Closed', { readOnly: true }),
    f.integer('offerCount', '出价次数', 'Offers', { readOnly: true, default: 0 }),
    f.text('awardComments', '授标说明', 'Award remarks', { maxLength: 1000 }),
    f.datetime('awardDate', '授标时间', 'Awarded', { readOnly: true }),
    // Where the event came from (COMPETE.md "From a tender"): made by hand, from the demand summary, or from an evaluated tender's bidders.
    f.lookup('competeSource', '来源', 'Made from', 'PON_COMPETE_SOURCE', { readOnly: true, default: 'MANUAL' }),
    f.integer('auctionHeaderId', '招标项目ID', 'Tender id', { readOnly: true, hidden: true, index: true }),
    f.text('auctionNumber', '招标编号', 'Tender number', { readOnly: true, maxLength: 40 }),
    f.text('auctionTitle', '招标项目名称', 'Tender title', { readOnly: true }),
  ],
  children: [
    { name: 'items', entity: 'ponCompeteItem', foreignKey: 'competeHeaderId', label: { zh: '竞价物料', en: 'Materials' } },
    { name: 'suppliers', entity: 'ponCompeteSupplier', foreignKey: 'competeHeaderId', label: { zh: '邀请供应商', en: 'Invited suppliers' } },
    { name: 'turns', entity: 'ponCompeteTurn', foreignKey: 'competeHeaderId', label: { zh: '竞价轮次', en: 'Turns' } },
  ],
  workflow: {
    field: 'competeStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: STATE.DRAFT,
      APPROVING: { label: { zh: '发布审批中', en: 'Awaiting approval' } },
      REJECTED: STATE.REJECTED,
      PUBLISHED: { label: { zh: '已发布，待入场', en: 'Published, suppliers entering' } },
      READY: { label: { zh: '已就绪', en: 'Ready to start' } },
      IN_TURN: { label: { zh: '竞价中', en: 'In turn' } },
      BETWEEN_TURNS: { label: { zh: '轮次间歇', en: 'Between turns' } },
      CLOSED: { label: { zh: '已结束，待授标', en: 'Closed, to award' } },
      AWARDING: { label: { zh: '授标审批中', en: 'Award awaiting approval' } },
      AWARDED: { label: { zh: '已授标', en: 'Awarded' } },
      COMPLETED: { label: { zh: '已生成协议/订单', en: 'Agreements or orders made' } },
      CANCELLED: STATE.CANCELLED,
    },
    actions: [
      { ...submit, label: { zh: '提交发布', en: 'Submit for publishing' }, to: 'APPROVING' },
      // Approval publishes: the invited suppliers are told and may enter the hall.
      { ...approval, from: ['APPROVING'], to: 'PUBLISHED' },
      { ...reject, from: ['APPROVING'] },
      {
        action: 'submitAward',
        label: { zh: '提交授标', en: 'Submit the award' },
        from: ['CLOSED'],
        to: 'AWARDING',
        resource: 'btnSubmitAward',
        input: ['awardComments'],
      },
      {
        action: 'approveAward',
        label: { zh: '授标审批通过', en: 'Approve the award' },
        from: ['AWARDING'],
        to: 'AWARDED',
        resource: 'btnApproveAward',
        forbidSelf: true,
        todo: true,
      },
      {
        action: 'rejectAward',
        label: { zh: '驳回授标', en: 'Reject the award' },
        from: ['AWARDING'],
        to: 'CLOSED',
        resource: 'btnRejectAward',
        commentRequired: true,
        forbidSelf: true,
      },
      // The hall's clock (COMPETE.md), made by the server: every bidder ready, a turn started or ended, the hall closed;
      // then the approved award's agreements or orders made.
      serverAction('allReady', { zh: '全部就绪', en: 'All bidders ready' }, ['PUBLISHED'], 'READY'),
      serverAction('startTurn', { zh: '开始轮次', en: 'Turn started' }, ['PUBLISHED', 'READY', 'IN_TURN', 'BETWEEN_TURNS'], 'IN_TURN', {
        input: ['currentTurn'],
      }),
      serverAction('endTurn', { zh: '轮次结束', en: 'Turn ended' }, ['IN_TURN'], 'BETWEEN_TURNS'),
      serverAction('closeHall', { zh: '竞价结束', en: 'Hall closed' }, HALL_OPEN, 'CLOSED', { stamp: 'closeDate' }),
      serverAction('complete', { zh: '已生成协议/订单', en: 'Agreements or orders made' }, ['AWARDED'], 'COMPLETED'),
      {
        action: 'cancel',
        label: { zh: '取消', en: 'Cancel' },
        from: ['DRAFT', 'REJECTED', 'PUBLISHED', 'READY', 'BETWEEN_TURNS'],
        to: 'CANCELLED',
        resource: 'btnCancel',
        commentRequired: true,
      },
    ],
  },
  operations: [
    // The hall: its state, offers after a sequence number, and what the caller may see of the ranking.
    {
      operation: 'doHallState',
      label: { zh: '竞价大厅', en: 'Compete hall' },
      resource: 'btnHallView',
      noButton: true,
      from: [...HALL_OPEN, ...AFTER_CLOSE],
    },
    {
      operation: 'doCheckPassword',
      label: { zh: '校验大厅密码', en: 'Enter the hall' },
      resource: 'btnHall',
      actor: 'supplier',
      noButton: true,
      from: HALL_OPEN,
    },
    { operation: 'doReady', label: { zh: '就绪', en: 'Ready' }, resource: 'btnHall', actor: 'supplier', noButton: true, from: HALL_OPEN },
    { operation: 'doOfferPrice', label: { zh: '出价', en: 'Offer a price' }, resource: 'btnHall', actor: 'supplier', noButton: true, from: ['IN_TURN'] },
    {
      operation: 'doTurnProcess',
      label: { zh: '轮次控制', en: 'Turn control' },
      resource: 'btnTurnControl',
      actor: 'internal',
      noButton: true,
      from: ['PUBLISHED', 'READY', 'IN_TURN', 'BETWEEN_TURNS'],
    },
    // A notice to every bidder, shown live in the hall (ponCompeteNotice); whoever runs the hall posts it.
    {
      operation: 'doPostNotice',
      label: { zh: '发布公告', en: 'Post a notice' },
      resource: 'btnTurnControl',
      actor: 'internal',
      noButton: true,
      from: [...HALL_OPEN, 'CLOSED'],
    },
    {
      operation: 'doVerifyChain',
      label: { zh: '校验出价链', en: 'Verify the offer log' },
      resource: 'btnHallView',
      actor: 'internal',
      from: ['IN_TURN', 'BETWEEN_TURNS', ...AFTER_CLOSE],
    },
    {
      operation: 'doReplay',
      label: { zh: '回放', en: 'Replay' },
      resource: 'btnHallView',
      actor: 'internal',
      noButton: true,
      from: ['IN_TURN', 'BETWEEN_TURNS', ...AFTER_CLOSE],
    },
    // The award (COMPETE.md "Award"): the summary per material from the log, the buyer's choice, then agreements or orders.
    {
      operation: 'doAwardSummary',
      label: { zh: '授标汇总', en: 'Award summary' },
      resource: 'btnCompare',
      actor: 'internal',
      noButton: true,
      from: AFTER_CLOSE,
    },
    { operation: 'doSaveAward', label: { zh: '保存授标', en: 'Save the award' }, resource: 'btnAward', actor: 'internal', noButton: true, from: ['CLOSED'] },
    {
      operation: 'doCreateAgreement',
      label: { zh: '生成价格协议', en: 'Make price agreements' },
      resource: 'btnCreateAgreement',
      actor: 'internal',
      from: ['AWARDED'],
    },
    { operation: 'doCreateOrder', label: { zh: '生成采购订单', en: 'Make purchase orders' }, resource: 'btnCreateOrder', actor: 'internal', from: ['AWARDED'] },
  ],
  list: {
    columns: [
      'competeNumber',
      'competeTitle',
      'orgName',
      'competeStatus',
      'currentTurn',
      'offerCount',
      'currencyCode',
      'buyerName',
      'publishDate',
      'closeDate',
    ],
    filters: [{ field: 'competeNumber', op: 'like' }, { field: 'competeTitle', op: 'like' }, 'orgId', 'competeStatus'],
    sort: ['-competeHeaderId'],
  },
  form: {
    sections: [
      {
        title: { zh: '竞价信息', en: 'Compete event' },
        fields: [
          'competeNumber',
          'competeTitle',
          'orgId',
          'currencyCode',
          'taxRateCode',
          'hallPassword',
          'buyerName',
          'competeStatus',
          'currentTurn',
          'offerCount',
          'publishDate',
          'closeDate',
        ],
      },
      { title: { zh: '说明与授标', en: 'Notes and award' }, fields: ['noteToSupplier', 'awardComments', 'awardDate'] },
      { title: { zh: '来源', en: 'Source' }, fields: ['competeSource', 'auctionNumber', 'auctionTitle'] },
    ],
  },
});
