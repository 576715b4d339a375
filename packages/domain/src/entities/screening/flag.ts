import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A bid-screening flag (issue 47): one indicator of possible bid rigging found
 * on one opened inquiry, tender or compete event by the screening run
 * (api/src/screening/). Written by the server only; the auditor reads it with
 * its evidence (the bids or hall offers behind it) and marks it reviewed with a
 * comment (its evidence is read on its own, by `flagId`, so the flag's screen shows each row with its link). `flagKey` (indicator, event, subject) makes a rerun find the same
 * flag again, so a review is kept. No supplier or expert ever sees it.
 */
export default defineEntity({
  name: 'screeningFlag',
  domain: 'sourcing',
  label: { zh: '围标串标预警', en: 'Bid screening flag' },
  service: 'srmServer',
  rest: 'srmScreeningFlags',
  table: 'srm_screening_flags',
  key: 'flagId',
  // Made by the screening run only (api/src/screening/run.ts): no save, no delete; reviewing is its workflow action.
  readOnly: true,
  titleField: 'flagNumber',
  scope: { internal: true },
  fields: [
    f.text('flagNumber', '预警编号', 'Flag number', { autoNumber: 'SF-{yyyyMMdd}-{seq:4}', readOnly: true, unique: true, maxLength: 40 }),
    f.text('flagKey', '预警键', 'Flag key', { readOnly: true, hidden: true, unique: true, maxLength: 200 }),
    f.lookup('indicatorCode', '指标', 'Indicator', 'SCREENING_INDICATOR', { readOnly: true, index: true }),
    f.lookup('eventType', '寻源类型', 'Event kind', 'SCREENING_EVENT_TYPE', { readOnly: true }),
    f.integer('eventId', '寻源单ID', 'Event id', { readOnly: true, hidden: true, index: true }),
    f.text('eventNumber', '寻源单号', 'Event number', { readOnly: true, maxLength: 40 }),
    f.text('eventTitle', '寻源标题', 'Event title', { readOnly: true, maxLength: 200 }),
    ...f.org({ readOnly: true }),
    f.ref('categoryId', '采购分类', 'Purchase category', 'purchaseCategory', { display: 'categoryName', readOnly: true, index: true }),
    f.text('categoryName', '采购分类名称', 'Category name', { readOnly: true }),
    f.text('subjectName', '涉及供应商', 'Suppliers concerned', { readOnly: true, maxLength: 1000 }),
    // The indicator's figures as JSON; the explanation is written from them in the reader's language (api/src/screening/hooks.ts).
    f.text('explainParams', '说明参数', 'Explanation figures', { readOnly: true, hidden: true, maxLength: 4000 }),
    f.text('explanation', '说明', 'Explanation', { readOnly: true, maxLength: 2000 }),
    f.integer('evidenceCount', '证据条数', 'Evidence rows', { readOnly: true, default: 0 }),
    f.flag('currentFlag', '最近一次仍发现', 'Found by the last run', { readOnly: true, default: 'Y' }),
    f.datetime('foundDate', '首次发现', 'First found', { readOnly: true }),
    f.datetime('lastRunDate', '最近运行', 'Last run', { readOnly: true }),
    f.lookup('flagStatus', '状态', 'Status', 'SCREENING_FLAG_STATUS', { readOnly: true, default: 'OPEN' }),
    f.datetime('reviewedDate', '复核时间', 'Reviewed', { readOnly: true }),
    f.text('reviewerName', '复核人', 'Reviewer', { readOnly: true, maxLength: 120 }),
    f.text('reviewComment', '复核意见', 'Review comment', { readOnly: true, maxLength: 2000 }),
  ],
  workflow: {
    field: 'flagStatus',
    initial: 'OPEN',
    states: {
      OPEN: { label: { zh: '待复核', en: 'To review' } },
      REVIEWED: { label: { zh: '已复核', en: 'Reviewed' } },
    },
    actions: [
      {
        action: 'review',
        label: { zh: '标记已复核', en: 'Mark reviewed' },
        from: ['OPEN'],
        to: 'REVIEWED',
        resource: 'btnReview',
        actor: 'internal',
        commentRequired: true,
        stamp: 'reviewedDate',
      },
    ],
  },
  operations: [
    // Recomputes every indicator over the opened events; the scheduled job runs the same (api/src/screening/run.ts).
    { operation: 'doRunScreening', label: { zh: '运行筛查', en: 'Run the screening' }, resource: 'btnRunScreening', actor: 'internal', noSelection: true },
  ],
  list: {
    columns: [
      'flagNumber',
      'indicatorCode',
      'eventType',
      'eventNumber',
      'eventTitle',
      'subjectName',
      'orgName',
      'categoryName',
      'evidenceCount',
      'flagStatus',
      'currentFlag',
      'foundDate',
      'reviewerName',
      'reviewedDate',
    ],
    filters: ['indicatorCode', 'flagStatus', 'eventType', { field: 'eventNumber', op: 'like' }, { field: 'eventTitle', op: 'like' }],
    sort: ['-flagId'],
  },
  form: {
    sections: [
      {
        title: { zh: '预警', en: 'Flag' },
        fields: ['flagNumber', 'indicatorCode', 'flagStatus', 'eventType', 'eventNumber', 'eventTitle', 'orgId', 'categoryId', 'subjectName', 'evidenceCount'],
      },
      { title: { zh: '说明', en: 'Explanation' }, fields: ['explanation', 'currentFlag', 'foundDate', 'lastRunDate'] },
      { title: { zh: '复核', en: 'Review' }, fields: ['reviewerName', 'reviewedDate', 'reviewComment'] },
    ],
  },
});
