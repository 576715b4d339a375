import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { REQUEST_STATE } from '../../entity/workflows.ts';

/**
 * A clarification asked of one bidder while the jury evaluates (评标澄清): the
 * buyer writes the jury's questions on the response, the bidder answers each
 * by the time given, and the jury reads the answers with the response. It
 * changes nothing in the response itself. States: STATES.md.
 */
export default defineEntity({
  name: 'ponClarification',
  domain: 'sourcing',
  label: { zh: '评标澄清', en: 'Clarification request' },
  service: 'srmServer',
  rest: 'srmPonClarifications',
  table: 'srm_pon_clarifications',
  key: 'clarificationId',
  titleField: 'clarificationTitle',
  scope: { supplier: 'supplierId', hiddenFromSupplierIn: ['DRAFT'], jury: { via: 'auctionHeaderId' } },
  fields: [
    f.text('clarificationNumber', '澄清单号', 'Request number', { autoNumber: 'CQ-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.text('clarificationTitle', '澄清事项', 'Subject', { required: true, maxLength: 200 }),
    f.ref('bidHeaderId', '投标书', 'Response', 'ponBid', {
      required: true,
      index: true,
      display: 'bidNumber',
      copy: { bidNumber: 'bidNumber', auctionHeaderId: 'auctionHeaderId', auctionNumber: 'auctionNumber', auctionTitle: 'auctionTitle' },
    }),
    f.text('bidNumber', '投标书编号', 'Response number', { readOnly: true, maxLength: 40 }),
    f.ref('auctionHeaderId', '招标项目', 'Tender', 'ponAuction', { readOnly: true, index: true, display: 'auctionTitle' }),
    f.text('auctionNumber', '招标编号', 'Tender number', { readOnly: true, maxLength: 40 }),
    f.text('auctionTitle', '招标项目名称', 'Tender title', { readOnly: true }),
    ...f.org({ readOnly: true }),
    ...f.supplier({ readOnly: true }),
    f.datetime('replyEndDate', '答复截止时间', 'Answer by', { required: true }),
    f.lookup('clarificationStatus', '状态', 'Status', 'PON_CLARIFICATION_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.datetime('sentDate', '发出时间', 'Sent', { readOnly: true }),
    f.datetime('replyDate', '答复时间', 'Answered', { readOnly: true }),
  ],
  children: [{ name: 'lines', entity: 'ponClarificationLine', foreignKey: 'clarificationId', label: { zh: '澄清问题', en: 'Questions' } }],
  workflow: {
    field: 'clarificationStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: REQUEST_STATE.DRAFT,
      SENT: REQUEST_STATE.AWAITING_ANSWER,
      REPLIED: REQUEST_STATE.ANSWERED,
      CANCELLED: REQUEST_STATE.WITHDRAWN,
    },
    actions: [
      {
        action: 'send',
        label: { zh: '发出澄清', en: 'Send the questions' },
        from: ['DRAFT'],
        to: 'SENT',
        resource: 'btnSendClarification',
        notifySupplier: true,
      },
      {
        action: 'reply',
        label: { zh: '提交澄清答复', en: 'Answer the questions' },
        from: ['SENT'],
        to: 'REPLIED',
        resource: 'btnReplyClarification',
        actor: 'supplier',
        todo: true,
        notifyCreator: true,
        lineInput: { child: 'lines', fields: ['replyText'] },
      },
      { action: 'cancel', label: { zh: '撤销澄清', en: 'Withdraw' }, from: ['DRAFT', 'SENT'], to: 'CANCELLED', resource: 'btnCancel', commentRequired: true },
    ],
  },
  list: {
    columns: [
      'clarificationNumber',
      'clarificationTitle',
      'auctionNumber',
      'auctionTitle',
      'supplierName',
      'bidNumber',
      'replyEndDate',
      'clarificationStatus',
      'sentDate',
      'replyDate',
    ],
    filters: [
      { field: 'clarificationNumber', op: 'like' },
      { field: 'clarificationTitle', op: 'like' },
      { field: 'auctionNumber', op: 'like' },
      'supplierId',
      'clarificationStatus',
    ],
    sort: ['-clarificationId'],
  },
  form: {
    sections: [
      {
        title: { zh: '澄清', en: 'Clarification' },
        fields: [
          'clarificationNumber',
          'clarificationTitle',
          'bidHeaderId',
          'auctionHeaderId',
          'auctionNumber',
          'supplierId',
          'replyEndDate',
          'clarificationStatus',
          'sentDate',
          'replyDate',
        ],
      },
    ],
  },
});
