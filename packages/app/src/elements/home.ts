/** React wrappers of the home page's elements (generated in @srm/elements): to-do panel, charts. */
export { SrmTodoPanel } from '@srm/elements/react/srm-todo-panel.ts';
export { SrmChartBox } from '@srm/elements/react/srm-chart-box.ts';
export type { PendingItem } from '@srm/elements/components/todo-panel/todo-panel.ts';
