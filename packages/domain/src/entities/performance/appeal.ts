import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A supplier's appeal against one indicator line of its published result
 * (绩效申诉, SS-), with its reason and evidence, made within the template's
 * appeal window. The buyer accepts it with the corrected score (the result's
 * total, grade and rank are worked out again) or refuses it with a reason.
 * STATES.md.
 */
export default defineEntity({
  name: 'speAppeal',
  domain: 'performance',
  label: { zh: '绩效申诉', en: 'Performance appeal' },
  service: 'srmServer',
  rest: 'srmSpeSupplierAppeal',
  table: 'srm_spe_appeals',
  key: 'appealId',
  titleField: 'appealNumber',
  scope: { supplier: 'supplierId' },
  fields: [
    f.text('appealNumber', '申诉编号', 'Appeal number', { autoNumber: 'SS-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    // Picked among the lines of the supplier's own published results (speAppealableLine).
    f.ref('performanceLineId', '申诉指标', 'Indicator appealed', 'spePerformanceLine', {
      required: true,
      display: 'indicatorName',
      pickFrom: 'speAppealableLine',
      copy: { performanceId: 'performanceId', indicatorName: 'indicatorName', score: 'originalScore', weight: 'weight' },
      index: true,
    }),
    f.ref('performanceId', '绩效结果', 'Result', 'spePerformance', { readOnly: true, display: 'performanceNumber', index: true }),
    f.text('performanceNumber', '绩效编号', 'Result number', { readOnly: true, maxLength: 40 }),
    f.text('schemeName', '方案名称', 'Scheme name', { readOnly: true, maxLength: 200 }),
    ...f.supplier({ readOnly: true }),
    f.text('indicatorName', '指标名称', 'Indicator name', { readOnly: true, maxLength: 200 }),
    f.number('weight', '权重(%)', 'Weight (%)', { readOnly: true, precision: 2 }),
    f.number('originalScore', '原得分', 'Score appealed', { readOnly: true, precision: 2 }),
    f.datetime('appealDeadline', '申诉截止', 'Appeal by', { readOnly: true }),
    f.text('appealReason', '申诉理由', 'Reason', { required: true, maxLength: 2000 }),
    { ...f.attachments(), label: { zh: '证据附件', en: 'Evidence' } },
    f.number('correctedScore', '调整后得分', 'Corrected score', { internal: true, precision: 2, rules: ['score'] }),
    f.text('replyReason', '处理意见', 'Answer', { readOnly: true, maxLength: 2000 }),
    f.lookup('appealStatus', '状态', 'Status', 'SPE_APPEAL_STATUS', { readOnly: true, default: 'NEW' }),
    f.datetime('submittedDate', '提交时间', 'Submitted', { readOnly: true }),
  ],
  workflow: {
    field: 'appealStatus',
    initial: 'NEW',
    states: {
      NEW: { label: { zh: '新建', en: 'New' }, editable: true },
      SUBMITTED: { label: { zh: '待处理', en: 'To answer' } },
      ACCEPTED: { label: { zh: '已接受', en: 'Accepted' } },
      REFUSED: { label: { zh: '已驳回', en: 'Refused' } },
    },
    actions: [
      {
        action: 'submit',
        label: { zh: '提交申诉', en: 'Submit' },
        from: ['NEW'],
        to: 'SUBMITTED',
        resource: 'btnSubmit',
        actor: 'supplier',
        stamp: 'submittedDate',
      },
      {
        action: 'accept',
        label: { zh: '接受申诉', en: 'Accept' },
        from: ['SUBMITTED'],
        to: 'ACCEPTED',
        resource: 'btnAccept',
        input: ['correctedScore'],
        todo: true,
        notifySupplier: true,
      },
      {
        action: 'refuse',
        label: { zh: '驳回申诉', en: 'Refuse' },
        from: ['SUBMITTED'],
        to: 'REFUSED',
        resource: 'btnRefuse',
        commentRequired: true,
        todo: true,
        notifySupplier: true,
      },
    ],
  },
  list: {
    columns: [
      'appealNumber',
      'performanceNumber',
      'schemeName',
      'supplierNumber',
      'supplierName',
      'indicatorName',
      'originalScore',
      'correctedScore',
      'appealStatus',
      'submittedDate',
    ],
    filters: [{ field: 'appealNumber', op: 'like' }, 'performanceId', 'supplierId', 'appealStatus'],
    sort: ['-appealId'],
  },
  form: {
    sections: [
      {
        title: { zh: '申诉', en: 'Appeal' },
        fields: [
          'appealNumber',
          'performanceLineId',
          'performanceId',
          'schemeName',
          'supplierId',
          'weight',
          'originalScore',
          'appealDeadline',
          'appealStatus',
          'submittedDate',
          'appealReason',
          'attachmentIds',
        ],
      },
      { title: { zh: '处理', en: 'Answer' }, fields: ['correctedScore', 'replyReason'] },
    ],
  },
});
