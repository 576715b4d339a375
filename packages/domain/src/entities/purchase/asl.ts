import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { APPROVAL_STATES, approval, reject, submit } from '../../entity/workflows.ts';

/**
 * Approved supplier list (货源清单): one supplier approved to supply materials
 * or categories to organisations for a period, with its quota share per
 * material. Orders created from the demand summary propose suppliers from
 * the lists in APPROVED, RELEASED or CONFIRMED. States: see STATES.md.
 */
export default defineEntity({
  name: 'purAsl',
  domain: 'purchase',
  label: { zh: '货源清单', en: 'Approved supplier list' },
  service: 'srmServer',
  rest: 'srmPoAslHeader',
  table: 'srm_po_asl_headers',
  key: 'aslId',
  titleField: 'aslNumber',
  scope: { supplier: 'supplierId', hiddenFromSupplierIn: ['DRAFT', 'SUBMITTED', 'REJECTED', 'APPROVED'] },
  fields: [
    f.text('aslNumber', '货源清单编号', 'List number', { autoNumber: 'ASL-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    ...f.supplier({ required: true, usable: true }),
    ...f.org({ required: true }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
    f.lookup('aslStatus', '状态', 'Status', 'PUR_ASL_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.datetime('releaseDate', '发布时间', 'Released', { readOnly: true }),
    f.attachments(),
  ],
  children: [
    { name: 'lines', entity: 'purAslLine', foreignKey: 'aslId', label: { zh: '货源行', en: 'Lines' } },
    { name: 'quotas', entity: 'purAslQuota', foreignKey: 'aslId', label: { zh: '配额比例', en: 'Quota ratios' } },
  ],
  workflow: {
    field: 'aslStatus',
    initial: 'DRAFT',
    states: {
      ...APPROVAL_STATES,
      RELEASED: { label: { zh: '已发布', en: 'Released' } },
      CONFIRMED: { label: { zh: '供应商已确认', en: 'Confirmed by supplier' } },
      RELEASE_REJECTED: { label: { zh: '供应商已拒绝', en: 'Refused by supplier' } },
    },
    actions: [
      submit,
      approval,
      reject,
      {
        action: 'release',
        label: { zh: '发布', en: 'Release' },
        from: ['APPROVED', 'RELEASE_REJECTED'],
        to: 'RELEASED',
        resource: 'btnRelease',
        notifySupplier: true,
        stamp: 'releaseDate',
      },
      {
        action: 'feedback',
        label: { zh: '供应商确认', en: 'Confirm' },
        from: ['RELEASED'],
        to: 'CONFIRMED',
        resource: 'btnFeedback',
        actor: 'supplier',
        todo: true,
      },
      {
        action: 'releaseReject',
        label: { zh: '供应商拒绝', en: 'Refuse' },
        from: ['RELEASED'],
        to: 'RELEASE_REJECTED',
        resource: 'btnReleaseReject',
        actor: 'supplier',
        commentRequired: true,
      },
    ],
  },
  list: {
    columns: ['aslNumber', 'supplierNumber', 'supplierName', 'orgName', 'aslStatus', 'releaseDate', 'creationDate'],
    filters: [{ field: 'aslNumber', op: 'like' }, 'supplierId', 'orgId', 'aslStatus', { field: 'creationDate', op: 'range' }],
    sort: ['-aslId'],
  },
  form: {
    sections: [
      { title: { zh: '基本信息', en: 'Basics' }, fields: ['aslNumber', 'supplierId', 'orgId', 'aslStatus', 'releaseDate', 'description', 'attachmentIds'] },
    ],
  },
});
