// One job: the rows whose details are open. `detailsRenderer` adds the expand column and draws a row's
// details; opening or closing fires `srm-expand-change`; a new view keeps open only the rows still in it.
import { html, nothing, render } from 'lit';
import type { GridItemModel } from '@vaadin/grid/vaadin-grid.js';
import type { GridContext } from './data-grid.context.ts';
import type { SrmExpandChangeDetail } from './data-grid.events.ts';
import type { GridRow } from './data-grid.types.ts';

/** @internal The open details. */
export class DetailsController {
  private readonly ctx: GridContext;
  /** The rows whose details are open (the vaadin-grid's `detailsOpenedItems`). */
  expanded: GridRow[] = [];

  constructor(ctx: GridContext) {
    this.ctx = ctx;
  }

  /** Whether the row's details are open. */
  isOpen(row: GridRow): boolean {
    return this.expanded.includes(row);
  }

  /** `toggleDetails` of the element. */
  toggle(row: GridRow, expanded: boolean): void {
    this.expanded = expanded ? [...this.expanded.filter((r) => r !== row), row] : this.expanded.filter((r) => r !== row);
    const grid = this.ctx.grid;
    if (grid) grid.detailsOpenedItems = this.expanded;
    this.ctx.fire<SrmExpandChangeDetail>('srm-expand-change', { row, expanded });
    this.ctx.grid?.requestContentUpdate();
  }

  /** The view changed: only its rows stay open. */
  keepOnly(rows: GridRow[]): void {
    this.expanded = this.expanded.filter((r) => rows.includes(r));
  }

  /** The vaadin-grid's `rowDetailsRenderer`: `detailsRenderer(row)` in the `details` part. */
  readonly renderer = (root: HTMLElement, _grid: unknown, model: GridItemModel<GridRow>): void => {
    const fn = this.ctx.host.detailsRenderer;
    let content: unknown = nothing;
    if (typeof fn === 'function') {
      try {
        content = fn(model.item);
      } catch (error) {
        console.error('srm-data-grid: detailsRenderer failed', error);
      }
    }
    render(html`<div part="details">${content}</div>`, root, { host: this.ctx.host });
  };
}
