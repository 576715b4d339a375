import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * Response monitor (响应监控): every supplier invited to a published inquiry or
 * tender, with how far its answer in the current round has come (not begun, a
 * draft, submitted), when, and how many questions it asked. Only states and
 * times: the prices stay sealed in the bids.
 */
export default defineEntity({
  name: 'ponRespondMonitor',
  domain: 'sourcing',
  label: { zh: '响应监控', en: 'Response monitor' },
  service: 'srmServer',
  rest: 'srmPonRespondMonitor',
  table: 'v_srm_pon_respond_monitor',
  key: 'inviteId',
  readOnly: true,
  view: `SELECT s.invite_id, h.auction_header_id, h.auction_number, h.auction_title, h.auction_type, h.auction_status, h.org_id, h.org_name,
      h.round_number, h.bid_end_date, s.supplier_id, s.supplier_number, s.supplier_name, b.bid_number, b.submit_date,
      CASE b.bid_status WHEN 'SUBMITTED' THEN 'RESPONDED' WHEN 'DRAFT' THEN 'DRAFTING' ELSE 'NOT_STARTED' END AS respond_status,
      (SELECT count(*) FROM srm_pon_auction_questions q WHERE q.auction_header_id = h.auction_header_id AND q.supplier_id = s.supplier_id) AS question_count,
      s.created_by, s.creation_date, GREATEST(s.last_updated_by, h.last_updated_by) AS last_updated_by,
      GREATEST(s.last_update_date, h.last_update_date, b.last_update_date) AS last_update_date, s.version_num
    FROM srm_pon_auction_suppliers s JOIN srm_pon_auction_headers h ON h.auction_header_id = s.auction_header_id
    LEFT JOIN LATERAL (SELECT x.bid_number, x.bid_status, x.submit_date, x.last_update_date FROM srm_pon_bid_headers x
                        WHERE x.auction_header_id = h.auction_header_id AND x.supplier_id = s.supplier_id AND x.round_number = h.round_number
                          AND x.bid_status <> 'SUPERSEDED'
                        ORDER BY x.bid_header_id DESC LIMIT 1) b ON true
    WHERE h.auction_status NOT IN ('DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED')`,
  fields: [
    f.integer('auctionHeaderId', '询价/招标ID', 'Event id'),
    f.text('auctionNumber', '询价/招标单号', 'Event number'),
    f.text('auctionTitle', '询价/招标标题', 'Event title'),
    f.lookup('auctionType', '洽谈类型', 'Kind', 'PON_AUCTION_TYPE'),
    f.lookup('auctionStatus', '状态', 'Status', 'PON_AUCTION_STATUS'),
    ...f.org(),
    f.integer('roundNumber', '轮次', 'Round'),
    f.datetime('bidEndDate', '报价/投标截止时间', 'Quoting closes'),
    ...f.supplier(),
    f.lookup('respondStatus', '响应状态', 'Response', 'PON_RESPOND_STATUS'),
    f.text('bidNumber', '报价/投标单号', 'Bid number'),
    f.datetime('submitDate', '提交时间', 'Submitted'),
    f.integer('questionCount', '提问数', 'Questions asked'),
  ],
  list: {
    columns: [
      'auctionNumber',
      'auctionTitle',
      'auctionType',
      'auctionStatus',
      'roundNumber',
      'bidEndDate',
      'supplierNumber',
      'supplierName',
      'respondStatus',
      'bidNumber',
      'submitDate',
      'questionCount',
    ],
    filters: ['auctionHeaderId', { field: 'auctionNumber', op: 'like' }, 'auctionType', 'auctionStatus', 'supplierId', 'respondStatus', 'orgId'],
    sort: ['-auctionHeaderId', 'supplierNumber'],
  },
});
