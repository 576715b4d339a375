import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { STATE } from '../../entity/workflows.ts';

/**
 * The supplier's production of one purchase order (生产进度, SCJD-): its steps
 * with planned and actual start and finish, reported and kept up to date by
 * the supplier, who reports them; the buyer reads them. One per order. No
 * step may be dated before the order; a step whose actual date passes its
 * planned one is late, and a report tells the order's buyer of each step
 * newly late. The status and the
 * late marks are the server's. STATES.md.
 */
export default defineEntity({
  name: 'productionProcess',
  domain: 'equipment',
  label: { zh: '生产进度', en: 'Production progress' },
  service: 'srmServer',
  rest: 'srmEqpProductionProcess',
  table: 'srm_eqp_production_process',
  key: 'processId',
  titleField: 'processNumber',
  scope: { supplier: 'supplierId' },
  fields: [
    f.text('processNumber', '进度单号', 'Progress number', { autoNumber: 'SCJD-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.ref('poHeaderId', '采购订单', 'Order', 'purOrder', {
      required: true,
      unique: true,
      display: 'poNumber',
      copy: {
        poNumber: 'poNumber',
        supplierId: 'supplierId',
        supplierNumber: 'supplierNumber',
        supplierName: 'supplierName',
        orgId: 'orgId',
        orgName: 'orgName',
      },
    }),
    f.text('poNumber', '采购订单号', 'Order number', { readOnly: true, maxLength: 40 }),
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { readOnly: true, display: 'supplierName', index: true }),
    f.text('supplierNumber', '供应商编码', 'Supplier code', { readOnly: true }),
    f.text('supplierName', '供应商名称', 'Supplier name', { readOnly: true }),
    f.ref('orgId', '组织', 'Organisation', 'organization', { readOnly: true, display: 'orgName', index: true }),
    f.text('orgName', '组织名称', 'Organisation name', { readOnly: true }),
    f.date('orderDate', '订单日期', 'Order date', { readOnly: true }),
    f.date('needByDate', '需求日期', 'Need by', { readOnly: true }),
    f.lookup('reportStatus', '上报状态', 'Reported', 'EQP_PROCESS_REPORT_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.datetime('reportedDate', '上报时间', 'Last reported', { readOnly: true }),
    f.lookup('processStatus', '进度状态', 'Progress', 'EQP_STEP_STATUS', { readOnly: true, default: 'NOT_STARTED' }),
    f.flag('lateFlag', '延误', 'Late', { readOnly: true }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
    f.attachments(),
  ],
  children: [{ name: 'steps', entity: 'productionProcessLine', foreignKey: 'processId', label: { zh: '生产工序', en: 'Production steps' } }],
  // The supplier keeps the steps up to date and reports them; each report tells the buyer of steps newly late.
  workflow: {
    field: 'reportStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: STATE.DRAFT,
      REPORTED: { label: { zh: '已上报', en: 'Reported' }, editable: true },
    },
    actions: [
      {
        action: 'report',
        label: { zh: '上报进度', en: 'Report progress' },
        from: ['DRAFT', 'REPORTED'],
        to: 'REPORTED',
        resource: 'btnReport',
        actor: 'supplier',
        stamp: 'reportedDate',
      },
    ],
  },
  list: {
    columns: [
      'processNumber',
      'poNumber',
      'supplierNumber',
      'supplierName',
      'orgName',
      'orderDate',
      'needByDate',
      'reportStatus',
      'reportedDate',
      'processStatus',
      'lateFlag',
    ],
    filters: [{ field: 'processNumber', op: 'like' }, { field: 'poNumber', op: 'like' }, 'supplierId', 'orgId', 'reportStatus', 'processStatus', 'lateFlag'],
    sort: ['-processId'],
  },
  form: {
    sections: [
      {
        title: { zh: '生产进度', en: 'Production progress' },
        fields: [
          'processNumber',
          'poHeaderId',
          'supplierId',
          'orgId',
          'orderDate',
          'needByDate',
          'reportStatus',
          'reportedDate',
          'processStatus',
          'lateFlag',
          'description',
          'attachmentIds',
        ],
      },
    ],
  },
});
