/** The portal's texts of the report screens: part of the catalogue `texts/all.ts` adds to `lib/i18n.ts` (keys unique across parts). */
import type { Label } from '@srm/domain/entity/types.ts';

export const reportTexts = {
  // viewDynamicReport
  'report.query': { zh: '查询', en: 'Run' },
  'report.reset': { zh: '重置', en: 'Reset' },
  'report.export': { zh: '导出', en: 'Export' },
  'report.exportInBackground': { zh: '后台导出', en: 'Export in background' },
  'report.queued': { zh: '已提交后台导出，请在“报表后台导出”中下载', en: 'Queued: download it from Report exports when done' },
  'report.from': { zh: '起', en: 'from' },
  'report.to': { zh: '止', en: 'to' },
  'report.totalOf': { zh: '{title}合计：{value}', en: 'Sum of {title}: {value}' },
  'report.listSeparator': { zh: '、', en: ', ' },
  'report.fillRequired': { zh: '请填写{names}后查询', en: 'Fill in {names}, then run the report' },
  'report.reports': { zh: '我的报表', en: 'My reports' },
  'report.noReports': { zh: '您的菜单中没有报表', en: 'No report is on your menus' },
  // reportDefinitionEdit
  'report.check': { zh: '校验SQL', en: 'Check SQL' },
  'report.derive': { zh: '解析列', en: 'Derive columns' },
  'report.publish': { zh: '发布到菜单', en: 'Publish to menu' },
  'report.valid': { zh: 'SQL校验通过，返回{n}列', en: 'The SQL is valid and answers {n} columns' },
  'report.derived': { zh: '已根据数据库描述更新列', en: 'Columns updated from the database description' },
  'report.published': { zh: '已发布到菜单：{url}', en: 'Published to the menu: {url}' },
  'report.roles': { zh: '授权角色', en: 'Roles given the menu' },
  // dynamicCharts
  'report.dashboards': { zh: '我的看板', en: 'My dashboards' },
  'report.noDashboards': { zh: '您的菜单中没有看板', en: 'No dashboard is on your menus' },
  'report.chartEmpty': { zh: '没有数据', en: 'No data' },
  'report.noCharts': { zh: '没有启用的图表', en: 'No chart is enabled' },
  // the home's delivery accuracy chart
  'report.deliveryLines': { zh: '接收行数', en: 'Lines received' },
  'report.deliveryOnTime': { zh: '准时率(%)', en: 'On time (%)' },
  // performance drill-down
  'report.drillNoLines': { zh: '该结果没有指标行', en: 'This result has no indicator lines' },
  'report.drillNoSources': { zh: '没有单据构成该度量', en: 'No document line makes this measure' },
} as const satisfies Record<string, Label>;
