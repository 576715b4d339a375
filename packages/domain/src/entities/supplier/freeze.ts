import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { approvalWorkflow } from '../../entity/workflows.ts';

/**
 * Freezing a supplier's purchasing, payment or both (冻结, GFDJ-), or thawing
 * them (解冻, GFHF-): one document of two kinds, approved like any other. An
 * approved freeze clears the supplier's `purchaseFlag`/`paymentFlag`, and a
 * supplier frozen for purchasing may not be named by new business. STATES.md.
 */
export default defineEntity({
  name: 'slcSupplierFreeze',
  domain: 'supplier',
  label: { zh: '供应商冻结/解冻', en: 'Supplier freeze' },
  service: 'srmServer',
  rest: 'srmSlcSupplierFreeze',
  table: 'srm_slc_supplier_freezes',
  key: 'freezeId',
  titleField: 'freezeNumber',
  timeline: { event: { field: 'freezeType' }, date: ['effectiveDate'], summary: ['freezingInstructions'], told: ['APPROVED'] },
  scope: { internal: true },
  fields: [
    f.text('freezeNumber', '单据编号', 'Document number', {
      autoNumber: 'GFDJ-{yyyyMMdd}-{seq:3}',
      autoNumberBy: { field: 'freezeType', patterns: { UNFREEZE: 'GFHF-{yyyyMMdd}-{seq:3}' } },
      readOnly: true,
      unique: true,
      maxLength: 40,
    }),
    f.lookup('freezeType', '类型', 'Kind', 'SLC_FREEZE_TYPE', { required: true, default: 'FREEZE' }),
    ...f.supplier({ required: true }),
    f.flag('actionPurchaseFlag', '采购', 'Purchasing', { default: 'Y' }),
    f.flag('actionPaymentFlag', '付款', 'Payment', { default: 'N' }),
    f.text('freezingInstructions', '原因', 'Reason', { required: true, maxLength: 1000 }),
    f.lookup('freezeStatus', '状态', 'Status', 'SLC_FREEZE_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.date('effectiveDate', '生效日期', 'Effective from', { readOnly: true }),
  ],
  workflow: approvalWorkflow('freezeStatus'),
  list: {
    columns: [
      'freezeNumber',
      'freezeType',
      'supplierNumber',
      'supplierName',
      'actionPurchaseFlag',
      'actionPaymentFlag',
      'freezingInstructions',
      'freezeStatus',
      'effectiveDate',
    ],
    filters: [{ field: 'freezeNumber', op: 'like' }, 'freezeType', 'supplierId', 'freezeStatus'],
    sort: ['-freezeId'],
  },
  form: {
    sections: [
      {
        title: { zh: '冻结/解冻', en: 'Freeze or unfreeze' },
        fields: [
          'freezeNumber',
          'freezeType',
          'supplierId',
          'freezeStatus',
          'actionPurchaseFlag',
          'actionPaymentFlag',
          'freezingInstructions',
          'effectiveDate',
        ],
      },
    ],
  },
});
