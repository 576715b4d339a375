/** The grid's React wrapper (generated in @srm/elements) and its types, so a screen loads the grid without every other element. */
export { SrmDataGrid, type SrmDataGridType as SrmDataGridElement } from '@srm/elements/react/srm-data-grid.ts';
export type { GridColumnDef, GridResource, GridRow, GridApi, LookupMap, TableUserConfig } from '@srm/elements/components/data-grid/data-grid.types.ts';
