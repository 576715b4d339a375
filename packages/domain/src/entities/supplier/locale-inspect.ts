import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { approval, APPROVAL_STATES, reject, submit } from '../../entity/workflows.ts';

/**
 * An on-site inspection (现场考察, XCKC-): a checklist scored site by site.
 * The supplier examines itself first (its own score and remarks per line),
 * then the inspectors score each line on site and submit a result for
 * approval. An approved one that answers a qualification review writes its
 * result there. STATES.md.
 */
export default defineEntity({
  name: 'slcLocaleInspect',
  domain: 'supplier',
  label: { zh: '现场考察', en: 'On-site inspection' },
  service: 'srmServer',
  rest: 'srmPosLocaleReviews',
  table: 'srm_slc_locale_inspects',
  key: 'inspectId',
  titleField: 'inspectNumber',
  scope: { supplier: 'supplierId', hiddenFromSupplierIn: ['DRAFT'] },
  supplierEditableWhen: { field: 'inspectStatus', values: [] },
  timeline: {
    event: { code: 'INSPECTION', label: { zh: '现场考察', en: 'On-site inspection' } },
    date: ['approvedDate', 'reviewDate'],
    summary: ['conclusion'],
    told: ['APPROVED'],
    result: 'inspectResult',
  },
  fields: [
    f.text('inspectNumber', '单据编号', 'Document number', { autoNumber: 'XCKC-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    ...f.supplier({ required: true, usable: true }),
    ...f.org({ required: true }),
    f.ref('qualificationId', '资质审查', 'Qualification review', 'slcQualification', {
      display: 'qualificationNumber',
      copy: { qualificationNumber: 'qualificationNumber' },
    }),
    f.text('qualificationNumber', '资质审查编号', 'Qualification review number', { readOnly: true }),
    f.ref('planId', '考察计划', 'Inspection plan', 'slcInspectPlan', { display: 'planNumber', copy: { planNumber: 'planNumber' } }),
    f.text('planNumber', '考察计划编号', 'Plan number', { readOnly: true }),
    f.date('reviewDate', '考察日期', 'Inspected on', { required: true }),
    f.text('reviewMember', '考察小组', 'Inspectors', { required: true, maxLength: 500 }),
    f.text('supplierMember', '供方人员', "Supplier's people", { maxLength: 500 }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
    f.number('maxTotalScore', '满分', 'Full marks', { readOnly: true, computed: { sum: { child: 'scores', field: 'maxScore' } } }),
    f.number('selfTotalScore', '自评总分', 'Self-assessed', { readOnly: true, computed: { sum: { child: 'scores', field: 'selfScore' } } }),
    f.number('totalScore', '考察总分', 'Score', { readOnly: true, computed: { sum: { child: 'scores', field: 'score' } } }),
    f.lookup('inspectResult', '考察结果', 'Result', 'SLC_EXAMINE_RESULT', { internal: true }),
    f.text('conclusion', '考察结论', 'Conclusion', { internal: true, maxLength: 2000 }),
    f.lookup('inspectStatus', '状态', 'Status', 'SLC_INSPECT_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.date('approvedDate', '批准日期', 'Approved on', { readOnly: true }),
  ],
  children: [
    {
      name: 'sites',
      entity: 'slcLocaleInspectSite',
      foreignKey: 'inspectId',
      label: { zh: '考察地点', en: 'Sites inspected' },
      fixedLines: true,
      editor: 'inspectionSites',
    },
    { name: 'scores', entity: 'slcLocaleInspectScore', foreignKey: 'inspectId', label: { zh: '考察评分', en: 'Checklist' } },
  ],
  workflow: {
    field: 'inspectStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: APPROVAL_STATES.DRAFT,
      SELF_CHECK: { label: { zh: '待供应商自查', en: 'Awaiting self-examination' } },
      SELF_CHECKED: { label: { zh: '供应商已自查', en: 'Self-examined' }, editable: true },
      SUBMITTED: APPROVAL_STATES.SUBMITTED,
      APPROVED: APPROVAL_STATES.APPROVED,
      REJECTED: APPROVAL_STATES.REJECTED,
    },
    actions: [
      {
        action: 'release',
        label: { zh: '发起自查', en: 'Ask for self-examination' },
        from: ['DRAFT'],
        to: 'SELF_CHECK',
        resource: 'btnRelease',
        notifySupplier: true,
      },
      {
        action: 'recall',
        label: { zh: '撤回', en: 'Recall' },
        from: ['SELF_CHECK'],
        to: 'DRAFT',
        resource: 'btnRecall',
        commentRequired: true,
        notifySupplier: true,
      },
      {
        action: 'selfCheck',
        label: { zh: '提交自查', en: 'Submit self-examination' },
        from: ['SELF_CHECK'],
        to: 'SELF_CHECKED',
        resource: 'btnSelfCheck',
        actor: 'supplier',
        todo: true,
        lineInput: { child: 'scores', fields: ['selfScore', 'selfComment'] },
        notifyCreator: true,
      },
      // The inspectors score on site once the supplier has examined itself.
      { ...submit, from: ['SELF_CHECKED', 'REJECTED'], todo: true, input: ['inspectResult', 'conclusion'] },
      { ...approval, notifySupplier: true },
      reject,
    ],
  },
  list: {
    columns: [
      'inspectNumber',
      'supplierNumber',
      'supplierName',
      'orgName',
      'reviewDate',
      'reviewMember',
      'selfTotalScore',
      'totalScore',
      'maxTotalScore',
      'inspectResult',
      'inspectStatus',
      'qualificationNumber',
    ],
    filters: [{ field: 'inspectNumber', op: 'like' }, 'supplierId', 'orgId', 'inspectStatus', 'inspectResult', { field: 'reviewDate', op: 'range' }],
    sort: ['-inspectId'],
  },
  form: {
    sections: [
      {
        title: { zh: '现场考察', en: 'On-site inspection' },
        fields: [
          'inspectNumber',
          'supplierId',
          'orgId',
          'qualificationId',
          'planId',
          'inspectStatus',
          'reviewDate',
          'reviewMember',
          'supplierMember',
          'description',
        ],
      },
      { title: { zh: '结论', en: 'Conclusion' }, fields: ['maxTotalScore', 'selfTotalScore', 'totalScore', 'inspectResult', 'conclusion', 'approvedDate'] },
    ],
  },
});
