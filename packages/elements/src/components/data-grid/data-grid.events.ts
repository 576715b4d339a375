/** Typed events of `srm-data-grid`. */
import type { GridEditType, GridRow, TableUserConfig } from './data-grid.types.ts';

export interface SrmRowClickDetail {
  row: GridRow;
  /** Index in the current view (0-based). */
  index: number;
  /** Key of the clicked column, when known. */
  field?: string;
}

/** Cancelable: `preventDefault()` keeps the old value. */
export interface SrmCellChangeDetail {
  row: GridRow;
  field: string;
  value: unknown;
  oldValue: unknown;
}

export interface SrmCellActionDetail {
  row: GridRow;
  field: string;
  editType: GridEditType;
  linkTag?: string;
}

export interface SrmRowActionDetail {
  resourceCode: string;
  row: GridRow;
}

export interface SrmDataLoadDetail {
  /** The rows shown, or null when the load failed. */
  data: GridRow[] | null;
  count: number;
  error?: unknown;
}

export interface SrmPageChangeDetail {
  pageIndex: number;
  pageRows: number;
}

export interface SrmSortChangeDetail {
  /** `'field'`, `'-field'` or null. */
  sort: string | null;
}

export interface SrmSelectionChangeDetail {
  rows: GridRow[];
}

export interface SrmExpandChangeDetail {
  row: GridRow;
  expanded: boolean;
}

export interface SrmConfigSaveDetail {
  tableName: string;
  config: TableUserConfig;
}

export interface SrmConfigLoadDetail {
  tableName: string;
  /** The configuration applied, or null when defaults are used. */
  config: TableUserConfig | null;
  error?: unknown;
}

export type SrmRowClickEvent = CustomEvent<SrmRowClickDetail>;
export type SrmRowDblclickEvent = CustomEvent<SrmRowClickDetail>;
export type SrmCellChangeEvent = CustomEvent<SrmCellChangeDetail>;
export type SrmCellActionEvent = CustomEvent<SrmCellActionDetail>;
export type SrmRowActionEvent = CustomEvent<SrmRowActionDetail>;
export type SrmDataLoadEvent = CustomEvent<SrmDataLoadDetail>;
export type SrmPageChangeEvent = CustomEvent<SrmPageChangeDetail>;
export type SrmSortChangeEvent = CustomEvent<SrmSortChangeDetail>;
export type SrmSelectionChangeEvent = CustomEvent<SrmSelectionChangeDetail>;
export type SrmExpandChangeEvent = CustomEvent<SrmExpandChangeDetail>;
export type SrmConfigSaveEvent = CustomEvent<SrmConfigSaveDetail>;
export type SrmConfigLoadEvent = CustomEvent<SrmConfigLoadDetail>;
