import { SrmChartBox } from './chart-box.ts';

export { SrmChartBox };
export type { ChartOption } from './chart-box.ts';
export type * from './chart-box.events.ts';

if (!customElements.get('srm-chart-box')) customElements.define('srm-chart-box', SrmChartBox);
