import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** What an approved supplier list covers: a material or a whole category, for an organisation, for a period. */
export default defineEntity({
  name: 'purAslLine',
  domain: 'purchase',
  label: { zh: '货源清单行', en: 'Approved supplier list line' },
  service: 'srmServer',
  rest: 'srmPoAslLine',
  table: 'srm_po_asl_lines',
  key: 'aslLineId',
  parent: { entity: 'purAsl', foreignKey: 'aslId' },
  fields: [
    f.ref('aslId', '货源清单', 'List', 'purAsl', { required: true }),
    f.integer('lineNumber', '行号', 'Line', { required: true, min: 1 }),
    f.ref('itemId', '物料', 'Material', 'materialItem', { display: 'itemName', copy: { itemCode: 'itemCode', itemName: 'itemName' }, index: true }),
    f.text('itemCode', '物料编码', 'Material code', { readOnly: true, maxLength: 60 }),
    f.text('itemName', '物料名称', 'Material name', { readOnly: true }),
    f.ref('categoryId', '采购分类', 'Purchase category', 'purchaseCategory', { display: 'categoryName', copy: { categoryName: 'categoryName' }, index: true }),
    f.text('categoryName', '采购分类名称', 'Category name', { readOnly: true }),
    f.ref('orgId', '组织', 'Organisation', 'organization', { display: 'orgName', copy: { orgName: 'orgName' } }),
    f.text('orgName', '组织名称', 'Organisation name', { readOnly: true }),
    f.date('startDate', '有效开始日期', 'Valid from', { required: true, default: 'today' }),
    f.date('endDate', '有效结束日期', 'Valid to'),
    f.enabled(),
  ],
  list: {
    columns: ['lineNumber', 'itemId', 'itemCode', 'categoryId', 'orgId', 'startDate', 'endDate', 'enabledFlag'],
    filters: ['aslId'],
    sort: ['lineNumber'],
  },
});
