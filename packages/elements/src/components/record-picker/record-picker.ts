import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { localized, msg } from '@lit/localize';
import { recordPickerStyles } from './record-picker.styles.ts';
import '../data-grid/srm-data-grid.ts';
import type { SrmDataGrid } from '../data-grid/data-grid.ts';
import type { GridApi, GridColumnDef, GridRow, LookupMap } from '../data-grid/data-grid.types.ts';
import type { SrmPickDetail, SrmPickerCloseDetail } from './record-picker.events.ts';

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
 * @event srm-pick - `{rows}` OK was pressed (or a row double-clicked in radio mode); the picker closes.
 * @event srm-picker-close - `{reason}` the picker closed (`pick` or `cancel`).
 *
 * @slot search - Search fields above the grid.
 *
 * @csspart dialog - The dialog box.
 * @csspart grid - The `srm-data-grid`.
 * @csspart clear-button - Clear.
 * @csspart ok-button - OK.
 *
 * @cssproperty [--srm-record-picker-z-index=1100] - Stacking level of the modal.
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

  @state() private _selected: GridRow[] = [];
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
      this._returnFocus = document.activeElement;
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('open') && this.open) this.renderRoot.querySelector<HTMLElement>('.dialog')?.focus();
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
          <slot name="search"></slot>
          <srm-data-grid
            part="grid"
            config-hidden
            selection-mode=${this.mode === 'checkbox' ? 'multi' : 'single'}
            .columns=${this.columns}
            .api=${this.api}
            .rows=${this.rows}
            .searchParams=${this.searchParams}
            .lookups=${this.lookups}
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
