import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { summaryOperations } from '../../entity/summaries.ts';
import { COMMITTED_PO_STATES, sqlList } from '../../purchase/shared.ts';

const COMMITTED = sqlList(COMMITTED_PO_STATES);
/** An event counts once its award is approved (AWARDED), and after its documents are made (COMPLETED). */
const AWARDED = sqlList(['AWARDED', 'COMPLETED']);
/** When an order line was committed: its order's approval (the engine clock), else its creation. */
const ORDERED_AT = 'COALESCE(ph.approved_date, ph.creation_date)';

/**
 * Sourcing savings (寻源节约): one row per awarded material and winner of every
 * awarded inquiry, tender and compete event, its award price against the first
 * round, the last price paid before the award and the budget, and the savings
 * realised by the orders since. Every figure's definition, sign and currency:
 * SAVINGS.md beside this file. Sums every committed order line of the awarded
 * materials: a summary refreshed every 10 minutes, not summed per request.
 */
export default defineEntity({
  name: 'ponSavings',
  domain: 'sourcing',
  label: { zh: '寻源节约', en: 'Sourcing savings' },
  service: 'srmServer',
  rest: 'srmPonSavings',
  table: 'v_srm_pon_savings',
  key: 'savingsId',
  readOnly: true,
  // No supplier or expert reads it (scope.internal; no jury); data permissions by organisation, category and supplier apply.
  scope: { internal: true },
  summary: { refreshMinutes: 10 },
  operations: summaryOperations(),
  // The key comes from the event's kind, its material line and the winner, so a row keeps it across refreshes.
  view: `SELECT v.* FROM (WITH award AS (
      SELECT h.auction_type AS event_type, h.auction_header_id AS event_id, h.auction_number AS event_number, h.auction_title AS event_title,
        h.org_id, h.org_name, COALESCE(NULLIF(h.buyer_name, ''), cu.user_full_name) AS buyer_name, h.currency_code,
        i.auction_line_id AS event_line_id, i.item_id, i.item_code, i.item_name, i.category_id, i.category_name, i.uom_code, i.budget_price,
        b.supplier_id, b.supplier_number, b.supplier_name, COALESCE(b.award_date, h.award_complete_date) AS award_date,
        l.award_quantity, COALESCE(l.bargain_price, l.tax_price) AS award_price,
        (SELECT fl.tax_price FROM srm_pon_bid_headers fb JOIN srm_pon_bid_item_prices fl ON fl.bid_header_id = fb.bid_header_id
          WHERE fb.auction_header_id = h.auction_header_id AND fb.round_number = 1 AND fb.bid_status = 'SUBMITTED' AND fb.supplier_id = b.supplier_id
            AND fl.auction_line_id = i.auction_line_id ORDER BY fb.submit_date LIMIT 1) AS first_price,
        (SELECT min(fl.tax_price) FROM srm_pon_bid_headers fb JOIN srm_pon_bid_item_prices fl ON fl.bid_header_id = fb.bid_header_id
          WHERE fb.auction_header_id = h.auction_header_id AND fb.round_number = 1 AND fb.bid_status = 'SUBMITTED' AND fl.auction_line_id = i.auction_line_id) AS best_first_price
      FROM srm_pon_auction_headers h
      JOIN srm_pon_auction_items i ON i.auction_header_id = h.auction_header_id
      JOIN srm_pon_bid_item_prices l ON l.auction_line_id = i.auction_line_id
      JOIN srm_pon_bid_headers b ON b.bid_header_id = l.bid_header_id
      LEFT JOIN saaf_users cu ON cu.user_id = h.created_by
      WHERE h.auction_status IN (${AWARDED}) AND b.round_number = h.round_number AND b.bid_status = 'SUBMITTED' AND l.award_quantity > 0
      UNION ALL
      SELECT 'COMPETE', c.compete_header_id, c.compete_number, c.compete_title,
        c.org_id, c.org_name, COALESCE(NULLIF(c.buyer_name, ''), cu.user_full_name), c.currency_code,
        ci.compete_line_id, ci.item_id, ci.item_code, ci.item_name, ci.category_id, ci.category_name, ci.uom_code, ci.budget_price,
        ci.award_supplier_id, s.supplier_number, ci.award_supplier_name, c.award_date,
        ci.quantity, ci.award_price,
        (SELECT o.price FROM srm_pon_compete_offers o WHERE o.compete_line_id = ci.compete_line_id AND o.turn_number = 1 AND o.supplier_id = ci.award_supplier_id
          ORDER BY o.offer_time, o.offer_id LIMIT 1),
        (SELECT min(fo.price) FROM (SELECT DISTINCT ON (o.supplier_id) o.price FROM srm_pon_compete_offers o
          WHERE o.compete_line_id = ci.compete_line_id AND o.turn_number = 1 ORDER BY o.supplier_id, o.offer_time, o.offer_id) fo)
      FROM srm_pon_compete_headers c
      JOIN srm_pon_compete_items ci ON ci.compete_header_id = c.compete_header_id
      LEFT JOIN srm_pos_supplier_info s ON s.supplier_id = ci.award_supplier_id
      LEFT JOIN saaf_users cu ON cu.user_id = c.created_by
      WHERE c.compete_status IN (${AWARDED}) AND ci.award_supplier_id IS NOT NULL AND ci.award_price IS NOT NULL
    ), keyed AS (
      SELECT (hashtextextended(concat_ws('|', a.event_type, a.event_line_id, a.supplier_id), 0) & 4503599627370495) + 1 AS savings_id, a.*,
        CASE WHEN a.currency_code = 'CNY' THEN 1::numeric ELSE (SELECT r.exchange_rate FROM srm_base_exchange_rate r
          WHERE r.original_currency = a.currency_code AND r.target_currency = 'CNY' AND r.effective_start_date <= a.award_date::date
            AND (r.effective_end_date IS NULL OR r.effective_end_date >= a.award_date::date)
          ORDER BY r.effective_start_date DESC LIMIT 1) END AS exchange_rate
      FROM award a
    ), realised AS (
      -- A committed order line counts under the award its price came from: an order the award made (its auction_number),
      -- or a line priced from an agreement the award made; of that material, from that winner, ordered after the award.
      SELECT x.savings_id, sum(x.quantity) AS qty, count(*) AS lines FROM (
        SELECT pl.quantity, (SELECT k.savings_id FROM keyed k
            WHERE k.item_id = pl.item_id AND k.supplier_id = ph.supplier_id AND k.award_date <= ${ORDERED_AT}
              AND (k.event_number = ph.auction_number OR k.event_number = ag.auction_number)
            ORDER BY k.savings_id LIMIT 1) AS savings_id
        FROM srm_po_lines pl
        JOIN srm_po_headers ph ON ph.po_header_id = pl.po_header_id
        LEFT JOIN srm_po_agreement_headers ag ON ag.agreement_number = pl.agreement_number
        WHERE ph.po_status IN (${COMMITTED}) AND pl.line_status <> 'CANCELLED' AND (ph.auction_number IS NOT NULL OR ag.auction_number IS NOT NULL)) x
      WHERE x.savings_id IS NOT NULL GROUP BY x.savings_id
    ), priced AS (
      SELECT k.*, to_char(k.award_date, 'YYYY-MM') AS award_month, to_char(k.award_date, 'YYYY-"Q"Q') AS award_quarter,
        round(k.award_price * k.exchange_rate, 4) AS award_price_cny,
        round(k.first_price * k.exchange_rate, 4) AS first_price_cny,
        round(k.best_first_price * k.exchange_rate, 4) AS best_first_price_cny,
        round(k.budget_price * k.exchange_rate, 4) AS budget_price_cny,
        lp.price AS last_price_cny, lp.po_number AS last_po_number,
        COALESCE(r.qty, 0) AS realised_qty, COALESCE(r.lines, 0) AS realised_lines
      FROM keyed k
      LEFT JOIN LATERAL (
        SELECT round(pl.tax_price * COALESCE(ph.exchange_rate, 1), 4) AS price, ph.po_number FROM srm_po_lines pl
        JOIN srm_po_headers ph ON ph.po_header_id = pl.po_header_id
        WHERE pl.item_id = k.item_id AND ph.po_status IN (${COMMITTED}) AND pl.line_status <> 'CANCELLED' AND ${ORDERED_AT} < k.award_date
        ORDER BY ${ORDERED_AT} DESC, pl.po_line_id DESC LIMIT 1) lp ON TRUE
      LEFT JOIN realised r ON r.savings_id = k.savings_id
    )
    SELECT p.savings_id, p.event_type, p.event_id, p.event_number, p.event_title, p.org_id, p.org_name, p.buyer_name,
      p.item_id, p.item_code, p.item_name, p.category_id, p.category_name, p.uom_code, p.supplier_id, p.supplier_number, p.supplier_name,
      p.award_date, p.award_month, p.award_quarter, p.currency_code, p.exchange_rate, p.award_quantity, p.award_price,
      p.award_price_cny, round(p.award_quantity * p.award_price_cny, 2) AS award_amount_cny,
      p.first_price_cny, round(p.award_quantity * (p.first_price_cny - p.award_price_cny), 2) AS saving_first_cny,
      round(100 * (p.first_price_cny - p.award_price_cny) / NULLIF(p.first_price_cny, 0), 2) AS saving_first_pct,
      p.best_first_price_cny, round(p.award_quantity * (p.best_first_price_cny - p.award_price_cny), 2) AS saving_best_first_cny,
      p.last_price_cny, p.last_po_number, round(p.award_quantity * (p.last_price_cny - p.award_price_cny), 2) AS saving_last_cny,
      round(100 * (p.last_price_cny - p.award_price_cny) / NULLIF(p.last_price_cny, 0), 2) AS saving_last_pct,
      p.budget_price_cny, round(p.award_quantity * (p.budget_price_cny - p.award_price_cny), 2) AS saving_budget_cny,
      round(100 * (p.budget_price_cny - p.award_price_cny) / NULLIF(p.budget_price_cny, 0), 2) AS saving_budget_pct,
      p.realised_qty, p.realised_lines, round(p.realised_qty * (p.last_price_cny - p.award_price_cny), 2) AS realised_saving_cny,
      -1::bigint AS created_by, now() AS creation_date, -1::bigint AS last_updated_by, now() AS last_update_date, 1 AS version_num
    FROM priced p) v`,
  fields: [
    f.lookup('eventType', '寻源方式', 'Sourcing kind', 'PUR_PRICE_SOURCE'),
    f.integer('eventId', '寻源单ID', 'Event id', { hidden: true }),
    f.text('eventNumber', '寻源单号', 'Event number', { maxLength: 40 }),
    f.text('eventTitle', '寻源标题', 'Event title'),
    ...f.org(),
    f.text('buyerName', '采购员', 'Buyer', { maxLength: 120 }),
    f.ref('itemId', '物料', 'Material', 'materialItem', { display: 'itemName' }),
    f.text('itemCode', '物料编码', 'Material code', { maxLength: 60 }),
    f.text('itemName', '物料名称', 'Material name'),
    f.ref('categoryId', '采购分类', 'Purchase category', 'purchaseCategory', { display: 'categoryName' }),
    f.text('categoryName', '采购分类名称', 'Category name'),
    f.lookup('uomCode', '单位', 'Unit', 'BASE_ITEMS_UNIT'),
    f.ref('supplierId', '中标供应商', 'Awarded to', 'supplierInfo', { display: 'supplierName' }),
    f.text('supplierNumber', '供应商编码', 'Supplier code'),
    f.text('supplierName', '供应商名称', 'Supplier name'),
    f.datetime('awardDate', '决标时间', 'Awarded'),
    f.text('awardMonth', '决标月份', 'Month awarded', { maxLength: 7 }),
    f.text('awardQuarter', '决标季度', 'Quarter awarded', { maxLength: 7 }),
    f.lookup('currencyCode', '币种', 'Currency', 'BANK_CURRENCY'),
    f.number('exchangeRate', '汇率(折人民币)', 'Rate to CNY', { precision: 10 }),
    f.number('awardQuantity', '决标数量', 'Awarded quantity', { precision: 4 }),
    f.money('awardPrice', '决标单价(原币)', 'Award price (event currency)', { precision: 4 }),
    f.money('awardPriceCny', '决标单价(CNY)', 'Award price (CNY)', { precision: 4 }),
    f.money('awardAmountCny', '决标金额(CNY)', 'Awarded amount (CNY)'),
    f.money('firstPriceCny', '首轮报价(CNY)', 'First-round price (CNY)', { precision: 4 }),
    f.money('savingFirstCny', '较首轮节约(CNY)', 'Saved on first round (CNY)'),
    f.number('savingFirstPct', '较首轮节约率(%)', 'Saved on first round (%)', { precision: 2 }),
    f.money('bestFirstPriceCny', '首轮最低报价(CNY)', 'Best first-round price (CNY)', { precision: 4 }),
    f.money('savingBestFirstCny', '较首轮最低节约(CNY)', 'Saved on best first round (CNY)'),
    f.money('lastPriceCny', '上次采购价(CNY)', 'Last price paid (CNY)', { precision: 4 }),
    f.text('lastPoNumber', '上次采购订单', 'Last order', { maxLength: 40 }),
    f.money('savingLastCny', '较上次采购价节约(CNY)', 'Saved on last price (CNY)'),
    f.number('savingLastPct', '较上次采购价节约率(%)', 'Saved on last price (%)', { precision: 2 }),
    f.money('budgetPriceCny', '预算单价(CNY)', 'Budget price (CNY)', { precision: 4 }),
    f.money('savingBudgetCny', '较预算节约(CNY)', 'Saved on budget (CNY)'),
    f.number('savingBudgetPct', '较预算节约率(%)', 'Saved on budget (%)', { precision: 2 }),
    f.number('realisedQty', '决标后订购数量', 'Ordered since the award', { precision: 4 }),
    f.integer('realisedLines', '决标后订单行数', 'Order lines since the award'),
    f.money('realisedSavingCny', '已实现节约(CNY)', 'Realised savings (CNY)'),
  ],
  list: {
    columns: [
      'eventNumber',
      'eventType',
      'eventTitle',
      'awardMonth',
      'buyerName',
      'orgName',
      'categoryName',
      'itemCode',
      'itemName',
      'supplierName',
      'awardQuantity',
      'awardPriceCny',
      'firstPriceCny',
      'savingFirstCny',
      'bestFirstPriceCny',
      'lastPriceCny',
      'savingLastCny',
      'budgetPriceCny',
      'savingBudgetCny',
      'realisedQty',
      'realisedSavingCny',
    ],
    filters: [{ field: 'awardMonth', op: 'range' }, 'eventType', 'orgId', 'categoryId', 'supplierId', { field: 'buyerName', op: 'like' }],
    sort: ['-awardDate', 'eventNumber'],
    summary: ['awardAmountCny', 'savingFirstCny', 'savingLastCny', 'savingBudgetCny', 'realisedSavingCny'],
  },
});
