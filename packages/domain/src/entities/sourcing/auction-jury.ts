import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A drawn member of a tender's jury (评标小组): who scores the responses and
 * countersigns the picketage. Made only by the drawing (`doDrawJury`); each
 * member's scoring and countersign are recorded here.
 */
export default defineEntity({
  name: 'ponAuctionJury',
  domain: 'sourcing',
  label: { zh: '评标小组成员', en: 'Jury member' },
  service: 'srmServer',
  rest: 'srmPonAuctionJuries',
  table: 'srm_pon_auction_juries',
  key: 'juryId',
  parent: { entity: 'ponAuction', foreignKey: 'auctionHeaderId' },
  // Who judges a tender is kept from its bidders.
  scope: { internal: true },
  fields: [
    f.ref('auctionHeaderId', '招标项目', 'Tender', 'ponAuction', { required: true }),
    f.ref('expertId', '专家', 'Expert', 'ponExpert', {
      readOnly: true,
      uniqueWith: ['auctionHeaderId'],
      display: 'expertName',
      copy: { expertName: 'expertName' },
    }),
    f.text('expertName', '专家姓名', 'Expert name', { readOnly: true }),
    f.integer('userId', '用户ID', 'User id', { readOnly: true, hidden: true, index: true }),
    f.lookup('userDuty', '评委职责', 'Duty', 'PON_USER_DUTY', { required: true, default: 'MEMBER' }),
    f.lookup('juryStatus', '评标状态', 'Scoring', 'PON_JURY_STATUS', { readOnly: true, default: 'DRAWN' }),
    f.datetime('scoreDate', '评分时间', 'Scored', { readOnly: true }),
    f.text('scoreComments', '评分说明', 'Scoring remarks', { readOnly: true, maxLength: 2000 }),
    f.lookup('countersignOpinion', '会签意见', 'Countersign', 'PON_COUNTERSIGN_OPINION', { readOnly: true }),
    f.text('countersignComments', '会签说明', 'Countersign remarks', { readOnly: true, maxLength: 1000 }),
    f.datetime('countersignDate', '会签时间', 'Countersigned', { readOnly: true }),
  ],
  list: {
    columns: ['expertName', 'userDuty', 'juryStatus', 'scoreDate', 'countersignOpinion', 'countersignComments', 'countersignDate'],
    filters: ['auctionHeaderId'],
    sort: ['juryId'],
  },
});
