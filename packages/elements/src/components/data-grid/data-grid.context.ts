// One job: what the parts of `srm-data-grid` share. The element (data-grid.ts) makes one context when it is
// constructed and hands it to every part; a part reads the element's public properties through `host`, the
// vaadin-grid through `grid`, and reaches another part through its name here. Nothing in it is public API:
// the element's own methods and properties are, and they delegate to the parts.
import type { Grid } from '@vaadin/grid/vaadin-grid.js';
import type { SrmDataGrid } from './data-grid.ts';
import { CellRenderers } from './data-grid.cells.ts';
import { ColumnFitting } from './data-grid.fitting.ts';
import { ColumnLayout } from './data-grid.columns.ts';
import { ColumnSettingsController } from './data-grid.column-settings.ts';
import { DetailsController } from './data-grid.details.ts';
import { EditingController } from './data-grid.editing.ts';
import { PagingController } from './data-grid.paging.ts';
import { SelectionController } from './data-grid.selection.ts';
import { SortController } from './data-grid.sort.ts';
import type { GridRow } from './data-grid.types.ts';

/** @internal The parts of one grid and what they share. */
export interface GridContext {
  /** The element: its public properties are every part's inputs. */
  readonly host: SrmDataGrid;
  /** The vaadin-grid inside the element, once rendered. */
  readonly grid: Grid<GridRow> | undefined;
  /** Dispatches a bubbling, composed event from the element; false when a listener cancelled it. */
  fire<T>(type: string, detail: T, cancelable?: boolean): boolean;
  /**
   * A part's own reactive state changed: the element renders again, as for a `@state()` of its own. `key` is
   * `<part>.<state>` (`sort.order`); `CELL_INPUTS` of data-grid.ts lists those the cells show.
   */
  changed(key: string): void;
  /** The columns in effect (definitions with the user's settings) and the settings dialog. */
  readonly settings: ColumnSettingsController;
  /** The rows in view, the page and the count. */
  readonly paging: PagingController;
  /** The sort order. */
  readonly sort: SortController;
  /** Editing cells and marking required ones. */
  readonly editing: EditingController;
  /** The selected rows. */
  readonly selection: SelectionController;
  /** The rows whose details are open. */
  readonly details: DetailsController;
  /** Widths fitted to the texts of the page. */
  readonly fitting: ColumnFitting;
  /** Which vaadin-grid-columns the grid shows. */
  readonly layout: ColumnLayout;
  /** What each header, body and footer cell shows. */
  readonly cells: CellRenderers;
}

/**
 * @internal The context of one element, with a part of each kind. `grid` answers the element's vaadin-grid;
 * `changed` is how a part's state change reaches the element's update.
 */
export function createContext(host: SrmDataGrid, hooks: { grid: () => Grid<GridRow> | undefined; changed: (key: string) => void }): GridContext {
  const ctx = {
    host,
    get grid() {
      return hooks.grid();
    },
    fire<T>(type: string, detail: T, cancelable = false): boolean {
      return host.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true, cancelable }));
    },
    changed: hooks.changed,
  } as GridContext;
  // The parts take the context they belong to, and reach each other through it only when they act.
  return Object.assign(ctx, {
    settings: new ColumnSettingsController(ctx),
    paging: new PagingController(ctx),
    sort: new SortController(ctx),
    editing: new EditingController(ctx),
    selection: new SelectionController(ctx),
    details: new DetailsController(ctx),
    fitting: new ColumnFitting(ctx),
    layout: new ColumnLayout(ctx),
    cells: new CellRenderers(ctx),
  });
}
