// One job: the column settings dialog (show, width, fixed side and order of each column; Import, Export,
// Reset, Cancel, Save). It edits the column settings controller's draft (data-grid.column-settings.ts),
// which saves it.
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { repeat } from 'lit/directives/repeat.js';
import { msg, str } from '../../localization.ts';
import type { GridContext } from './data-grid.context.ts';
import type { ResolvedColumn } from './data-grid.format.ts';

/** @internal The settings dialog, or nothing while it is closed. */
export function configDialogTemplate(ctx: GridContext): TemplateResult | typeof nothing {
  const { host, settings } = ctx;
  if (!settings.open) return nothing;
  const title = msg('Column settings', { id: 'data-grid.columns', desc: 'Title of the column configuration tool' });
  return html`<div class="modal-backdrop" @click=${(e: Event) => e.target === e.currentTarget && host.closeColumnConfig()}>
    <div
      class="modal"
      part="config-dialog"
      role="dialog"
      aria-modal="true"
      aria-labelledby="config-title"
      tabindex="-1"
      @keydown=${(e: KeyboardEvent) => e.key === 'Escape' && host.closeColumnConfig()}
    >
      <header><h2 id="config-title">${title}</h2></header>
      <div class="content">
        <table class="config-table">
          <thead>
            <tr>
              <th scope="col">${msg('Show', { id: 'data-grid.config-show', desc: 'Column configuration: visible column header' })}</th>
              <th scope="col">${msg('Column', { id: 'data-grid.config-column', desc: 'Column configuration: column title header' })}</th>
              <th scope="col">${msg('Width', { id: 'data-grid.config-width', desc: 'Column configuration: width header' })}</th>
              <th scope="col">${msg('Fixed', { id: 'data-grid.config-fixed', desc: 'Column configuration: fixed side header' })}</th>
              <th scope="col">${msg('Order', { id: 'data-grid.config-order', desc: 'Column configuration: order header' })}</th>
            </tr>
          </thead>
          <tbody>
            ${repeat(
              settings.draft,
              (r) => r.key,
              (r, i) => html`<tr data-key=${r.key}>
                <td>
                  <input
                    type="checkbox"
                    part="config-visible"
                    aria-label=${msg(str`Show ${r.def.title}`, { id: 'data-grid.config-show-col', desc: 'Column configuration: visibility checkbox of one column' })}
                    .checked=${live(r.visible)}
                    @change=${(e: Event) => settings.patchDraft(i, { visible: (e.target as HTMLInputElement).checked })}
                  />
                </td>
                <td>${r.def.title}</td>
                <td>
                  <input
                    type="number"
                    min="40"
                    part="config-width"
                    aria-label=${msg(str`Width of ${r.def.title}`, { id: 'data-grid.config-width-col', desc: 'Column configuration: width box of one column' })}
                    .value=${live(r.width ? String(r.width) : '')}
                    @change=${(e: Event) => {
                      const n = Number((e.target as HTMLInputElement).value);
                      settings.patchDraft(i, { width: Number.isFinite(n) && n > 0 ? Math.round(n) : undefined });
                    }}
                  />
                </td>
                <td>
                  <select
                    part="config-fixed"
                    aria-label=${msg(str`Fix ${r.def.title}`, { id: 'data-grid.config-fixed-col', desc: 'Column configuration: fixed-side select of one column' })}
                    @change=${(e: Event) => settings.patchDraft(i, { fixed: (e.target as HTMLSelectElement).value as ResolvedColumn['fixed'] })}
                  >
                    <option value="" ?selected=${r.fixed === ''}>${msg('None', { id: 'data-grid.config-fixed-none', desc: 'Column not fixed' })}</option>
                    <option value="left" ?selected=${r.fixed === 'left'}>${msg('Left', { id: 'data-grid.config-fixed-left', desc: 'Column fixed at the left' })}</option>
                    <option value="right" ?selected=${r.fixed === 'right'}>${msg('Right', { id: 'data-grid.config-fixed-right', desc: 'Column fixed at the right' })}</option>
                  </select>
                </td>
                <td>
                  <button type="button" class="btn" part="config-up" ?disabled=${i === 0} aria-label=${msg(str`Move ${r.def.title} up`, { id: 'data-grid.config-up', desc: 'Column configuration: move one column earlier' })} @click=${() => settings.moveDraft(i, -1)}>↑</button>
                  <button type="button" class="btn" part="config-down" ?disabled=${i === settings.draft.length - 1} aria-label=${msg(str`Move ${r.def.title} down`, { id: 'data-grid.config-down', desc: 'Column configuration: move one column later' })} @click=${() => settings.moveDraft(i, 1)}>↓</button>
                </td>
              </tr>`,
            )}
          </tbody>
        </table>
        ${settings.message ? html`<p class="config-error" role="alert">${settings.message}</p>` : nothing}
      </div>
      <footer>
        <label class="btn" part="config-import">
          ${msg('Import', { id: 'data-grid.config-import', desc: 'Column configuration: import a JSON file' })}
          <input type="file" accept=".json,application/json" class="sr-only" @change=${(e: Event) => settings.importFile(e)} />
        </label>
        <button type="button" class="btn" part="config-export" @click=${() => settings.download(settings.exportConfig(settings.draft))}>${msg('Export', { id: 'data-grid.config-export', desc: 'Column configuration: download as a JSON file' })}</button>
        <button type="button" class="btn" part="config-reset" @click=${() => settings.resetDraft()}>${msg('Reset', { id: 'data-grid.config-reset', desc: 'Column configuration: back to the default columns' })}</button>
        <span style="flex:1"></span>
        <button type="button" class="btn" part="config-cancel" @click=${() => host.closeColumnConfig()}>${msg('Cancel', { id: 'data-grid.cancel', desc: 'Cancel button' })}</button>
        <button type="button" class="btn primary" part="config-save" @click=${() => settings.saveDraft()}>${msg('Save', { id: 'data-grid.save', desc: 'Save button' })}</button>
      </footer>
    </div>
  </div>`;
}
