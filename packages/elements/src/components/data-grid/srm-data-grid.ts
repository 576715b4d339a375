import { SrmDataGrid } from './data-grid.ts';

export { SrmDataGrid };

if (!customElements.get('srm-data-grid')) customElements.define('srm-data-grid', SrmDataGrid);

declare global {
  interface HTMLElementTagNameMap {
    'srm-data-grid': SrmDataGrid;
  }
}
