import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { approvalWorkflow } from '../../entity/workflows.ts';

/**
 * Putting a supplier on the blacklist (黑名单), for good or until a date, approved
 * like any document; an approved one marks the supplier, and no new order,
 * inquiry, approved supplier list or agreement may then name it. Lifted by hand
 * or when its date passes. States and rules: STATES.md beside this file.
 */
export default defineEntity({
  name: 'slcSupplierBlacklist',
  domain: 'supplier',
  label: { zh: '供应商黑名单', en: 'Supplier blacklist' },
  service: 'srmServer',
  rest: 'srmSlcSupplierBlacklist',
  table: 'srm_slc_supplier_blacklists',
  key: 'blacklistId',
  titleField: 'blacklistNumber',
  timeline: {
    event: { code: 'BLACKLIST', label: { zh: '黑名单', en: 'Blacklist' } },
    date: ['liftDate', 'effectiveDate'],
    summary: ['liftReason', 'blacklistReason'],
    told: ['APPROVED', 'LIFTED'],
  },
  // Internal: a supplier learns of it by notification, never by reading the document.
  scope: { internal: true },
  fields: [
    f.text('blacklistNumber', '黑名单单号', 'Blacklist number', { autoNumber: 'HMD-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    ...f.supplier({ required: true }),
    f.lookup('blacklistType', '期限', 'Term', 'SLC_BLACKLIST_TYPE', { required: true, default: 'PERMANENT' }),
    f.date('endDate', '截止日期', 'Until'),
    f.text('blacklistReason', '列入原因', 'Reason', { required: true, maxLength: 1000 }),
    f.lookup('blacklistStatus', '状态', 'Status', 'SLC_BLACKLIST_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.date('effectiveDate', '生效日期', 'Effective from', { readOnly: true }),
    f.date('liftDate', '解除日期', 'Lifted on', { readOnly: true }),
    f.text('liftReason', '解除原因', 'Reason for lifting', { readOnly: true, maxLength: 1000 }),
  ],
  workflow: approvalWorkflow('blacklistStatus', {
    states: { LIFTED: { label: { zh: '已解除', en: 'Lifted' } } },
    actions: [{ action: 'lift', label: { zh: '解除', en: 'Lift' }, from: ['APPROVED'], to: 'LIFTED', resource: 'btnLift', commentRequired: true }],
  }),
  list: {
    columns: [
      'blacklistNumber',
      'supplierNumber',
      'supplierName',
      'blacklistType',
      'endDate',
      'blacklistReason',
      'blacklistStatus',
      'effectiveDate',
      'liftDate',
    ],
    filters: [{ field: 'blacklistNumber', op: 'like' }, 'supplierId', 'blacklistStatus', 'blacklistType'],
    sort: ['-blacklistId'],
  },
  form: {
    sections: [
      { title: { zh: '黑名单', en: 'Blacklist' }, fields: ['blacklistNumber', 'supplierId', 'blacklistStatus', 'blacklistType', 'endDate', 'blacklistReason'] },
      { title: { zh: '生效与解除', en: 'In force and lifted' }, fields: ['effectiveDate', 'liftDate', 'liftReason'] },
    ],
  },
});
