/** Detail of `srm-chart-click`: what ECharts reports for the clicked item. */
export interface SrmChartClickDetail {
  componentType: string;
  seriesType?: string;
  seriesName?: string;
  name: string;
  dataIndex: number;
  value: unknown;
}
