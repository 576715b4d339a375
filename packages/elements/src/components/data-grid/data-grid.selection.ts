// One job: the selected rows. `selectionMode` picks one row (radio column) or many (checkbox column and
// the header's select-all box); `selectedRows` is the element's property, kept in step with the vaadin-grid's
// `selectedItems`, and every change fires `srm-selection-change`. A new page clears it (data-grid.paging.ts).
import type { GridContext } from './data-grid.context.ts';
import type { SrmSelectionChangeDetail } from './data-grid.events.ts';
import type { GridRow } from './data-grid.types.ts';

/** @internal The selection. */
export class SelectionController {
  private readonly ctx: GridContext;

  constructor(ctx: GridContext) {
    this.ctx = ctx;
  }

  /** Whether the row is selected. */
  isSelected(row: GridRow): boolean {
    return this.ctx.host.selectedRows.includes(row);
  }

  private setSelected(rows: GridRow[]): void {
    const { host, grid } = this.ctx;
    host.selectedRows = rows;
    if (grid) grid.selectedItems = rows;
    this.ctx.fire<SrmSelectionChangeDetail>('srm-selection-change', { rows });
    this.ctx.grid?.requestContentUpdate();
  }

  /** `selectRow` of the element. */
  selectRow(row: GridRow, selected: boolean): void {
    const host = this.ctx.host;
    if (host.selectionMode === 'single') this.setSelected(selected ? [row] : host.selectedRows.filter((r) => r !== row));
    else if (host.selectionMode === 'multi') {
      const rest = host.selectedRows.filter((r) => r !== row);
      this.setSelected(selected ? [...rest, row] : rest);
    }
  }

  /** `clearSelection` of the element. */
  clear(): void {
    this.setSelected([]);
  }

  /** The header's select-all box: every row in view, or none. */
  toggleAll(checked: boolean): void {
    this.setSelected(checked ? [...this.ctx.paging.view] : []);
  }

  /** The select-all box's state: every row in view selected, or some of them. */
  allState(): { all: boolean; some: boolean } {
    const view = this.ctx.paging.view;
    const all = view.length > 0 && view.every((r) => this.isSelected(r));
    const some = !all && view.some((r) => this.isSelected(r));
    return { all, some };
  }
}
