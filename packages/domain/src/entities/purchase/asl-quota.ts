import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * The supplier's share (%) of a material's demand under this list. Across the
 * effective lists of one material the shares may not exceed 100; the demand
 * summary proposes the supplier with the largest share first.
 */
export default defineEntity({
  name: 'purAslQuota',
  domain: 'purchase',
  label: { zh: '配额比例', en: 'Quota ratio' },
  service: 'srmServer',
  rest: 'srmPoAslQuota',
  table: 'srm_po_asl_quotas',
  key: 'aslQuotaId',
  parent: { entity: 'purAsl', foreignKey: 'aslId' },
  fields: [
    f.ref('aslId', '货源清单', 'List', 'purAsl', { required: true }),
    f.ref('itemId', '物料', 'Material', 'materialItem', {
      required: true,
      display: 'itemName',
      copy: { itemCode: 'itemCode', itemName: 'itemName' },
      index: true,
    }),
    f.text('itemCode', '物料编码', 'Material code', { readOnly: true, maxLength: 60 }),
    f.text('itemName', '物料名称', 'Material name', { readOnly: true }),
    f.number('proportion', '配额比例(%)', 'Share (%)', { required: true, precision: 2, rules: ['score'] }),
  ],
  list: { columns: ['itemId', 'itemCode', 'proportion'], filters: ['aslId', 'itemId'], sort: ['itemCode'] },
});
