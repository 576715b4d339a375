import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { STATE } from '../../entity/workflows.ts';

/**
 * Daily management (日常管理, RCGL-): an issue a buyer found with a supplier in
 * daily business (quality, delivery, service, compliance). One that asks for
 * rectification is issued to the supplier, which answers with what it did on
 * its own page ("My rectifications"); the buyer accepts it (closed) or returns
 * it. One that asks for none is recorded and the supplier told. The supplier
 * reads its own once issued or recorded, and never saves one. STATES.md.
 */
export default defineEntity({
  name: 'slcDailyManage',
  domain: 'supplier',
  label: { zh: '日常管理', en: 'Daily management' },
  service: 'srmServer',
  rest: 'srmSlcDailyManage',
  table: 'srm_slc_daily_manages',
  key: 'dailyId',
  titleField: 'dailyNumber',
  scope: { supplier: 'supplierId', hiddenFromSupplierIn: ['DRAFT'] },
  // The supplier answers through its action, never by a save.
  supplierEditableWhen: { field: 'dailyStatus', values: [] },
  fields: [
    f.text('dailyNumber', '单据编号', 'Document number', { autoNumber: 'RCGL-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    ...f.supplier({ required: true }),
    ...f.org(),
    f.lookup('issueType', '问题类型', 'Kind of issue', 'SLC_DAILY_ISSUE_TYPE', { required: true, internal: true }),
    f.lookup('severity', '严重程度', 'Severity', 'SLC_DAILY_SEVERITY', { required: true, default: 'MINOR', internal: true }),
    f.date('foundDate', '发现日期', 'Found on', { required: true, default: 'today', internal: true }),
    f.text('issueTitle', '问题摘要', 'Issue', { required: true, maxLength: 200, internal: true }),
    f.text('issueDescription', '问题描述', 'Description', { required: true, maxLength: 2000, internal: true }),
    f.attachments('attachmentIds', { internal: true }),
    f.flag('rectifyFlag', '需要整改', 'Rectification required', { default: 'Y', internal: true }),
    f.date('rectifyDeadline', '整改期限', 'Rectify by', { internal: true }),
    f.text('rectifyRequirement', '整改要求', 'What is to be rectified', { maxLength: 1000, internal: true }),
    f.text('supplierReply', '整改措施', "Supplier's rectification", { readOnly: true, maxLength: 2000 }),
    f.date('rectifiedDate', '整改完成日期', 'Rectified on', { readOnly: true }),
    f.text('returnReason', '退回原因', 'Returned because', { readOnly: true, maxLength: 2000 }),
    f.text('verifyOpinion', '验证意见', 'Verification', { readOnly: true, internal: true, maxLength: 2000 }),
    f.lookup('dailyStatus', '状态', 'Status', 'SLC_DAILY_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.date('closedDate', '关闭日期', 'Closed on', { readOnly: true }),
  ],
  workflow: {
    field: 'dailyStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: STATE.DRAFT,
      ISSUED: { label: { zh: '待供应商整改', en: 'Awaiting rectification' } },
      REPLIED: { label: { zh: '待验证', en: 'Awaiting verification' } },
      CLOSED: STATE.CLOSED,
      RECORDED: { label: { zh: '已登记', en: 'Recorded' } },
    },
    actions: [
      { action: 'issue', label: { zh: '下发整改', en: 'Issue for rectification' }, from: ['DRAFT'], to: 'ISSUED', resource: 'btnIssue', notifySupplier: true },
      { action: 'record', label: { zh: '登记', en: 'Record' }, from: ['DRAFT'], to: 'RECORDED', resource: 'btnRecord', notifySupplier: true },
      {
        action: 'recall',
        label: { zh: '撤回', en: 'Recall' },
        from: ['ISSUED'],
        to: 'DRAFT',
        resource: 'btnRecall',
        commentRequired: true,
        notifySupplier: true,
      },
      {
        action: 'reply',
        label: { zh: '提交整改', en: 'Reply with rectification' },
        from: ['ISSUED'],
        to: 'REPLIED',
        resource: 'btnReply',
        actor: 'supplier',
        todo: true,
        input: ['supplierReply', 'rectifiedDate'],
        notifyCreator: true,
      },
      {
        action: 'accept',
        label: { zh: '验证通过', en: 'Accept' },
        from: ['REPLIED'],
        to: 'CLOSED',
        resource: 'btnAccept',
        todo: true,
        input: ['verifyOpinion'],
        notifySupplier: true,
      },
      {
        action: 'returnReply',
        label: { zh: '退回整改', en: 'Return' },
        from: ['REPLIED'],
        to: 'ISSUED',
        resource: 'btnReturn',
        commentRequired: true,
        notifySupplier: true,
      },
    ],
  },
  list: {
    columns: [
      'dailyNumber',
      'supplierNumber',
      'supplierName',
      'issueType',
      'severity',
      'issueTitle',
      'foundDate',
      'rectifyFlag',
      'rectifyDeadline',
      'rectifiedDate',
      'dailyStatus',
      'closedDate',
    ],
    filters: [{ field: 'dailyNumber', op: 'like' }, 'supplierId', 'issueType', 'severity', 'dailyStatus', { field: 'rectifyDeadline', op: 'range' }],
    sort: ['-dailyId'],
  },
  form: {
    sections: [
      {
        title: { zh: '问题', en: 'Issue' },
        fields: ['dailyNumber', 'supplierId', 'orgId', 'dailyStatus', 'issueType', 'severity', 'foundDate', 'issueTitle', 'issueDescription', 'attachmentIds'],
      },
      { title: { zh: '整改要求', en: 'Rectification asked' }, fields: ['rectifyFlag', 'rectifyDeadline', 'rectifyRequirement'] },
      { title: { zh: '供应商整改', en: "Supplier's rectification" }, fields: ['supplierReply', 'rectifiedDate', 'returnReason'] },
      { title: { zh: '验证', en: 'Verification' }, fields: ['verifyOpinion', 'closedDate'] },
    ],
  },
});
