import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { localized, msg } from '../../localization.ts';
import { formatDate, formatDatePattern, lookupMeaning, type LookupLike } from '../display-field/format.ts';
import { showServerError, showToast } from '../toast/show-toast.ts';
import { todoPanelStyles } from './todo-panel.styles.ts';
import type { SrmTodoItemDetail, SrmTodoMoreDetail, SrmTodoTabChangeDetail } from './todo-panel.events.ts';

/** A pending item (SPEC 3), internal or supplier. */
export interface PendingItem {
  interiorPendingId?: string | number;
  pendingTitle: string;
  /** Code of lookup type SYS_TOBEDO. */
  billType?: string;
  billLink?: string;
  menuCode?: string;
  menuName?: string;
  creationDate?: string | number | Date;
  handleFlag?: string;
  handleDate?: string | number | Date;
  cancelFlag?: string;
  [field: string]: unknown;
}

export type TodoTab = 'todo' | 'done';
export type TodoList = TodoTab | 'notice' | 'guidelines' | 'shortcuts';

/** Marks the item handled on the server (e.g. interiorPending saveOrUpdate with handleFlag Y). */
export type TodoHandle = (item: PendingItem) => Promise<void> | void;

/**
 * @summary The home page's to-do block: tabs "My to-do list" / "My done" and the Notice, Operational guidelines and shortcut menu cards.
 *
 * Rows show Title, Document type (meaning of `billType` in lookup SYS_TOBEDO, from
 * `billTypes`) and Creation time (yyyy-MM-dd HH:mm:ss). Items with `cancelFlag` 'Y' are
 * never shown. Each to-do row has a handled button (hidden with `handleHidden`, e.g. for
 * suppliers): it fires the cancelable `srm-todo-handle`; with a `handle` callback the
 * element also awaits it, says "处理成功" (handled successfully) and moves the row to the
 * done list with handleFlag Y and handleDate now. Each list has a "more" link.
 *
 * The three side cards show what is put in their slots and are hidden while the slot is empty.
 *
 * @slot notices - The announcement list (Notice card).
 * @slot guidelines - Operation guide links (Operational guidelines card).
 * @slot shortcuts - Shortcut menu tiles (shortcut menu card).
 *
 * @fires {CustomEvent<SrmTodoItemDetail>} srm-todo-handle - The handled button was clicked; cancelable. Detail `{ item }`.
 * @fires {CustomEvent<SrmTodoItemDetail>} srm-todo-open - A title was clicked (open `billLink`). Detail `{ item }`.
 * @fires {CustomEvent<SrmTodoMoreDetail>} srm-todo-more - A "more" link was clicked. Detail `{ list }` ('todo', 'done', 'notice', 'guidelines', 'shortcuts').
 * @fires {CustomEvent<SrmTodoTabChangeDetail>} srm-todo-tab-change - The tab changed. Detail `{ tab }`.
 *
 * @csspart card - Each card; also `todo`, `notice`, `guidelines`, `shortcuts`.
 * @csspart tab - A tab.
 * @csspart table - The list table.
 * @csspart handle-button - A row's handled button.
 * @csspart more - A "more" link.
 * @csspart empty - The empty-list row.
 *
 * @cssproperty [--srm-todo-panel-gap=var(--srm-space-l)] - Space between cards.
 * @cssproperty [--srm-todo-panel-list-max-height=360px] - Maximum height of the list before it scrolls.
 */
@localized()
export class SrmTodoPanel extends LitElement {
  static override styles = todoPanelStyles;

  /** Unhandled items (handleFlag N). */
  @property({ attribute: false }) todoItems: PendingItem[] = [];

  /** Handled items (handleFlag Y). */
  @property({ attribute: false }) doneItems: PendingItem[] = [];

  /** Entries of lookup SYS_TOBEDO for the Document type column. */
  @property({ attribute: false }) billTypes: LookupLike[] = [];

  /** The tab shown. */
  @property({ reflect: true }) tab: TodoTab = 'todo';

  /** Hides the handled button (supplier home). */
  @property({ type: Boolean, attribute: 'handle-hidden' }) handleHidden = false;

  /** Marks an item handled on the server; see the class description. */
  @property({ attribute: false }) handle?: TodoHandle;

  @state() private busy = new Set<PendingItem>();
  @state() private filled = { notices: false, guidelines: false, shortcuts: false };

  /** The items of a tab as shown: cancelled ones (cancelFlag Y) left out. */
  visibleItems(tab: TodoTab = this.tab): PendingItem[] {
    const list = tab === 'todo' ? this.todoItems : this.doneItems;
    return (list ?? []).filter((i) => i && i.cancelFlag !== 'Y');
  }

  private emit<T>(type: string, detail: T, cancelable = false): boolean {
    return this.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true, cancelable }));
  }

  private select(tab: TodoTab, focus = false): void {
    if (tab !== this.tab) {
      this.tab = tab;
      this.emit<SrmTodoTabChangeDetail>('srm-todo-tab-change', { tab });
    }
    if (focus) this.updateComplete.then(() => (this.renderRoot.querySelector(`#tab-${tab}`) as HTMLElement | null)?.focus());
  }

  private onTabKey(event: KeyboardEvent): void {
    if (['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) {
      event.preventDefault();
      const next: TodoTab = event.key === 'Home' ? 'todo' : event.key === 'End' ? 'done' : this.tab === 'todo' ? 'done' : 'todo';
      this.select(next, true);
    }
  }

  private async onHandle(item: PendingItem): Promise<void> {
    if (!this.emit<SrmTodoItemDetail>('srm-todo-handle', { item }, true) || !this.handle) return;
    this.busy = new Set(this.busy).add(item);
    try {
      await this.handle(item);
      const done: PendingItem = { ...item, handleFlag: 'Y', handleDate: formatDatePattern(new Date(), 'yyyy-MM-dd HH:mm:ss') };
      this.todoItems = (this.todoItems ?? []).filter((i) => i !== item);
      this.doneItems = [done, ...(this.doneItems ?? [])];
      showToast({ message: msg('Handled successfully', { id: 'todo-panel.handled', desc: 'After marking a to-do handled' }), type: 'success' });
    } catch (error) {
      showServerError((error as Error)?.message ?? String(error));
    } finally {
      const next = new Set(this.busy);
      next.delete(item);
      this.busy = next;
    }
  }

  private onSlotChange(name: 'notices' | 'guidelines' | 'shortcuts', event: Event): void {
    const has = (event.target as HTMLSlotElement)
      .assignedNodes({ flatten: true })
      .some((n) => n.nodeType === Node.ELEMENT_NODE || (n.textContent ?? '').trim() !== '');
    if (this.filled[name] !== has) this.filled = { ...this.filled, [name]: has };
  }

  private more(list: TodoList, label: string) {
    const more = msg('more', { id: 'todo-panel.more', desc: 'Link to the full list' });
    return html`<button type="button" class="more" part="more" aria-label=${`${label}: ${more}`} @click=${() => this.emit<SrmTodoMoreDetail>('srm-todo-more', { list })}>
      ${more}
    </button>`;
  }

  private renderTable(tab: TodoTab, caption: string) {
    const items = this.visibleItems(tab);
    const withHandle = tab === 'todo' && !this.handleHidden;
    const cols = withHandle ? 4 : 3;
    const handled = msg('Handled', { id: 'todo-panel.handle', desc: 'Button: mark the to-do handled' });
    return html`<div class="scroll">
      <table part="table">
        <caption hidden>${caption}</caption>
        <thead>
          <tr>
            <th scope="col">${msg('Title', { id: 'todo-panel.colTitle', desc: 'Column header' })}</th>
            <th scope="col">${msg('Document type', { id: 'todo-panel.colBillType', desc: 'Column header' })}</th>
            <th scope="col">${msg('Creation time', { id: 'todo-panel.colCreated', desc: 'Column header' })}</th>
            ${withHandle ? html`<th scope="col">${msg('Operation', { id: 'todo-panel.colOperation', desc: 'Column header of the handled button' })}</th>` : nothing}
          </tr>
        </thead>
        <tbody>
          ${
            items.length === 0
              ? html`<tr><td part="empty" colspan=${cols}>${msg('No data', { id: 'todo-panel.empty', desc: 'The list is empty' })}</td></tr>`
              : items.map(
                  (item) => html`<tr>
                  <td class="title">
                    <button type="button" title=${item.pendingTitle} @click=${() => this.emit<SrmTodoItemDetail>('srm-todo-open', { item })}>${item.pendingTitle}</button>
                  </td>
                  <td>${lookupMeaning(item.billType, this.billTypes)}</td>
                  <td>${formatDate(item.creationDate, 'datetime')}</td>
                  ${
                    withHandle
                      ? html`<td>
                        <button
                          type="button"
                          class="handle"
                          part="handle-button"
                          ?disabled=${this.busy.has(item)}
                          aria-label=${`${handled}: ${item.pendingTitle}`}
                          @click=${() => this.onHandle(item)}
                        >
                          ${handled}
                        </button>
                      </td>`
                      : nothing
                  }
                </tr>`,
                )
          }
        </tbody>
      </table>
    </div>`;
  }

  private card(name: 'notices' | 'guidelines' | 'shortcuts', title: string, list: TodoList) {
    return html`<section part="card ${name}" aria-labelledby="h-${name}" ?hidden=${!this.filled[name]}>
      <div class="head"><h2 id="h-${name}">${title}</h2>${this.more(list, title)}</div>
      <slot name=${name} @slotchange=${(e: Event) => this.onSlotChange(name, e)}></slot>
    </section>`;
  }

  override render() {
    const todoLabel = msg('My to-do list', { id: 'todo-panel.todo', desc: 'Tab of unhandled items' });
    const doneLabel = msg('My done', { id: 'todo-panel.done', desc: 'Tab of handled items' });
    const current = this.tab === 'done' ? 'done' : 'todo';
    return html`<section part="card todo" aria-label=${`${todoLabel} / ${doneLabel}`}>
        <div class="head">
          <div role="tablist" aria-label=${`${todoLabel} / ${doneLabel}`} @keydown=${this.onTabKey}>
            ${(['todo', 'done'] as const).map(
              (t) => html`<button
                type="button"
                role="tab"
                part="tab"
                id="tab-${t}"
                aria-selected=${current === t ? 'true' : 'false'}
                aria-controls="panel"
                tabindex=${current === t ? '0' : '-1'}
                @click=${() => this.select(t)}
              >
                ${t === 'todo' ? todoLabel : doneLabel}
              </button>`,
            )}
          </div>
          ${this.more(current, current === 'todo' ? todoLabel : doneLabel)}
        </div>
        <div id="panel" role="tabpanel" aria-labelledby="tab-${current}">
          ${this.renderTable(current, current === 'todo' ? todoLabel : doneLabel)}
        </div>
      </section>
      <div class="side">
        ${this.card('notices', msg('Notice', { id: 'todo-panel.notice', desc: 'Card title: announcements' }), 'notice')}
        ${this.card('guidelines', msg('Operational guidelines', { id: 'todo-panel.guidelines', desc: 'Card title: operation guide' }), 'guidelines')}
        ${this.card('shortcuts', msg('shortcut menu', { id: 'todo-panel.shortcuts', desc: 'Card title: shortcut menus' }), 'shortcuts')}
      </div>`;
  }
}
