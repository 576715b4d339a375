import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { localized, msg } from '@lit/localize';
import { recordPickerStyles } from './record-picker.styles.ts';
import '../data-grid/srm-data-grid.ts';
import type { SrmDataGrid } from '../data-grid/data-grid.ts';
import type { GridApi, GridColumnDef, GridRow, LookupMap } from '../data-grid/data-grid.types.ts';
import type { SrmPickDetail, SrmPickerCloseDetail } from './record-picker.events.ts';

/** The focused element, looking inside shadow roots (focus returns there on closing). */
function deepActiveElement(): Element | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

/**
 * Modal record picker over `srm-data-grid`.
 *
 * @summary Modal list to choose records: radio (single) or checkbox (multi) mode, with
 * Clear and OK. In radio mode OK stays disabled until a row is chosen. Sits at
 * z-index 1100 (SPEC section 9).
 *
 * The grid inside takes `api`, `searchParams`, `columns`, `lookups` (or client `rows`)
 * as `srm-data-grid` does. Double-clicking a row in radio mode picks it at once.
 *
 * With `keywordParam`, a search box above the grid sends what the user typed as that
 * parameter (with `searchParams`), so a large table is searched on the server rather
 * than paged through. Keyboard: the search box has the focus on opening; Enter
 * searches; Arrow Down goes to the first row's radio (arrows then move the choice)
 * or check box; Enter on a chosen radio picks it; Escape closes.
 *
 * @fires {SrmPickEvent} srm-pick - `{rows}` OK was pressed (or a row double-clicked in radio mode); the picker closes.
 * @fires {SrmPickerCloseEvent} srm-picker-close - `{reason}` the picker closed (`pick` or `cancel`).
 *
 * @slot search - Search fields above the grid.
 *
 * @csspart dialog - The dialog box.
 * @csspart search - The keyword search form.
 * @csspart search-input - The keyword box.
 * @csspart grid - The `srm-data-grid`.
 * @csspart clear-button - Clear.
 * @csspart ok-button - OK.
 *
 * @cssproperty [--srm-record-picker-z-index=var(--srm-z-index-modal)] - Stacking level of the modal.
 * @cssproperty [--srm-record-picker-width=min(960px, 96vw)] - Width of the dialog.
 * @cssproperty [--srm-record-picker-grid-height=360px] - Height of the grid.
 */
@localized()
export class SrmRecordPicker extends LitElement {
  static override styles = recordPickerStyles;

  /** The modal is shown. */
  @property({ type: Boolean, reflect: true }) open = false;
  /** `radio` (one row) or `checkbox` (several). */
  @property() mode: 'radio' | 'checkbox' = 'radio';
  /** Dialog title. */
  @property() heading = '';
  /** Columns of the grid. */
  @property({ attribute: false }) columns: GridColumnDef[] = [];
  /** Page loader of the grid. */
  @property({ attribute: false }) api?: GridApi | null;
  /** Search parameters of the grid. */
  @property({ attribute: false }) searchParams: Record<string, unknown> = {};
  /** Client rows (when no api). */
  @property({ attribute: false }) rows?: GridRow[] | null;
  /** Lookups of the grid. */
  @property({ attribute: false }) lookups: LookupMap = {};
  /** Field of a row that identifies it (passed to the grid). */
  @property({ attribute: 'row-key' }) rowKey = 'id';
  /** Name of the search parameter that carries the keyword; no search box when empty. */
  @property({ attribute: 'keyword-param' }) keywordParam = '';
  /** What the keyword is matched against, shown in the empty search box (`Code or name`). */
  @property({ attribute: 'keyword-hint' }) keywordHint = '';

  @state() private _selected: GridRow[] = [];
  /** The keyword being typed, and the one the grid was last searched with. */
  @state() private _typed = '';
  @state() private _keyword = '';
  private _gridParams: Record<string, unknown> = {};
  @query('srm-data-grid') private _grid?: SrmDataGrid;
  private _returnFocus: Element | null = null;

  /** The rows currently chosen. */
  get selectedRows(): GridRow[] {
    return this._selected;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.mode !== 'radio' && this.mode !== 'checkbox') this.mode = 'radio';
    if (changed.has('open') && this.open) {
      this._selected = [];
      this._typed = '';
      this._keyword = '';
      this._returnFocus = deepActiveElement();
    }
    // One object per search, so the grid reloads on a new keyword and not on every render.
    if (changed.has('searchParams') || changed.has('keywordParam') || (changed as PropertyValues).has('_keyword') || changed.has('open')) {
      const base = this.searchParams && typeof this.searchParams === 'object' ? this.searchParams : {};
      this._gridParams = this.keywordParam && this._keyword ? { ...base, [this.keywordParam]: this._keyword } : base;
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('open') && this.open)
      (this.renderRoot.querySelector<HTMLElement>('[part~="search-input"]') ?? this.renderRoot.querySelector<HTMLElement>('.dialog'))?.focus();
  }

  /** The keyword the grid was last searched with. */
  get keyword(): string {
    return this._keyword;
  }

  /** Searches the grid with a keyword (as if typed and Enter pressed). */
  search(keyword: string): void {
    this._typed = keyword;
    this._keyword = keyword.trim();
    this._grid?.clearSelection();
    this._selected = [];
  }

  /** Shows the picker. */
  show(): void {
    this.open = true;
  }

  /** Closes without picking. */
  close(): void {
    this._close('cancel');
  }

  /** Clears the choice (OK becomes disabled again in radio mode). */
  clear(): void {
    this._grid?.clearSelection();
    this._selected = [];
  }

  private _ok(): void {
    if (this.mode === 'radio' && this._selected.length === 0) return;
    const rows = [...this._selected];
    this.dispatchEvent(new CustomEvent<SrmPickDetail>('srm-pick', { detail: { rows }, bubbles: true, composed: true }));
    this._close('pick');
  }

  private _close(reason: SrmPickerCloseDetail['reason']): void {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new CustomEvent<SrmPickerCloseDetail>('srm-picker-close', { detail: { reason }, bubbles: true, composed: true }));
    const back = this._returnFocus as HTMLElement | null;
    if (back && typeof back.focus === 'function') back.focus();
  }

  private _onKey(e: KeyboardEvent): void {
    if (e.key === 'Escape') {
      e.stopPropagation();
      this._close('cancel');
    }
  }

  /** The radios or check boxes of the rows shown (not the header's select-all). */
  private _rowSelectors(): HTMLInputElement[] {
    const inner = this._grid?.shadowRoot?.querySelector('vaadin-grid');
    return inner ? [...inner.querySelectorAll<HTMLInputElement>('input[part~="select-row"]')].filter((i) => i.isConnected && i.offsetParent !== null) : [];
  }

  private _onSearchKey(e: KeyboardEvent): void {
    if (e.key !== 'ArrowDown') return;
    const first = this._rowSelectors()[0];
    if (!first) return;
    e.preventDefault();
    first.focus();
  }

  private _onGridKey(e: KeyboardEvent): void {
    const target = e.composedPath()[0] as HTMLInputElement | undefined;
    if (e.key === 'Enter' && this.mode === 'radio' && target?.type === 'radio' && target.checked && this._selected.length) {
      e.preventDefault();
      e.stopPropagation();
      this._ok();
    }
  }

  private _searchForm(): TemplateResult | typeof nothing {
    if (!this.keywordParam) return nothing;
    const label =
      this.keywordHint || msg('Keyword', { id: 'record-picker.keyword', desc: 'Record picker: accessible name of the search box when no hint is given' });
    return html`<form
      class="search"
      part="search"
      role="search"
      @submit=${(e: Event) => {
        e.preventDefault();
        this.search(this._typed);
      }}
    >
      <input
        type="search"
        part="search-input"
        aria-label=${label}
        placeholder=${label}
        maxlength="200"
        .value=${this._typed}
        @input=${(e: Event) => (this._typed = (e.target as HTMLInputElement).value)}
        @keydown=${this._onSearchKey}
      />
      <button type="submit" part="search-button">${msg('Search', { id: 'record-picker.search', desc: 'Record picker: run the keyword search' })}</button>
    </form>`;
  }

  protected override render(): TemplateResult | typeof nothing {
    if (!this.open) return nothing;
    const title = this.heading || msg('Select records', { id: 'record-picker.title', desc: 'Default title of the record picker' });
    const okDisabled = this.mode === 'radio' && this._selected.length === 0;
    return html`<div class="backdrop" @click=${(e: Event) => e.target === e.currentTarget && this._close('cancel')}>
      <div class="dialog" part="dialog" role="dialog" aria-modal="true" aria-labelledby="title" tabindex="-1" @keydown=${this._onKey}>
        <header>
          <h2 id="title">${title}</h2>
          <button type="button" class="close" part="close-button" aria-label=${msg('Close', { id: 'record-picker.close', desc: 'Record picker: close button' })} @click=${() => this._close('cancel')}>×</button>
        </header>
        <div class="content">
          ${this._searchForm()}
          <slot name="search"></slot>
          <srm-data-grid
            part="grid"
            config-hidden
            selection-mode=${this.mode === 'checkbox' ? 'multi' : 'single'}
            .rowKey=${this.rowKey}
            .columns=${this.columns}
            .api=${this.api}
            .rows=${this.rows}
            .searchParams=${this._gridParams}
            .lookups=${this.lookups}
            @keydown=${this._onGridKey}
            @srm-selection-change=${(e: CustomEvent<{ rows: GridRow[] }>) => {
              e.stopPropagation();
              this._selected = e.detail.rows;
            }}
            @srm-row-click=${(e: CustomEvent<{ row: GridRow }>) => {
              e.stopPropagation();
              if (this.mode === 'radio') this._grid?.selectRow(e.detail.row, true);
            }}
            @srm-row-dblclick=${(e: CustomEvent<{ row: GridRow }>) => {
              e.stopPropagation();
              if (this.mode === 'radio') {
                this._grid?.selectRow(e.detail.row, true);
                this._ok();
              }
            }}
          ></srm-data-grid>
        </div>
        <footer>
          <button type="button" part="clear-button" @click=${() => this.clear()}>${msg('Clear', { id: 'record-picker.clear', desc: 'Record picker: clear the choice' })}</button>
          <button type="button" class="primary" part="ok-button" ?disabled=${okDisabled} @click=${() => this._ok()}>
            ${msg('OK', { id: 'record-picker.ok', desc: 'Record picker: confirm the choice' })}
          </button>
        </footer>
      </div>
    </div>`;
  }
}
