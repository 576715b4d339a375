import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { approval, APPROVAL_STATES, reject, submit } from '../../entity/workflows.ts';

/**
 * A qualification review (资质审查, ZZSC-): introducing a supplier to one of
 * our organisations for some purchase categories, under an introduction
 * scene. The buyer releases it to the supplier, which answers (feedback); the
 * buyer reviews its papers against the categories' requirements and submits
 * a result for approval. Its submit makes the supplier INTRODUCING; an
 * approved pass, with the on-site inspection and sample trial its scene asks
 * for passed too, makes it EFFECTIVE. STATES.md.
 */
export default defineEntity({
  name: 'slcQualification',
  domain: 'supplier',
  label: { zh: '资质审查', en: 'Qualification review' },
  service: 'srmServer',
  rest: 'srmPosQualificationInfo',
  table: 'srm_slc_qualifications',
  key: 'qualificationId',
  titleField: 'qualificationNumber',
  scope: { supplier: 'supplierId', hiddenFromSupplierIn: ['DRAFT', 'ABANDONED'] },
  supplierEditableWhen: { field: 'qualificationStatus', values: [] },
  timeline: {
    event: { code: 'QUALIFICATION', label: { zh: '资质审查', en: 'Qualification review' } },
    date: ['approvedDate'],
    summary: ['reviewOpinion'],
    told: ['APPROVED'],
    result: 'qualificationResult',
  },
  fields: [
    f.text('qualificationNumber', '单据编号', 'Document number', {
      autoNumber: 'ZZSC-{yyyyMMdd}-{seq:3}',
      readOnly: true,
      unique: true,
      maxLength: 40,
    }),
    ...f.supplier({ required: true, usable: true }),
    ...f.org({ required: true }),
    f.ref('sceneId', '引入场景', 'Introduction scene', 'slcIntroduceScene', {
      required: true,
      usable: true,
      display: 'sceneName',
      copy: { sceneName: 'sceneName', needInspectionFlag: 'needInspectionFlag', needSampleTrialFlag: 'needSampleTrialFlag' },
    }),
    f.text('sceneName', '场景名称', 'Scene', { readOnly: true }),
    f.flag('needInspectionFlag', '需现场考察', 'On-site inspection', { readOnly: true }),
    f.flag('needSampleTrialFlag', '需样品试验', 'Sample trial', { readOnly: true }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
    f.text('supplierFeedback', '供应商反馈', "Supplier's answer", { readOnly: true, maxLength: 2000 }),
    f.text('reviewOpinion', '审查意见', 'Review opinion', { internal: true, maxLength: 2000 }),
    f.lookup('qualificationResult', '审查结果', 'Result', 'SLC_EXAMINE_RESULT', { internal: true }),
    f.lookup('inspectionResult', '现场考察结果', 'On-site inspection result', 'SLC_EXAMINE_RESULT', { readOnly: true }),
    f.lookup('sampleTrialResult', '样品试验结果', 'Sample trial result', 'SLC_EXAMINE_RESULT', { readOnly: true }),
    f.lookup('qualificationStatus', '状态', 'Status', 'SLC_QUALIFICATION_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.date('approvedDate', '批准日期', 'Approved on', { readOnly: true }),
    f.date('introducedDate', '引入完成日期', 'Introduced on', { readOnly: true }),
  ],
  children: [{ name: 'categories', entity: 'slcQualificationCategory', foreignKey: 'qualificationId', label: { zh: '审查品类', en: 'Categories' } }],
  workflow: {
    field: 'qualificationStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: APPROVAL_STATES.DRAFT,
      RELEASED: { label: { zh: '待供应商反馈', en: 'Awaiting the supplier' } },
      FEEDBACK: { label: { zh: '供应商已反馈', en: 'Answered' }, editable: true },
      SUBMITTED: APPROVAL_STATES.SUBMITTED,
      APPROVED: APPROVAL_STATES.APPROVED,
      REJECTED: APPROVAL_STATES.REJECTED,
      ABANDONED: { label: { zh: '已废弃', en: 'Abandoned' } },
    },
    actions: [
      { action: 'release', label: { zh: '发布', en: 'Release' }, from: ['DRAFT'], to: 'RELEASED', resource: 'btnRelease', notifySupplier: true },
      {
        action: 'recallRelease',
        label: { zh: '撤回发布', en: 'Recall' },
        from: ['RELEASED'],
        to: 'DRAFT',
        resource: 'btnRecall',
        commentRequired: true,
        notifySupplier: true,
      },
      {
        action: 'feedback',
        label: { zh: '发布反馈', en: 'Answer' },
        from: ['RELEASED'],
        to: 'FEEDBACK',
        resource: 'btnFeedback',
        actor: 'supplier',
        todo: true,
        input: ['supplierFeedback'],
        notifyCreator: true,
      },
      {
        action: 'releaseReject',
        label: { zh: '反馈退回', en: 'Return the answer' },
        from: ['FEEDBACK'],
        to: 'RELEASED',
        resource: 'btnReleaseReject',
        commentRequired: true,
        todo: true,
        notifySupplier: true,
      },
      { ...submit, from: ['DRAFT', 'FEEDBACK', 'REJECTED'], input: ['qualificationResult', 'reviewOpinion'] },
      { ...approval, notifySupplier: true },
      reject,
      {
        action: 'abandon',
        label: { zh: '废弃', en: 'Abandon' },
        from: ['DRAFT', 'RELEASED', 'FEEDBACK', 'REJECTED'],
        to: 'ABANDONED',
        resource: 'btnAbandon',
        commentRequired: true,
      },
    ],
  },
  list: {
    columns: [
      'qualificationNumber',
      'supplierNumber',
      'supplierName',
      'orgName',
      'sceneName',
      'qualificationStatus',
      'qualificationResult',
      'inspectionResult',
      'sampleTrialResult',
      'approvedDate',
      'introducedDate',
    ],
    filters: [{ field: 'qualificationNumber', op: 'like' }, 'supplierId', 'orgId', 'sceneId', 'qualificationStatus', 'qualificationResult'],
    sort: ['-qualificationId'],
  },
  form: {
    sections: [
      {
        title: { zh: '资质审查', en: 'Qualification review' },
        fields: ['qualificationNumber', 'supplierId', 'orgId', 'sceneId', 'qualificationStatus', 'needInspectionFlag', 'needSampleTrialFlag', 'description'],
      },
      { title: { zh: '供应商反馈', en: "Supplier's answer" }, fields: ['supplierFeedback'] },
      {
        title: { zh: '审查结论', en: 'Conclusion' },
        fields: ['qualificationResult', 'reviewOpinion', 'inspectionResult', 'sampleTrialResult', 'approvedDate', 'introducedDate'],
      },
    ],
  },
});
