import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { APPROVAL_STATES, STATE, approval, reject, serverAction, submit } from '../../entity/workflows.ts';
import { SERVER_ONLY } from '../../entity/resources.ts';
import { JURY_STATES } from '../../sourcing/jury-states.ts';

const TENDER = { field: 'auctionType', values: ['TENDER'] };

/**
 * A sourcing event: an inquiry (询价, RFQ) or a tender (招标, `auctionType`
 * TENDER): materials, quantities and the suppliers invited to quote
 * them between a start and an end time. A tender adds sections, a jury of
 * experts drawn from the pool who score the responses against an assessment
 * template, and a picketage the jury countersigns. The publication is approved first;
 * once published only the invited suppliers see it (an audience in SQL). Bids
 * are sealed (encrypted, the key per event and round) until the opening
 * committee named on the inquiry signs the opening with its quorum.
 * States: see STATES.md.
 */
export default defineEntity({
  name: 'ponAuction',
  domain: 'sourcing',
  label: { zh: '寻源单', en: 'Sourcing event' },
  service: 'srmServer',
  rest: 'srmPonAuctionHeaders',
  table: 'srm_pon_auction_headers',
  key: 'auctionHeaderId',
  titleField: 'auctionTitle',
  labelBy: { field: 'auctionType', labels: { INQUIRY: { zh: '询价单', en: 'Inquiry' }, TENDER: { zh: '招标项目', en: 'Tender' } } },
  scope: {
    hiddenFromSupplierIn: ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED', 'CANCELLED'],
    // An open tender (公开招标) is published to every supplier; anything else only to those on its list.
    audience: { child: 'suppliers', supplier: 'supplierId', when: { field: 'invitingBidWay', values: ['INVITED'] } },
    jury: { child: 'juries', user: 'userId', states: JURY_STATES },
  },
  fields: [
    f.text('auctionNumber', '单号', 'Number', {
      autoNumber: 'XJ-{yyyyMMdd}-{seq:3}',
      autoNumberBy: { field: 'auctionType', patterns: { TENDER: 'ZB-{yyyyMMdd}-{seq:3}' } },
      readOnly: true,
      unique: true,
      maxLength: 40,
    }),
    f.text('auctionTitle', '标题', 'Title', { required: true, maxLength: 200 }),
    // Chosen by the screen that makes the event (the inquiry or the tender list); fixed once saved.
    f.lookup('auctionType', '洽谈类型', 'Kind', 'PON_AUCTION_TYPE', { required: true, default: 'INQUIRY' }),
    // Inquiries are always by invitation; a tender may be open to every supplier, who registers and is shortlisted.
    f.lookup('invitingBidWay', '招标方式', 'Invitation', 'PON_INVITING_WAY', { required: true, default: 'INVITED' }),
    f.datetime('registrationEndDate', '报名截止时间', 'Registration closes'),
    ...f.org({ required: true }),
    f.lookup('currencyCode', '币种', 'Currency', 'BANK_CURRENCY', { required: true, default: 'CNY' }),
    f.lookup('taxRateCode', '税率', 'Tax rate', 'PON_TAX_LIST', { required: true, default: 'VAT13' }),
    f.ref('templateId', '报价模板', 'Offer template', 'ponOfferTemplate', { display: 'templateName', copy: { templateName: 'templateName' } }),
    f.text('templateName', '报价模板名称', 'Offer template name', { readOnly: true }),
    f.datetime('bidStartDate', '报价/投标开始时间', 'Quoting opens', { required: true }),
    f.datetime('bidEndDate', '报价/投标截止时间', 'Quoting closes', { required: true }),
    f.integer('openQuorum', '开标所需签署人数', 'Signatures to open', { required: true, default: 1, min: 1, max: 9 }),
    f.integer('roundNumber', '轮次', 'Round', { readOnly: true, default: 1 }),
    f.text('buyerName', '采购员', 'Buyer', { maxLength: 120 }),
    f.text('noteToSupplier', '给供应商的说明', 'Note to suppliers', { maxLength: 2000 }),
    f.lookup('auctionStatus', '状态', 'Status', 'PON_AUCTION_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.datetime('publishDate', '发布时间', 'Published', { readOnly: true }),
    f.datetime('closeBiddingDate', '截标时间', 'Closed', { readOnly: true }),
    f.datetime('openBiddingDate', '开标时间', 'Opened', { readOnly: true }),
    f.integer('bidCount', '已报价供应商数', 'Suppliers quoted', { readOnly: true, default: 0 }),
    f.text('awardComments', '决标说明', 'Award remarks', { maxLength: 1000 }),
    f.datetime('awardCompleteDate', '决标完成时间', 'Awarded', { readOnly: true }),
    // Tenders: the rule they are held to (copied at the save, so a later change of the rule leaves them as they were).
    f.ref('biddingRuleId', '招标规则', 'Bidding rule', 'ponBiddingRule', {
      display: 'ruleName',
      copy: { ruleName: 'biddingRuleName', minBidders: 'minBidders', complianceReview: 'complianceReview', publicityDays: 'publicityDays' },
    }),
    f.text('biddingRuleName', '招标规则名称', 'Bidding rule name', { readOnly: true }),
    f.integer('minBidders', '最少有效投标人数', 'Fewest responses to open', { readOnly: true }),
    f.flag('complianceReview', '符合性审查', 'Compliance review before scoring', { readOnly: true }),
    f.integer('publicityDays', '中标候选人公示天数', 'Days the candidates are published', { readOnly: true }),
    // Tenders: how the responses are scored and by whom.
    f.ref('assessTemplateId', '评标模板', 'Assessment template', 'ponAssessTemplate', {
      display: 'templateName',
      copy: { templateName: 'assessTemplateName' },
    }),
    f.text('assessTemplateName', '评标模板名称', 'Assessment template name', { readOnly: true }),
    f.ref('juryCategoryId', '专家品类', 'Experts of category', 'purchaseCategory', { display: 'categoryName', copy: { categoryName: 'juryCategoryName' } }),
    f.text('juryCategoryName', '专家品类名称', 'Expert category name', { readOnly: true }),
    f.integer('juryCount', '评标专家人数', 'Experts to draw', { min: 1, max: 9, default: 3 }),
    f.text('noteToJury', '给评标小组的说明', 'Note to the jury', { maxLength: 2000 }),
    f.datetime('judgeCompleteDate', '评标完成时间', 'Evaluated', { readOnly: true }),
    f.attachments(),
  ],
  children: [
    { name: 'items', entity: 'ponAuctionItem', foreignKey: 'auctionHeaderId', label: { zh: '询价物料', en: 'Materials' } },
    { name: 'ladders', entity: 'ponAuctionLadder', foreignKey: 'auctionHeaderId', label: { zh: '阶梯数量', en: 'Quantity ladders' } },
    {
      name: 'suppliers',
      entity: 'ponAuctionSupplier',
      foreignKey: 'auctionHeaderId',
      label: { zh: '邀请/报名供应商', en: 'Invited and registered suppliers' },
    },
    { name: 'openers', entity: 'ponAuctionOpener', foreignKey: 'auctionHeaderId', label: { zh: '开标小组', en: 'Opening committee' } },
    { name: 'sections', entity: 'ponAuctionSection', foreignKey: 'auctionHeaderId', label: { zh: '标段', en: 'Sections' }, when: TENDER },
    {
      name: 'scoreRules',
      entity: 'ponAuctionScoreRule',
      foreignKey: 'auctionHeaderId',
      label: { zh: '评分规则', en: 'Scoring rules' },
      fixedLines: true,
      when: TENDER,
    },
    { name: 'juries', entity: 'ponAuctionJury', foreignKey: 'auctionHeaderId', label: { zh: '评标小组', en: 'Jury' }, fixedLines: true, when: TENDER },
  ],
  workflow: {
    field: 'auctionStatus',
    initial: 'DRAFT',
    states: {
      ...APPROVAL_STATES,
      SUBMITTED: { label: { zh: '发布审批中', en: 'Awaiting approval' } },
      APPROVED: { label: { zh: '待发布', en: 'Approved, to publish' } },
      PUBLISHED: { label: { zh: '报价中', en: 'Open for quotes' } },
      CLOSED: { label: { zh: '已截标', en: 'Closed, to open' } },
      OPENED: { label: { zh: '已开标，待决标', en: 'Opened, to award' } },
      EVALUATING: { label: { zh: '评标中', en: 'Being evaluated' } },
      EVALUATED: { label: { zh: '已评标，待定标', en: 'Evaluated, to decide' } },
      PICKETAGE: { label: { zh: '定标会签中', en: 'Decision being countersigned' } },
      AWARDING: { label: { zh: '决标审批中', en: 'Award awaiting approval' } },
      AWARDED: { label: { zh: '已决标', en: 'Awarded' } },
      COMPLETED: { label: { zh: '已完成', en: 'Completed' } },
      CANCELLED: STATE.CANCELLED,
      ABANDONED: { label: { zh: '已流标', en: 'Abandoned' } },
    },
    actions: [
      { ...submit, label: { zh: '提交发布', en: 'Submit for publishing' } },
      approval,
      reject,
      { action: 'publish', label: { zh: '发布', en: 'Publish' }, from: ['APPROVED'], to: 'PUBLISHED', resource: 'btnPublish', todo: true },
      { action: 'startNow', label: { zh: '立即开始', en: 'Start now' }, from: ['PUBLISHED'], to: 'PUBLISHED', resource: 'btnStartNow' },
      {
        action: 'adjustEndDate',
        label: { zh: '调整截止时间', en: 'Change closing time' },
        from: ['PUBLISHED', 'CLOSED'],
        to: 'PUBLISHED',
        resource: 'btnAdjustEndDate',
        commentRequired: true,
        input: ['bidEndDate'],
      },
      { action: 'close', label: { zh: '截标', en: 'Close quoting' }, from: ['PUBLISHED'], to: 'CLOSED', resource: 'btnCloseBidding' },
      // Too few responses to open (or none worth opening): the event fails (流标), the bidders are told why.
      { action: 'abandon', label: { zh: '流标', en: 'Abandon' }, from: ['CLOSED'], to: 'ABANDONED', resource: 'btnAbandon', commentRequired: true },
      // Another round: the invited suppliers quote again until the new closing time; the last round's bids stay as history.
      {
        action: 'newRound',
        label: { zh: '发起新一轮报价', en: 'Ask for another round' },
        from: ['OPENED'],
        to: 'PUBLISHED',
        resource: 'btnNewRound',
        commentRequired: true,
        input: ['bidEndDate'],
      },
      {
        action: 'submitAward',
        label: { zh: '提交决标', en: 'Submit the award' },
        from: ['OPENED'],
        to: 'AWARDING',
        resource: 'btnSubmitAward',
        input: ['awardComments'],
      },
      // Tenders: the decision (the award by section to the ranked responses) goes to the jury to countersign.
      {
        action: 'submitPicketage',
        label: { zh: '提交定标', en: 'Submit the decision' },
        from: ['EVALUATED'],
        to: 'PICKETAGE',
        resource: 'btnSubmitPicketage',
        input: ['awardComments'],
        todo: true,
      },
      // Made by the server: the quorum's last signature opens (an inquiry to its award, a tender to its jury), stamping the opening time.
      serverAction('open', { zh: '开标', en: 'Bids opened' }, ['CLOSED'], 'OPENED', { stamp: 'openBiddingDate' }),
      serverAction('openToJury', { zh: '开标，进入评标', en: 'Opened for evaluation' }, ['CLOSED'], 'EVALUATING', { stamp: 'openBiddingDate' }),
      // Made by the server: the approved award's agreements or orders are made (doCreateAgreement, doCreateOrder).
      serverAction('complete', { zh: '已生成协议/订单', en: 'Agreements or orders made' }, ['AWARDED'], 'COMPLETED'),
      // Made by the server: the last expert's scores complete the evaluation, the jury's last agreement the countersign.
      { action: 'completeEvaluation', label: { zh: '评标完成', en: 'Evaluation complete' }, from: ['EVALUATING'], to: 'EVALUATED', resource: SERVER_ONLY },
      { action: 'completePicketage', label: { zh: '定标会签完成', en: 'Decision countersigned' }, from: ['PICKETAGE'], to: 'AWARDING', resource: SERVER_ONLY },
      { action: 'rejectPicketage', label: { zh: '定标会签不同意', en: 'Decision disagreed' }, from: ['PICKETAGE'], to: 'EVALUATED', resource: SERVER_ONLY },
      {
        action: 'approveAward',
        label: { zh: '决标审批通过', en: 'Approve the award' },
        from: ['AWARDING'],
        to: 'AWARDED',
        resource: 'btnApproveAward',
        forbidSelf: true,
        todo: true,
      },
      {
        action: 'rejectAward',
        label: { zh: '驳回决标', en: 'Reject the award' },
        from: ['AWARDING'],
        to: 'OPENED',
        resource: 'btnRejectAward',
        commentRequired: true,
        forbidSelf: true,
      },
      {
        action: 'cancel',
        label: { zh: '取消', en: 'Cancel' },
        from: ['DRAFT', 'REJECTED', 'APPROVED', 'PUBLISHED', 'CLOSED', 'OPENED', 'EVALUATED'],
        to: 'CANCELLED',
        resource: 'btnCancel',
        commentRequired: true,
      },
    ],
  },
  operations: [
    // The opening is signed by each member of the committee; the quorum's last signature opens.
    { operation: 'doSignOpening', label: { zh: '签署开标', en: 'Sign the opening' }, resource: 'btnBidOpening', actor: 'internal', from: ['CLOSED'] },
    // An open tender: a supplier puts itself on the list, for the buyer to shortlist.
    { operation: 'doRegister', label: { zh: '报名', en: 'Register' }, resource: 'btnRegister', actor: 'supplier', from: ['PUBLISHED'] },
    // A supplier's draft bid for the current round (made on first use, else the one being written).
    { operation: 'doStartBid', label: { zh: '报价', en: 'Quote' }, resource: 'btnQuote', actor: 'supplier', opens: 'ponBid', from: ['PUBLISHED'] },
    // Every supplier's price parts side by side, with the award so far (the award summary screen).
    {
      operation: 'doCompare',
      label: { zh: '比价', en: 'Compare bids' },
      resource: 'btnCompare',
      actor: 'internal',
      noButton: true,
      from: ['OPENED', 'EVALUATED', 'PICKETAGE', 'AWARDING', 'AWARDED', 'COMPLETED'],
    },
    // The award per line and supplier, as quantities; the award summary screen writes it.
    {
      operation: 'doSaveAward',
      label: { zh: '保存决标', en: 'Save the award' },
      resource: 'btnAward',
      actor: 'internal',
      noButton: true,
      from: ['OPENED', 'EVALUATED'],
    },
    // An inquiry's materials to their lowest prices; a tender's sections to their best-ranked responses.
    { operation: 'doAutoAward', label: { zh: '自动决标', en: 'Award automatically' }, resource: 'btnAward', actor: 'internal', from: ['OPENED', 'EVALUATED'] },
    // Tenders: a jury drawn at random from the pool (category, avoidance), before the opening.
    {
      operation: 'doDrawJury',
      label: { zh: '抽取评标专家', en: 'Draw the jury' },
      resource: 'btnDrawJury',
      actor: 'internal',
      from: ['APPROVED', 'PUBLISHED', 'CLOSED'],
    },
    // The evaluation sheet: the responses, the rules, the caller's scores and, once complete, the results.
    {
      operation: 'doEvaluation',
      label: { zh: '评标', en: 'Evaluation' },
      resource: 'btnEvaluate',
      actor: 'internal',
      noButton: true,
      from: ['EVALUATING', 'EVALUATED', 'PICKETAGE', 'AWARDING', 'AWARDED', 'COMPLETED'],
    },
    {
      operation: 'doSubmitScores',
      label: { zh: '提交评分', en: 'Submit my scores' },
      resource: 'btnEvaluate',
      actor: 'internal',
      noButton: true,
      from: ['EVALUATING'],
    },
    {
      operation: 'doCountersign',
      label: { zh: '定标会签', en: 'Countersign the decision' },
      resource: 'btnCountersign',
      actor: 'internal',
      noButton: true,
      from: ['PICKETAGE'],
    },
    // From the approved award, one per winning supplier, linked both ways.
    {
      operation: 'doCreateAgreement',
      label: { zh: '生成价格协议', en: 'Make price agreements' },
      resource: 'btnCreateAgreement',
      actor: 'internal',
      from: ['AWARDED'],
    },
    { operation: 'doCreateOrder', label: { zh: '生成采购订单', en: 'Make purchase orders' }, resource: 'btnCreateOrder', actor: 'internal', from: ['AWARDED'] },
    // An evaluated tender's materials to a live reverse auction among its bidders (招标转竞价, COMPETE.md "From a tender").
    {
      operation: 'doCreateCompete',
      label: { zh: '转竞价', en: 'Put to a compete' },
      resource: 'btnCreateCompete',
      actor: 'internal',
      opens: 'ponCompete',
      from: ['EVALUATED'],
    },
  ],
  list: {
    columns: [
      'auctionNumber',
      'auctionTitle',
      'auctionType',
      'orgName',
      'auctionStatus',
      'bidStartDate',
      'bidEndDate',
      'roundNumber',
      'bidCount',
      'currencyCode',
      'buyerName',
      'publishDate',
      'openBiddingDate',
    ],
    filters: [{ field: 'auctionNumber', op: 'like' }, { field: 'auctionTitle', op: 'like' }, 'orgId', 'auctionStatus', { field: 'bidEndDate', op: 'range' }],
    sort: ['-auctionHeaderId'],
  },
  form: {
    sections: [
      {
        title: { zh: '基本信息', en: 'Basics' },
        fields: ['auctionNumber', 'auctionTitle', 'orgId', 'buyerName', 'currencyCode', 'taxRateCode', 'templateId', 'auctionStatus', 'roundNumber'],
      },
      {
        title: { zh: '报价时间与开标', en: 'Quoting and opening' },
        fields: ['bidStartDate', 'bidEndDate', 'openQuorum', 'publishDate', 'closeBiddingDate', 'openBiddingDate'],
      },
      {
        title: { zh: '招标方式', en: 'Invitation' },
        fields: ['invitingBidWay', 'registrationEndDate', 'biddingRuleId', 'minBidders', 'complianceReview', 'publicityDays'],
        when: TENDER,
      },
      {
        title: { zh: '评标', en: 'Evaluation' },
        fields: ['assessTemplateId', 'juryCategoryId', 'juryCount', 'noteToJury', 'judgeCompleteDate'],
        when: TENDER,
      },
      { title: { zh: '决标', en: 'Award' }, fields: ['awardComments', 'awardCompleteDate'] },
      { title: { zh: '说明与附件', en: 'Notes and files' }, fields: ['noteToSupplier', 'attachmentIds'] },
    ],
  },
});
