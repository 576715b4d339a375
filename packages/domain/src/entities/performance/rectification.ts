import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { STATE } from '../../entity/workflows.ts';

/**
 * A rectification (绩效整改, ZG-) asked of a supplier for a low published
 * result: raised by the scheme's publication for a grade at or below the
 * template's `rectifyGrade`, or by a buyer from a result. The buyer writes the
 * problems and a due date and releases it; the supplier answers with cause,
 * measures, completion date and evidence on its own page, and submits; the
 * buyer confirms it or returns it with a reason. STATES.md.
 */
export default defineEntity({
  name: 'speRectification',
  domain: 'performance',
  label: { zh: '绩效整改', en: 'Performance rectification' },
  service: 'srmServer',
  rest: 'srmSpeRectification',
  table: 'srm_spe_rectifications',
  key: 'rectificationId',
  titleField: 'rectificationNumber',
  scope: { supplier: 'supplierId', hiddenFromSupplierIn: ['NEW'] },
  // The supplier writes only its answer, and only while the rectification waits on it.
  supplierEditableWhen: { field: 'rectifyStatus', values: ['RELEASED', 'RETURNED'] },
  timeline: {
    event: { code: 'RECTIFICATION', label: { zh: '绩效整改', en: 'Performance rectification' } },
    date: ['confirmedDate', 'submittedDate', 'releasedDate'],
    summary: ['problemDescription'],
    rows: { field: 'rectifyStatus', values: ['RELEASED', 'SUBMITTED', 'RETURNED', 'CONFIRMED'] },
  },
  fields: [
    f.text('rectificationNumber', '整改单号', 'Rectification number', { autoNumber: 'ZG-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    // A published result; the supplier, scheme, score and grade are copied from it by the server.
    f.ref('performanceId', '绩效结果', 'Result', 'spePerformance', { required: true, internal: true, display: 'performanceNumber', index: true }),
    f.text('performanceNumber', '绩效编号', 'Result number', { readOnly: true, maxLength: 40 }),
    f.text('schemeName', '方案名称', 'Scheme name', { readOnly: true, maxLength: 200 }),
    ...f.supplier({ readOnly: true }),
    f.number('totalScore', '综合得分', 'Total score', { readOnly: true, precision: 2 }),
    f.lookup('grade', '等级', 'Grade', 'POS_SUPPLIER_GRADE', { readOnly: true }),
    f.lookup('sourceType', '来源', 'Raised by', 'SPE_RECTIFY_SOURCE', { readOnly: true, default: 'MANUAL' }),
    f.text('problemDescription', '问题描述', 'Problems to rectify', { required: true, internal: true, maxLength: 2000 }),
    f.date('dueDate', '整改期限', 'Rectify by', { required: true, internal: true }),
    f.text('causeAnalysis', '原因分析', 'Cause', { maxLength: 2000 }),
    f.text('rectifyMeasures', '整改措施', 'Measures taken', { maxLength: 2000 }),
    f.date('completionDate', '完成日期', 'Completed on'),
    { ...f.attachments('evidenceIds'), label: { zh: '整改证据', en: 'Evidence' } },
    f.text('returnReason', '退回原因', 'Returned because', { readOnly: true, maxLength: 2000 }),
    f.text('confirmOpinion', '确认意见', "Buyer's conclusion", { readOnly: true, maxLength: 2000 }),
    f.lookup('rectifyStatus', '状态', 'Status', 'SPE_RECTIFY_STATUS', { readOnly: true, default: 'NEW' }),
    f.datetime('releasedDate', '下发时间', 'Released', { readOnly: true }),
    f.datetime('submittedDate', '提交时间', 'Submitted', { readOnly: true }),
    f.datetime('confirmedDate', '确认时间', 'Confirmed', { readOnly: true }),
  ],
  workflow: {
    field: 'rectifyStatus',
    initial: 'NEW',
    states: {
      NEW: { label: { zh: '新建', en: 'New' }, editable: true },
      // Each side writes its own part: the supplier its answer, the buyer may clarify or extend (api/src/performance/rectification.ts).
      RELEASED: { label: { zh: '待供应商整改', en: 'Awaiting rectification' }, editable: true },
      SUBMITTED: { label: { zh: '待确认', en: 'To confirm' } },
      RETURNED: { label: { zh: '已退回', en: 'Returned' }, editable: true },
      CONFIRMED: STATE.CONFIRMED,
    },
    actions: [
      {
        action: 'release',
        label: { zh: '下发供应商', en: 'Release to supplier' },
        from: ['NEW'],
        to: 'RELEASED',
        resource: 'btnRelease',
        todo: true,
        notifySupplier: true,
        stamp: 'releasedDate',
        clears: ['returnReason'],
      },
      {
        action: 'submit',
        label: { zh: '提交整改', en: 'Submit' },
        from: ['RELEASED', 'RETURNED'],
        to: 'SUBMITTED',
        resource: 'btnSubmit',
        actor: 'supplier',
        todo: true,
        notifyCreator: true,
        stamp: 'submittedDate',
      },
      {
        action: 'confirm',
        label: { zh: '确认整改', en: 'Confirm' },
        from: ['SUBMITTED'],
        to: 'CONFIRMED',
        resource: 'btnConfirm',
        todo: true,
        notifySupplier: true,
        stamp: 'confirmedDate',
      },
      {
        action: 'return',
        label: { zh: '退回整改', en: 'Return' },
        from: ['SUBMITTED'],
        to: 'RETURNED',
        resource: 'btnReturn',
        commentRequired: true,
        todo: true,
        notifySupplier: true,
      },
    ],
  },
  list: {
    columns: [
      'rectificationNumber',
      'performanceNumber',
      'schemeName',
      'supplierNumber',
      'supplierName',
      'grade',
      'totalScore',
      'sourceType',
      'dueDate',
      'rectifyStatus',
      'completionDate',
      'submittedDate',
    ],
    filters: [{ field: 'rectificationNumber', op: 'like' }, 'performanceId', 'supplierId', 'grade', 'rectifyStatus', { field: 'dueDate', op: 'range' }],
    sort: ['-rectificationId'],
  },
  form: {
    sections: [
      {
        title: { zh: '整改要求', en: 'Rectification asked' },
        fields: [
          'rectificationNumber',
          'performanceId',
          'schemeName',
          'supplierId',
          'totalScore',
          'grade',
          'sourceType',
          'rectifyStatus',
          'problemDescription',
          'dueDate',
          'releasedDate',
        ],
      },
      {
        title: { zh: '供应商整改', en: "Supplier's answer" },
        fields: ['causeAnalysis', 'rectifyMeasures', 'completionDate', 'evidenceIds', 'submittedDate', 'returnReason'],
      },
      { title: { zh: '确认', en: 'Conclusion' }, fields: ['confirmOpinion', 'confirmedDate'] },
    ],
  },
});
