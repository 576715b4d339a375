import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A supplier's own code for one of our materials. */
export default defineEntity({
  name: 'itemMapping',
  domain: 'base',
  label: { zh: '物料映射', en: 'Material mapping' },
  service: 'baseServer',
  rest: 'srmBaseItemMapping',
  table: 'srm_base_item_mappings',
  key: 'itemMappingId',
  scope: { supplier: 'supplierId' },
  fields: [
    f.ref('itemId', '物料', 'Material', 'materialItem', { required: true, display: 'itemName', copy: { itemCode: 'itemCode', itemName: 'itemName' } }),
    f.text('itemCode', '物料编码', 'Material code', { readOnly: true }),
    f.text('itemName', '物料名称', 'Material name', { readOnly: true }),
    ...f.supplier({ required: true }),
    f.text('supplierItemCode', '供应商物料编码', 'Supplier material code', { required: true, maxLength: 120, uniqueWith: ['supplierId'] }),
    f.text('supplierItemName', '供应商物料名称', 'Supplier material name'),
    f.enabled(),
  ],
  list: {
    columns: ['itemCode', 'itemName', 'supplierName', 'supplierItemCode', 'supplierItemName', 'enabledFlag'],
    filters: [{ field: 'itemCode', op: 'like' }, 'supplierId', { field: 'supplierItemCode', op: 'like' }],
    sort: ['itemCode'],
  },
});
