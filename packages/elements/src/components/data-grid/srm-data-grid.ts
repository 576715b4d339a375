import { SrmDataGrid } from './data-grid.ts';

export { SrmDataGrid };
export type * from './data-grid.events.ts';
export type * from './data-grid.types.ts';

if (!customElements.get('srm-data-grid')) customElements.define('srm-data-grid', SrmDataGrid);
