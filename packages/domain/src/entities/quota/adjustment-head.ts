import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { approvalWorkflow } from '../../entity/workflows.ts';

/**
 * A quota adjustment (配额调整, PETZ-): the new split of one or more materials
 * at an organisation among their suppliers, approved by a second person. Its
 * approval ends the split in force and puts the new one in force, in the same
 * transaction; it is also how a material gets its first split. STATES.md.
 */
export default defineEntity({
  name: 'smlAdjustmentHead',
  domain: 'supplier',
  label: { zh: '配额调整', en: 'Quota adjustment' },
  service: 'srmServer',
  rest: 'srmSmlAdjustmentHead',
  table: 'srm_sml_adjustment_heads',
  key: 'adjustmentId',
  titleField: 'adjustmentNumber',
  scope: { internal: true },
  fields: [
    f.text('adjustmentNumber', '调整单号', 'Adjustment number', {
      autoNumber: 'PETZ-{yyyyMMdd}-{seq:3}',
      readOnly: true,
      unique: true,
      maxLength: 40,
    }),
    ...f.org({ required: true }),
    f.text('adjustmentReason', '调整原因', 'Reason', { required: true, maxLength: 1000 }),
    f.lookup('adjustmentStatus', '状态', 'Status', 'SML_ADJUSTMENT_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.datetime('effectiveFrom', '生效时间', 'In force from', { readOnly: true }),
    f.attachments(),
  ],
  children: [{ name: 'lines', entity: 'smlAdjustmentLine', foreignKey: 'adjustmentId', label: { zh: '调整明细', en: 'New shares' } }],
  workflow: approvalWorkflow('adjustmentStatus'),
  list: {
    columns: ['adjustmentNumber', 'orgName', 'adjustmentReason', 'adjustmentStatus', 'effectiveFrom', 'createdBy', 'creationDate'],
    filters: [{ field: 'adjustmentNumber', op: 'like' }, 'orgId', 'adjustmentStatus', { field: 'creationDate', op: 'range' }],
    sort: ['-adjustmentId'],
  },
  form: {
    sections: [
      {
        title: { zh: '配额调整', en: 'Quota adjustment' },
        fields: ['adjustmentNumber', 'orgId', 'adjustmentStatus', 'effectiveFrom', 'adjustmentReason', 'attachmentIds'],
      },
    ],
  },
});
