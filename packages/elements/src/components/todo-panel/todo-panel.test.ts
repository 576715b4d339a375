import { html } from 'lit';
import { setLocale } from '../../localization.ts';
import { cleanup, deepEqual, equal, expectAccessible, fixture, oneEvent, settle, waitFor } from '../../test/helpers.ts';
import { toastHost } from '../toast/show-toast.ts';
import './srm-todo-panel.ts';
import type { PendingItem, SrmTodoPanel } from './todo-panel.ts';
import type { SrmTodoItemDetail, SrmTodoMoreDetail } from './todo-panel.events.ts';

const billTypes = [
  { lookupCode: 'PO', meaning: 'Purchase order' },
  { lookupCode: 'CONTRACT', meaning: 'Contract' },
];
const todo = (): PendingItem[] => [
  { interiorPendingId: 1, pendingTitle: 'Approve PO-2025-001', billType: 'PO', creationDate: '2025-06-30 09:05:07', handleFlag: 'N', cancelFlag: 'N' },
  { interiorPendingId: 2, pendingTitle: 'Cancelled request', billType: 'PO', creationDate: '2025-06-29 10:00:00', handleFlag: 'N', cancelFlag: 'Y' },
  {
    interiorPendingId: 3,
    pendingTitle: 'Sign contract C-7',
    billType: 'CONTRACT',
    creationDate: new Date(2025, 5, 28, 18, 30, 0).getTime(),
    handleFlag: 'N',
    cancelFlag: 'N',
  },
];
const done = (): PendingItem[] => [
  { interiorPendingId: 9, pendingTitle: 'Old task', billType: 'X', creationDate: '2025-01-02 03:04:05', handleFlag: 'Y', cancelFlag: 'N' },
];

const rows = (el: SrmTodoPanel) =>
  Array.from(el.shadowRoot!.querySelectorAll('tbody tr')).map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent!.trim()));
const headers = (el: SrmTodoPanel) => Array.from(el.shadowRoot!.querySelectorAll('th')).map((th) => th.textContent!.trim());

describe('srm-todo-panel', () => {
  before(() => setLocale('en'));
  afterEach(() => {
    cleanup();
    document.querySelector('srm-toast')?.remove();
  });

  it('is accessible', async () => {
    const el = await fixture<SrmTodoPanel>(html`<srm-todo-panel .todoItems=${todo()} .doneItems=${done()} .billTypes=${billTypes}>
      <ul slot="notices"><li>Holiday notice</li></ul>
    </srm-todo-panel>`);
    await expectAccessible(el);
  });

  it('lists to-dos with Title, Document type, Creation time; cancelled ones are not shown', async () => {
    const el = await fixture<SrmTodoPanel>(html`<srm-todo-panel .todoItems=${todo()} .doneItems=${done()} .billTypes=${billTypes}></srm-todo-panel>`);
    deepEqual(headers(el), ['Title', 'Document type', 'Creation time', 'Operation']);
    deepEqual(rows(el), [
      ['Approve PO-2025-001', 'Purchase order', '2025-06-30 09:05:07', 'Handled'],
      ['Sign contract C-7', 'Contract', '2025-06-28 18:30:00', 'Handled'],
    ]);
  });

  it('switches to My done by click and by arrow key', async () => {
    const el = await fixture<SrmTodoPanel>(html`<srm-todo-panel .todoItems=${todo()} .doneItems=${done()} .billTypes=${billTypes}></srm-todo-panel>`);
    const tabs = el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role=tab]');
    equal(tabs[0].textContent!.trim(), 'My to-do list');
    equal(tabs[1].textContent!.trim(), 'My done');
    tabs[1].click();
    await settle(el);
    equal(el.tab, 'done');
    deepEqual(headers(el), ['Title', 'Document type', 'Creation time']);
    deepEqual(rows(el), [['Old task', 'X', '2025-01-02 03:04:05']]);
    tabs[1].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    await settle(el);
    equal(el.tab, 'todo');
    equal(el.shadowRoot!.activeElement?.id, 'tab-todo');
  });

  it('the handled button fires srm-todo-handle with the item', async () => {
    const el = await fixture<SrmTodoPanel>(html`<srm-todo-panel .todoItems=${todo()} .billTypes=${billTypes}></srm-todo-panel>`);
    const handled = oneEvent<CustomEvent<SrmTodoItemDetail>>(el, 'srm-todo-handle');
    el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part=handle-button]')[1].click();
    const e = await handled;
    equal(e.detail.item.interiorPendingId, 3);
    equal(e.cancelable, true);
  });

  it('with a handle callback: says 处理成功 and moves the row to My done', async () => {
    await setLocale('zh-CN');
    const calls: PendingItem[] = [];
    const el = await fixture<SrmTodoPanel>(
      html`<srm-todo-panel .todoItems=${todo()} .billTypes=${billTypes} .handle=${async (i: PendingItem) => {
        calls.push(i);
      }}></srm-todo-panel>`,
    );
    deepEqual(headers(el), ['标题', '单据类型', '创建时间', '操作']);
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part=handle-button]')!.click();
    await waitFor(() => toastHost().toasts.length > 0, 'success toast');
    equal(toastHost().toasts[0].message, '处理成功');
    equal(calls[0].interiorPendingId, 1);
    equal(el.visibleItems('todo').length, 1);
    const moved = el.visibleItems('done')[0];
    equal(moved.interiorPendingId, 1);
    equal(moved.handleFlag, 'Y');
    equal(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(String(moved.handleDate)), true);
    await setLocale('en');
  });

  it('handleHidden removes the handled button (supplier home)', async () => {
    const el = await fixture<SrmTodoPanel>(html`<srm-todo-panel handle-hidden .todoItems=${todo()}></srm-todo-panel>`);
    equal(el.shadowRoot!.querySelector('[part=handle-button]'), null);
  });

  it('more links fire srm-todo-more; side cards show only with content, with their titles', async () => {
    const el = await fixture<SrmTodoPanel>(html`<srm-todo-panel .todoItems=${todo()}>
      <ul slot="notices"><li>Holiday notice</li></ul>
      <a slot="guidelines" href="#manual">Supplier portal manual</a>
    </srm-todo-panel>`);
    await settle(el);
    const titles = Array.from(el.shadowRoot!.querySelectorAll('section:not([hidden]) h2')).map((h) => h.textContent);
    deepEqual(titles, ['Notice', 'Operational guidelines']);
    const more = oneEvent<CustomEvent<SrmTodoMoreDetail>>(el, 'srm-todo-more');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~=todo] [part=more]')!.click();
    equal((await more).detail.list, 'todo');
    const more2 = oneEvent<CustomEvent<SrmTodoMoreDetail>>(el, 'srm-todo-more');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~=notices] [part=more]')!.click();
    equal((await more2).detail.list, 'notice');
  });

  it('shows the SPEC titles in Chinese', async () => {
    await setLocale('zh-CN');
    const el = await fixture<SrmTodoPanel>(html`<srm-todo-panel>
      <span slot="notices">a</span><span slot="guidelines">b</span><span slot="shortcuts">c</span>
    </srm-todo-panel>`);
    await settle(el);
    const texts = Array.from(el.shadowRoot!.querySelectorAll('[role=tab], h2, [part=more]')).map((n) => n.textContent!.trim());
    deepEqual(texts, ['我的待办', '我的已办', '更多', '公告', '更多', '操作指引', '更多', '快捷菜单', '更多']);
    equal(el.shadowRoot!.querySelector('[part=empty]')!.textContent!.trim(), '暂无数据');
    await setLocale('en');
  });
});
