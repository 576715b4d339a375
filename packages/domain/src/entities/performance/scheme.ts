import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { serverAction, STATE } from '../../entity/workflows.ts';

/**
 * A performance scheme (绩效方案, S-): one run of a template over a period and
 * a set of suppliers (all qualified suppliers when none is named). Collecting
 * makes one result per supplier with its measures computed in SQL; evaluators
 * score the manual indicators; calculating totals, grades and ranks them;
 * publishing shows each supplier its result. STATES.md.
 */
export default defineEntity({
  name: 'speScheme',
  domain: 'performance',
  label: { zh: '绩效方案', en: 'Performance scheme' },
  service: 'srmServer',
  rest: 'srmSpeScheme',
  table: 'srm_spe_schemes',
  key: 'schemeId',
  titleField: 'schemeNumber',
  scope: { internal: true },
  fields: [
    f.text('schemeNumber', '方案编号', 'Scheme number', { autoNumber: 'S-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.text('schemeName', '方案名称', 'Scheme name', { required: true, maxLength: 200 }),
    f.ref('templateId', '绩效模板', 'Template', 'speTemplate', {
      required: true,
      usable: true,
      display: 'templateName',
      copy: { templateName: 'templateName', frequency: 'frequency' },
    }),
    f.text('templateName', '模板名称', 'Template name', { readOnly: true, maxLength: 200 }),
    f.lookup('frequency', '评估频率', 'Frequency', 'SPM_TEMPLATE_FREQUENCY', { readOnly: true }),
    f.date('periodFrom', '期间开始', 'Period from', { required: true }),
    f.date('periodTo', '期间结束', 'Period to', { required: true }),
    f.lookup('schemeStatus', '状态', 'Status', 'SPE_SCHEME_STATUS', { readOnly: true, default: 'NEW' }),
    f.integer('supplierCount', '供应商数', 'Suppliers', { readOnly: true }),
    f.datetime('collectedDate', '采集时间', 'Collected', { readOnly: true }),
    f.datetime('calculatedDate', '计算时间', 'Calculated', { readOnly: true }),
    f.datetime('publishedDate', '发布时间', 'Published', { readOnly: true }),
    f.text('schemeDescription', '说明', 'Description', { maxLength: 1000 }),
    // The setting that drafted it (speSetting `doCreateScheme`): one scheme per setting and period.
    f.ref('settingId', '绩效设置', 'Setting', 'speSetting', { readOnly: true, display: 'settingNumber', index: true }),
  ],
  children: [{ name: 'suppliers', entity: 'speSchemeSupplier', foreignKey: 'schemeId', label: { zh: '参评供应商', en: 'Suppliers evaluated' } }],
  workflow: {
    field: 'schemeStatus',
    initial: 'NEW',
    states: {
      NEW: { label: { zh: '新建', en: 'New' }, editable: true },
      COLLECTED: { label: { zh: '已采集', en: 'Collected' } },
      CALCULATED: { label: { zh: '已计算', en: 'Calculated' } },
      PUBLISHED: STATE.PUBLISHED,
      // Reached by the server when the last supplier confirms its result (api/src/performance/appeal.ts).
      COMPLETE: { label: { zh: '已完成', en: 'Complete' } },
    },
    actions: [
      // Collecting again starts over: the results, measures and manual scores of the last collection go.
      {
        action: 'collect',
        label: { zh: '采集数据', en: 'Collect' },
        from: ['NEW', 'COLLECTED', 'CALCULATED'],
        to: 'COLLECTED',
        resource: 'btnCollect',
        stamp: 'collectedDate',
        clears: ['calculatedDate'],
      },
      // Moves the results (spePerformance `calculate`) and closes the manual scores (speManualScore `close`), each in one statement.
      {
        action: 'calculate',
        label: { zh: '计算', en: 'Calculate' },
        from: ['COLLECTED', 'CALCULATED'],
        to: 'CALCULATED',
        resource: 'btnCalculate',
        stamp: 'calculatedDate',
      },
      // Publishes every result (spePerformance `publish`).
      { action: 'publish', label: { zh: '发布', en: 'Publish' }, from: ['CALCULATED'], to: 'PUBLISHED', resource: 'btnRelease', stamp: 'publishedDate' },
      serverAction('complete', { zh: '完成', en: 'Complete' }, ['PUBLISHED'], 'COMPLETE'),
    ],
  },
  list: {
    columns: ['schemeNumber', 'schemeName', 'templateName', 'periodFrom', 'periodTo', 'schemeStatus', 'supplierCount', 'publishedDate'],
    filters: [{ field: 'schemeNumber', op: 'like' }, { field: 'schemeName', op: 'like' }, 'templateId', 'schemeStatus'],
    sort: ['-schemeId'],
  },
  form: {
    sections: [
      {
        title: { zh: '方案', en: 'Scheme' },
        fields: ['schemeNumber', 'schemeName', 'templateId', 'frequency', 'periodFrom', 'periodTo', 'schemeStatus', 'settingId', 'schemeDescription'],
      },
      { title: { zh: '进度', en: 'Progress' }, fields: ['supplierCount', 'collectedDate', 'calculatedDate', 'publishedDate'] },
    ],
  },
});
