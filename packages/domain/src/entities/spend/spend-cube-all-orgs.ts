import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { summaryOperations } from '../../entity/summaries.ts';
import { VIEW_AUDIT } from '../../purchase/shared.ts';
import { CELL_MEASURES, SPEND_LINES } from '../../spend/cube-sql.ts';

/**
 * The spend cube without its organisation (SPEND.md): the same cells summed
 * over every organisation, about a quarter of the rows at four organisations.
 * A caller with no organisation limit reads it; one limited to some reads
 * spendCube filtered by theirs. No REST of its own: the spend calls read it.
 */
export default defineEntity({
  name: 'spendCubeAllOrgs',
  domain: 'purchase',
  label: { zh: '支出分析(全组织)', en: 'Spend cube (all organisations)' },
  service: 'srmServer',
  rest: null,
  table: 'v_srm_spend_cube_all_orgs',
  key: 'cellId',
  readOnly: true,
  summary: { refreshMinutes: 10, indexes: [['supplier_id'], ['category_id']] },
  operations: summaryOperations(),
  view: `SELECT (hashtextextended(concat_ws('|', c.period_month, COALESCE(c.supplier_id::text, ''), COALESCE(c.category_id::text, ''), c.covered_flag), 0) & 4503599627370495) + 1 AS cell_id,
      c.*, ${VIEW_AUDIT} FROM (
      SELECT s.period_month, s.supplier_id, max(s.supplier_number) AS supplier_number, max(s.supplier_name) AS supplier_name,
        s.category_id, max(s.category_name) AS category_name, s.covered_flag, ${CELL_MEASURES}
      FROM (${SPEND_LINES}) s
      GROUP BY s.period_month, s.supplier_id, s.category_id, s.covered_flag) c`,
  fields: [
    f.text('periodMonth', '月份', 'Month', { maxLength: 7 }),
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
  list: { columns: ['periodMonth', 'supplierName', 'categoryName', 'orderedAmount'], filters: [], sort: ['-periodMonth', 'supplierNumber'] },
});
