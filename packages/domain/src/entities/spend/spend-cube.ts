import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { summaryOperations } from '../../entity/summaries.ts';
import { VIEW_AUDIT } from '../../purchase/shared.ts';
import { CELL_MEASURES, SPEND_LINES } from '../../spend/cube-sql.ts';

/**
 * The spend cube (支出分析, SPEND.md): committed order lines summed by month,
 * organisation, supplier, purchase category and whether the price was agreed
 * or awarded, with what was ordered, received and invoiced in CNY. A refreshed
 * summary: the pivots, Pareto, coverage and concentration read it, never the lines.
 */
export default defineEntity({
  name: 'spendCube',
  domain: 'purchase',
  label: { zh: '支出分析', en: 'Spend cube' },
  service: 'srmServer',
  rest: 'srmSpendCube',
  table: 'v_srm_spend_cube',
  key: 'cellId',
  readOnly: true,
  // Buyers and management only: no supplier reads a row of it (experts read only jury documents anyway).
  scope: { internal: true },
  // Sums every committed order line: refreshed every 10 minutes, indexed on what the pivots filter and group by.
  summary: { refreshMinutes: 10, indexes: [['org_id', 'period_month'], ['supplier_id'], ['category_id']] },
  operations: summaryOperations(),
  // A cell's key comes from its coordinates, so it names the same cell after every refresh.
  view: `SELECT (hashtextextended(concat_ws('|', c.period_month, COALESCE(c.org_id::text, ''), COALESCE(c.supplier_id::text, ''), COALESCE(c.category_id::text, ''), c.covered_flag), 0) & 4503599627370495) + 1 AS cell_id,
      c.*, ${VIEW_AUDIT} FROM (
      SELECT s.period_month, s.org_id, max(s.org_name) AS org_name, s.supplier_id, max(s.supplier_number) AS supplier_number, max(s.supplier_name) AS supplier_name,
        s.category_id, max(s.category_name) AS category_name, s.covered_flag, ${CELL_MEASURES}
      FROM (${SPEND_LINES}) s
      GROUP BY s.period_month, s.org_id, s.supplier_id, s.category_id, s.covered_flag) c`,
  fields: [
    f.text('periodMonth', '月份', 'Month', { maxLength: 7 }),
    f.ref('orgId', '组织', 'Organisation', 'organization', { display: 'orgName' }),
    f.text('orgName', '组织名称', 'Organisation name'),
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { display: 'supplierName' }),
    f.text('supplierNumber', '供应商编码', 'Supplier code'),
    f.text('supplierName', '供应商名称', 'Supplier name'),
    f.ref('categoryId', '采购分类', 'Purchase category', 'purchaseCategory', { display: 'categoryName' }),
    f.text('categoryName', '采购分类名称', 'Category name'),
    f.flag('coveredFlag', '协议/定标价', 'Agreed or awarded price'),
    f.integer('lineCount', '订单行数', 'Order lines'),
    f.money('orderedAmount', '订单金额(CNY)', 'Ordered (CNY)'),
    f.money('receivedAmount', '接收金额(CNY)', 'Received (CNY)'),
    f.money('invoicedAmount', '发票金额(CNY)', 'Invoiced (CNY)'),
  ],
  list: {
    columns: [
      'periodMonth',
      'orgName',
      'supplierNumber',
      'supplierName',
      'categoryName',
      'coveredFlag',
      'lineCount',
      'orderedAmount',
      'receivedAmount',
      'invoicedAmount',
    ],
    filters: [{ field: 'periodMonth', op: 'range' }, 'orgId', 'supplierId', 'categoryId', 'coveredFlag'],
    sort: ['-periodMonth', 'supplierNumber'],
    summary: ['lineCount', 'orderedAmount', 'receivedAmount', 'invoicedAmount'],
  },
});
