// One job: which vaadin-grid-columns the grid shows, in which order and how wide. The special columns
// (selection, expand, sequence, operations) around the visible data columns (left-fixed, free, right-fixed);
// a width from the definition, the user, the fitting (data-grid.fitting.ts) or 120 px; frozen sides, text
// alignment, and whether a footer row of totals shows. What each cell shows is data-grid.cells.ts's.
import { html, type TemplateResult } from 'lit';
import type { GridContext } from './data-grid.context.ts';
import type { ResolvedColumn } from './data-grid.format.ts';
import { COLUMN_WIDTHS } from './data-grid.types.ts';

/** @internal Id of the selection column. */
export const SEL = '__select';
/** @internal Id of the expand column. */
export const EXP = '__expand';
/** @internal Id of the sequence column. */
export const SEQ = '__seq';
/** @internal Id of the operation column. */
export const OPS = '__ops';

/** @internal A column in display order: a special one (no `rc`) or a data column. */
export interface ColumnSlot {
  id: string;
  rc?: ResolvedColumn;
}

/** @internal The grid's columns. */
export class ColumnLayout {
  private readonly ctx: GridContext;
  /** The column whose footer cell says "Total": the first one wide enough for it (not the checkbox or expand column). */
  firstColumnId = '';

  constructor(ctx: GridContext) {
    this.ctx = ctx;
  }

  /** A visible column sums its values: the grid has a footer row. */
  hasFooter(): boolean {
    return this.ctx.settings.resolved.some((r) => r.visible && r.def.isSummary);
  }

  /** Column ids in display order, special columns included. */
  slots(): ColumnSlot[] {
    const host = this.ctx.host;
    const slots: ColumnSlot[] = [];
    if (host.selectionMode === 'multi' || host.selectionMode === 'single') slots.push({ id: SEL });
    if (typeof host.detailsRenderer === 'function') slots.push({ id: EXP });
    if (!host.sequenceHidden) slots.push({ id: SEQ });
    const visible = this.ctx.settings.resolved.filter((r) => r.visible);
    for (const f of ['left', '', 'right'] as const) visible.filter((r) => r.fixed === f).forEach((rc) => slots.push({ id: rc.key, rc }));
    if (Array.isArray(host.resources) && host.resources.length) slots.push({ id: OPS });
    return slots;
  }

  /** One vaadin-grid-column, its renderers those of data-grid.cells.ts. */
  columnTemplate(slot: ColumnSlot, footer: boolean): TemplateResult {
    const { cells, fitting } = this.ctx;
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
    const fitted = special || width ? undefined : fitting.widthOf(slot.id);
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
      .renderer=${cells.body(slot.id)}
      .headerRenderer=${cells.header(slot.id)}
      .footerRenderer=${footer ? cells.footer(slot.id) : undefined}
    ></vaadin-grid-column>`;
  }
}
