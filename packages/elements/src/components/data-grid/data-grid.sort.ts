// One job: the sort order. A sortable column's header button turns it (ascending, descending, none); the
// order is the api's `sort` parameter in server mode and sorts the client rows in client mode. The rows
// themselves are loaded or sliced by the paging controller (data-grid.paging.ts).
import type { GridContext } from './data-grid.context.ts';
import { toNumber } from './data-grid.format.ts';
import type { SrmSortChangeDetail } from './data-grid.events.ts';
import type { GridRow } from './data-grid.types.ts';

/** @internal */
export type SortOrder = { key: string; dir: 'asc' | 'desc' } | null;

/** @internal The grid's sort order. */
export class SortController {
  private readonly ctx: GridContext;
  private _sort: SortOrder = null;

  constructor(ctx: GridContext) {
    this.ctx = ctx;
  }

  /** The order in effect (null: the rows' own). */
  get order(): SortOrder {
    return this._sort;
  }

  private set order(value: SortOrder) {
    if (Object.is(value, this._sort)) return;
    this._sort = value;
    this.ctx.changed('sort.order');
  }

  /** The direction a column is sorted in, if it is the sort column. */
  dirOf(key: string): 'asc' | 'desc' | undefined {
    return this._sort?.key === key ? this._sort.dir : undefined;
  }

  /** The api's `sort` parameter: `'field'`, `'-field'`, or null when unsorted. */
  param(): string | null {
    return this._sort ? (this._sort.dir === 'desc' ? '-' : '') + this._sort.key : null;
  }

  /** A header's sort button: ascending, then descending, then unsorted; back to page 1 with the rows in the new order. */
  toggle(key: string): void {
    const s = this._sort;
    this.order = !s || s.key !== key ? { key, dir: 'asc' } : s.dir === 'asc' ? { key, dir: 'desc' } : null;
    this.ctx.fire<SrmSortChangeDetail>('srm-sort-change', { sort: this.param() });
    this.ctx.host.pageIndex = 1;
    this.ctx.paging.resort();
  }

  /** Client mode: the rows in the sort order (the same array when unsorted); numbers compare as numbers. */
  sortRows(rows: GridRow[]): GridRow[] {
    const s = this._sort;
    if (!s) return rows;
    const dir = s.dir === 'asc' ? 1 : -1;
    const k = s.key;
    return [...rows].sort((a, b) => {
      const x = a?.[k];
      const y = b?.[k];
      const nx = toNumber(x);
      const ny = toNumber(y);
      if (nx !== null && ny !== null) return (nx - ny) * dir;
      return String(x ?? '').localeCompare(String(y ?? '')) * dir;
    });
  }
}
