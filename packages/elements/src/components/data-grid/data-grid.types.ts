/**
 * Public data types of `srm-data-grid` (column config of SPEC section 3 "Table column
 * config", resources, api contract, per-user column configuration).
 */
import type { TemplateResult } from 'lit';

export type YN = 'Y' | 'N';

/** A row as the api returns it. */
// biome-ignore lint/suspicious/noExplicitAny: a row is whatever the host's api answers; columns read it by key
export type GridRow = Record<string, any>;

/**
 * How a column shows and edits its value.
 * - `text` (default): plain text, a text input when editable;
 * - `number`: thousands-separated display; `max`, `min`, `precision`, `step`;
 *   separators are stripped from what the user types;
 * - `checkbox`: Y/N checkbox (checked means `'Y'`);
 * - `icon`: Y/N shown as an icon (read-only);
 * - `lookup`: shows the meaning of the code from `lookups[lookup.typeCode]`,
 *   a select of the entries when editable;
 * - `link`: the value as a link, fires `srm-cell-action`;
 * - `button`: a button labelled with the value (or the title), fires `srm-cell-action`;
 *   when `editable`, the page chooses the value (a record picker, with `displayKey`
 *   naming what to show) and sets it with `setCellValue`; required cells are marked;
 * - `slot`: content from the column's `render` function, the grid's
 *   `slotRenderers[key]`, or else a named slot `cell-{key}-{rowKeyValue}` that the page
 *   fills with light-DOM children of the grid.
 */
export type GridEditType = 'text' | 'number' | 'checkbox' | 'icon' | 'lookup' | 'link' | 'button' | 'slot';

export interface LookupEntry {
  lookupCode: string;
  meaning: string;
  enabledFlag?: string;
  [k: string]: unknown;
}

/** typeCode -> entries, as the browser keeps lookups (SPEC section 3). */
export type LookupMap = Record<string, LookupEntry[]>;

export interface SlotRenderContext {
  row: GridRow;
  column: GridColumnDef;
  /** Index of the row in the current view (0-based). */
  index: number;
  editable: boolean;
}

export type SlotRenderer = (ctx: SlotRenderContext) => TemplateResult | Node | string | number | null | undefined;

/** One column as the page describes it (SPEC section 3 "Table column config"). */
export interface GridColumnDef {
  /** Identifies the column; `field` is accepted as a synonym. */
  key?: string;
  field?: string;
  title: string;
  editType?: GridEditType;
  /** The column may be edited (rows are further limited by the grid's `rowEditable`). */
  editable?: boolean;
  lookup?: { typeCode: string };
  /** Field shown instead of `key` when the cell is not being edited. */
  displayKey?: string;
  /** `{ required: true }` (or `'required'` / `true`): red asterisk in the header, cell marked invalid when empty. */
  validate?: { required?: boolean } | boolean | 'required';
  /** For Y/N icon columns: show an icon for N as well (default shows only Y). */
  showIcon?: boolean;
  /** Passed back in `srm-cell-action` for link columns (which page to open). */
  linkTag?: string;
  /** The footer sums this column. */
  isSummary?: boolean;
  /** `'N'` hides the column by default. */
  columnsDisplay?: YN;
  fixedStyle?: 'left' | 'right' | '' | null;
  resizable?: boolean;
  sortable?: boolean;
  ellipsis?: boolean;
  /**
   * Width in px. Default: fitted to the header and the widest text of the page (and `sample`), so numbers,
   * codes, dates and amounts show whole; free text stops at 320 px and shows in full on hover; then flexible.
   * A user's width (column configuration, resizing) wins.
   */
  width?: number;
  /** A text as wide as the column's widest value may be (a date pattern's `0000-00-00`, an amount at its precision). */
  sample?: string;
  align?: 'start' | 'center' | 'end';
  max?: number;
  min?: number;
  precision?: number;
  step?: number;
  /** Slot columns: renders the cell. */
  render?: SlotRenderer;
}

/** A granted resource (SPEC "Menu resource") shown as a button in the operation column. */
export interface GridResource {
  resourceCode: string;
  resourceName: string;
  resIcon?: string;
  show?: (row: GridRow) => boolean;
  disabled?: (row: GridRow) => boolean;
}

/** What the api receives: the page's searchParams plus paging and sort. */
export interface GridApiParams {
  [param: string]: unknown;
  pageIndex: number;
  pageRows: number;
  /** `'field'` ascending, `'-field'` descending; absent when unsorted. */
  sort?: string;
  /**
   * Set when the user turns to the next page: the `rowKey` of the last row shown,
   * so the api can read on from that row (keyset) instead of counting rows off.
   */
  after?: unknown;
  /** Set when the user turns to the previous page: the `rowKey` of the first row shown. */
  before?: unknown;
}

/** A total learnt after the rows. */
export interface GridTotal {
  count: number;
  /** At least `count`: the paging bar says "count+". */
  countCapped?: boolean;
  /** An estimate: the paging bar says "about count". */
  countEstimated?: boolean;
}

/** What the api may answer: `{rows, count}`, `{data, count}` or `{data, page: {count}}`. */
export interface GridApiResult {
  rows?: GridRow[];
  data?: GridRow[];
  count?: number;
  total?: number;
  page?: { count?: number };
  /** The server counted only up to `count`: the paging bar says "count+". */
  countCapped?: boolean;
  /** `count` is an estimate: the paging bar says "about count". */
  countEstimated?: boolean;
  /**
   * The total is not known yet: the rows show at once, the paging bar says it is
   * counting, and the total fills in when `totalLater` settles.
   */
  countPending?: boolean;
  totalLater?: Promise<GridTotal>;
  /** Rows follow this page (enables "next" while the total is unknown). */
  hasNext?: boolean;
}

export type GridApi = (params: GridApiParams) => Promise<GridApiResult | GridRow[]> | GridApiResult | GridRow[];

/** One column in a user's stored configuration. */
export interface ColumnUserConfig {
  key: string;
  columnsDisplay: YN;
  width?: number;
  fixedStyle?: 'left' | 'right' | '';
}

/** The stored per-user configuration of one table (what import/export writes as JSON). */
export interface TableUserConfig {
  version: 1;
  tableName?: string;
  columns: ColumnUserConfig[];
}

export type LoadConfig = (tableName: string) => Promise<TableUserConfig | ColumnUserConfig[] | null | undefined>;
export type SaveConfig = (config: TableUserConfig, tableName: string) => Promise<unknown> | unknown;

export const PAGE_SIZES = [20, 50, 100, 200, 500] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** Column widths of SPEC section 9. */
export const COLUMN_WIDTHS = { operation: 80, sequence: 70, checkbox: 40, expand: 30 } as const;
