import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { REQUEST_STATE } from '../../entity/workflows.ts';

/**
 * A request to bargain (议价) with one bidder of an evaluated tender: the
 * buyer names the response, why and by when; the bidder answers with a final
 * price per line, never above what it bid (left empty: the price stands). The
 * answered prices are the ones the award, agreements and orders use; the
 * jury's scores stay as they were. States: STATES.md.
 */
export default defineEntity({
  name: 'ponBargain',
  domain: 'sourcing',
  label: { zh: '议价单', en: 'Bargaining request' },
  service: 'srmServer',
  rest: 'srmPonBargains',
  table: 'srm_pon_bargains',
  key: 'bargainId',
  titleField: 'bargainNumber',
  scope: { supplier: 'supplierId', hiddenFromSupplierIn: ['DRAFT'] },
  fields: [
    f.text('bargainNumber', '议价单号', 'Request number', { autoNumber: 'YJ-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.ref('bidHeaderId', '投标书', 'Response', 'ponBid', {
      required: true,
      index: true,
      display: 'bidNumber',
      copy: {
        bidNumber: 'bidNumber',
        auctionHeaderId: 'auctionHeaderId',
        auctionNumber: 'auctionNumber',
        auctionTitle: 'auctionTitle',
        currencyCode: 'currencyCode',
        totalAmount: 'quotedAmount',
        scoreRank: 'scoreRank',
      },
    }),
    f.text('bidNumber', '投标书编号', 'Response number', { readOnly: true, maxLength: 40 }),
    f.integer('auctionHeaderId', '招标项目ID', 'Tender id', { readOnly: true, hidden: true, index: true }),
    f.text('auctionNumber', '招标编号', 'Tender number', { readOnly: true, maxLength: 40 }),
    f.text('auctionTitle', '招标项目名称', 'Tender title', { readOnly: true }),
    ...f.org({ readOnly: true }),
    ...f.supplier({ readOnly: true }),
    f.integer('scoreRank', '综合排名', 'Rank', { readOnly: true }),
    f.lookup('currencyCode', '币种', 'Currency', 'BANK_CURRENCY', { readOnly: true }),
    f.money('quotedAmount', '投标总额', 'Total bid', { readOnly: true }),
    f.money('bargainAmount', '议价后总额', 'Total after bargaining', { readOnly: true, computed: { sum: { child: 'lines', field: 'bargainLineAmount' } } }),
    f.text('bargainReason', '议价说明', 'What is asked', { required: true, maxLength: 1000 }),
    f.datetime('bargainEndDate', '答复截止时间', 'Answer by', { required: true }),
    f.lookup('bargainStatus', '状态', 'Status', 'PON_BARGAIN_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.datetime('requestDate', '发出时间', 'Sent', { readOnly: true }),
    f.datetime('answerDate', '答复时间', 'Answered', { readOnly: true }),
  ],
  children: [{ name: 'lines', entity: 'ponBargainLine', foreignKey: 'bargainId', label: { zh: '议价行', en: 'Prices' }, fixedLines: true }],
  workflow: {
    field: 'bargainStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: REQUEST_STATE.DRAFT,
      REQUESTED: REQUEST_STATE.AWAITING_ANSWER,
      ANSWERED: REQUEST_STATE.ANSWERED,
      CANCELLED: REQUEST_STATE.WITHDRAWN,
    },
    actions: [
      {
        action: 'request',
        label: { zh: '发出议价', en: 'Send the request' },
        from: ['DRAFT'],
        to: 'REQUESTED',
        resource: 'btnRequestBargain',
        notifySupplier: true,
      },
      {
        action: 'answer',
        label: { zh: '提交议价', en: 'Answer with final prices' },
        from: ['REQUESTED'],
        to: 'ANSWERED',
        resource: 'btnAnswerBargain',
        actor: 'supplier',
        todo: true,
        notifyCreator: true,
        lineInput: { child: 'lines', fields: ['bargainPrice'] },
      },
      {
        action: 'cancel',
        label: { zh: '撤销议价', en: 'Withdraw' },
        from: ['DRAFT', 'REQUESTED'],
        to: 'CANCELLED',
        resource: 'btnCancel',
        commentRequired: true,
      },
    ],
  },
  list: {
    columns: [
      'bargainNumber',
      'auctionNumber',
      'auctionTitle',
      'supplierName',
      'bidNumber',
      'scoreRank',
      'quotedAmount',
      'bargainAmount',
      'currencyCode',
      'bargainEndDate',
      'bargainStatus',
      'answerDate',
    ],
    filters: [
      { field: 'bargainNumber', op: 'like' },
      { field: 'auctionNumber', op: 'like' },
      'supplierId',
      'bargainStatus',
      { field: 'bargainEndDate', op: 'range' },
    ],
    sort: ['-bargainId'],
  },
  form: {
    sections: [
      {
        title: { zh: '议价', en: 'Bargaining' },
        fields: ['bargainNumber', 'bidHeaderId', 'auctionNumber', 'auctionTitle', 'supplierId', 'scoreRank', 'bargainStatus', 'requestDate', 'answerDate'],
      },
      { title: { zh: '要求', en: 'Request' }, fields: ['bargainReason', 'bargainEndDate'] },
      { title: { zh: '金额', en: 'Amounts' }, fields: ['quotedAmount', 'bargainAmount', 'currencyCode'] },
    ],
  },
});
