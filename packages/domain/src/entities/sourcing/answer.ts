import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A clarification of an inquiry or tender (澄清答复): a question answered, as
 * every invited supplier reads it, without the asker. Written by the server when
 * the buyer answers (ponQuestion `answer`); read through the event's own scope.
 */
export default defineEntity({
  name: 'ponAnswer',
  domain: 'sourcing',
  label: { zh: '澄清答复', en: 'Clarification' },
  service: 'srmServer',
  rest: 'srmPonAuctionAnswers',
  table: 'srm_pon_auction_answers',
  key: 'answerId',
  titleField: 'questionTitle',
  parent: { entity: 'ponAuction', foreignKey: 'auctionHeaderId' },
  readOnly: true,
  fields: [
    f.ref('auctionHeaderId', '询价/招标', 'Inquiry or tender', 'ponAuction', { required: true, display: 'auctionTitle' }),
    f.lookup('auctionType', '洽谈类型', 'Kind', 'PON_AUCTION_TYPE', { readOnly: true }),
    f.text('questionTitle', '问题摘要', 'Subject', { required: true, maxLength: 200 }),
    f.longtext('questionText', '问题内容', 'Question', { required: true, maxLength: 2000 }),
    f.longtext('answerText', '答复', 'Answer', { required: true, maxLength: 2000 }),
    f.datetime('answeredDate', '答复时间', 'Answered', { required: true }),
  ],
  list: {
    columns: ['auctionHeaderId', 'questionTitle', 'questionText', 'answerText', 'answeredDate'],
    filters: ['auctionHeaderId', { field: 'questionTitle', op: 'like' }],
    sort: ['-answerId'],
  },
});
