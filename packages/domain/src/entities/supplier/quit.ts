import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { approvalWorkflow } from '../../entity/workflows.ts';

/**
 * A supplier's exit (供应商退出, GFTC-): once approved the supplier is QUIT,
 * may not be named by new business and is frozen for purchasing. Submitted only
 * when its orders are finished and stock and payments are confirmed settled.
 * STATES.md.
 */
export default defineEntity({
  name: 'slcSupplierQuit',
  domain: 'supplier',
  label: { zh: '供应商退出', en: 'Supplier exit' },
  service: 'srmServer',
  rest: 'srmSlcSupplierQuit',
  table: 'srm_slc_supplier_quits',
  key: 'quitId',
  titleField: 'quitNumber',
  timeline: { event: { code: 'QUIT', label: { zh: '退出', en: 'Exit' } }, date: ['effectiveDate'], summary: ['quitReason'], told: ['APPROVED'] },
  scope: { internal: true },
  fields: [
    f.text('quitNumber', '退出单号', 'Exit number', { autoNumber: 'GFTC-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    ...f.supplier({ required: true }),
    f.date('quitDate', '退出日期', 'Exit date', { required: true, default: 'today' }),
    f.text('quitReason', '退出原因', 'Reason', { required: true, maxLength: 1000 }),
    f.flag('inventoryCleanupFlag', '库存已清理', 'Stock cleared'),
    f.flag('paymentSettleFlag', '款项已结清', 'Payments settled'),
    f.lookup('quitStatus', '状态', 'Status', 'SLC_QUIT_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.date('effectiveDate', '生效日期', 'Effective from', { readOnly: true }),
  ],
  workflow: approvalWorkflow('quitStatus'),
  list: {
    columns: [
      'quitNumber',
      'supplierNumber',
      'supplierName',
      'quitDate',
      'quitReason',
      'inventoryCleanupFlag',
      'paymentSettleFlag',
      'quitStatus',
      'effectiveDate',
    ],
    filters: [{ field: 'quitNumber', op: 'like' }, 'supplierId', 'quitStatus'],
    sort: ['-quitId'],
  },
  form: {
    sections: [
      { title: { zh: '退出', en: 'Exit' }, fields: ['quitNumber', 'supplierId', 'quitStatus', 'quitDate', 'quitReason', 'effectiveDate'] },
      { title: { zh: '结清确认', en: 'Settled' }, fields: ['inventoryCleanupFlag', 'paymentSettleFlag'] },
    ],
  },
});
