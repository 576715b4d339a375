// One job: the paging bar under the grid (the total, first/previous/next/last, the page size and the page
// box). What it shows and what its buttons do are the paging controller's (data-grid.paging.ts).
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { msg, str } from '../../localization.ts';
import type { GridContext } from './data-grid.context.ts';
import { PAGE_SIZES } from './data-grid.types.ts';

/** @internal The paging bar, or nothing when `paginationHidden`. */
export function paginationTemplate(ctx: GridContext): TemplateResult | typeof nothing {
  const { host, paging } = ctx;
  if (host.paginationHidden) return nothing;
  const total = html`<span part="total" aria-live="polite">${paging.totalText()}</span>`;
  if (paging.isClientMode() && !host.clientPaging)
    return html`<nav class="pagination" part="pagination" aria-label=${msg('Pagination', { id: 'data-grid.pagination', desc: 'Label of the paging bar' })}>${total}</nav>`;
  const pages = paging.pageCount();
  const p = host.pageIndex;
  return html`<nav class="pagination" part="pagination" aria-label=${msg('Pagination', { id: 'data-grid.pagination', desc: 'Label of the paging bar' })}>
      ${total}
      <button type="button" class="btn" part="page-first" ?disabled=${p <= 1} aria-label=${msg('First page', { id: 'data-grid.first-page', desc: 'Paging bar button' })} @click=${() => host.goToPage(1)}>«</button>
      <button type="button" class="btn" part="page-prev" ?disabled=${p <= 1} aria-label=${msg('Previous page', { id: 'data-grid.prev-page', desc: 'Paging bar button' })} @click=${() => host.goToPage(p - 1)}>‹</button>
      <span part="page-info" aria-live="polite">${paging.pageInfo(p, pages)}</span>
      <button type="button" class="btn" part="page-next" ?disabled=${p >= pages} aria-label=${msg('Next page', { id: 'data-grid.next-page', desc: 'Paging bar button' })} @click=${() => host.goToPage(p + 1)}>›</button>
      <button type="button" class="btn" part="page-last" ?disabled=${p >= pages || paging.total === 'pending' || paging.total === 'unknown'} aria-label=${msg('Last page', { id: 'data-grid.last-page', desc: 'Paging bar button' })} @click=${() => host.goToPage(pages)}>»</button>
      <select
        part="page-size"
        aria-label=${msg('Rows per page', { id: 'data-grid.page-size-label', desc: 'Paging bar: page size picker label' })}
        @change=${(e: Event) => host.setPageRows(Number((e.target as HTMLSelectElement).value))}
      >
        ${PAGE_SIZES.map((n) => html`<option value=${n} ?selected=${n === host.pageRows}>${msg(str`${n} / page`, { id: 'data-grid.page-size', desc: 'Paging bar: one page size option' })}</option>`)}
      </select>
      <label part="page-jump">
        ${msg('Go to', { id: 'data-grid.goto', desc: 'Paging bar: text before the page jump box' })}
        <input
          type="number"
          min="1"
          max=${pages}
          .value=${live(paging.jump)}
          aria-label=${msg('Page number', { id: 'data-grid.page-number', desc: 'Paging bar: page jump box' })}
          @input=${(e: Event) => (paging.jump = (e.target as HTMLInputElement).value)}
          @keydown=${(e: KeyboardEvent) => {
            if (e.key === 'Enter') {
              const n = Number((e.target as HTMLInputElement).value);
              paging.jump = '';
              if (Number.isFinite(n) && n >= 1) host.goToPage(n);
            }
          }}
        />
        ${msg('page', { id: 'data-grid.goto-suffix', desc: 'Paging bar: text after the page jump box' })}
      </label>
    </nav>`;
}
