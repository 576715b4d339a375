import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { timelineView } from '../../entity/timeline.ts';

/**
 * One supplier's lifecycle as it happened (生命周期): its registration and every
 * lifecycle document past its draft, newest first, with date, outcome and
 * reason. A supplier reads its own, and of the internal documents only the
 * decisions it was told of (`audience` ALL): never a blacklist that was proposed
 * and rejected. A view, recreated at start-up, of every document declaring
 * `timeline` (entity/timeline.ts).
 */
export default defineEntity({
  name: 'slcSupplierTimeline',
  domain: 'supplier',
  label: { zh: '供应商生命周期', en: 'Supplier lifecycle' },
  service: 'srmServer',
  rest: 'srmSlcSupplierTimeline',
  table: 'v_srm_slc_supplier_timeline',
  key: 'eventId',
  titleField: 'documentNumber',
  readOnly: true,
  scope: { supplier: 'supplierId', supplierAudience: { field: 'audience', values: ['ALL'] } },
  viewOf: timelineView,
  fields: [
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { display: 'supplierName' }),
    f.text('supplierNumber', '供应商编码', 'Supplier code'),
    f.text('supplierName', '供应商名称', 'Supplier name'),
    f.date('eventDate', '日期', 'Date'),
    f.lookup('eventType', '事项', 'What', 'SLC_TIMELINE_EVENT'),
    f.text('documentNumber', '单据编号', 'Document'),
    f.lookup('outcome', '结果', 'Outcome', 'SLC_TIMELINE_OUTCOME'),
    f.text('summary', '说明', 'Reason or comment'),
    f.text('audience', '可见范围', 'Seen by', { hidden: true }),
    f.text('entityName', '单据类型', 'Document kind', { hidden: true }),
    f.integer('recordId', '单据ID', 'Document id', { hidden: true }),
  ],
  list: {
    columns: ['eventDate', 'supplierNumber', 'supplierName', 'eventType', 'documentNumber', 'outcome', 'summary'],
    filters: ['supplierId', 'eventType', 'outcome', { field: 'eventDate', op: 'range' }],
    sort: ['-eventDate', '-eventId'],
  },
});
