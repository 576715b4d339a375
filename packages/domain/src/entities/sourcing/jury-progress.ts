import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { JURY_STATES } from '../../sourcing/jury-states.ts';

/**
 * The jury's progress (评标进度 / 定标会签进度): every member of every tender
 * from its evaluation on, with whether they have scored and how they
 * countersigned the decision, and how long the tender has waited on them.
 * Buyers chase the members a tender still waits for; no price, no score.
 */
export default defineEntity({
  name: 'ponJuryProgress',
  domain: 'sourcing',
  label: { zh: '评标进度', en: 'Jury progress' },
  service: 'srmServer',
  rest: 'srmPonJuryProgress',
  table: 'v_srm_pon_jury_progress',
  key: 'juryId',
  readOnly: true,
  // Who judges a tender is kept from its bidders.
  scope: { internal: true },
  view: `SELECT j.jury_id, h.auction_header_id, h.auction_number, h.auction_title, h.auction_status, h.org_id, h.org_name,
      h.open_bidding_date, h.judge_complete_date, j.expert_name, j.user_duty, j.jury_status, j.score_date,
      j.countersign_opinion, j.countersign_comments, j.countersign_date,
      CASE WHEN h.auction_status = 'EVALUATING' AND j.jury_status <> 'SCORED' THEN 'SCORE'
           WHEN h.auction_status = 'PICKETAGE' AND j.countersign_opinion IS NULL THEN 'COUNTERSIGN' END AS waiting_for,
      j.created_by, j.creation_date, GREATEST(j.last_updated_by, h.last_updated_by) AS last_updated_by,
      GREATEST(j.last_update_date, h.last_update_date) AS last_update_date, j.version_num
    FROM srm_pon_auction_juries j JOIN srm_pon_auction_headers h ON h.auction_header_id = j.auction_header_id
    WHERE h.auction_type = 'TENDER' AND h.auction_status IN (${JURY_STATES.map((s) => `'${s}'`).join(', ')})`,
  fields: [
    f.integer('auctionHeaderId', '招标项目ID', 'Tender id'),
    f.text('auctionNumber', '招标编号', 'Tender number'),
    f.text('auctionTitle', '招标项目名称', 'Tender title'),
    f.lookup('auctionStatus', '状态', 'Status', 'PON_AUCTION_STATUS'),
    ...f.org(),
    f.datetime('openBiddingDate', '开标时间', 'Opened'),
    f.datetime('judgeCompleteDate', '评标完成时间', 'Evaluated'),
    f.text('expertName', '专家姓名', 'Expert name'),
    f.lookup('userDuty', '评委职责', 'Duty', 'PON_USER_DUTY'),
    f.lookup('juryStatus', '评标状态', 'Scoring', 'PON_JURY_STATUS'),
    f.datetime('scoreDate', '评分时间', 'Scored'),
    f.lookup('countersignOpinion', '会签意见', 'Countersign', 'PON_COUNTERSIGN_OPINION'),
    f.text('countersignComments', '会签说明', 'Countersign remarks'),
    f.datetime('countersignDate', '会签时间', 'Countersigned'),
    f.lookup('waitingFor', '待办', 'Waiting for', 'PON_JURY_WAITING'),
  ],
  list: {
    columns: [
      'auctionNumber',
      'auctionTitle',
      'auctionStatus',
      'expertName',
      'userDuty',
      'waitingFor',
      'juryStatus',
      'scoreDate',
      'countersignOpinion',
      'countersignComments',
      'countersignDate',
    ],
    filters: ['auctionHeaderId', { field: 'auctionNumber', op: 'like' }, { field: 'auctionTitle', op: 'like' }, 'auctionStatus', 'waitingFor', 'orgId'],
    sort: ['-auctionHeaderId', 'juryId'],
  },
});
