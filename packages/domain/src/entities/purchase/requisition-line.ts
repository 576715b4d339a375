import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { itemFields } from '../../purchase/shared.ts';

/**
 * A requisition line. The quantity is entered in any unit and converted to the
 * material's unit (`primaryQty`), which orders use. Line status DRAFT until the
 * requisition is approved, then OPEN until ORDERED (fully), CLOSED or CANCELLED;
 * `poNumber`/`poLineId` say which order line it became.
 */
export default defineEntity({
  name: 'purRequisitionLine',
  domain: 'purchase',
  label: { zh: '采购申请行', en: 'Requisition line' },
  service: 'srmServer',
  rest: 'srmPoRequisitionLines',
  table: 'srm_po_requisition_lines',
  key: 'requisitionLineId',
  parent: { entity: 'purRequisition', foreignKey: 'requisitionHeaderId' },
  fields: [
    f.ref('requisitionHeaderId', '采购申请', 'Requisition', 'purRequisition', { required: true }),
    f.integer('lineNumber', '行号', 'Line', { required: true, min: 1 }),
    ...itemFields({ required: true, uomInto: 'itemUom' }),
    f.lookup('itemUom', '物料单位', 'Material unit', 'BASE_ITEMS_UNIT', { readOnly: true }),
    f.number('demandQty', '需求数量', 'Quantity', { required: true, precision: 4, rules: ['positive'] }),
    f.lookup('uomCode', '单位', 'Unit', 'BASE_ITEMS_UNIT', { required: true }),
    f.number('conversionRate', '换算率', 'Conversion rate', { readOnly: true, precision: 10 }),
    f.number('primaryQty', '需求数量(物料单位)', 'Quantity in material unit', { readOnly: true, precision: 4 }),
    f.date('needByDate', '需求日期', 'Need by', { required: true }),
    f.money('budgetPrice', '预算单价', 'Budget price', { precision: 4, rules: ['nonNegative'] }),
    f.money('budgetAmount', '预算金额', 'Budget amount', { readOnly: true }),
    f.ref('suggestedSupplierId', '建议供应商', 'Suggested supplier', 'supplierInfo', {
      display: 'supplierName',
      copy: { supplierName: 'suggestedSupplierName' },
    }),
    f.text('suggestedSupplierName', '建议供应商名称', 'Suggested supplier name', { readOnly: true }),
    f.lookup('lineStatus', '行状态', 'Line status', 'ISP_PR_LINE_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.number('orderedQty', '已下单数量', 'Ordered', { readOnly: true, precision: 4, default: 0 }),
    f.integer('poHeaderId', '采购订单ID', 'Order id', { readOnly: true }),
    f.integer('poLineId', '采购订单行ID', 'Order line id', { readOnly: true, index: true }),
    f.text('poNumber', '采购订单号', 'Order number', { readOnly: true, maxLength: 40 }),
    f.text('lineComments', '行说明', 'Line comments', { maxLength: 1000 }),
  ],
  list: {
    columns: [
      'lineNumber',
      'itemId',
      'itemCode',
      'itemSpec',
      'demandQty',
      'uomCode',
      'primaryQty',
      'itemUom',
      'needByDate',
      'budgetPrice',
      'budgetAmount',
      'suggestedSupplierId',
      'lineStatus',
      'orderedQty',
      'poNumber',
      'lineComments',
    ],
    filters: ['requisitionHeaderId', 'lineStatus'],
    sort: ['lineNumber'],
    summary: ['budgetAmount'],
  },
});
