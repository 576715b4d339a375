import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * Demand summary (需求汇总): the open quantity of every approved requisition
 * line, in the material's unit. The buyer picks lines and creates one order,
 * with supplier and prices proposed from the approved supplier lists and the
 * valid agreements, or one inquiry (sourcing) to ask the suppliers first.
 * Bidding and compete come with the rest of sourcing: defined, hidden until then.
 */
export default defineEntity({
  name: 'purDemandSummary',
  domain: 'purchase',
  label: { zh: '需求汇总', en: 'Demand summary' },
  service: 'srmServer',
  rest: 'srmPoDemandSummary',
  table: 'v_srm_po_demand_summary',
  key: 'requisitionLineId',
  readOnly: true,
  view: `SELECT l.requisition_line_id, l.requisition_header_id, h.requisition_number, l.line_number, h.org_id, h.org_name, h.project_id, h.project_name,
      h.requester_name, h.approval_date, l.item_id, l.item_code, l.item_name, l.item_spec, l.category_id, l.category_name, l.item_uom,
      l.primary_qty, l.ordered_qty, l.primary_qty - l.ordered_qty AS open_qty, l.need_by_date,
      round(l.budget_price / NULLIF(l.conversion_rate, 0), 4) AS budget_price, l.suggested_supplier_id, l.suggested_supplier_name,
      l.created_by, l.creation_date, l.last_updated_by, l.last_update_date, l.version_num
    FROM srm_po_requisition_lines l JOIN srm_po_requisition_headers h ON h.requisition_header_id = l.requisition_header_id
    WHERE h.requisition_status = 'APPROVED' AND l.line_status = 'OPEN' AND l.primary_qty > l.ordered_qty`,
  fields: [
    f.integer('requisitionHeaderId', '采购申请ID', 'Requisition id'),
    f.text('requisitionNumber', '申请编号', 'Requisition number'),
    f.integer('lineNumber', '行号', 'Line'),
    f.ref('orgId', '组织', 'Organisation', 'organization', { display: 'orgName' }),
    f.text('orgName', '组织名称', 'Organisation name'),
    f.ref('projectId', '项目', 'Project', 'project', { display: 'projectName' }),
    f.text('projectName', '项目名称', 'Project name'),
    f.text('requesterName', '申请人', 'Requester'),
    f.datetime('approvalDate', '批准时间', 'Approved'),
    f.ref('itemId', '物料', 'Material', 'materialItem', { display: 'itemName' }),
    f.text('itemCode', '物料编码', 'Material code'),
    f.text('itemName', '物料名称', 'Material name'),
    f.text('itemSpec', '规格型号', 'Specification'),
    f.ref('categoryId', '采购分类', 'Purchase category', 'purchaseCategory', { display: 'categoryName' }),
    f.text('categoryName', '采购分类名称', 'Category name'),
    f.lookup('itemUom', '单位', 'Unit', 'BASE_ITEMS_UNIT'),
    f.number('primaryQty', '需求数量', 'Quantity', { precision: 4 }),
    f.number('orderedQty', '已下单数量', 'Ordered', { precision: 4 }),
    f.number('openQty', '待下单数量', 'Open', { precision: 4 }),
    f.date('needByDate', '需求日期', 'Need by'),
    f.money('budgetPrice', '预算单价', 'Budget price', { precision: 4 }),
    f.ref('suggestedSupplierId', '建议供应商', 'Suggested supplier', 'supplierInfo', { display: 'supplierName' }),
    f.text('suggestedSupplierName', '建议供应商名称', 'Suggested supplier name'),
  ],
  operations: [
    {
      operation: 'doProposeOrder',
      label: { zh: '推荐货源', en: 'Propose supplier and prices' },
      resource: 'btnCreateOrder',
      actor: 'internal',
      noButton: true,
    },
    {
      operation: 'doCreatePurchaseOrder',
      label: { zh: '创建采购订单', en: 'Create purchase order' },
      resource: 'btnCreateOrder',
      actor: 'internal',
      opens: 'purOrder',
    },
    { operation: 'doCreateAuction', label: { zh: '创建询价', en: 'Create inquiry' }, resource: 'btnCreateAuction', actor: 'internal', opens: 'ponAuction' },
    { operation: 'doCreateBidding', label: { zh: '创建招标', en: 'Create bidding' }, resource: 'btnCreateBidding', actor: 'internal', hidden: true },
    { operation: 'doCreateCompete', label: { zh: '创建竞价', en: 'Create compete' }, resource: 'btnCreateCompete', actor: 'internal', opens: 'ponCompete' },
  ],
  list: {
    columns: [
      'requisitionNumber',
      'lineNumber',
      'orgName',
      'itemCode',
      'itemName',
      'itemSpec',
      'itemUom',
      'primaryQty',
      'orderedQty',
      'openQty',
      'needByDate',
      'budgetPrice',
      'suggestedSupplierName',
      'projectName',
      'requesterName',
    ],
    filters: [
      { field: 'requisitionNumber', op: 'like' },
      { field: 'itemCode', op: 'like' },
      { field: 'itemName', op: 'like' },
      'orgId',
      'categoryId',
      'projectId',
      { field: 'needByDate', op: 'range' },
    ],
    sort: ['needByDate', 'requisitionNumber', 'lineNumber'],
    summary: ['openQty'],
  },
});
