import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { itemFields } from '../../purchase/shared.ts';

/**
 * One supplier's new share of a material in a quota adjustment, beside the
 * share it has now (copied by the server from the split in force; empty when
 * it has none). A new share of 0 takes the supplier out of the split.
 */
export default defineEntity({
  name: 'smlAdjustmentLine',
  domain: 'supplier',
  label: { zh: '配额调整明细', en: 'Quota adjustment line' },
  service: 'srmServer',
  rest: 'srmSmlAdjustmentLine',
  table: 'srm_sml_adjustment_lines',
  key: 'adjustmentLineId',
  parent: { entity: 'smlAdjustmentHead', foreignKey: 'adjustmentId' },
  fields: [
    f.ref('adjustmentId', '配额调整单', 'Quota adjustment', 'smlAdjustmentHead', { required: true }),
    f.integer('lineNumber', '行号', 'Line', { required: true, min: 1 }),
    ...itemFields({ required: true }),
    ...f.supplier({ required: true, usable: true }),
    f.number('currentShare', '现行比例(%)', 'Share now (%)', { readOnly: true, precision: 2 }),
    f.number('newShare', '调整后比例(%)', 'New share (%)', { required: true, precision: 2, min: 0, max: 100 }),
    f.text('lineReason', '说明', 'Remark', { maxLength: 500 }),
  ],
  list: {
    columns: ['lineNumber', 'itemId', 'itemCode', 'supplierId', 'supplierNumber', 'currentShare', 'newShare', 'lineReason'],
    filters: ['adjustmentId'],
    sort: ['lineNumber'],
  },
});
