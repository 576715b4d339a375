import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A material (item) the organisation buys. */
export default defineEntity({
  name: 'materialItem',
  domain: 'base',
  label: { zh: '物料', en: 'Material' },
  service: 'baseServer',
  rest: 'srmBaseItems',
  table: 'srm_base_items',
  key: 'itemId',
  titleField: 'itemName',
  read: 'authenticated',
  fields: [
    f.text('itemCode', '物料编码', 'Material code', { required: true, unique: true, maxLength: 60 }),
    f.text('itemName', '物料名称', 'Material name', { required: true, index: true }),
    f.text('itemDescription', '物料说明', 'Description', { maxLength: 1000 }),
    f.text('specification', '规格型号', 'Specification', { maxLength: 500 }),
    f.lookup('uomCode', '计量单位', 'Unit', 'BASE_ITEMS_UNIT', { required: true }),
    f.ref('categoryId', '采购分类', 'Purchase category', 'purchaseCategory', { display: 'categoryName', copy: { categoryName: 'categoryName' }, index: true }),
    f.text('categoryName', '采购分类名称', 'Category name', { readOnly: true }),
    f.lookup('itemStatus', '物料状态', 'Status', 'BASE_ITEM_STATUS', { default: 'ACTIVE' }),
    f.flag('purchasingFlag', '可采购', 'Purchasable', { default: 'Y' }),
    f.flag('enabledAsl', '启用货源清单', 'Approved supplier list required'),
    f.number('purchasingLeadTime', '采购提前期(天)', 'Lead time (days)', { precision: 0, rules: ['nonNegative'] }),
    f.number('minPacking', '最小包装量', 'Minimum pack', { precision: 4, rules: ['nonNegative'] }),
    f.money('benchmarkPrice', '基准价', 'Benchmark price', { precision: 4, rules: ['nonNegative'] }),
    f.date('invalidDate', '失效日期', 'Invalid from'),
  ],
  operations: [
    // Prices paid and offered for the material over time (the price monitor of sourcing).
    { operation: 'doPriceHistory', label: { zh: '价格历史', en: 'Price history' }, resource: 'btnPriceHistory', actor: 'internal', noButton: true },
  ],
  list: {
    columns: ['itemCode', 'itemName', 'specification', 'uomCode', 'categoryName', 'itemStatus', 'purchasingFlag', 'benchmarkPrice'],
    filters: [{ field: 'itemCode', op: 'like' }, { field: 'itemName', op: 'like' }, 'categoryId', 'itemStatus'],
    sort: ['itemCode'],
  },
  form: {
    sections: [
      { title: { zh: '基本信息', en: 'Basics' }, fields: ['itemCode', 'itemName', 'specification', 'uomCode', 'categoryId', 'itemStatus', 'itemDescription'] },
      {
        title: { zh: '采购信息', en: 'Purchasing' },
        fields: ['purchasingFlag', 'enabledAsl', 'purchasingLeadTime', 'minPacking', 'benchmarkPrice', 'invalidDate'],
      },
    ],
  },
});
