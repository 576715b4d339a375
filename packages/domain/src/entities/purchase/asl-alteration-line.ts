import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** One change: ADD a line, UPDATE a line's validity, or DISABLE a line. */
export default defineEntity({
  name: 'purAslAlterationLine',
  domain: 'purchase',
  label: { zh: '货源清单变更行', en: 'List change line' },
  service: 'srmServer',
  rest: 'srmPoAslAlterationLine',
  table: 'srm_po_asl_alteration_lines',
  key: 'alterationLineId',
  parent: { entity: 'purAslAlteration', foreignKey: 'alterationId' },
  fields: [
    f.ref('alterationId', '变更单', 'Change', 'purAslAlteration', { required: true }),
    f.lookup('changeType', '变更类型', 'Change type', 'PUR_ASL_CHANGE_TYPE', { required: true }),
    f.ref('aslLineId', '货源清单行', 'List line', 'purAslLine'),
    f.ref('itemId', '物料', 'Material', 'materialItem', { display: 'itemName', copy: { itemName: 'itemName' } }),
    f.text('itemName', '物料名称', 'Material name', { readOnly: true }),
    f.ref('categoryId', '采购分类', 'Purchase category', 'purchaseCategory', { display: 'categoryName' }),
    f.ref('orgId', '组织', 'Organisation', 'organization', { display: 'orgName' }),
    f.date('startDate', '有效开始日期', 'Valid from'),
    f.date('endDate', '有效结束日期', 'Valid to'),
  ],
  list: {
    columns: ['changeType', 'aslLineId', 'itemId', 'categoryId', 'orgId', 'startDate', 'endDate'],
    filters: ['alterationId'],
    sort: ['alterationLineId'],
  },
});
