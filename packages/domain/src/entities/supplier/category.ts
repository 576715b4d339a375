import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A purchase category the supplier supplies (供货品类): proposed by the
 * supplier, made active by qualification, disabled by us.
 */
export default defineEntity({
  name: 'supplierCategory',
  domain: 'supplier',
  label: { zh: '供货品类', en: 'Supplied category' },
  service: 'srmServer',
  rest: 'srmPosSupplierCategory',
  table: 'srm_pos_supplier_categories',
  key: 'supplierCategoryId',
  parent: { entity: 'supplierInfo', foreignKey: 'supplierId' },
  fields: [
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { required: true }),
    f.ref('categoryId', '采购分类', 'Purchase category', 'purchaseCategory', {
      required: true,
      display: 'categoryName',
      copy: { categoryCode: 'categoryCode', categoryName: 'categoryName' },
      uniqueWith: ['supplierId'],
    }),
    f.text('categoryCode', '分类编码', 'Category code', { readOnly: true, maxLength: 60 }),
    f.text('categoryName', '分类名称', 'Category name', { readOnly: true }),
    f.text('cooperativeProduct', '主要产品', 'Main products', { maxLength: 500 }),
    f.lookup('categoryStatus', '状态', 'Status', 'SLC_CATEGORY_STATUS', { default: 'PROPOSED', internal: true }),
    f.date('approvedDate', '批准日期', 'Approved on', { internal: true }),
  ],
  list: {
    columns: ['categoryId', 'categoryCode', 'cooperativeProduct', 'categoryStatus', 'approvedDate'],
    filters: ['supplierId', 'categoryId', 'categoryStatus'],
    sort: ['supplierCategoryId'],
  },
});
