// `srm-data-grid`: the element and its public API (properties, attributes, events, methods, slots, parts).
// Each job is a part of its own, as vaadin-grid composes mixins; the element holds the parts, runs their
// lifecycle steps in order and renders the frame (toolbar, grid, empty and loading states, paging bar,
// settings dialog). Its methods delegate to the parts:
// - data-grid.paging.ts: the rows in view (api pages or client rows), page turns and counts;
//   data-grid.pagination.ts: the paging bar;
// - data-grid.sort.ts: the sort order;
// - data-grid.editing.ts: editing cells, `validate` and the invalid marks;
// - data-grid.selection.ts: the selected rows; data-grid.details.ts: the open row details;
// - data-grid.column-settings.ts: the columns in effect and the user's settings (load, save, import,
//   export, resize); data-grid.config-dialog.ts: the settings dialog;
// - data-grid.columns.ts: which vaadin-grid-columns show, how wide; data-grid.fitting.ts: widths fitted
//   to the texts; data-grid.cells.ts: what each header, body and footer cell shows.
// The parts reach the element and each other through one GridContext (data-grid.context.ts).
import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { localized, msg } from '../../localization.ts';
import '@vaadin/grid/vaadin-grid.js';
import '@vaadin/grid/vaadin-grid-column.js';
import type { Grid, GridDataProviderCallback, GridDataProviderParams } from '@vaadin/grid/vaadin-grid.js';
import type { GridColumn as VaadinGridColumn } from '@vaadin/grid/vaadin-grid-column.js';
import { dataGridStyles } from './data-grid.styles.ts';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  type ColumnUserConfig,
  type GridApi,
  type GridColumnDef,
  type GridResource,
  type GridRow,
  type LoadConfig,
  type LookupMap,
  type SaveConfig,
  type SlotRenderer,
  type TableUserConfig,
} from './data-grid.types.ts';
import { columnKey } from './data-grid.format.ts';
import type { SrmRowClickDetail } from './data-grid.events.ts';
import { EXP, SEL } from './data-grid.columns.ts';
import { configDialogTemplate } from './data-grid.config-dialog.ts';
import { createContext, type GridContext } from './data-grid.context.ts';
import { paginationTemplate } from './data-grid.pagination.ts';

/**
 * What, when it changes, the visible cells show, so they are rendered again: the element's properties, and the
 * parts' state by the key a part names to `GridContext.changed` (`<part>.<state>`).
 */
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
  'sort.order',
];

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

  @query('vaadin-grid') private _grid?: Grid<GridRow>;

  /** What the parts' state changed since the last update (their keys join the element's changed properties). */
  private _partsChanged = new Set<string>();

  /** The parts and what they share. */
  private readonly _ctx: GridContext = createContext(this, {
    grid: () => this._grid,
    changed: (key) => {
      this._partsChanged.add(key);
      this.requestUpdate();
    },
  });

  /** The rows whose details are open (`toggleDetails` toggles by them). */
  private get _expanded(): GridRow[] {
    return this._ctx.details.expanded;
  }

  private _dataProvider = (params: GridDataProviderParams<GridRow>, cb: GridDataProviderCallback<GridRow>) => {
    const view = this._ctx.paging.view;
    const start = params.page * params.pageSize;
    cb(view.slice(start, start + params.pageSize), view.length);
  };

  // ---------------------------------------------------------------- lifecycle

  protected override willUpdate(changed: PropertyValues<this>): void {
    const { settings, paging } = this._ctx;
    settings.willUpdate(changed);
    this.invalid = !Array.isArray(this.columns) || (this.rows != null && !Array.isArray(this.rows));
    if (!PAGE_SIZES.includes(this.pageRows as (typeof PAGE_SIZES)[number])) {
      const n = Number(this.pageRows);
      this.pageRows = Number.isFinite(n) && n > 0 ? Math.round(n) : DEFAULT_PAGE_SIZE;
    }
    if (!Number.isFinite(this.pageIndex) || this.pageIndex < 1) this.pageIndex = 1;
    if (changed.has('selectedRows') && !Array.isArray(this.selectedRows)) this.selectedRows = [];
    paging.willUpdate(changed);
  }

  protected override updated(changed: PropertyValues<this>): void {
    const parts = this._partsChanged;
    this._partsChanged = new Set();
    this._ctx.paging.updated(changed);
    this._ctx.settings.updated(changed);
    // Re-render cells only when something they show changed (or on a locale change,
    // which requests an update without changed properties nor parts' state); new data
    // already re-rendered them through clearCache().
    if ((changed.size === 0 && parts.size === 0) || CELL_INPUTS.some((k) => changed.has(k as keyof SrmDataGrid) || parts.has(k)))
      this._grid?.requestContentUpdate();
  }

  // ---------------------------------------------------------------- data

  /** The rows in view (the current page, or all client rows). */
  getRows(): GridRow[] {
    return this._ctx.paging.view;
  }

  /** Loads the current page again (server mode) or re-applies the client rows. */
  async reload(): Promise<void> {
    return this._ctx.paging.reload();
  }

  /** Goes to a page (1-based), clamped to the page range. */
  goToPage(pageIndex: number): void {
    this._ctx.paging.goToPage(pageIndex);
  }

  /** Changes the page size (back to page 1). */
  setPageRows(pageRows: number): void {
    this._ctx.paging.setPageRows(pageRows);
  }

  // ---------------------------------------------------------------- editing

  /**
   * Sets a cell value the way an edit does: refused (returns false) when the cell is
   * not editable or a `srm-cell-change` listener cancels; numbers are parsed (separators
   * stripped) and clamped to the column's min, max and precision.
   */
  setCellValue(row: GridRow, field: string, value: unknown): boolean {
    return this._ctx.editing.setCellValue(row, field, value);
  }

  /**
   * Checks required cells of the rows in view; invalid cells are marked (no message,
   * as SPEC section 5 asks). Returns true when all are filled.
   */
  validate(): boolean {
    return this._ctx.editing.validate();
  }

  // ---------------------------------------------------------------- selection / details

  /** Selects (or unselects) a row, following `selectionMode`. */
  selectRow(row: GridRow, selected = true): void {
    this._ctx.selection.selectRow(row, selected);
  }

  /** Clears the selection. */
  clearSelection(): void {
    this._ctx.selection.clear();
  }

  /** Opens or closes a row's details. */
  toggleDetails(row: GridRow, expanded = !this._expanded.includes(row)): void {
    this._ctx.details.toggle(row, expanded);
  }

  // ---------------------------------------------------------------- column configuration

  /** The configuration in effect as JSON (what Export downloads). */
  exportConfig(): string {
    return this._ctx.settings.exportConfig();
  }

  /**
   * Applies a configuration from JSON (what Import reads) and saves it.
   * Returns false, changing nothing, when the JSON is not a column configuration.
   */
  importConfig(json: string): boolean {
    return this._ctx.settings.importConfig(json);
  }

  /** Back to the default columns (saved as the user's configuration). */
  resetConfig(): void {
    this._ctx.settings.reset();
  }

  /** Opens the column configuration tool. */
  openColumnConfig(): void {
    this._ctx.settings.openDialog();
  }

  /** Closes the column configuration tool without saving. */
  closeColumnConfig(): void {
    this._ctx.settings.closeDialog();
  }

  /** Downloads the configuration in effect as a JSON file. */
  downloadConfig(): void {
    this._ctx.settings.download(this.exportConfig());
  }

  // ---------------------------------------------------------------- row events and render

  private _rowEvent(e: MouseEvent, type: 'srm-row-click' | 'srm-row-dblclick'): void {
    const grid = this._grid;
    if (!grid) return;
    const ctx = grid.getEventContext(e) as { item?: GridRow; index?: number; section?: string; column?: VaadinGridColumn<GridRow> };
    if (!ctx.item || ctx.section !== 'body') return;
    const key = ctx.column?.dataset?.key;
    this._ctx.fire<SrmRowClickDetail>(type, { row: ctx.item, index: ctx.index ?? -1, ...(key && !key.startsWith('__') ? { field: key } : {}) });
  }

  private _emptyMessage(): TemplateResult | typeof nothing {
    if (this.loading || this._ctx.paging.view.length) return nothing;
    if (typeof this.api !== 'function' && !Array.isArray(this.rows)) {
      return html`<div class="state" part="empty-state" role="status">
        ${msg('Please configure the API property', { id: 'data-grid.no-api', desc: 'Grid without an api function (SPEC error catalogue)' })}
      </div>`;
    }
    if (this._ctx.paging.loadError) {
      return html`<div class="state error" part="empty-state" role="status">
        ${msg('Failed to load data', { id: 'data-grid.load-failed', desc: 'Grid: the api call failed' })}
      </div>`;
    }
    return html`<div class="state" part="empty-state" role="status">${msg('No data', { id: 'data-grid.no-data', desc: 'Grid: the api answered no rows' })}</div>`;
  }

  protected override render(): TemplateResult {
    const { layout, fitting, details, settings, paging } = this._ctx;
    const slots = layout.slots();
    const footer = layout.hasFooter();
    fitting.fit();
    // "Total" goes in the first cell wide enough for it (not the 40/30 px checkbox or expand column).
    layout.firstColumnId = (slots.find((s) => s.id !== SEL && s.id !== EXP) ?? slots[0])?.id ?? '';
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
      <div class="body ${!this.loading && !paging.view.length ? 'empty' : ''} ${footer ? 'with-footer' : ''}">
        <vaadin-grid
          part="grid"
          theme="compact row-stripes column-borders"
          .dataProvider=${this._dataProvider}
          .allRowsVisible=${this.autoHeight}
          .rowDetailsRenderer=${typeof this.detailsRenderer === 'function' ? details.renderer : null}
          .detailsOpenedItems=${details.expanded}
          .selectedItems=${this.selectedRows}
          .columnReorderingAllowed=${false}
          @click=${(e: MouseEvent) => this._rowEvent(e, 'srm-row-click')}
          @dblclick=${(e: MouseEvent) => this._rowEvent(e, 'srm-row-dblclick')}
          @column-resize=${(e: CustomEvent<{ resizedColumn: VaadinGridColumn<GridRow> }>) => settings.onColumnResize(e)}
        >
          ${repeat(
            slots,
            (s) => s.id,
            (s) => layout.columnTemplate(s, footer),
          )}
        </vaadin-grid>
        ${this._emptyMessage()}
        ${this.loading ? html`<div class="loading-mask" role="status">${msg('Loading…', { id: 'data-grid.loading', desc: 'Grid: a load is running' })}</div>` : nothing}
      </div>
      ${paginationTemplate(this._ctx)} ${configDialogTemplate(this._ctx)}
    `;
  }
}

export type { ColumnUserConfig };
export { columnKey };
