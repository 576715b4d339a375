import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { APPROVAL_STATES, STATE, approval, reject, submit } from '../../entity/workflows.ts';

/**
 * Delivery notice (送货通知): the buyer asks the supplier for quantities of
 * released order lines by a date. Approval releases it to the supplier, who
 * confirms; the supplier then ships against its lines. States: see STATES.md.
 */
export default defineEntity({
  name: 'purDeliveryNotice',
  domain: 'purchase',
  label: { zh: '送货通知', en: 'Delivery notice' },
  service: 'srmServer',
  rest: 'srmPoNotice',
  table: 'srm_po_notice',
  key: 'poNoticeId',
  titleField: 'poNoticeCode',
  scope: { supplier: 'supplierId', hiddenFromSupplierIn: ['DRAFT', 'SUBMITTED', 'REJECTED'] },
  fields: [
    f.text('poNoticeCode', '送货通知编号', 'Notice number', { autoNumber: 'TZ-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    ...f.supplier({ required: true }),
    ...f.org(),
    f.text('buyerName', '采购员', 'Buyer', { maxLength: 120 }),
    f.lookup('poNoticeStatus', '状态', 'Status', 'PO_NOTICE_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.datetime('issuedDate', '下达时间', 'Issued', { readOnly: true }),
    f.text('comments', '说明', 'Comments', { maxLength: 1000 }),
  ],
  children: [{ name: 'lines', entity: 'purDeliveryNoticeLine', foreignKey: 'poNoticeId', label: { zh: '通知行', en: 'Lines' } }],
  workflow: {
    field: 'poNoticeStatus',
    initial: 'DRAFT',
    states: {
      ...APPROVAL_STATES,
      CONFIRMED: { label: { zh: '供应商已确认', en: 'Confirmed by supplier' } },
      CLOSED: STATE.CLOSED,
      CANCELLED: STATE.CANCELLED,
    },
    actions: [
      submit,
      { ...approval, notifySupplier: true, stamp: 'issuedDate' },
      reject,
      { action: 'confirm', label: { zh: '确认', en: 'Confirm' }, from: ['APPROVED'], to: 'CONFIRMED', resource: 'btnConfirm', actor: 'supplier', todo: true },
      { action: 'close', label: { zh: '关闭', en: 'Close' }, from: ['APPROVED', 'CONFIRMED'], to: 'CLOSED', resource: 'btnClose' },
      { action: 'cancel', label: { zh: '取消', en: 'Cancel' }, from: ['DRAFT', 'REJECTED', 'APPROVED'], to: 'CANCELLED', resource: 'btnCancel' },
    ],
  },
  list: {
    columns: ['poNoticeCode', 'supplierName', 'orgName', 'buyerName', 'poNoticeStatus', 'issuedDate', 'creationDate'],
    filters: [{ field: 'poNoticeCode', op: 'like' }, 'supplierId', 'poNoticeStatus', { field: 'creationDate', op: 'range' }],
    sort: ['-poNoticeId'],
  },
  form: {
    sections: [
      { title: { zh: '基本信息', en: 'Basics' }, fields: ['poNoticeCode', 'supplierId', 'orgId', 'buyerName', 'poNoticeStatus', 'issuedDate', 'comments'] },
    ],
  },
});
