import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { itemFields } from '../../purchase/shared.ts';

/**
 * A supplier's planned share of a material at an organisation (配额预置比例):
 * one row per supplier of the split in force. Only an approved quota
 * adjustment writes these rows (it ends the split in force and starts the new
 * one), so every share has a document and an approver behind it; people only
 * read them. Internal: suppliers never read quotas. STATES.md.
 */
export default defineEntity({
  name: 'smlPresetProportion',
  domain: 'supplier',
  label: { zh: '配额预置比例', en: 'Quota shares' },
  service: 'srmServer',
  rest: 'srmSmlPresetProportion',
  table: 'srm_sml_preset_proportions',
  key: 'presetId',
  titleField: 'itemCode',
  readOnly: true,
  scope: { internal: true },
  fields: [
    ...f.org({ required: true }),
    ...itemFields({ required: true }),
    ...f.supplier({ required: true }),
    f.number('plannedShare', '配额比例(%)', 'Share (%)', { required: true, precision: 2, min: 0, max: 100 }),
    f.lookup('presetStatus', '状态', 'Status', 'SML_PRESET_STATUS', { readOnly: true, default: 'EFFECTIVE' }),
    f.datetime('effectiveFrom', '生效时间', 'In force from', { readOnly: true }),
    f.datetime('effectiveTo', '失效时间', 'In force until', { readOnly: true }),
    f.ref('adjustmentId', '配额调整单', 'Quota adjustment', 'smlAdjustmentHead', { display: 'adjustmentNumber', readOnly: true, index: true }),
    f.text('adjustmentNumber', '调整单号', 'Adjustment number', { readOnly: true, maxLength: 40 }),
  ],
  list: {
    columns: [
      'orgName',
      'itemCode',
      'itemName',
      'supplierNumber',
      'supplierName',
      'plannedShare',
      'presetStatus',
      'effectiveFrom',
      'effectiveTo',
      'adjustmentNumber',
    ],
    filters: ['orgId', 'itemId', 'supplierId', 'presetStatus', { field: 'adjustmentNumber', op: 'like' }],
    sort: ['itemCode', '-effectiveFrom', 'supplierNumber'],
  },
  form: {
    sections: [
      {
        title: { zh: '配额比例', en: 'Quota share' },
        fields: ['orgId', 'itemId', 'itemCode', 'itemName', 'supplierId', 'plannedShare', 'presetStatus', 'effectiveFrom', 'effectiveTo', 'adjustmentId'],
      },
    ],
  },
});
