import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A dynamic chart (图表): a dynamic report as its dataset, run in the report
 * sandbox and scope, grouped by a dimension column with measures aggregated
 * in SQL (report/chart.ts), drawn with ECharts as a bar, line or pie. Its data
 * is answered by the dashboards' getChartData, to whoever opens a dashboard.
 */
export default defineEntity({
  name: 'dynamicChart',
  domain: 'report',
  label: { zh: '动态图表', en: 'Dynamic chart' },
  service: 'reportServer',
  rest: 'baseDynamicChart',
  table: 'srm_base_dynamic_charts',
  key: 'chartId',
  titleField: 'chartName',
  fields: [
    f.text('chartCode', '图表编码', 'Chart code', { required: true, unique: true, maxLength: 40 }),
    f.text('chartName', '图表名称', 'Chart name', { required: true, maxLength: 200 }),
    f.text('chartNameEn', '图表英文名称', 'Chart name (English)', { maxLength: 200 }),
    f.ref('reportId', '数据集(报表)', 'Dataset (report)', 'reportDefinition', {
      required: true,
      display: 'reportName',
      copy: { reportCode: 'reportCode', reportName: 'reportName' },
    }),
    f.text('reportCode', '报表编码', 'Report code', { readOnly: true, maxLength: 40 }),
    f.text('reportName', '报表名称', 'Report name', { readOnly: true }),
    f.lookup('chartType', '图表类型', 'Chart type', 'CHART_TYPE', { required: true, default: 'BAR' }),
    f.text('dimensionColumn', '维度列', 'Dimension column', { required: true, maxLength: 60 }),
    f.text('measureColumns', '度量列(逗号分隔)', 'Measure columns (comma-separated)', { required: true, maxLength: 500 }),
    f.lookup('aggregation', '汇总方式', 'Aggregation', 'CHART_AGGREGATION', { required: true, default: 'SUM' }),
    f.integer('topN', '最多分类数', 'Most categories', { min: 1, max: 200, default: 20 }),
    f.enabled(),
  ],
  list: {
    columns: ['chartCode', 'chartName', 'chartNameEn', 'reportName', 'chartType', 'dimensionColumn', 'measureColumns', 'aggregation', 'enabledFlag'],
    filters: ['chartCode', 'chartName', 'chartType'],
    sort: ['chartCode'],
  },
  form: {
    sections: [
      {
        title: { zh: '图表', en: 'Chart' },
        fields: ['chartCode', 'chartName', 'chartNameEn', 'reportId', 'chartType', 'dimensionColumn', 'measureColumns', 'aggregation', 'topN', 'enabledFlag'],
      },
    ],
  },
});
