import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { REQUEST_STATE } from '../../entity/workflows.ts';

/**
 * A supplier's question on an inquiry or tender it is invited to (答疑). The
 * buyer's answer becomes a clarification of the event (ponAnswer) that every
 * invited supplier reads, without naming who asked. States: see STATES.md.
 */
export default defineEntity({
  name: 'ponQuestion',
  domain: 'sourcing',
  label: { zh: '供应商提问', en: 'Question' },
  service: 'srmServer',
  rest: 'srmPonAuctionQuestions',
  table: 'srm_pon_auction_questions',
  key: 'questionId',
  titleField: 'questionTitle',
  scope: { supplier: 'supplierId' },
  fields: [
    f.ref('auctionHeaderId', '询价/招标', 'Inquiry or tender', 'ponAuction', {
      required: true,
      index: true,
      display: 'auctionTitle',
      copy: { auctionNumber: 'auctionNumber', auctionTitle: 'auctionTitle', auctionType: 'auctionType' },
    }),
    f.text('auctionNumber', '询价/招标单号', 'Event number', { readOnly: true, maxLength: 40 }),
    f.text('auctionTitle', '询价/招标标题', 'Event title', { readOnly: true }),
    f.lookup('auctionType', '洽谈类型', 'Kind', 'PON_AUCTION_TYPE', { readOnly: true }),
    ...f.supplier({ required: true }),
    f.text('questionTitle', '问题摘要', 'Subject', { required: true, maxLength: 200 }),
    f.longtext('questionText', '问题内容', 'Question', { required: true, maxLength: 2000 }),
    f.longtext('answerText', '答复', 'Answer', { readOnly: true, maxLength: 2000 }),
    f.lookup('questionStatus', '状态', 'Status', 'PON_QUESTION_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.datetime('askedDate', '提问时间', 'Asked', { readOnly: true }),
    f.datetime('answeredDate', '答复时间', 'Answered', { readOnly: true }),
    f.attachments(),
  ],
  workflow: {
    field: 'questionStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: REQUEST_STATE.DRAFT,
      ASKED: { label: { zh: '待答复', en: 'Awaiting answer' } },
      ANSWERED: { label: { zh: '已答复', en: 'Answered' } },
    },
    actions: [
      { action: 'ask', label: { zh: '提交问题', en: 'Send question' }, from: ['DRAFT'], to: 'ASKED', resource: 'btnSubmit', actor: 'supplier' },
      {
        action: 'answer',
        label: { zh: '答复', en: 'Answer' },
        from: ['ASKED'],
        to: 'ANSWERED',
        resource: 'btnAnswer',
        todo: true,
        input: ['answerText'],
      },
    ],
  },
  list: {
    columns: ['auctionNumber', 'auctionTitle', 'supplierName', 'questionTitle', 'questionStatus', 'askedDate', 'answeredDate'],
    filters: ['auctionHeaderId', { field: 'questionTitle', op: 'like' }, 'questionStatus', 'supplierId'],
    sort: ['-questionId'],
  },
  form: {
    sections: [
      {
        title: { zh: '问题', en: 'Question' },
        fields: ['auctionHeaderId', 'supplierId', 'questionStatus', 'askedDate', 'questionTitle', 'questionText', 'attachmentIds'],
      },
      { title: { zh: '答复', en: 'Answer' }, fields: ['answerText', 'answeredDate'] },
    ],
  },
});
