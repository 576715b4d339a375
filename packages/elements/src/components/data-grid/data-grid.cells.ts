// One job: what each cell shows. The header (title, required mark, sort button, select-all box), the body
// (selection box, expand toggle, sequence number, operation buttons, and each data column's cell by its
// `editType`: text, number, checkbox, Y/N icon, lookup, link, button, slot) and the footer (Total, sums).
// An edited cell hands its value to data-grid.editing.ts; a link, button or operation fires its event here.
// Renderers are made once per column id, so vaadin-grid keeps reusing its cells.
import { html, nothing, render } from 'lit';
import { live } from 'lit/directives/live.js';
import type { GridItemModel } from '@vaadin/grid/vaadin-grid.js';
import type { GridColumn as VaadinGridColumn } from '@vaadin/grid/vaadin-grid-column.js';
import { hasIcon, icon } from '../../icons/icons.js';
import { msg, str } from '../../localization.ts';
import { EXP, OPS, SEL, SEQ } from './data-grid.columns.ts';
import type { GridContext } from './data-grid.context.ts';
import type { SrmCellActionDetail, SrmRowActionDetail } from './data-grid.events.ts';
import { formatNumber, isRequired, sumColumn, type ResolvedColumn } from './data-grid.format.ts';
import type { GridColumnDef, GridEditType, GridResource, GridRow } from './data-grid.types.ts';

/** @internal A vaadin-grid body renderer. */
export type Renderer = (root: HTMLElement, column: VaadinGridColumn<GridRow>, model: GridItemModel<GridRow>) => void;
/** @internal A vaadin-grid header or footer renderer. */
export type HFRenderer = (root: HTMLElement, column: VaadinGridColumn<GridRow>) => void;

/** @internal The cells' renderers and texts. */
export class CellRenderers {
  private readonly ctx: GridContext;
  private bodyRenderers = new Map<string, Renderer>();
  private headerRenderers = new Map<string, HFRenderer>();
  private footerRenderers = new Map<string, HFRenderer>();

  constructor(ctx: GridContext) {
    this.ctx = ctx;
  }

  private cellAction(row: GridRow, field: string, editType: GridEditType, linkTag?: string): void {
    this.ctx.fire<SrmCellActionDetail>('srm-cell-action', { row, field, editType, ...(linkTag ? { linkTag } : {}) });
  }

  private rowAction(res: GridResource, row: GridRow): void {
    this.ctx.fire<SrmRowActionDetail>('srm-row-action', { resourceCode: res.resourceCode, row });
  }

  /** The body renderer of a column (one per column, so vaadin-grid keeps its cells). */
  body(id: string): Renderer {
    let r = this.bodyRenderers.get(id);
    if (!r) {
      r = (root, _col, model) => {
        render(this.cellTemplate(id, model.item, model.index), root, { host: this.ctx.host });
        this.ctx.fitting.hoverTitle(root, id, model.item);
      };
      this.bodyRenderers.set(id, r);
    }
    return r;
  }

  /** The header renderer of a column. */
  header(id: string): HFRenderer {
    let r = this.headerRenderers.get(id);
    if (!r) {
      r = (root) => render(this.headerTemplate(id), root, { host: this.ctx.host });
      this.headerRenderers.set(id, r);
    }
    return r;
  }

  /** The footer renderer of a column. */
  footer(id: string): HFRenderer {
    let r = this.footerRenderers.get(id);
    if (!r) {
      r = (root) => render(this.footerTemplate(id), root, { host: this.ctx.host });
      this.footerRenderers.set(id, r);
    }
    return r;
  }

  private headerTemplate(id: string): unknown {
    if (id === SEL) {
      if (this.ctx.host.selectionMode !== 'multi')
        return html`<span class="sr-only">${msg('Select', { id: 'data-grid.select', desc: 'Header of the radio selection column (screen readers)' })}</span>`;
      const { all, some } = this.ctx.selection.allState();
      return html`<input
        type="checkbox"
        part="select-all"
        aria-label=${msg('Select all rows', { id: 'data-grid.select-all', desc: 'Checkbox in the header selecting every row of the page' })}
        .checked=${live(all)}
        .indeterminate=${some}
        @change=${(e: Event) => this.ctx.selection.toggleAll((e.target as HTMLInputElement).checked)}
      />`;
    }
    if (id === EXP)
      return html`<span class="sr-only">${msg('Details', { id: 'data-grid.details', desc: 'Header of the expand column (screen readers)' })}</span>`;
    if (id === SEQ) return msg('No.', { id: 'data-grid.sequence', desc: 'Header of the sequence number column' });
    if (id === OPS) return msg('Actions', { id: 'data-grid.operation', desc: 'Header of the operation column' });
    const rc = this.ctx.settings.column(id);
    if (!rc) return nothing;
    const def = rc.def;
    const sortDir = this.ctx.sort.dirOf(id);
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
            @click=${() => this.ctx.sort.toggle(id)}
          >
            ${sortDir === 'asc' ? '▲' : sortDir === 'desc' ? '▼' : '↕'}
          </button>`
          : nothing
      }
    </span>`;
  }

  private footerTemplate(id: string): unknown {
    if (id === this.ctx.layout.firstColumnId) return msg('Total', { id: 'data-grid.total', desc: 'First cell of the footer totals row' });
    const rc = this.ctx.settings.column(id);
    if (!rc?.def.isSummary) return nothing;
    const sum = sumColumn(this.ctx.paging.view, id);
    if (sum === null) return nothing;
    return html`<span class="num" part="summary-cell">${formatNumber(sum, rc.def.precision)}</span>`;
  }

  private cellTemplate(id: string, row: GridRow, index: number): unknown {
    if (!row) return nothing;
    if (id === SEL) {
      const checked = this.ctx.selection.isSelected(row);
      const label = msg('Select row', { id: 'data-grid.select-row', desc: 'Checkbox or radio selecting one row' });
      return this.ctx.host.selectionMode === 'single'
        ? html`<input
            type="radio"
            part="select-row"
            name="srm-row-select"
            aria-label=${label}
            .checked=${live(checked)}
            @click=${(e: Event) => e.stopPropagation()}
            @change=${() => this.ctx.host.selectRow(row, true)}
          />`
        : html`<input
            type="checkbox"
            part="select-row"
            aria-label=${label}
            .checked=${live(checked)}
            @click=${(e: Event) => e.stopPropagation()}
            @change=${(e: Event) => this.ctx.host.selectRow(row, (e.target as HTMLInputElement).checked)}
          />`;
    }
    if (id === EXP) {
      const open = this.ctx.details.isOpen(row);
      return html`<button
        type="button"
        class="toggle"
        part="expand-toggle"
        aria-expanded=${open ? 'true' : 'false'}
        aria-label=${open ? msg('Collapse row', { id: 'data-grid.collapse', desc: 'Button closing a row details' }) : msg('Expand row', { id: 'data-grid.expand', desc: 'Button opening a row details' })}
        @click=${(e: Event) => {
          e.stopPropagation();
          this.ctx.host.toggleDetails(row);
        }}
      >
        ${open ? '−' : '+'}
      </button>`;
    }
    if (id === SEQ) return this.ctx.paging.viewBase + index + 1;
    if (id === OPS) return this.opsTemplate(row);
    const rc = this.ctx.settings.column(id);
    if (!rc) return nothing;
    return this.dataCell(rc, row, index);
  }

  private opsTemplate(row: GridRow): unknown {
    const res = Array.isArray(this.ctx.host.resources) ? this.ctx.host.resources : [];
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
            if (!disabled) this.rowAction(r, row);
          }}
        >
          ${hasIcon(r.resIcon) ? icon(r.resIcon!) : r.resIcon ? html`<span aria-hidden="true">${r.resIcon}</span>` : r.resourceName}
        </button>`;
      })}
    </div>`;
  }

  /** The text a cell shows, for fitting and hover: null where it shows no text (checkbox, icon, slot markup). */
  cellText(def: GridColumnDef, row: GridRow, key: string): string | null {
    const type = def.editType ?? 'text';
    if (type === 'checkbox' || type === 'icon') return null;
    if (type === 'slot') {
      const fn = typeof def.render === 'function' ? def.render : this.ctx.host.slotRenderers?.[key];
      if (typeof fn !== 'function') return null;
      try {
        const out = fn({ row, column: def, index: 0, editable: false });
        return typeof out === 'string' || typeof out === 'number' ? String(out) : null;
      } catch {
        return null;
      }
    }
    return this.display(def, row, key) || (type === 'button' ? def.title : '');
  }

  private display(def: GridColumnDef, row: GridRow, key: string): string {
    const raw = def.displayKey ? row[def.displayKey] : row[key];
    if ((def.editType ?? 'text') === 'number') return formatNumber(raw, def.precision);
    if (def.editType === 'lookup' && !def.displayKey) return this.meaning(def, raw);
    return raw === null || raw === undefined ? '' : String(raw);
  }

  private meaning(def: GridColumnDef, code: unknown): string {
    if (code === null || code === undefined || code === '') return '';
    const entries = (def.lookup?.typeCode && this.ctx.host.lookups?.[def.lookup.typeCode]) || [];
    const find = (c: string) => entries.find((e) => String(e.lookupCode) === c)?.meaning ?? c;
    return String(code)
      .split(',')
      .map((c) => find(c.trim()))
      .join(', ');
  }

  private dataCell(rc: ResolvedColumn, row: GridRow, index: number): unknown {
    const def = rc.def;
    const key = rc.key;
    const type: GridEditType = def.editType ?? 'text';
    const editable = this.ctx.editing.cellEditable(row, def);
    const invalid = this.ctx.editing.isInvalid(row, key);
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
            if (!this.ctx.editing.applyChange(row, key, input.checked ? 'Y' : 'N')) input.checked = value === 'Y';
          }}
        />`;
      case 'icon':
        if (value === 'Y')
          return html`<span class="yn-icon yes" part="yn-icon" role="img" aria-label=${msg('Yes', { id: 'data-grid.yes', desc: 'Y/N icon: yes' })}>✔</span>`;
        if (value === 'N' && def.showIcon)
          return html`<span class="yn-icon no" part="yn-icon" role="img" aria-label=${msg('No', { id: 'data-grid.no', desc: 'Y/N icon: no' })}>✘</span>`;
        return nothing;
      case 'link': {
        const text = this.display(def, row, key);
        return wrap(
          html`<a
            href="#"
            class="link"
            part="cell-link"
            @click=${(e: Event) => {
              e.preventDefault();
              this.cellAction(row, key, 'link', def.linkTag);
            }}
            >${text}</a
          >`,
          text,
        );
      }
      case 'button': {
        const text = this.display(def, row, key) || def.title;
        return html`<button
          type="button"
          class="btn ${invalid ? 'invalid' : ''}"
          part="cell-button"
          aria-invalid=${editable ? (invalid ? 'true' : 'false') : nothing}
          ?disabled=${this.ctx.host.readonly}
          @click=${(e: Event) => {
            e.stopPropagation();
            this.cellAction(row, key, 'button');
          }}
        >
          ${text}
        </button>`;
      }
      case 'slot': {
        const fn = typeof def.render === 'function' ? def.render : this.ctx.host.slotRenderers?.[key];
        if (typeof fn === 'function') {
          try {
            return fn({ row, column: def, index, editable });
          } catch (error) {
            console.error('srm-data-grid: slot renderer failed', error);
            return nothing;
          }
        }
        const rk = row[this.ctx.host.rowKey] ?? this.ctx.paging.viewBase + index;
        return html`<slot name=${`cell-${key}-${rk}`}></slot>`;
      }
      case 'lookup': {
        if (!editable) {
          const text = this.display(def, row, key);
          return wrap(text, text);
        }
        const entries = (def.lookup?.typeCode && this.ctx.host.lookups?.[def.lookup.typeCode]) || [];
        const current = value == null ? '' : String(value);
        return html`<select
          class="cell-input ${invalid ? 'invalid' : ''}"
          part="cell-select"
          aria-label=${def.title}
          aria-invalid=${invalid ? 'true' : 'false'}
          @click=${(e: Event) => e.stopPropagation()}
          @change=${(e: Event) => {
            const sel = e.target as HTMLSelectElement;
            if (!this.ctx.editing.applyChange(row, key, sel.value === '' ? null : sel.value)) sel.value = current;
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
          return html`<span class="num ${def.ellipsis ? 'ellipsis' : ''}" title=${def.ellipsis ? text : nothing}>${this.display(def, row, key)}</span>`;
        return html`<input
          type="text"
          inputmode="decimal"
          class="cell-input num-input"
          part="cell-input"
          aria-label=${def.title}
          aria-invalid=${invalid ? 'true' : 'false'}
          .value=${live(text)}
          @click=${(e: Event) => e.stopPropagation()}
          @keydown=${(e: KeyboardEvent) => this.ctx.editing.numberKey(e, row, key, def)}
          @change=${(e: Event) => this.ctx.editing.commitNumber(e.target as HTMLInputElement, row, key)}
        />`;
      }
      default: {
        if (!editable) {
          const text = this.display(def, row, key);
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
            if (!this.ctx.editing.applyChange(row, key, input.value)) input.value = value == null ? '' : String(value);
          }}
        />`;
      }
    }
  }
}
