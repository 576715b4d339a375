import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { serverAction, STATE } from '../../entity/workflows.ts';

/**
 * A supplier's performance result (绩效结果, JX-) in one scheme, made by the
 * scheme's collection and moved by its calculation and publication, never
 * saved by hand. A supplier reads its own once published, and confirms it
 * or appeals one line (speAppeal). STATES.md.
 */
export default defineEntity({
  name: 'spePerformance',
  domain: 'performance',
  label: { zh: '绩效结果', en: 'Performance result' },
  service: 'srmServer',
  rest: 'srmSpePerformance',
  table: 'srm_spe_performances',
  key: 'performanceId',
  titleField: 'performanceNumber',
  scope: { supplier: 'supplierId', hiddenFromSupplierIn: ['NEW', 'CALCULATED'] },
  timeline: {
    event: { code: 'PERFORMANCE', label: { zh: '绩效评估', en: 'Performance review' } },
    date: ['publishedDate'],
    summary: ['schemeName'],
    rows: { field: 'performanceStatus', values: ['PUBLISHED', 'APPEALED', 'CONFIRMED'] },
  },
  supplierEditableWhen: { field: 'performanceStatus', values: [] },
  fields: [
    f.text('performanceNumber', '绩效编号', 'Result number', { autoNumber: 'JX-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    // The copy names the scheme on the result without asking speScheme, which a supplier may not read.
    f.ref('schemeId', '绩效方案', 'Scheme', 'speScheme', { readOnly: true, display: 'schemeNumber', copy: { schemeNumber: 'schemeNumber' }, index: true }),
    f.text('schemeNumber', '方案编号', 'Scheme number', { readOnly: true, maxLength: 40 }),
    f.text('schemeName', '方案名称', 'Scheme name', { readOnly: true, maxLength: 200 }),
    f.date('periodFrom', '期间开始', 'Period from', { readOnly: true }),
    f.date('periodTo', '期间结束', 'Period to', { readOnly: true }),
    ...f.supplier({ readOnly: true }),
    f.number('totalScore', '综合得分', 'Total score', { readOnly: true, precision: 2 }),
    f.lookup('grade', '等级', 'Grade', 'POS_SUPPLIER_GRADE', { readOnly: true }),
    f.integer('rankNum', '排名', 'Rank', { readOnly: true }),
    f.lookup('performanceStatus', '状态', 'Status', 'SPE_PERFORMANCE_STATUS', { readOnly: true, default: 'NEW' }),
    f.datetime('publishedDate', '发布时间', 'Published', { readOnly: true }),
    f.datetime('appealDeadline', '申诉截止', 'Appeal by', { readOnly: true }),
    f.datetime('confirmedDate', '确认时间', 'Confirmed', { readOnly: true }),
  ],
  children: [
    { name: 'lines', entity: 'spePerformanceLine', foreignKey: 'performanceId', label: { zh: '指标得分', en: 'Scores by indicator' } },
    { name: 'measures', entity: 'spePerformanceMeasure', foreignKey: 'performanceId', label: { zh: '度量数据', en: 'Measures' } },
  ],
  workflow: {
    field: 'performanceStatus',
    initial: 'NEW',
    // Moved for a whole scheme at once by its calculate and publish (api/src/performance/scheme.ts, `transitionAll`),
    // and by its appeals (api/src/performance/appeal.ts).
    states: {
      NEW: { label: { zh: '待计算', en: 'To calculate' } },
      CALCULATED: { label: { zh: '已计算', en: 'Calculated' } },
      // Published and not yet confirmed: the supplier confirms it or appeals one of its lines (speAppeal).
      PUBLISHED: { label: { zh: '待确认', en: 'To confirm' } },
      APPEALED: { label: { zh: '申诉中', en: 'Under appeal' } },
      CONFIRMED: STATE.CONFIRMED,
    },
    actions: [
      serverAction('calculate', { zh: '计算', en: 'Calculate' }, ['NEW'], 'CALCULATED'),
      serverAction('publish', { zh: '发布', en: 'Publish' }, ['CALCULATED'], 'PUBLISHED', { stamp: 'publishedDate' }),
      // An appeal submitted; its answer puts the result back to confirm.
      serverAction('appeal', { zh: '申诉', en: 'Appeal' }, ['PUBLISHED'], 'APPEALED'),
      serverAction('answerAppeal', { zh: '申诉已处理', en: 'Appeal answered' }, ['APPEALED'], 'PUBLISHED'),
      {
        action: 'confirm',
        label: { zh: '确认结果', en: 'Confirm' },
        from: ['PUBLISHED'],
        to: 'CONFIRMED',
        resource: 'btnConfirm',
        actor: 'supplier',
        todo: true,
        stamp: 'confirmedDate',
      },
    ],
  },
  list: {
    columns: [
      'performanceNumber',
      'schemeNumber',
      'supplierNumber',
      'supplierName',
      'periodFrom',
      'periodTo',
      'totalScore',
      'grade',
      'rankNum',
      'performanceStatus',
    ],
    filters: [{ field: 'performanceNumber', op: 'like' }, 'schemeId', 'supplierId', 'grade', 'performanceStatus'],
    sort: ['-performanceId'],
  },
  form: {
    sections: [
      {
        title: { zh: '绩效结果', en: 'Result' },
        fields: [
          'performanceNumber',
          'schemeId',
          'schemeName',
          'supplierId',
          'periodFrom',
          'periodTo',
          'totalScore',
          'grade',
          'rankNum',
          'performanceStatus',
          'publishedDate',
          'appealDeadline',
          'confirmedDate',
        ],
      },
    ],
  },
});
