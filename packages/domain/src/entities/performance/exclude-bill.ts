import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { approvalWorkflow } from '../../entity/workflows.ts';

/**
 * A delivery note left out of performance measures (绩效排除单据, PCD-): a
 * delivery the supplier should not be judged by (the buyer's own warehouse
 * delayed the receipt), with the reason, approved like any document. Once
 * APPROVED, the next collection leaves its lines out of every measure
 * (performance-source.ts reads the approved exclusions). STATES.md.
 */
export default defineEntity({
  name: 'speExcludeBill',
  domain: 'performance',
  label: { zh: '绩效排除单据', en: 'Excluded document' },
  service: 'srmServer',
  rest: 'srmSpeExcludeBill',
  table: 'srm_spe_exclude_bills',
  key: 'excludeId',
  titleField: 'excludeNumber',
  scope: { internal: true },
  fields: [
    f.text('excludeNumber', '单据编号', 'Document number', { autoNumber: 'PCD-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.ref('deliveryHeaderId', '送货单', 'Delivery note', 'purDeliveryNote', {
      required: true,
      display: 'deliveryNumber',
      copy: { deliveryNumber: 'deliveryNumber', supplierId: 'supplierId', supplierName: 'supplierName' },
      index: true,
    }),
    f.text('deliveryNumber', '送货单号', 'Delivery number', { readOnly: true, maxLength: 40 }),
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { readOnly: true, display: 'supplierName' }),
    f.text('supplierName', '供应商名称', 'Supplier name', { readOnly: true }),
    f.text('excludeReason', '排除原因', 'Reason', { required: true, maxLength: 1000 }),
    f.lookup('excludeStatus', '状态', 'Status', 'SPE_EXCLUDE_STATUS', { readOnly: true, default: 'DRAFT' }),
  ],
  workflow: approvalWorkflow('excludeStatus'),
  list: {
    columns: ['excludeNumber', 'deliveryNumber', 'supplierName', 'excludeReason', 'excludeStatus'],
    filters: [{ field: 'excludeNumber', op: 'like' }, { field: 'deliveryNumber', op: 'like' }, 'supplierId', 'excludeStatus'],
    sort: ['-excludeId'],
  },
  form: {
    sections: [
      { title: { zh: '排除单据', en: 'Excluded document' }, fields: ['excludeNumber', 'deliveryHeaderId', 'supplierId', 'excludeStatus', 'excludeReason'] },
    ],
  },
});
