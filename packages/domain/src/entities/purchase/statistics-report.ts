import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { summaryOperations } from '../../entity/summaries.ts';
import { COMMITTED_PO_STATES, VIEW_AUDIT, sqlList } from '../../purchase/shared.ts';

/**
 * Purchase statistics (采购统计): committed order lines (approved or later,
 * not cancelled) by month of the order, supplier and category, with amounts
 * in order currency and in CNY and what has been received.
 */
export default defineEntity({
  name: 'purStatisticsReport',
  domain: 'purchase',
  label: { zh: '采购统计报表', en: 'Purchase statistics' },
  service: 'srmServer',
  rest: 'srmPoStatisticsReport',
  table: 'v_srm_po_statistics',
  key: 'statisticsId',
  readOnly: true,
  // Sums every committed order line: kept as a summary refreshed every 10 minutes, not summed per request.
  summary: { refreshMinutes: 10 },
  operations: summaryOperations(),
  // A row's key comes from its month, supplier and category, so it names the same
  // group after every refresh (a row number would shift as groups are added).
  view: `SELECT (hashtextextended(concat_ws('|', s.period_month, COALESCE(s.supplier_id::text, ''), COALESCE(s.category_id::text, '')), 0) & 4503599627370495) + 1 AS statistics_id,
      s.*, ${VIEW_AUDIT} FROM (
      SELECT to_char(h.creation_date, 'YYYY-MM') AS period_month, h.supplier_id, max(h.supplier_number) AS supplier_number, max(h.supplier_name) AS supplier_name,
        l.category_id, max(l.category_name) AS category_name, count(DISTINCT h.po_header_id) AS order_count, count(*) AS line_count,
        sum(l.quantity) AS order_qty, sum(l.line_amount) AS order_amount, sum(round(l.line_amount * COALESCE(h.exchange_rate, 1), 2)) AS order_amount_functional,
        sum(l.received_qty) AS received_qty, sum(round(l.received_qty * l.tax_price * COALESCE(h.exchange_rate, 1), 2)) AS received_amount_functional
      FROM srm_po_lines l JOIN srm_po_headers h ON h.po_header_id = l.po_header_id
      WHERE h.po_status IN (${sqlList(COMMITTED_PO_STATES)}) AND l.line_status <> 'CANCELLED'
      GROUP BY to_char(h.creation_date, 'YYYY-MM'), h.supplier_id, l.category_id) s`,
  fields: [
    f.text('periodMonth', '月份', 'Month', { maxLength: 7 }),
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { display: 'supplierName' }),
    f.text('supplierNumber', '供应商编码', 'Supplier code'),
    f.text('supplierName', '供应商名称', 'Supplier name'),
    f.ref('categoryId', '采购分类', 'Purchase category', 'purchaseCategory', { display: 'categoryName' }),
    f.text('categoryName', '采购分类名称', 'Category name'),
    f.integer('orderCount', '订单数', 'Orders'),
    f.integer('lineCount', '订单行数', 'Order lines'),
    f.number('orderQty', '订单数量', 'Quantity ordered', { precision: 4 }),
    f.money('orderAmount', '订单金额(原币)', 'Amount (order currency)'),
    f.money('orderAmountFunctional', '订单金额(本位币)', 'Amount (CNY)'),
    f.number('receivedQty', '已接收数量', 'Quantity received', { precision: 4 }),
    f.money('receivedAmountFunctional', '已接收金额(本位币)', 'Received amount (CNY)'),
  ],
  list: {
    columns: [
      'periodMonth',
      'supplierNumber',
      'supplierName',
      'categoryName',
      'orderCount',
      'lineCount',
      'orderQty',
      'orderAmount',
      'orderAmountFunctional',
      'receivedQty',
      'receivedAmountFunctional',
    ],
    filters: [{ field: 'periodMonth', op: 'range' }, 'supplierId', 'categoryId'],
    sort: ['-periodMonth', 'supplierNumber'],
    summary: ['orderCount', 'orderAmountFunctional', 'receivedAmountFunctional'],
  },
});
