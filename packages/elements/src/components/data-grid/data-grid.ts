import { hasIcon, icon } from '../../icons/icons.js';
import { LitElement, html, nothing, render, type PropertyValues, type TemplateResult } from 'lit';
import { property, state, query } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { live } from 'lit/directives/live.js';
import { getLocale, localized, msg, str } from '../../localization.ts';
import { approxCount } from '@srm/values/numbers.ts';
import '@vaadin/grid/vaadin-grid.js';
import '@vaadin/grid/vaadin-grid-column.js';
import type { Grid, GridDataProviderCallback, GridDataProviderParams, GridItemModel } from '@vaadin/grid/vaadin-grid.js';
import type { GridColumn as VaadinGridColumn } from '@vaadin/grid/vaadin-grid-column.js';
import { dataGridStyles } from './data-grid.styles.ts';
import {
  COLUMN_WIDTHS,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  type ColumnUserConfig,
  type GridApi,
  type GridApiParams,
  type GridApiResult,
  type GridTotal,
  type GridColumnDef,
  type GridEditType,
  type GridResource,
  type GridRow,
  type LoadConfig,
  type LookupMap,
  type SaveConfig,
  type SlotRenderer,
  type TableUserConfig,
} from './data-grid.types.ts';
import {
  coerceConfig,
  columnKey,
  configOf,
  defaultConfig,
  FIT,
  fitWidth,
  formatNumber,
  isRequired,
  normalizeNumber,
  parseNumberInput,
  resolveColumns,
  sumColumn,
  toNumber,
  type ResolvedColumn,
} from './data-grid.format.ts';
import type {
  SrmCellActionDetail,
  SrmCellChangeDetail,
  SrmConfigLoadDetail,
  SrmConfigSaveDetail,
  SrmDataLoadDetail,
  SrmExpandChangeDetail,
  SrmPageChangeDetail,
  SrmRowActionDetail,
  SrmRowClickDetail,
  SrmSelectionChangeDetail,
  SrmSortChangeDetail,
} from './data-grid.events.ts';

type Renderer = (root: HTMLElement, column: VaadinGridColumn<GridRow>, model: GridItemModel<GridRow>) => void;
type HFRenderer = (root: HTMLElement, column: VaadinGridColumn<GridRow>) => void;

/** Properties whose change means the visible cells must be rendered again. */
const CELL_INPUTS = [
  'columns',
  'columnConfig',
  'lookups',
  'resources',
  'rowEditable',
  'detailsRenderer',
  'slotRenderers',
  'selectedRows',
  'selectionMode',
  'readonly',
  'rowKey',
  'sequenceHidden',
  '_sort',
];

const SEL = '__select';
const EXP = '__expand';
const SEQ = '__seq';
const OPS = '__ops';

/** Column ids in display order, special columns included. */
interface ColumnSlot {
  id: string;
  rc?: ResolvedColumn;
}

/**
 * Editable data grid on `@vaadin/grid` (editing is our own code).
 *
 * @summary Paged, editable table: api-driven or client-side rows, selection, expandable
 * rows, sequence and operation columns, footer totals, paging bar and a per-user
 * column configuration tool with JSON import/export.
 *
 * ## Data
 * - Server mode: `api(params)` is called with `{...searchParams, pageIndex, pageRows, sort?}`
 *   (pageIndex is 1-based; `sort` is `'field'` or `'-field'`) and answers
 *   `{ rows, count }`, `{ data, count }` or `{ data, page: { count } }` (a bare array is
 *   taken as one page). Changing `searchParams` reloads from page 1. With neither `api`
 *   nor `rows` the grid says "please configure API property".
 * - Client mode: `rows` holds all rows (100,000 scroll fine); sorting is local; set
 *   `clientPaging` to page them with the paging bar.
 *
 * ## Columns (`columns: GridColumnDef[]`, SPEC "Table column config")
 * `key`/`field`, `title`, `editType` (`text`, `number`, `checkbox` (Y/N), `icon` (Y/N),
 * `lookup` (meaning from `lookups[lookup.typeCode]`), `link`, `button`, `slot`),
 * `editable`, `displayKey`, `validate: {required}` (red asterisk, cell marked, no
 * message), `isSummary`, `columnsDisplay`, `fixedStyle`, `resizable`, `sortable`,
 * `ellipsis`, `width` (default: fitted to the header and the page's widest text or `sample`), `sample`, `max`, `min`, `precision`, `step`, `render` (slot columns).
 * A cell is editable when the grid is not `readonly`, its column says `editable` and
 * `rowEditable(row)` (if set) returns true.
 *
 * Slot cells render, in order of preference: the column's `render(ctx)`,
 * `slotRenderers[key](ctx)`, or a `<slot name="cell-{key}-{rowKeyValue}">` (row key from
 * `rowKey`, default `id`) that the page fills with light-DOM children.
 *
 * ## Column configuration
 * `tableName` + `loadConfig(tableName)` / `saveConfig(config, tableName)` persist the
 * user's column configuration (`TableUserConfig`); `srm-config-save` is fired as well.
 * A failed or malformed load falls back to the default columns. `exportConfig()` and
 * `importConfig(json)` give the JSON the tool's Export and Import buttons use.
 *
 * @fires {SrmRowClickEvent} srm-row-click - `{row, index, field?}` a body row was clicked.
 * @fires {SrmRowDblclickEvent} srm-row-dblclick - `{row, index, field?}` a body row was double-clicked.
 * @fires {SrmCellChangeEvent} srm-cell-change - cancelable, `{row, field, value, oldValue}` before an edit is applied.
 * @fires {SrmCellActionEvent} srm-cell-action - `{row, field, editType, linkTag?}` a link or button cell was activated.
 * @fires {SrmRowActionEvent} srm-row-action - `{resourceCode, row}` an operation-column button was pressed.
 * @fires {SrmDataLoadEvent} srm-data-load - `{data, count, error?}` after every load; `data` is null when it failed.
 * @fires {SrmPageChangeEvent} srm-page-change - `{pageIndex, pageRows}` the page or page size changed.
 * @fires {SrmSortChangeEvent} srm-sort-change - `{sort}` the sort changed (`'field'`, `'-field'` or null).
 * @fires {SrmSelectionChangeEvent} srm-selection-change - `{rows}` the selected rows changed.
 * @fires {SrmExpandChangeEvent} srm-expand-change - `{row, expanded}` a row's details were opened or closed.
 * @fires {SrmConfigSaveEvent} srm-config-save - `{tableName, config}` the user saved a column configuration.
 * @fires {SrmConfigLoadEvent} srm-config-load - `{tableName, config, error?}` after `loadConfig`; config null means defaults.
 *
 * @slot toolbar - Content at the start of the toolbar above the grid (buttons, search).
 * @slot cell-{key}-{rowKey} - Content of a slot-type cell when no renderer is given.
 *
 * @csspart toolbar - The bar above the grid.
 * @csspart grid - The `vaadin-grid`.
 * @csspart config-button - The button opening the column configuration.
 * @csspart empty-state - The message shown when there are no rows (or no api).
 * @csspart pagination - The paging bar.
 * @csspart config-dialog - The column configuration dialog.
 *
 * @cssproperty [--srm-data-grid-height=440px] - Height of the grid (ignored with `autoHeight`).
 * @cssproperty [--srm-data-grid-header-background=var(--srm-color-header-background)] - Header and footer background.
 */
@localized()
export class SrmDataGrid extends LitElement {
  static override styles = dataGridStyles;

  /** Loads one page: `(params) => Promise<{rows|data, count}>`. */
  @property({ attribute: false }) api?: GridApi | null;
  /** Search parameters passed to `api` with paging; changing them reloads page 1. */
  @property({ attribute: false }) searchParams: Record<string, unknown> = {};
  /** Column definitions. */
  @property({ attribute: false }) columns: GridColumnDef[] = [];
  /** Client mode: all rows, used when no `api` is set. */
  @property({ attribute: false }) rows?: GridRow[] | null;
  /** typeCode -> lookup entries, for `lookup` columns. */
  @property({ attribute: false }) lookups: LookupMap = {};
  /** Granted resources for the operation column (no column when empty). */
  @property({ attribute: false }) resources: GridResource[] = [];
  /** Decides per row whether its editable columns may be edited. */
  @property({ attribute: false }) rowEditable?: ((row: GridRow) => boolean) | null;
  /** Renders the details of an expanded row; setting it adds the expand column. */
  @property({ attribute: false }) detailsRenderer?: ((row: GridRow) => TemplateResult | Node | string) | null;
  /** key -> renderer for `slot` columns. */
  @property({ attribute: false }) slotRenderers: Record<string, SlotRenderer> = {};
  /** Rows currently selected. */
  @property({ attribute: false }) selectedRows: GridRow[] = [];
  /** Loads the user's column configuration for `tableName`. */
  @property({ attribute: false }) loadConfig?: LoadConfig | null;
  /** Stores the user's column configuration for `tableName`. */
  @property({ attribute: false }) saveConfig?: SaveConfig | null;
  /** The column configuration in effect (null: the defaults of `columns`). */
  @property({ attribute: false }) columnConfig: TableUserConfig | null = null;

  /** `none`, `multi` (checkbox column) or `single` (radio column). */
  @property({ attribute: 'selection-mode' }) selectionMode: 'none' | 'single' | 'multi' = 'none';
  /** Table name under which the column configuration is stored. */
  @property({ attribute: 'table-name' }) tableName = '';
  /** Field identifying a row (slot names, details). */
  @property({ attribute: 'row-key' }) rowKey = 'id';
  /** Current page (1-based). */
  @property({ type: Number, attribute: 'page-index' }) pageIndex = 1;
  /** Rows per page: 20, 50, 100, 200 or 500. */
  @property({ type: Number, attribute: 'page-rows' }) pageRows: number = DEFAULT_PAGE_SIZE;
  /** Total row count (from the api, or the client rows). */
  @property({ type: Number }) count = 0;
  /** What `count` is: exact, at least (capped), about (estimated), not known yet (pending), or not known (unknown). */
  @state() private _total: TotalKind = 'exact';
  /** Rows follow the current page (the api says so, or the total does). */
  @state() private _hasNext = false;
  /** The page on screen, so turning one page on can name the row to read on from. */
  private _shown: { query: string; pageIndex: number; first: unknown; last: unknown } | null = null;
  /** No cell is editable. */
  @property({ type: Boolean }) readonly = false;
  /** Hides the sequence column. */
  @property({ type: Boolean, attribute: 'sequence-hidden' }) sequenceHidden = false;
  /** Hides the paging bar. */
  @property({ type: Boolean, attribute: 'pagination-hidden' }) paginationHidden = false;
  /** Hides the column configuration button. */
  @property({ type: Boolean, attribute: 'config-hidden' }) configHidden = false;
  /** Client mode: page the rows instead of scrolling all of them. */
  @property({ type: Boolean, attribute: 'client-paging' }) clientPaging = false;
  /** Grows to show all rows of the page instead of scrolling inside a fixed height. */
  @property({ type: Boolean, reflect: true, attribute: 'auto-height' }) autoHeight = false;
  /** A load is running. */
  @property({ type: Boolean, reflect: true }) loading = false;
  /** A property holds a value the grid cannot use (e.g. columns not an array). */
  @property({ type: Boolean, reflect: true }) invalid = false;

  @state() private _sort: { key: string; dir: 'asc' | 'desc' } | null = null;
  @state() private _loadError: unknown = null;
  @state() private _configOpen = false;
  @state() private _draft: ResolvedColumn[] = [];
  @state() private _configMessage = '';
  @state() private _jump = '';

  @query('vaadin-grid') private _grid?: Grid<GridRow>;

  private _view: GridRow[] = [];
  /** Number of rows before the view (sequence numbers continue across pages). */
  private _viewBase = 0;
  private _clientSorted: GridRow[] = [];
  private _resolved: ResolvedColumn[] = [];
  private _colMap = new Map<string, ResolvedColumn>();
  private _expanded: GridRow[] = [];
  private _invalidCells = new WeakMap<GridRow, Set<string>>();
  private _reqId = 0;
  private _configReq = 0;
  private _loadScheduled = false;
  private _bodyRenderers = new Map<string, Renderer>();
  private _headerRenderers = new Map<string, HFRenderer>();
  private _footerRenderers = new Map<string, HFRenderer>();
  private _firstColumnId = '';
  /** Widths fitted to the header and the page's texts, for columns with neither a width nor a user's one. */
  private _fitted = new Map<string, number>();
  private _fittedFor: { view: GridRow[]; resolved: ResolvedColumn[]; lookups: LookupMap; font: string } | null = null;
  private _measure: CanvasRenderingContext2D | null | undefined;

  private _dataProvider = (params: GridDataProviderParams<GridRow>, cb: GridDataProviderCallback<GridRow>) => {
    const start = params.page * params.pageSize;
    cb(this._view.slice(start, start + params.pageSize), this._view.length);
  };

  private _detailsRenderer = (root: HTMLElement, _grid: unknown, model: GridItemModel<GridRow>) => {
    const fn = this.detailsRenderer;
    let content: unknown = nothing;
    if (typeof fn === 'function') {
      try {
        content = fn(model.item);
      } catch (error) {
        console.error('srm-data-grid: detailsRenderer failed', error);
      }
    }
    render(html`<div part="details">${content}</div>`, root, { host: this });
  };

  // ---------------------------------------------------------------- lifecycle

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('columns') || changed.has('columnConfig')) {
      const cols = Array.isArray(this.columns) ? this.columns.filter((c) => c && typeof c === 'object') : [];
      this._resolved = resolveColumns(cols, this.columnConfig);
      this._colMap = new Map(this._resolved.map((r) => [r.key, r]));
    }
    this.invalid = !Array.isArray(this.columns) || (this.rows != null && !Array.isArray(this.rows));
    if (!PAGE_SIZES.includes(this.pageRows as (typeof PAGE_SIZES)[number])) {
      const n = Number(this.pageRows);
      this.pageRows = Number.isFinite(n) && n > 0 ? Math.round(n) : DEFAULT_PAGE_SIZE;
    }
    if (!Number.isFinite(this.pageIndex) || this.pageIndex < 1) this.pageIndex = 1;
    if (changed.has('selectedRows') && !Array.isArray(this.selectedRows)) this.selectedRows = [];
    if (
      this._isClientMode() &&
      (changed.has('rows') || changed.has('api') || changed.has('pageIndex') || changed.has('pageRows') || changed.has('clientPaging'))
    ) {
      if (changed.has('rows') || changed.has('api')) this._sortClient();
      this._applyClientView();
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    const serverInputs = changed.has('api') || changed.has('searchParams') || changed.has('pageIndex') || changed.has('pageRows');
    if (changed.has('searchParams') && changed.get('searchParams') !== undefined && this.pageIndex !== 1) {
      this.pageIndex = 1; // triggers another update, which schedules the load
    } else if (serverInputs && !this._isClientMode()) {
      this._scheduleLoad();
    }
    if (changed.has('tableName') || changed.has('loadConfig')) void this._loadUserConfig();
    // Re-render cells only when something they show changed (or on a locale change,
    // which requests an update without changed properties); new data already
    // re-rendered them through clearCache().
    if (changed.size === 0 || CELL_INPUTS.some((k) => changed.has(k as keyof SrmDataGrid))) this._grid?.requestContentUpdate();
  }

  // ---------------------------------------------------------------- data

  private _isClientMode(): boolean {
    return typeof this.api !== 'function' && Array.isArray(this.rows);
  }

  private _setView(rows: GridRow[], base = 0): void {
    this._view = rows;
    this._viewBase = base;
    this._expanded = this._expanded.filter((r) => rows.includes(r));
    if (this._grid) {
      this._grid.detailsOpenedItems = this._expanded;
      this._grid.clearCache();
      // Footer sums and the select-all box depend on the rows: render header/footer again.
      if (this._hasFooter() || this.selectionMode === 'multi') this._grid.requestContentUpdate();
    }
  }

  /** The rows in view (the current page, or all client rows). */
  getRows(): GridRow[] {
    return this._view;
  }

  private _sortClient(): void {
    const rows = Array.isArray(this.rows) ? this.rows : [];
    const s = this._sort;
    if (!s) {
      this._clientSorted = rows;
      return;
    }
    const dir = s.dir === 'asc' ? 1 : -1;
    const k = s.key;
    this._clientSorted = [...rows].sort((a, b) => {
      const x = a?.[k];
      const y = b?.[k];
      const nx = toNumber(x);
      const ny = toNumber(y);
      if (nx !== null && ny !== null) return (nx - ny) * dir;
      return String(x ?? '').localeCompare(String(y ?? '')) * dir;
    });
  }

  private _applyClientView(): void {
    const all = this._clientSorted;
    this.count = all.length;
    this._total = 'exact';
    this._hasNext = false;
    if (this.clientPaging) {
      const pages = Math.max(1, Math.ceil(all.length / this.pageRows));
      if (this.pageIndex > pages) this.pageIndex = pages;
      const start = (this.pageIndex - 1) * this.pageRows;
      this._setView(all.slice(start, start + this.pageRows), start);
    } else {
      this._setView(all);
    }
  }

  private _scheduleLoad(): void {
    if (this._loadScheduled) return;
    this._loadScheduled = true;
    queueMicrotask(() => {
      this._loadScheduled = false;
      if (this.isConnected) void this.reload();
    });
  }

  /** Loads the current page again (server mode) or re-applies the client rows. */
  async reload(): Promise<void> {
    if (this._isClientMode()) {
      this._sortClient();
      this._applyClientView();
      this.requestUpdate();
      return;
    }
    const api = this.api;
    if (typeof api !== 'function') {
      this._setView([]);
      this.count = 0;
      return;
    }
    const id = ++this._reqId;
    this.loading = true;
    const params: GridApiParams = {
      ...(this.searchParams && typeof this.searchParams === 'object' ? this.searchParams : {}),
      pageIndex: this.pageIndex,
      pageRows: this.pageRows,
    };
    if (this._sort) params.sort = (this._sort.dir === 'desc' ? '-' : '') + this._sort.key;
    const { pageIndex: _page, ...query } = params;
    const queryKey = JSON.stringify(query);
    const shown = this._shown;
    if (shown?.query === queryKey && shown.last != null && params.pageIndex === shown.pageIndex + 1) params.after = shown.last;
    if (shown?.query === queryKey && shown.first != null && params.pageIndex === shown.pageIndex - 1) params.before = shown.first;
    try {
      const res = await api(params);
      if (id !== this._reqId) return;
      const { rows, count, total, hasNext, later } = normalizeResult(res, params);
      this._total = total;
      this._hasNext = hasNext;
      this._loadError = null;
      if (this.selectedRows.length) this.selectedRows = [];
      this._setView(rows, (params.pageIndex - 1) * params.pageRows);
      this._shown = { query: queryKey, pageIndex: params.pageIndex, first: rows[0]?.[this.rowKey], last: rows.at(-1)?.[this.rowKey] };
      this.count = count;
      this.loading = false;
      this._fire<SrmDataLoadDetail>('srm-data-load', { data: rows, count });
      if (later !== undefined) void this._fillTotal(id, later);
    } catch (error) {
      if (id !== this._reqId) return;
      this._loadError = error ?? new Error('load failed');
      this._shown = null;
      this._setView([]);
      this.count = 0;
      this._total = 'exact';
      this.loading = false;
      this._fire<SrmDataLoadDetail>('srm-data-load', { data: null, count: 0, error });
    }
  }

  /** Puts the total the api learnt after the rows into the paging bar, if the page is still the one asked for. */
  private async _fillTotal(id: number, later: Promise<GridTotal>): Promise<void> {
    try {
      const t = await later;
      if (id !== this._reqId) return;
      this.count = t.count;
      this._total = totalKind(t);
      this._hasNext = this.pageIndex * this.pageRows < t.count;
    } catch {
      if (id === this._reqId) this._total = 'unknown';
    }
  }

  /** Goes to a page (1-based), clamped to the page range. */
  goToPage(pageIndex: number): void {
    const n = Math.min(Math.max(1, Math.floor(Number(pageIndex)) || 1), this._pageCount());
    if (n === this.pageIndex) return;
    this.pageIndex = n;
    this._fire<SrmPageChangeDetail>('srm-page-change', { pageIndex: n, pageRows: this.pageRows });
    // updated() loads the page (server mode); willUpdate() re-slices client rows.
  }

  /** Changes the page size (back to page 1). */
  setPageRows(pageRows: number): void {
    const n = Number(pageRows);
    if (!PAGE_SIZES.includes(n as (typeof PAGE_SIZES)[number])) return;
    this.pageRows = n;
    this.pageIndex = 1;
    this._fire<SrmPageChangeDetail>('srm-page-change', { pageIndex: 1, pageRows: n });
  }

  private _pageCount(): number {
    if (this._total === 'pending' || this._total === 'unknown') return this.pageIndex + (this._hasNext ? 1 : 0);
    return Math.max(1, Math.ceil(this.count / this.pageRows), this._hasNext ? this.pageIndex + 1 : 1);
  }

  private _totalText(): string {
    switch (this._total) {
      case 'pending':
        return msg('Counting…', { id: 'data-grid.total-counting', desc: 'Paging bar: the rows are shown, their total is being counted' });
      case 'unknown':
        return '';
      case 'estimated': {
        const about = approxCount(this.count, getLocale());
        return msg(str`About ${about} items`, { id: 'data-grid.total-about', desc: 'Paging bar: an estimated number of rows in all pages, e.g. 1.2M' });
      }
      default: {
        const shown = this._total === 'capped' ? `${this.count}+` : String(this.count);
        return msg(str`Total ${shown} items`, { id: 'data-grid.total-count', desc: 'Paging bar: number of rows in all pages' });
      }
    }
  }

  private _pageInfo(p: number, pages: number): string {
    if (this._total === 'pending' || this._total === 'unknown')
      return msg(str`Page ${p}`, { id: 'data-grid.page', desc: 'Paging bar: current page while the page count is not known' });
    if (this._total === 'estimated')
      return msg(str`Page ${p} of about ${pages}`, { id: 'data-grid.page-of-about', desc: 'Paging bar: current page and estimated page count' });
    return msg(str`Page ${p} of ${pages}`, { id: 'data-grid.page-of', desc: 'Paging bar: current page and page count' });
  }

  private _toggleSort(key: string): void {
    const s = this._sort;
    this._sort = !s || s.key !== key ? { key, dir: 'asc' } : s.dir === 'asc' ? { key, dir: 'desc' } : null;
    const sort = this._sort ? (this._sort.dir === 'desc' ? '-' : '') + this._sort.key : null;
    this._fire<SrmSortChangeDetail>('srm-sort-change', { sort });
    this.pageIndex = 1;
    if (this._isClientMode()) {
      this._sortClient();
      this._applyClientView();
    } else void this.reload();
  }

  // ---------------------------------------------------------------- editing

  private _cellEditable(row: GridRow, def: GridColumnDef): boolean {
    if (this.readonly || !def.editable) return false;
    const t = def.editType ?? 'text';
    // An editable button cell is chosen through the page (a record picker), which sets it with setCellValue.
    if (t === 'icon' || t === 'link') return false;
    if (typeof this.rowEditable === 'function') {
      try {
        return !!this.rowEditable(row);
      } catch {
        return false;
      }
    }
    return true;
  }

  /**
   * Sets a cell value the way an edit does: refused (returns false) when the cell is
   * not editable or a `srm-cell-change` listener cancels; numbers are parsed (separators
   * stripped) and clamped to the column's min, max and precision.
   */
  setCellValue(row: GridRow, field: string, value: unknown): boolean {
    const rc = this._colMap.get(field);
    if (!rc || !row || !this._cellEditable(row, rc.def)) return false;
    let v = value;
    if ((rc.def.editType ?? 'text') === 'number') {
      const n = parseNumberInput(value);
      if (n !== null && Number.isNaN(n)) {
        this._markInvalid(row, field, true);
        this._grid?.requestContentUpdate();
        return false;
      }
      v = n === null ? null : normalizeNumber(n, rc.def);
    }
    return this._applyChange(row, field, v);
  }

  private _applyChange(row: GridRow, field: string, value: unknown): boolean {
    const oldValue = row[field];
    if (Object.is(oldValue, value)) {
      this._markInvalid(row, field, false);
      this._grid?.requestContentUpdate();
      return true;
    }
    const ok = this._fire<SrmCellChangeDetail>('srm-cell-change', { row, field, value, oldValue }, true);
    if (ok) {
      row[field] = value;
      const rc = this._colMap.get(field);
      this._markInvalid(row, field, !!rc && isRequired(rc.def) && isEmpty(value));
    }
    this._grid?.requestContentUpdate();
    return ok;
  }

  private _markInvalid(row: GridRow, field: string, invalid: boolean): void {
    let set = this._invalidCells.get(row);
    if (invalid) {
      if (!set) this._invalidCells.set(row, (set = new Set()));
      set.add(field);
    } else set?.delete(field);
  }

  /**
   * Checks required cells of the rows in view; invalid cells are marked (no message,
   * as SPEC section 5 asks). Returns true when all are filled.
   */
  validate(): boolean {
    let ok = true;
    for (const row of this._view) {
      for (const rc of this._resolved) {
        if (!rc.visible || !isRequired(rc.def)) continue;
        const bad = isEmpty(row[rc.key]);
        this._markInvalid(row, rc.key, bad);
        if (bad) ok = false;
      }
    }
    this._grid?.requestContentUpdate();
    return ok;
  }

  // ---------------------------------------------------------------- selection / details

  private _isSelected(row: GridRow): boolean {
    return this.selectedRows.includes(row);
  }

  private _setSelected(rows: GridRow[]): void {
    this.selectedRows = rows;
    if (this._grid) this._grid.selectedItems = rows;
    this._fire<SrmSelectionChangeDetail>('srm-selection-change', { rows });
    this._grid?.requestContentUpdate();
  }

  /** Selects (or unselects) a row, following `selectionMode`. */
  selectRow(row: GridRow, selected = true): void {
    if (this.selectionMode === 'single') this._setSelected(selected ? [row] : this.selectedRows.filter((r) => r !== row));
    else if (this.selectionMode === 'multi') {
      const rest = this.selectedRows.filter((r) => r !== row);
      this._setSelected(selected ? [...rest, row] : rest);
    }
  }

  /** Clears the selection. */
  clearSelection(): void {
    this._setSelected([]);
  }

  private _toggleAll(checked: boolean): void {
    this._setSelected(checked ? [...this._view] : []);
  }

  /** Opens or closes a row's details. */
  toggleDetails(row: GridRow, expanded = !this._expanded.includes(row)): void {
    this._expanded = expanded ? [...this._expanded.filter((r) => r !== row), row] : this._expanded.filter((r) => r !== row);
    if (this._grid) this._grid.detailsOpenedItems = this._expanded;
    this._fire<SrmExpandChangeDetail>('srm-expand-change', { row, expanded });
    this._grid?.requestContentUpdate();
  }

  // ---------------------------------------------------------------- column configuration

  private async _loadUserConfig(): Promise<void> {
    const fn = this.loadConfig;
    const tableName = this.tableName;
    if (typeof fn !== 'function' || !tableName) return;
    const id = ++this._configReq;
    try {
      const raw = await fn(tableName);
      if (id !== this._configReq) return;
      const config = coerceConfig(raw);
      this.columnConfig = config;
      this._fire<SrmConfigLoadDetail>('srm-config-load', { tableName, config });
    } catch (error) {
      if (id !== this._configReq) return;
      this.columnConfig = null; // defaults
      this._fire<SrmConfigLoadDetail>('srm-config-load', { tableName, config: null, error });
    }
  }

  /** The configuration in effect as JSON (what Export downloads). */
  exportConfig(): string {
    return JSON.stringify(configOf(this._resolved, this.tableName || undefined), null, 2);
  }

  /**
   * Applies a configuration from JSON (what Import reads) and saves it.
   * Returns false, changing nothing, when the JSON is not a column configuration.
   */
  importConfig(json: string): boolean {
    const config = parseConfigJson(json);
    if (!config) return false;
    this._saveUserConfig(config);
    return true;
  }

  /** Back to the default columns (saved as the user's configuration). */
  resetConfig(): void {
    this._saveUserConfig(defaultConfig(this._definedColumns(), this.tableName || undefined));
  }

  /** Opens the column configuration tool. */
  openColumnConfig(): void {
    this._draft = this._resolved.map((r) => ({ ...r }));
    this._configMessage = '';
    this._configOpen = true;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.modal')?.focus());
  }

  /** Closes the column configuration tool without saving. */
  closeColumnConfig(): void {
    this._configOpen = false;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('[part~="config-button"]')?.focus());
  }

  /** Downloads the configuration in effect as a JSON file. */
  downloadConfig(): void {
    const blob = new Blob([this.exportConfig()], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `${this.tableName || 'table'}-columns.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  private _definedColumns(): GridColumnDef[] {
    return Array.isArray(this.columns) ? this.columns.filter((c) => c && typeof c === 'object') : [];
  }

  private _saveUserConfig(config: TableUserConfig): void {
    const tableName = this.tableName;
    const full = { ...config, version: 1 as const, ...(tableName ? { tableName } : {}) };
    this.columnConfig = full;
    this._fire<SrmConfigSaveDetail>('srm-config-save', { tableName, config: full });
    if (typeof this.saveConfig === 'function') {
      try {
        void Promise.resolve(this.saveConfig(full, tableName)).catch((e) => console.warn('srm-data-grid: saveConfig failed', e));
      } catch (e) {
        console.warn('srm-data-grid: saveConfig failed', e);
      }
    }
  }

  private _saveDraft(): void {
    this._saveUserConfig(configOf(this._draft, this.tableName || undefined));
    this.closeColumnConfig();
  }

  private _moveDraft(i: number, delta: number): void {
    const j = i + delta;
    if (j < 0 || j >= this._draft.length) return;
    const d = [...this._draft];
    [d[i], d[j]] = [d[j], d[i]];
    this._draft = d;
  }

  private _patchDraft(i: number, patch: Partial<ResolvedColumn>): void {
    this._draft = this._draft.map((r, k) => (k === i ? { ...r, ...patch } : r));
  }

  private async _importFile(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const config = parseConfigJson(await file.text());
    if (!config) {
      this._configMessage = msg('The file is not a column configuration.', {
        id: 'data-grid.config-invalid',
        desc: 'Column configuration import: the chosen file is not valid',
      });
      return;
    }
    this._configMessage = '';
    this._draft = resolveColumns(this._definedColumns(), config);
  }

  private _onColumnResize(e: CustomEvent<{ resizedColumn: VaadinGridColumn<GridRow> }>): void {
    const col = e.detail?.resizedColumn;
    const key = col?.dataset?.key;
    if (!key || !this._colMap.has(key)) return;
    const width = Math.round(parseFloat(String(col.width)));
    if (!Number.isFinite(width)) return;
    const resolved = this._resolved.map((r) => (r.key === key ? { ...r, width } : r));
    this._saveUserConfig(configOf(resolved, this.tableName || undefined));
  }

  // ---------------------------------------------------------------- events

  private _fire<T>(type: string, detail: T, cancelable = false): boolean {
    return this.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true, cancelable }));
  }

  private _rowEvent(e: MouseEvent, type: 'srm-row-click' | 'srm-row-dblclick'): void {
    const grid = this._grid;
    if (!grid) return;
    const ctx = grid.getEventContext(e) as { item?: GridRow; index?: number; section?: string; column?: VaadinGridColumn<GridRow> };
    if (!ctx.item || ctx.section !== 'body') return;
    const key = ctx.column?.dataset?.key;
    this._fire<SrmRowClickDetail>(type, { row: ctx.item, index: ctx.index ?? -1, ...(key && !key.startsWith('__') ? { field: key } : {}) });
  }

  private _cellAction(row: GridRow, field: string, editType: GridEditType, linkTag?: string): void {
    this._fire<SrmCellActionDetail>('srm-cell-action', { row, field, editType, ...(linkTag ? { linkTag } : {}) });
  }

  private _rowAction(res: GridResource, row: GridRow): void {
    this._fire<SrmRowActionDetail>('srm-row-action', { resourceCode: res.resourceCode, row });
  }

  // ---------------------------------------------------------------- renderers

  private _sequenceBase(): number {
    return this._viewBase;
  }

  private _body(id: string): Renderer {
    let r = this._bodyRenderers.get(id);
    if (!r) {
      r = (root, _col, model) => {
        render(this._cellTemplate(id, model.item, model.index), root, { host: this });
        this._hoverTitle(root, id, model.item);
      };
      this._bodyRenderers.set(id, r);
    }
    return r;
  }

  private _header(id: string): HFRenderer {
    let r = this._headerRenderers.get(id);
    if (!r) {
      r = (root) => render(this._headerTemplate(id), root, { host: this });
      this._headerRenderers.set(id, r);
    }
    return r;
  }

  private _footer(id: string): HFRenderer {
    let r = this._footerRenderers.get(id);
    if (!r) {
      r = (root) => render(this._footerTemplate(id), root, { host: this });
      this._footerRenderers.set(id, r);
    }
    return r;
  }

  private _headerTemplate(id: string): unknown {
    if (id === SEL) {
      if (this.selectionMode !== 'multi')
        return html`<span class="sr-only">${msg('Select', { id: 'data-grid.select', desc: 'Header of the radio selection column (screen readers)' })}</span>`;
      const all = this._view.length > 0 && this._view.every((r) => this._isSelected(r));
      const some = !all && this._view.some((r) => this._isSelected(r));
      return html`<input
        type="checkbox"
        part="select-all"
        aria-label=${msg('Select all rows', { id: 'data-grid.select-all', desc: 'Checkbox in the header selecting every row of the page' })}
        .checked=${live(all)}
        .indeterminate=${some}
        @change=${(e: Event) => this._toggleAll((e.target as HTMLInputElement).checked)}
      />`;
    }
    if (id === EXP)
      return html`<span class="sr-only">${msg('Details', { id: 'data-grid.details', desc: 'Header of the expand column (screen readers)' })}</span>`;
    if (id === SEQ) return msg('No.', { id: 'data-grid.sequence', desc: 'Header of the sequence number column' });
    if (id === OPS) return msg('Actions', { id: 'data-grid.operation', desc: 'Header of the operation column' });
    const rc = this._colMap.get(id);
    if (!rc) return nothing;
    const def = rc.def;
    const sortDir = this._sort?.key === id ? this._sort.dir : undefined;
    return html`<span class="header" part="header-content">
      ${
        isRequired(def)
          ? html`<span class="required" part="required-mark" aria-hidden="true">*</span><span class="sr-only">${msg('Required', { id: 'data-grid.required', desc: 'Screen-reader text for the red asterisk of a required column' })}</span>`
          : nothing
      }
      <span class="title">${def.title}</span>
      ${
        def.sortable
          ? html`<button
            type="button"
            class="sort"
            part="sort-button"
            data-dir=${sortDir ?? nothing}
            aria-label=${msg(str`Sort by ${def.title}`, { id: 'data-grid.sort-by', desc: 'Sort button in a column header' })}
            aria-pressed=${sortDir ? 'true' : 'false'}
            @click=${() => this._toggleSort(id)}
          >
            ${sortDir === 'asc' ? '▲' : sortDir === 'desc' ? '▼' : '↕'}
          </button>`
          : nothing
      }
    </span>`;
  }

  private _footerTemplate(id: string): unknown {
    if (id === this._firstColumnId) return msg('Total', { id: 'data-grid.total', desc: 'First cell of the footer totals row' });
    const rc = this._colMap.get(id);
    if (!rc?.def.isSummary) return nothing;
    const sum = sumColumn(this._view, id);
    if (sum === null) return nothing;
    return html`<span class="num" part="summary-cell">${formatNumber(sum, rc.def.precision)}</span>`;
  }

  private _cellTemplate(id: string, row: GridRow, index: number): unknown {
    if (!row) return nothing;
    if (id === SEL) {
      const checked = this._isSelected(row);
      const label = msg('Select row', { id: 'data-grid.select-row', desc: 'Checkbox or radio selecting one row' });
      return this.selectionMode === 'single'
        ? html`<input
            type="radio"
            part="select-row"
            name="srm-row-select"
            aria-label=${label}
            .checked=${live(checked)}
            @click=${(e: Event) => e.stopPropagation()}
            @change=${() => this.selectRow(row, true)}
          />`
        : html`<input
            type="checkbox"
            part="select-row"
            aria-label=${label}
            .checked=${live(checked)}
            @click=${(e: Event) => e.stopPropagation()}
            @change=${(e: Event) => this.selectRow(row, (e.target as HTMLInputElement).checked)}
          />`;
    }
    if (id === EXP) {
      const open = this._expanded.includes(row);
      return html`<button
        type="button"
        class="toggle"
        part="expand-toggle"
        aria-expanded=${open ? 'true' : 'false'}
        aria-label=${open ? msg('Collapse row', { id: 'data-grid.collapse', desc: 'Button closing a row details' }) : msg('Expand row', { id: 'data-grid.expand', desc: 'Button opening a row details' })}
        @click=${(e: Event) => {
          e.stopPropagation();
          this.toggleDetails(row);
        }}
      >
        ${open ? '−' : '+'}
      </button>`;
    }
    if (id === SEQ) return this._sequenceBase() + index + 1;
    if (id === OPS) return this._opsTemplate(row);
    const rc = this._colMap.get(id);
    if (!rc) return nothing;
    return this._dataCell(rc, row, index);
  }

  private _opsTemplate(row: GridRow): unknown {
    const res = Array.isArray(this.resources) ? this.resources : [];
    const shown = res.filter((r) => {
      if (!r?.resourceCode) return false;
      try {
        return typeof r.show === 'function' ? !!r.show(row) : true;
      } catch {
        return false;
      }
    });
    return html`<div class="ops" part="operations">
      ${shown.map((r) => {
        let disabled = false;
        try {
          disabled = typeof r.disabled === 'function' ? !!r.disabled(row) : false;
        } catch {
          disabled = true;
        }
        return html`<button
          type="button"
          class="op"
          part="operation"
          data-resource=${r.resourceCode}
          title=${r.resourceName ?? r.resourceCode}
          aria-label=${r.resourceName ?? r.resourceCode}
          ?disabled=${disabled}
          @click=${(e: Event) => {
            e.stopPropagation();
            if (!disabled) this._rowAction(r, row);
          }}
        >
          ${hasIcon(r.resIcon) ? icon(r.resIcon!) : r.resIcon ? html`<span aria-hidden="true">${r.resIcon}</span>` : r.resourceName}
        </button>`;
      })}
    </div>`;
  }

  /** The text a cell shows, for fitting and hover: null where it shows no text (checkbox, icon, slot markup). */
  private _cellText(def: GridColumnDef, row: GridRow, key: string): string | null {
    const type = def.editType ?? 'text';
    if (type === 'checkbox' || type === 'icon') return null;
    if (type === 'slot') {
      const fn = typeof def.render === 'function' ? def.render : this.slotRenderers?.[key];
      if (typeof fn !== 'function') return null;
      try {
        const out = fn({ row, column: def, index: 0, editable: false });
        return typeof out === 'string' || typeof out === 'number' ? String(out) : null;
      } catch {
        return null;
      }
    }
    return this._display(def, row, key) || (type === 'button' ? def.title : '');
  }

  private _textWidth(text: string, font: string): number {
    if (this._measure === undefined) this._measure = document.createElement('canvas').getContext('2d');
    const ctx = this._measure;
    if (!ctx || !text) return 0;
    ctx.font = font;
    return ctx.measureText(text).width;
  }

  private _fonts(): { body: string; bold: string } {
    const cs = getComputedStyle(this._grid ?? this);
    const size = this._grid ? cs.fontSize : getComputedStyle(this).getPropertyValue('--srm-font-size').trim() || '14px';
    return { body: `${cs.fontWeight} ${size} ${cs.fontFamily}`, bold: `600 ${size} ${cs.fontFamily}` };
  }

  /**
   * Fits each column without a width (its own or the user's) to its header and the widest text of the page
   * (and its `sample`), so that numbers, codes, dates and amounts show whole; free text stops at a cap and
   * shows in full on hover.
   */
  private _fitColumns(): void {
    const fonts = this._fonts();
    const f = this._fittedFor;
    if (f && f.view === this._view && f.resolved === this._resolved && f.lookups === this.lookups && f.font === fonts.body) return;
    this._fittedFor = { view: this._view, resolved: this._resolved, lookups: this.lookups, font: fonts.body };
    this._fitted.clear();
    for (const rc of this._resolved) {
      const def = rc.def;
      if (rc.width || def.width) continue;
      const type = def.editType ?? 'text';
      const texts: number[] = [];
      if (def.sample) texts.push(this._textWidth(def.sample, fonts.body));
      // A page holds at most 500 rows; client rows beyond that are measured as the first 500 say.
      for (const row of this._view.slice(0, 500)) {
        const text = row ? this._cellText(def, row, rc.key) : null;
        if (text) texts.push(this._textWidth(text, fonts.body));
      }
      const editable = !!def.editable && !this.readonly;
      // A select offers every meaning: as wide as the widest, and its arrow.
      if (editable && type === 'lookup')
        for (const en of (def.lookup?.typeCode && this.lookups?.[def.lookup.typeCode]) || [])
          texts.push(this._textWidth(String(en.meaning ?? ''), fonts.body) + 20);
      const sum = def.isSummary ? sumColumn(this._view, rc.key) : null;
      if (sum !== null) texts.push(this._textWidth(formatNumber(sum, def.precision), fonts.bold));
      this._fitted.set(
        rc.key,
        fitWidth({
          title: this._textWidth(def.title ?? '', fonts.bold),
          texts,
          sortable: !!def.sortable,
          required: isRequired(def),
          boxed: type === 'button' || (editable && type !== 'link' && type !== 'slot'),
          capped: type !== 'number',
        }),
      );
    }
  }

  /** A cell whose text is wider than its column shows it whole on hover. */
  private _hoverTitle(root: HTMLElement, id: string, row: GridRow): void {
    const rc = this._colMap.get(id);
    const text = rc && row ? this._cellText(rc.def, row, rc.key) : null;
    const width = rc ? (rc.width ?? rc.def.width ?? this._fitted.get(id)) : undefined;
    const font = this._fittedFor?.font;
    const cut = !!text && !!width && !!font && this._textWidth(text, font) + FIT.padding > width;
    if (cut) root.title = text!;
    else root.removeAttribute('title');
  }

  private _display(def: GridColumnDef, row: GridRow, key: string): string {
    const raw = def.displayKey ? row[def.displayKey] : row[key];
    if ((def.editType ?? 'text') === 'number') return formatNumber(raw, def.precision);
    if (def.editType === 'lookup' && !def.displayKey) return this._meaning(def, raw);
    return raw === null || raw === undefined ? '' : String(raw);
  }

  private _meaning(def: GridColumnDef, code: unknown): string {
    if (code === null || code === undefined || code === '') return '';
    const entries = (def.lookup?.typeCode && this.lookups?.[def.lookup.typeCode]) || [];
    const find = (c: string) => entries.find((e) => String(e.lookupCode) === c)?.meaning ?? c;
    return String(code)
      .split(',')
      .map((c) => find(c.trim()))
      .join(', ');
  }

  private _dataCell(rc: ResolvedColumn, row: GridRow, index: number): unknown {
    const def = rc.def;
    const key = rc.key;
    const type: GridEditType = def.editType ?? 'text';
    const editable = this._cellEditable(row, def);
    const invalid = this._invalidCells.get(row)?.has(key) ?? false;
    const value = row[key];
    const wrap = (content: unknown, text?: string) => (def.ellipsis ? html`<span class="ellipsis" title=${text ?? ''}>${content}</span>` : content);

    switch (type) {
      case 'checkbox':
        return html`<input
          type="checkbox"
          part="cell-checkbox"
          class=${invalid ? 'invalid' : ''}
          aria-label=${def.title}
          .checked=${live(value === 'Y')}
          ?disabled=${!editable}
          @click=${(e: Event) => e.stopPropagation()}
          @change=${(e: Event) => {
            const input = e.target as HTMLInputElement;
            if (!this._applyChange(row, key, input.checked ? 'Y' : 'N')) input.checked = value === 'Y';
          }}
        />`;
      case 'icon':
        if (value === 'Y')
          return html`<span class="yn-icon yes" part="yn-icon" role="img" aria-label=${msg('Yes', { id: 'data-grid.yes', desc: 'Y/N icon: yes' })}>✔</span>`;
        if (value === 'N' && def.showIcon)
          return html`<span class="yn-icon no" part="yn-icon" role="img" aria-label=${msg('No', { id: 'data-grid.no', desc: 'Y/N icon: no' })}>✘</span>`;
        return nothing;
      case 'link': {
        const text = this._display(def, row, key);
        return wrap(
          html`<a
            href="#"
            class="link"
            part="cell-link"
            @click=${(e: Event) => {
              e.preventDefault();
              this._cellAction(row, key, 'link', def.linkTag);
            }}
            >${text}</a
          >`,
          text,
        );
      }
      case 'button': {
        const text = this._display(def, row, key) || def.title;
        return html`<button
          type="button"
          class="btn ${invalid ? 'invalid' : ''}"
          part="cell-button"
          aria-invalid=${editable ? (invalid ? 'true' : 'false') : nothing}
          ?disabled=${this.readonly}
          @click=${(e: Event) => {
            e.stopPropagation();
            this._cellAction(row, key, 'button');
          }}
        >
          ${text}
        </button>`;
      }
      case 'slot': {
        const fn = typeof def.render === 'function' ? def.render : this.slotRenderers?.[key];
        if (typeof fn === 'function') {
          try {
            return fn({ row, column: def, index, editable });
          } catch (error) {
            console.error('srm-data-grid: slot renderer failed', error);
            return nothing;
          }
        }
        const rk = row[this.rowKey] ?? this._sequenceBase() + index;
        return html`<slot name=${`cell-${key}-${rk}`}></slot>`;
      }
      case 'lookup': {
        if (!editable) {
          const text = this._display(def, row, key);
          return wrap(text, text);
        }
        const entries = (def.lookup?.typeCode && this.lookups?.[def.lookup.typeCode]) || [];
        const current = value == null ? '' : String(value);
        return html`<select
          class="cell-input ${invalid ? 'invalid' : ''}"
          part="cell-select"
          aria-label=${def.title}
          aria-invalid=${invalid ? 'true' : 'false'}
          @click=${(e: Event) => e.stopPropagation()}
          @change=${(e: Event) => {
            const sel = e.target as HTMLSelectElement;
            if (!this._applyChange(row, key, sel.value === '' ? null : sel.value)) sel.value = current;
          }}
        >
          <option value="" ?selected=${current === ''}></option>
          ${entries.map(
            (en) =>
              html`<option
                value=${en.lookupCode}
                ?selected=${current === String(en.lookupCode)}
                ?disabled=${en.enabledFlag !== undefined && en.enabledFlag !== 'Y' && current !== String(en.lookupCode)}
              >
                ${en.meaning}
              </option>`,
          )}
        </select>`;
      }
      case 'number': {
        const text = formatNumber(value, def.precision);
        if (!editable)
          return html`<span class="num ${def.ellipsis ? 'ellipsis' : ''}" title=${def.ellipsis ? text : nothing}>${this._display(def, row, key)}</span>`;
        return html`<input
          type="text"
          inputmode="decimal"
          class="cell-input num-input"
          part="cell-input"
          aria-label=${def.title}
          aria-invalid=${invalid ? 'true' : 'false'}
          .value=${live(text)}
          @click=${(e: Event) => e.stopPropagation()}
          @keydown=${(e: KeyboardEvent) => this._numberKey(e, row, key, def)}
          @change=${(e: Event) => this._commitNumber(e.target as HTMLInputElement, row, key)}
        />`;
      }
      default: {
        if (!editable) {
          const text = this._display(def, row, key);
          return wrap(text, text);
        }
        return html`<input
          type="text"
          class="cell-input"
          part="cell-input"
          aria-label=${def.title}
          aria-invalid=${invalid ? 'true' : 'false'}
          .value=${live(value == null ? '' : String(value))}
          @click=${(e: Event) => e.stopPropagation()}
          @change=${(e: Event) => {
            const input = e.target as HTMLInputElement;
            if (!this._applyChange(row, key, input.value)) input.value = value == null ? '' : String(value);
          }}
        />`;
      }
    }
  }

  private _commitNumber(input: HTMLInputElement, row: GridRow, key: string): void {
    const ok = this.setCellValue(row, key, input.value);
    const rc = this._colMap.get(key);
    const invalid = this._invalidCells.get(row)?.has(key) ?? false;
    if (!ok && !invalid) input.value = formatNumber(row[key], rc?.def.precision);
    else if (ok) input.value = formatNumber(row[key], rc?.def.precision);
    input.setAttribute('aria-invalid', invalid ? 'true' : 'false');
  }

  private _numberKey(e: KeyboardEvent, row: GridRow, key: string, def: GridColumnDef): void {
    if (e.key === 'Enter') {
      this._commitNumber(e.target as HTMLInputElement, row, key);
      return;
    }
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    e.stopPropagation();
    const input = e.target as HTMLInputElement;
    const current = parseNumberInput(input.value);
    const base = current === null || Number.isNaN(current) ? 0 : current;
    const step = typeof def.step === 'number' && def.step > 0 ? def.step : 1;
    const next = normalizeNumber(base + (e.key === 'ArrowUp' ? step : -step), def);
    input.value = formatNumber(next, def.precision);
    this._commitNumber(input, row, key);
  }

  // ---------------------------------------------------------------- render

  private _hasFooter(): boolean {
    return this._resolved.some((r) => r.visible && r.def.isSummary);
  }

  private _columnSlots(): ColumnSlot[] {
    const slots: ColumnSlot[] = [];
    if (this.selectionMode === 'multi' || this.selectionMode === 'single') slots.push({ id: SEL });
    if (typeof this.detailsRenderer === 'function') slots.push({ id: EXP });
    if (!this.sequenceHidden) slots.push({ id: SEQ });
    const visible = this._resolved.filter((r) => r.visible);
    for (const f of ['left', '', 'right'] as const) visible.filter((r) => r.fixed === f).forEach((rc) => slots.push({ id: rc.key, rc }));
    if (Array.isArray(this.resources) && this.resources.length) slots.push({ id: OPS });
    return slots;
  }

  private _columnTemplate(slot: ColumnSlot, footer: boolean): TemplateResult {
    const special = !slot.rc;
    const width =
      slot.id === SEL
        ? COLUMN_WIDTHS.checkbox
        : slot.id === EXP
          ? COLUMN_WIDTHS.expand
          : slot.id === SEQ
            ? COLUMN_WIDTHS.sequence
            : slot.id === OPS
              ? COLUMN_WIDTHS.operation
              : (slot.rc!.width ?? slot.rc!.def.width);
    const fitted = special || width ? undefined : this._fitted.get(slot.id);
    const def = slot.rc?.def;
    const align = def
      ? (def.align ?? ((def.editType ?? 'text') === 'number' ? 'end' : def.editType === 'checkbox' || def.editType === 'icon' ? 'center' : 'start'))
      : 'center';
    return html`<vaadin-grid-column
      data-key=${slot.id}
      .width=${width ? `${width}px` : fitted ? `${fitted}px` : '120px'}
      .flexGrow=${width || special ? 0 : 1}
      .frozen=${special ? slot.id !== OPS : slot.rc!.fixed === 'left'}
      .frozenToEnd=${slot.id === OPS || slot.rc?.fixed === 'right'}
      .resizable=${!special && def!.resizable !== false}
      .textAlign=${align}
      .renderer=${this._body(slot.id)}
      .headerRenderer=${this._header(slot.id)}
      .footerRenderer=${footer ? this._footer(slot.id) : undefined}
    ></vaadin-grid-column>`;
  }

  private _emptyMessage(): TemplateResult | typeof nothing {
    if (this.loading || this._view.length) return nothing;
    if (typeof this.api !== 'function' && !Array.isArray(this.rows)) {
      return html`<div class="state" part="empty-state" role="status">
        ${msg('Please configure the API property', { id: 'data-grid.no-api', desc: 'Grid without an api function (SPEC error catalogue)' })}
      </div>`;
    }
    if (this._loadError) {
      return html`<div class="state error" part="empty-state" role="status">
        ${msg('Failed to load data', { id: 'data-grid.load-failed', desc: 'Grid: the api call failed' })}
      </div>`;
    }
    return html`<div class="state" part="empty-state" role="status">${msg('No data', { id: 'data-grid.no-data', desc: 'Grid: the api answered no rows' })}</div>`;
  }

  private _paginationTemplate(): TemplateResult | typeof nothing {
    if (this.paginationHidden) return nothing;
    const total = html`<span part="total" aria-live="polite">${this._totalText()}</span>`;
    if (this._isClientMode() && !this.clientPaging)
      return html`<nav class="pagination" part="pagination" aria-label=${msg('Pagination', { id: 'data-grid.pagination', desc: 'Label of the paging bar' })}>${total}</nav>`;
    const pages = this._pageCount();
    const p = this.pageIndex;
    return html`<nav class="pagination" part="pagination" aria-label=${msg('Pagination', { id: 'data-grid.pagination', desc: 'Label of the paging bar' })}>
      ${total}
      <button type="button" class="btn" part="page-first" ?disabled=${p <= 1} aria-label=${msg('First page', { id: 'data-grid.first-page', desc: 'Paging bar button' })} @click=${() => this.goToPage(1)}>«</button>
      <button type="button" class="btn" part="page-prev" ?disabled=${p <= 1} aria-label=${msg('Previous page', { id: 'data-grid.prev-page', desc: 'Paging bar button' })} @click=${() => this.goToPage(p - 1)}>‹</button>
      <span part="page-info" aria-live="polite">${this._pageInfo(p, pages)}</span>
      <button type="button" class="btn" part="page-next" ?disabled=${p >= pages} aria-label=${msg('Next page', { id: 'data-grid.next-page', desc: 'Paging bar button' })} @click=${() => this.goToPage(p + 1)}>›</button>
      <button type="button" class="btn" part="page-last" ?disabled=${p >= pages || this._total === 'pending' || this._total === 'unknown'} aria-label=${msg('Last page', { id: 'data-grid.last-page', desc: 'Paging bar button' })} @click=${() => this.goToPage(pages)}>»</button>
      <select
        part="page-size"
        aria-label=${msg('Rows per page', { id: 'data-grid.page-size-label', desc: 'Paging bar: page size picker label' })}
        @change=${(e: Event) => this.setPageRows(Number((e.target as HTMLSelectElement).value))}
      >
        ${PAGE_SIZES.map((n) => html`<option value=${n} ?selected=${n === this.pageRows}>${msg(str`${n} / page`, { id: 'data-grid.page-size', desc: 'Paging bar: one page size option' })}</option>`)}
      </select>
      <label part="page-jump">
        ${msg('Go to', { id: 'data-grid.goto', desc: 'Paging bar: text before the page jump box' })}
        <input
          type="number"
          min="1"
          max=${pages}
          .value=${live(this._jump)}
          aria-label=${msg('Page number', { id: 'data-grid.page-number', desc: 'Paging bar: page jump box' })}
          @input=${(e: Event) => (this._jump = (e.target as HTMLInputElement).value)}
          @keydown=${(e: KeyboardEvent) => {
            if (e.key === 'Enter') {
              const n = Number((e.target as HTMLInputElement).value);
              this._jump = '';
              if (Number.isFinite(n) && n >= 1) this.goToPage(n);
            }
          }}
        />
        ${msg('page', { id: 'data-grid.goto-suffix', desc: 'Paging bar: text after the page jump box' })}
      </label>
    </nav>`;
  }

  private _configTemplate(): TemplateResult | typeof nothing {
    if (!this._configOpen) return nothing;
    const title = msg('Column settings', { id: 'data-grid.columns', desc: 'Title of the column configuration tool' });
    return html`<div class="modal-backdrop" @click=${(e: Event) => e.target === e.currentTarget && this.closeColumnConfig()}>
      <div
        class="modal"
        part="config-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="config-title"
        tabindex="-1"
        @keydown=${(e: KeyboardEvent) => e.key === 'Escape' && this.closeColumnConfig()}
      >
        <header><h2 id="config-title">${title}</h2></header>
        <div class="content">
          <table class="config-table">
            <thead>
              <tr>
                <th scope="col">${msg('Show', { id: 'data-grid.config-show', desc: 'Column configuration: visible column header' })}</th>
                <th scope="col">${msg('Column', { id: 'data-grid.config-column', desc: 'Column configuration: column title header' })}</th>
                <th scope="col">${msg('Width', { id: 'data-grid.config-width', desc: 'Column configuration: width header' })}</th>
                <th scope="col">${msg('Fixed', { id: 'data-grid.config-fixed', desc: 'Column configuration: fixed side header' })}</th>
                <th scope="col">${msg('Order', { id: 'data-grid.config-order', desc: 'Column configuration: order header' })}</th>
              </tr>
            </thead>
            <tbody>
              ${repeat(
                this._draft,
                (r) => r.key,
                (r, i) => html`<tr data-key=${r.key}>
                  <td>
                    <input
                      type="checkbox"
                      part="config-visible"
                      aria-label=${msg(str`Show ${r.def.title}`, { id: 'data-grid.config-show-col', desc: 'Column configuration: visibility checkbox of one column' })}
                      .checked=${live(r.visible)}
                      @change=${(e: Event) => this._patchDraft(i, { visible: (e.target as HTMLInputElement).checked })}
                    />
                  </td>
                  <td>${r.def.title}</td>
                  <td>
                    <input
                      type="number"
                      min="40"
                      part="config-width"
                      aria-label=${msg(str`Width of ${r.def.title}`, { id: 'data-grid.config-width-col', desc: 'Column configuration: width box of one column' })}
                      .value=${live(r.width ? String(r.width) : '')}
                      @change=${(e: Event) => {
                        const n = Number((e.target as HTMLInputElement).value);
                        this._patchDraft(i, { width: Number.isFinite(n) && n > 0 ? Math.round(n) : undefined });
                      }}
                    />
                  </td>
                  <td>
                    <select
                      part="config-fixed"
                      aria-label=${msg(str`Fix ${r.def.title}`, { id: 'data-grid.config-fixed-col', desc: 'Column configuration: fixed-side select of one column' })}
                      @change=${(e: Event) => this._patchDraft(i, { fixed: (e.target as HTMLSelectElement).value as ResolvedColumn['fixed'] })}
                    >
                      <option value="" ?selected=${r.fixed === ''}>${msg('None', { id: 'data-grid.config-fixed-none', desc: 'Column not fixed' })}</option>
                      <option value="left" ?selected=${r.fixed === 'left'}>${msg('Left', { id: 'data-grid.config-fixed-left', desc: 'Column fixed at the left' })}</option>
                      <option value="right" ?selected=${r.fixed === 'right'}>${msg('Right', { id: 'data-grid.config-fixed-right', desc: 'Column fixed at the right' })}</option>
                    </select>
                  </td>
                  <td>
                    <button type="button" class="btn" part="config-up" ?disabled=${i === 0} aria-label=${msg(str`Move ${r.def.title} up`, { id: 'data-grid.config-up', desc: 'Column configuration: move one column earlier' })} @click=${() => this._moveDraft(i, -1)}>↑</button>
                    <button type="button" class="btn" part="config-down" ?disabled=${i === this._draft.length - 1} aria-label=${msg(str`Move ${r.def.title} down`, { id: 'data-grid.config-down', desc: 'Column configuration: move one column later' })} @click=${() => this._moveDraft(i, 1)}>↓</button>
                  </td>
                </tr>`,
              )}
            </tbody>
          </table>
          ${this._configMessage ? html`<p class="config-error" role="alert">${this._configMessage}</p>` : nothing}
        </div>
        <footer>
          <label class="btn" part="config-import">
            ${msg('Import', { id: 'data-grid.config-import', desc: 'Column configuration: import a JSON file' })}
            <input type="file" accept=".json,application/json" class="sr-only" @change=${this._importFile} />
          </label>
          <button type="button" class="btn" part="config-export" @click=${() => this._exportDraft()}>${msg('Export', { id: 'data-grid.config-export', desc: 'Column configuration: download as a JSON file' })}</button>
          <button type="button" class="btn" part="config-reset" @click=${() => (this._draft = resolveColumns(this._definedColumns(), null))}>${msg('Reset', { id: 'data-grid.config-reset', desc: 'Column configuration: back to the default columns' })}</button>
          <span style="flex:1"></span>
          <button type="button" class="btn" part="config-cancel" @click=${() => this.closeColumnConfig()}>${msg('Cancel', { id: 'data-grid.cancel', desc: 'Cancel button' })}</button>
          <button type="button" class="btn primary" part="config-save" @click=${() => this._saveDraft()}>${msg('Save', { id: 'data-grid.save', desc: 'Save button' })}</button>
        </footer>
      </div>
    </div>`;
  }

  private _exportDraft(): void {
    const prev = this._resolved;
    this._resolved = this._draft;
    try {
      this.downloadConfig();
    } finally {
      this._resolved = prev;
    }
  }

  protected override render(): TemplateResult {
    const slots = this._columnSlots();
    const footer = this._hasFooter();
    this._fitColumns();
    // "Total" goes in the first cell wide enough for it (not the 40/30 px checkbox or expand column).
    this._firstColumnId = (slots.find((s) => s.id !== SEL && s.id !== EXP) ?? slots[0])?.id ?? '';
    return html`
      <div class="toolbar" part="toolbar">
        <slot name="toolbar"></slot>
        <span class="spacer"></span>
        ${
          this.configHidden
            ? nothing
            : html`<button type="button" class="btn" part="config-button" aria-haspopup="dialog" @click=${() => this.openColumnConfig()}>
              ${msg('Column settings', { id: 'data-grid.columns', desc: 'Title of the column configuration tool' })}
            </button>`
        }
      </div>
      <div class="body ${!this.loading && !this._view.length ? 'empty' : ''} ${footer ? 'with-footer' : ''}">
        <vaadin-grid
          part="grid"
          theme="compact row-stripes column-borders"
          .dataProvider=${this._dataProvider}
          .allRowsVisible=${this.autoHeight}
          .rowDetailsRenderer=${typeof this.detailsRenderer === 'function' ? this._detailsRenderer : null}
          .detailsOpenedItems=${this._expanded}
          .selectedItems=${this.selectedRows}
          .columnReorderingAllowed=${false}
          @click=${(e: MouseEvent) => this._rowEvent(e, 'srm-row-click')}
          @dblclick=${(e: MouseEvent) => this._rowEvent(e, 'srm-row-dblclick')}
          @column-resize=${this._onColumnResize}
        >
          ${repeat(
            slots,
            (s) => s.id,
            (s) => this._columnTemplate(s, footer),
          )}
        </vaadin-grid>
        ${this._emptyMessage()}
        ${this.loading ? html`<div class="loading-mask" role="status">${msg('Loading…', { id: 'data-grid.loading', desc: 'Grid: a load is running' })}</div>` : nothing}
      </div>
      ${this._paginationTemplate()} ${this._configTemplate()}
    `;
  }
}

function isEmpty(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}

type TotalKind = 'exact' | 'capped' | 'estimated' | 'pending' | 'unknown';

function totalKind(t: { countCapped?: boolean; countEstimated?: boolean }): TotalKind {
  return t.countCapped ? 'capped' : t.countEstimated ? 'estimated' : 'exact';
}

function normalizeResult(
  res: GridApiResult | GridRow[] | null | undefined,
  params: GridApiParams,
): { rows: GridRow[]; count: number; total: TotalKind; hasNext: boolean; later?: Promise<GridTotal> } {
  if (Array.isArray(res)) return { rows: res, count: res.length, total: 'exact', hasNext: false };
  const r = res ?? {};
  const rows = Array.isArray(r.rows) ? r.rows : Array.isArray(r.data) ? r.data : [];
  const seen = (params.pageIndex - 1) * params.pageRows + rows.length;
  if (r.countPending) {
    const later = r.totalLater && typeof r.totalLater.then === 'function' ? r.totalLater : undefined;
    return { rows, count: seen, total: later ? 'pending' : 'unknown', hasNext: r.hasNext === true, later };
  }
  const c = Number(r.count ?? r.total ?? r.page?.count);
  const count = Number.isFinite(c) && c >= 0 ? c : rows.length;
  return { rows, count, total: totalKind(r), hasNext: r.hasNext ?? params.pageIndex * params.pageRows < count };
}

function parseConfigJson(json: string): TableUserConfig | null {
  try {
    const config = coerceConfig(JSON.parse(json));
    return config?.columns.length ? config : null;
  } catch {
    return null;
  }
}

export type { ColumnUserConfig };
export { columnKey };
