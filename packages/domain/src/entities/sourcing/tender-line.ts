import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * The tender bill (招标清单): every material put out to tender, with its
 * tender, section and budget, how much of it was awarded, to whom and at what
 * final price (once the award is approved). Buyers find what was tendered for
 * a material and how it ended; the prices stay out until the award.
 */
export default defineEntity({
  name: 'ponTenderLine',
  domain: 'sourcing',
  label: { zh: '招标清单', en: 'Tender bill' },
  service: 'srmServer',
  rest: 'srmPonTenderLines',
  table: 'v_srm_pon_tender_lines',
  key: 'auctionLineId',
  titleField: 'itemName',
  readOnly: true,
  scope: { internal: true },
  view: `SELECT i.auction_line_id, h.auction_header_id, h.auction_number, h.auction_title, h.auction_status, h.org_id, h.org_name, h.bid_end_date,
      i.line_number, i.section_number, s.section_name, s.budget_amount, i.item_id, i.item_code, i.item_name, i.uom_code, i.quantity, i.need_by_date,
      i.requisition_number, i.awarded_quantity, a.winners, a.award_price, h.currency_code,
      i.created_by, i.creation_date, GREATEST(i.last_updated_by, h.last_updated_by) AS last_updated_by,
      GREATEST(i.last_update_date, h.last_update_date) AS last_update_date, i.version_num
    FROM srm_pon_auction_items i JOIN srm_pon_auction_headers h ON h.auction_header_id = i.auction_header_id
    LEFT JOIN srm_pon_auction_sections s ON s.auction_header_id = i.auction_header_id AND s.section_number = i.section_number
    LEFT JOIN LATERAL (
      SELECT string_agg(b.supplier_name || ' × ' || trim_scale(l.award_quantity), '；' ORDER BY b.supplier_name) AS winners,
             min(COALESCE(l.bargain_price, l.tax_price)) AS award_price
        FROM srm_pon_bid_item_prices l JOIN srm_pon_bid_headers b ON b.bid_header_id = l.bid_header_id
       WHERE l.auction_line_id = i.auction_line_id AND b.round_number = h.round_number AND b.bid_status = 'SUBMITTED' AND l.award_quantity > 0
         AND h.auction_status IN ('AWARDED', 'COMPLETED')) a ON true
    WHERE h.auction_type = 'TENDER'`,
  fields: [
    f.integer('auctionHeaderId', '招标项目ID', 'Tender id'),
    f.text('auctionNumber', '招标编号', 'Tender number'),
    f.text('auctionTitle', '招标项目名称', 'Tender title'),
    f.lookup('auctionStatus', '状态', 'Status', 'PON_AUCTION_STATUS'),
    ...f.org(),
    f.datetime('bidEndDate', '投标截止时间', 'Responses close'),
    f.integer('lineNumber', '行号', 'Line'),
    f.integer('sectionNumber', '标段', 'Section'),
    f.text('sectionName', '标段名称', 'Section name'),
    f.money('budgetAmount', '标段预算', 'Section budget'),
    f.integer('itemId', '物料ID', 'Material id', { hidden: true }),
    f.text('itemCode', '物料编码', 'Material code'),
    f.text('itemName', '物料名称', 'Material name'),
    f.lookup('uomCode', '单位', 'Unit', 'BASE_ITEMS_UNIT'),
    f.number('quantity', '数量', 'Quantity', { precision: 4 }),
    f.date('needByDate', '需求日期', 'Need by'),
    f.text('requisitionNumber', '采购申请编号', 'Requisition number'),
    f.number('awardedQuantity', '决标数量', 'Awarded quantity', { precision: 4 }),
    f.text('winners', '中标供应商', 'Awarded to'),
    f.money('awardPrice', '中标含税单价', 'Awarded price incl. tax', { precision: 4 }),
    f.lookup('currencyCode', '币种', 'Currency', 'BANK_CURRENCY'),
  ],
  list: {
    columns: [
      'auctionNumber',
      'auctionTitle',
      'auctionStatus',
      'sectionNumber',
      'sectionName',
      'itemCode',
      'itemName',
      'uomCode',
      'quantity',
      'needByDate',
      'awardedQuantity',
      'winners',
      'awardPrice',
      'currencyCode',
    ],
    filters: [
      { field: 'auctionNumber', op: 'like' },
      { field: 'auctionTitle', op: 'like' },
      { field: 'itemCode', op: 'like' },
      { field: 'itemName', op: 'like' },
      'auctionStatus',
      'orgId',
    ],
    sort: ['-auctionHeaderId', 'lineNumber'],
  },
  form: {
    sections: [
      { title: { zh: '招标项目', en: 'Tender' }, fields: ['auctionNumber', 'auctionTitle', 'auctionStatus', 'orgId', 'bidEndDate'] },
      {
        title: { zh: '标段与物料', en: 'Section and material' },
        fields: [
          'sectionNumber',
          'sectionName',
          'budgetAmount',
          'lineNumber',
          'itemCode',
          'itemName',
          'uomCode',
          'quantity',
          'needByDate',
          'requisitionNumber',
        ],
      },
      { title: { zh: '决标', en: 'Award' }, fields: ['awardedQuantity', 'winners', 'awardPrice', 'currencyCode'] },
    ],
  },
});
