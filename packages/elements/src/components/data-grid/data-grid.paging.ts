// One job: the rows in view and how many there are. Server mode loads a page from `api` (page, size, sort,
// the keyset of the page on screen), counts (exact, capped, estimated, a total the api sends later, or
// none); client mode sorts and slices `rows`. Also the page turns (`goToPage`, `setPageRows`). The paging
// bar that shows it is data-grid.pagination.ts; the cells show `view` through data-grid.cells.ts.
import type { PropertyValues } from 'lit';
import { getLocale, msg, str } from '../../localization.ts';
import { approxCount } from '@srm/values/numbers.ts';
import type { SrmDataGrid } from './data-grid.ts';
import type { GridContext } from './data-grid.context.ts';
import type { SrmDataLoadDetail, SrmPageChangeDetail } from './data-grid.events.ts';
import { PAGE_SIZES, type GridApiParams, type GridApiResult, type GridRow, type GridTotal } from './data-grid.types.ts';

/** @internal What `count` is: exact, at least (capped), about (estimated), not known yet (pending), or not known (unknown). */
export type TotalKind = 'exact' | 'capped' | 'estimated' | 'pending' | 'unknown';

/** @internal The rows in view, the page and the count. */
export class PagingController {
  private readonly ctx: GridContext;
  /** The rows in view (the current page, or all client rows). */
  view: GridRow[] = [];
  /** Number of rows before the view (sequence numbers continue across pages). */
  viewBase = 0;
  private clientSorted: GridRow[] = [];
  private _total: TotalKind = 'exact';
  private _hasNext = false;
  private _loadError: unknown = null;
  private _jump = '';
  /** The page on screen, so turning one page on can name the row to read on from. */
  private shown: { query: string; pageIndex: number; first: unknown; last: unknown } | null = null;
  private reqId = 0;
  private loadScheduled = false;

  constructor(ctx: GridContext) {
    this.ctx = ctx;
  }

  /** What `count` is. */
  get total(): TotalKind {
    return this._total;
  }
  private set total(value: TotalKind) {
    if (value === this._total) return;
    this._total = value;
    this.ctx.changed('paging.total');
  }

  /** Rows follow the current page (the api says so, or the total does). */
  get hasNext(): boolean {
    return this._hasNext;
  }
  private set hasNext(value: boolean) {
    if (value === this._hasNext) return;
    this._hasNext = value;
    this.ctx.changed('paging.hasNext');
  }

  /** Why the last load failed (null when it did not). */
  get loadError(): unknown {
    return this._loadError;
  }
  private set loadError(value: unknown) {
    if (Object.is(value, this._loadError)) return;
    this._loadError = value;
    this.ctx.changed('paging.loadError');
  }

  /** What the paging bar's page box holds. */
  get jump(): string {
    return this._jump;
  }
  set jump(value: string) {
    if (value === this._jump) return;
    this._jump = value;
    this.ctx.changed('paging.jump');
  }

  /** Client mode: no `api` and `rows` an array. */
  isClientMode(): boolean {
    const host = this.ctx.host;
    return typeof host.api !== 'function' && Array.isArray(host.rows);
  }

  /** Client mode, before rendering: new rows are sorted, and the page shown follows the rows and the paging. */
  willUpdate(changed: PropertyValues<SrmDataGrid>): void {
    if (
      this.isClientMode() &&
      (changed.has('rows') || changed.has('api') || changed.has('pageIndex') || changed.has('pageRows') || changed.has('clientPaging'))
    ) {
      if (changed.has('rows') || changed.has('api')) this.sortClient();
      this.applyClientView();
    }
  }

  /** Server mode, after rendering: new search parameters go back to page 1; a new api, page or size loads. */
  updated(changed: PropertyValues<SrmDataGrid>): void {
    const host = this.ctx.host;
    const serverInputs = changed.has('api') || changed.has('searchParams') || changed.has('pageIndex') || changed.has('pageRows');
    if (changed.has('searchParams') && changed.get('searchParams') !== undefined && host.pageIndex !== 1) {
      host.pageIndex = 1; // triggers another update, which schedules the load
    } else if (serverInputs && !this.isClientMode()) {
      this.scheduleLoad();
    }
  }

  private setView(rows: GridRow[], base = 0): void {
    this.view = rows;
    this.viewBase = base;
    const { details, grid } = this.ctx;
    details.keepOnly(rows);
    if (grid) {
      grid.detailsOpenedItems = details.expanded;
      grid.clearCache();
      // Footer sums and the select-all box depend on the rows: render header/footer again.
      if (this.ctx.layout.hasFooter() || this.ctx.host.selectionMode === 'multi') grid.requestContentUpdate();
    }
  }

  private sortClient(): void {
    const rows = Array.isArray(this.ctx.host.rows) ? this.ctx.host.rows : [];
    this.clientSorted = this.ctx.sort.sortRows(rows);
  }

  private applyClientView(): void {
    const host = this.ctx.host;
    const all = this.clientSorted;
    host.count = all.length;
    this.total = 'exact';
    this.hasNext = false;
    if (host.clientPaging) {
      const pages = Math.max(1, Math.ceil(all.length / host.pageRows));
      if (host.pageIndex > pages) host.pageIndex = pages;
      const start = (host.pageIndex - 1) * host.pageRows;
      this.setView(all.slice(start, start + host.pageRows), start);
    } else {
      this.setView(all);
    }
  }

  /** The sort changed (the element is on page 1 again): the rows in the new order. */
  resort(): void {
    if (this.isClientMode()) {
      this.sortClient();
      this.applyClientView();
    } else void this.reload();
  }

  private scheduleLoad(): void {
    if (this.loadScheduled) return;
    this.loadScheduled = true;
    queueMicrotask(() => {
      this.loadScheduled = false;
      if (this.ctx.host.isConnected) void this.ctx.host.reload();
    });
  }

  /** Loads the current page again (server mode) or re-applies the client rows. */
  async reload(): Promise<void> {
    const host = this.ctx.host;
    if (this.isClientMode()) {
      this.sortClient();
      this.applyClientView();
      host.requestUpdate();
      return;
    }
    const api = host.api;
    if (typeof api !== 'function') {
      this.setView([]);
      host.count = 0;
      return;
    }
    const id = ++this.reqId;
    host.loading = true;
    const params: GridApiParams = {
      ...(host.searchParams && typeof host.searchParams === 'object' ? host.searchParams : {}),
      pageIndex: host.pageIndex,
      pageRows: host.pageRows,
    };
    const sort = this.ctx.sort.param();
    if (sort) params.sort = sort;
    const { pageIndex: _page, ...query } = params;
    const queryKey = JSON.stringify(query);
    const shown = this.shown;
    if (shown?.query === queryKey && shown.last != null && params.pageIndex === shown.pageIndex + 1) params.after = shown.last;
    if (shown?.query === queryKey && shown.first != null && params.pageIndex === shown.pageIndex - 1) params.before = shown.first;
    try {
      const res = await api(params);
      if (id !== this.reqId) return;
      const { rows, count, total, hasNext, later } = normalizeResult(res, params);
      this.total = total;
      this.hasNext = hasNext;
      this.loadError = null;
      if (host.selectedRows.length) host.selectedRows = [];
      this.setView(rows, (params.pageIndex - 1) * params.pageRows);
      this.shown = { query: queryKey, pageIndex: params.pageIndex, first: rows[0]?.[host.rowKey], last: rows.at(-1)?.[host.rowKey] };
      host.count = count;
      host.loading = false;
      this.ctx.fire<SrmDataLoadDetail>('srm-data-load', { data: rows, count });
      if (later !== undefined) void this.fillTotal(id, later);
    } catch (error) {
      if (id !== this.reqId) return;
      this.loadError = error ?? new Error('load failed');
      this.shown = null;
      this.setView([]);
      host.count = 0;
      this.total = 'exact';
      host.loading = false;
      this.ctx.fire<SrmDataLoadDetail>('srm-data-load', { data: null, count: 0, error });
    }
  }

  /** Puts the total the api learnt after the rows into the paging bar, if the page is still the one asked for. */
  private async fillTotal(id: number, later: Promise<GridTotal>): Promise<void> {
    const host = this.ctx.host;
    try {
      const t = await later;
      if (id !== this.reqId) return;
      host.count = t.count;
      this.total = totalKind(t);
      this.hasNext = host.pageIndex * host.pageRows < t.count;
    } catch {
      if (id === this.reqId) this.total = 'unknown';
    }
  }

  /** Goes to a page (1-based), clamped to the page range. */
  goToPage(pageIndex: number): void {
    const host = this.ctx.host;
    const n = Math.min(Math.max(1, Math.floor(Number(pageIndex)) || 1), this.pageCount());
    if (n === host.pageIndex) return;
    host.pageIndex = n;
    this.ctx.fire<SrmPageChangeDetail>('srm-page-change', { pageIndex: n, pageRows: host.pageRows });
    // updated() loads the page (server mode); willUpdate() re-slices client rows.
  }

  /** Changes the page size (back to page 1). */
  setPageRows(pageRows: number): void {
    const host = this.ctx.host;
    const n = Number(pageRows);
    if (!PAGE_SIZES.includes(n as (typeof PAGE_SIZES)[number])) return;
    host.pageRows = n;
    host.pageIndex = 1;
    this.ctx.fire<SrmPageChangeDetail>('srm-page-change', { pageIndex: 1, pageRows: n });
  }

  /** The number of pages as far as it is known (one on from the current page when rows follow it). */
  pageCount(): number {
    const host = this.ctx.host;
    if (this._total === 'pending' || this._total === 'unknown') return host.pageIndex + (this._hasNext ? 1 : 0);
    return Math.max(1, Math.ceil(host.count / host.pageRows), this._hasNext ? host.pageIndex + 1 : 1);
  }

  /** The count as the paging bar says it. */
  totalText(): string {
    const count = this.ctx.host.count;
    switch (this._total) {
      case 'pending':
        return msg('Counting…', { id: 'data-grid.total-counting', desc: 'Paging bar: the rows are shown, their total is being counted' });
      case 'unknown':
        return '';
      case 'estimated': {
        const about = approxCount(count, getLocale());
        return msg(str`About ${about} items`, { id: 'data-grid.total-about', desc: 'Paging bar: an estimated number of rows in all pages, e.g. 1.2M' });
      }
      default: {
        const shown = this._total === 'capped' ? `${count}+` : String(count);
        return msg(str`Total ${shown} items`, { id: 'data-grid.total-count', desc: 'Paging bar: number of rows in all pages' });
      }
    }
  }

  /** The current page (and the page count where it is known) as the paging bar says it. */
  pageInfo(p: number, pages: number): string {
    if (this._total === 'pending' || this._total === 'unknown')
      return msg(str`Page ${p}`, { id: 'data-grid.page', desc: 'Paging bar: current page while the page count is not known' });
    if (this._total === 'estimated')
      return msg(str`Page ${p} of about ${pages}`, { id: 'data-grid.page-of-about', desc: 'Paging bar: current page and estimated page count' });
    return msg(str`Page ${p} of ${pages}`, { id: 'data-grid.page-of', desc: 'Paging bar: current page and page count' });
  }
}

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
