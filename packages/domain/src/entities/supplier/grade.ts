import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { APPROVAL_STATES, approval, reject, submit } from '../../entity/workflows.ts';
import { versionOperations } from '../../entity/versions.ts';

/**
 * Supplier grading (供应商分级, GFJB-): one document grading one or more
 * suppliers A to D, approved by a second person; the approval sets each
 * supplier's `supplierGrade` and tells it. An approved grading that is
 * challenged is re-opened for reconfirmation (RECONFIRMING, the approved one
 * archived as a version) and approved again. Internal: a supplier reads its
 * grade on its record. STATES.md.
 */
export default defineEntity({
  name: 'slcSupplierGrade',
  domain: 'supplier',
  label: { zh: '供应商分级', en: 'Supplier grading' },
  service: 'srmServer',
  rest: 'srmPosSupplierGrade',
  table: 'srm_slc_supplier_grades',
  key: 'gradeId',
  titleField: 'gradeNumber',
  scope: { internal: true },
  operations: versionOperations(),
  fields: [
    f.text('gradeNumber', '单据编号', 'Document number', { autoNumber: 'GFJB-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.text('evaluatePeriod', '评级期间', 'Period graded', { required: true, maxLength: 60 }),
    f.date('evaluateStartDate', '期间开始', 'From'),
    f.date('evaluateEndDate', '期间结束', 'To'),
    f.text('gradeNote', '说明', 'Note', { maxLength: 1000 }),
    f.attachments(),
    f.lookup('gradeStatus', '状态', 'Status', 'SLC_GRADE_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.text('reconfirmReason', '复核原因', 'Reconfirmed because', { readOnly: true, maxLength: 2000 }),
    f.date('approvedDate', '批准日期', 'Approved on', { readOnly: true }),
  ],
  children: [{ name: 'lines', entity: 'slcSupplierGradeLine', foreignKey: 'gradeId', label: { zh: '分级明细', en: 'Suppliers graded' } }],
  workflow: {
    field: 'gradeStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: APPROVAL_STATES.DRAFT,
      APPROVING: { label: { zh: '审批中', en: 'Awaiting approval' } },
      APPROVED: APPROVAL_STATES.APPROVED,
      REJECTED: APPROVAL_STATES.REJECTED,
      RECONFIRMING: { label: { zh: '复核中', en: 'Being reconfirmed' }, editable: true },
    },
    actions: [
      // A rejected or re-opened grading waits on the buyer to submit it again.
      { ...submit, from: ['DRAFT', 'REJECTED', 'RECONFIRMING'], to: 'APPROVING', todo: true },
      { ...approval, from: ['APPROVING'] },
      { ...reject, from: ['APPROVING'] },
      {
        action: 'reconfirm',
        label: { zh: '复核', en: 'Reconfirm' },
        from: ['APPROVED'],
        to: 'RECONFIRMING',
        resource: 'btnReconfirm',
        commentRequired: true,
        newVersion: true,
      },
    ],
  },
  list: {
    columns: ['gradeNumber', 'evaluatePeriod', 'evaluateStartDate', 'evaluateEndDate', 'gradeStatus', 'approvedDate', 'gradeNote'],
    filters: [{ field: 'gradeNumber', op: 'like' }, { field: 'evaluatePeriod', op: 'like' }, 'gradeStatus'],
    sort: ['-gradeId'],
  },
  form: {
    sections: [
      {
        title: { zh: '分级', en: 'Grading' },
        fields: ['gradeNumber', 'evaluatePeriod', 'evaluateStartDate', 'evaluateEndDate', 'gradeStatus', 'approvedDate', 'gradeNote', 'attachmentIds'],
      },
      { title: { zh: '复核', en: 'Reconfirmation' }, fields: ['reconfirmReason'] },
    ],
  },
});
