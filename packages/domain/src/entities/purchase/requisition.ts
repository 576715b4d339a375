import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { APPROVAL_STATES, STATE, approval, reject, serverAction, submit } from '../../entity/workflows.ts';

/**
 * Purchase requisition (采购申请): a requester's demand, approved, then pooled
 * in the demand summary until its lines become order lines. Budget amounts are
 * computed on the server. States: see STATES.md.
 */
export default defineEntity({
  name: 'purRequisition',
  domain: 'purchase',
  label: { zh: '采购申请', en: 'Purchase requisition' },
  service: 'srmServer',
  rest: 'srmPoRequisitionHeaders',
  table: 'srm_po_requisition_headers',
  key: 'requisitionHeaderId',
  titleField: 'requisitionNumber',
  fields: [
    f.text('requisitionNumber', '申请编号', 'Requisition number', { autoNumber: 'PR-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.lookup('requisitionType', '申请类型', 'Type', 'PUR_REQUISITION_TYPE', { required: true, default: 'STANDARD' }),
    f.ref('billTypeId', '单据类型', 'Document type', 'purBillType', { display: 'billTypeName', copy: { billTypeName: 'billTypeName' } }),
    f.text('billTypeName', '单据类型名称', 'Document type name', { readOnly: true }),
    ...f.org({ required: true }),
    f.ref('projectId', '项目', 'Project', 'project', { display: 'projectName', copy: { projectName: 'projectName' }, index: true }),
    f.text('projectName', '项目名称', 'Project name', { readOnly: true }),
    f.date('requisitionDate', '申请日期', 'Requisition date', { required: true, default: 'today' }),
    f.text('requesterName', '申请人', 'Requester', { maxLength: 120 }),
    f.lookup('currencyCode', '币种', 'Currency', 'BANK_CURRENCY', { required: true, default: 'CNY' }),
    f.money('totalBudgetAmount', '预算总额', 'Budget total', { readOnly: true }),
    f.lookup('requisitionStatus', '状态', 'Status', 'ISP_PR_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.datetime('approvalDate', '批准时间', 'Approved', { readOnly: true }),
    f.text('comments', '说明', 'Comments', { maxLength: 1000 }),
    f.attachments(),
  ],
  children: [{ name: 'lines', entity: 'purRequisitionLine', foreignKey: 'requisitionHeaderId', label: { zh: '申请行', en: 'Lines' } }],
  workflow: {
    field: 'requisitionStatus',
    initial: 'DRAFT',
    states: {
      ...APPROVAL_STATES,
      RETURNED: { label: { zh: '已退回', en: 'Returned' }, editable: true },
      ORDERED: { label: { zh: '已全部下单', en: 'Fully ordered' } },
      CLOSED: STATE.CLOSED,
      CANCELLED: STATE.CANCELLED,
    },
    actions: [
      { ...submit, from: ['DRAFT', 'REJECTED', 'RETURNED'] },
      { ...approval, stamp: 'approvalDate', lines: [{ child: 'lines', field: 'lineStatus', from: ['DRAFT'], to: 'OPEN' }] },
      reject,
      {
        action: 'return',
        label: { zh: '退回', en: 'Return' },
        from: ['APPROVED'],
        to: 'RETURNED',
        resource: 'btnReturn',
        commentRequired: true,
        lines: [{ child: 'lines', field: 'lineStatus', from: ['OPEN'], to: 'DRAFT' }],
      },
      {
        action: 'cancel',
        label: { zh: '取消', en: 'Cancel' },
        from: ['DRAFT', 'REJECTED', 'RETURNED', 'APPROVED'],
        to: 'CANCELLED',
        resource: 'btnCancel',
        lines: [{ child: 'lines', field: 'lineStatus', from: ['DRAFT', 'OPEN'], to: 'CANCELLED' }],
      },
      {
        action: 'close',
        label: { zh: '关闭', en: 'Close' },
        from: ['APPROVED'],
        to: 'CLOSED',
        resource: 'btnClose',
        lines: [{ child: 'lines', field: 'lineStatus', from: ['OPEN'], to: 'CLOSED' }],
      },
      // The server's, as orders are made from its lines and cancelled (purchase/sql.ts syncRequisitionLines).
      serverAction('ordered', { zh: '已全部下单', en: 'Fully ordered' }, ['APPROVED'], 'ORDERED'),
      serverAction('orderReopened', { zh: '订单取消退回', en: 'Order given back' }, ['ORDERED'], 'APPROVED'),
    ],
  },
  operations: [{ operation: 'doCopy', label: { zh: '复制', en: 'Copy' }, resource: 'btnCopy', actor: 'internal', opens: 'purRequisition' }],
  list: {
    columns: [
      'requisitionNumber',
      'requisitionType',
      'orgName',
      'projectName',
      'requesterName',
      'requisitionDate',
      'totalBudgetAmount',
      'requisitionStatus',
      'approvalDate',
    ],
    filters: [
      { field: 'requisitionNumber', op: 'like' },
      'requisitionStatus',
      'requisitionType',
      'orgId',
      'projectId',
      { field: 'requisitionDate', op: 'range' },
    ],
    sort: ['-requisitionHeaderId'],
    summary: ['totalBudgetAmount'],
  },
  form: {
    sections: [
      {
        title: { zh: '基本信息', en: 'Basics' },
        fields: [
          'requisitionNumber',
          'requisitionType',
          'billTypeId',
          'orgId',
          'projectId',
          'requisitionDate',
          'requesterName',
          'currencyCode',
          'totalBudgetAmount',
          'requisitionStatus',
          'approvalDate',
          'comments',
          'attachmentIds',
        ],
      },
    ],
  },
});
