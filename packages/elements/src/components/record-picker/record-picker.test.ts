import { html } from 'lit';
import { sendKeys } from '@web/test-runner-commands';
import { setLocale } from '../../localization.ts';
import { cleanup, equal, expectAccessible, fixture, oneEvent, settle, waitFor } from '../../test/helpers.ts';
import './srm-record-picker.ts';
import type { SrmRecordPicker } from './record-picker.ts';
import type { SrmDataGrid } from '../data-grid/data-grid.ts';
import { demoLookups, makeApi, makeRows } from '../data-grid/data-grid.fixtures.ts';
import type { GridApi, GridRow } from '../data-grid/data-grid.types.ts';
import { demoPickerColumns } from './record-picker.fixtures.ts';

const q = <T extends Element>(el: SrmRecordPicker, sel: string) => el.shadowRoot!.querySelector<T>(sel)!;
const grid = (el: SrmRecordPicker) => q<SrmDataGrid>(el, 'srm-data-grid');

async function ready(el: SrmRecordPicker) {
  await waitFor(() => grid(el) && grid(el).getRows().length > 0 && !grid(el).loading, 'grid rows');
  await settle(grid(el));
}

describe('srm-record-picker', () => {
  before(() => setLocale('en'));
  afterEach(cleanup);

  it('is accessible (axe)', async () => {
    const el = await fixture<SrmRecordPicker>(
      html`<srm-record-picker open heading="Suppliers" .columns=${demoPickerColumns} .lookups=${demoLookups} .api=${makeApi(30)}></srm-record-picker>`,
    );
    await ready(el);
    await expectAccessible(el);
  });

  it('is a modal at z-index 1100, hidden when not open', async () => {
    const el = await fixture<SrmRecordPicker>(html`<srm-record-picker .columns=${demoPickerColumns} .rows=${makeRows(3)}></srm-record-picker>`);
    equal(q(el, '.dialog'), null);
    el.show();
    await settle(el);
    equal(getComputedStyle(q(el, '.backdrop')).zIndex, '1100');
    equal(q(el, '[role="dialog"]').getAttribute('aria-modal'), 'true');
  });

  it('radio mode: OK disabled until a row is chosen; Clear disables it again; OK fires srm-pick', async () => {
    const rows = makeRows(5);
    const el = await fixture<SrmRecordPicker>(html`<srm-record-picker open .columns=${demoPickerColumns} .rows=${rows}></srm-record-picker>`);
    await ready(el);
    const ok = q<HTMLButtonElement>(el, '[part~="ok-button"]');
    equal(ok.disabled, true, 'OK disabled before a choice');
    grid(el).selectRow(rows[1]);
    await settle(el);
    equal(ok.disabled, false, 'OK enabled after a choice');
    q<HTMLButtonElement>(el, '[part~="clear-button"]').click();
    await settle(el);
    equal(ok.disabled, true, 'OK disabled after Clear');
    // choose through the radio in the grid
    await settle(grid(el));
    const radio = grid(el).shadowRoot!.querySelector('vaadin-grid')!.querySelectorAll<HTMLInputElement>('input[type="radio"]')[2];
    radio.click();
    await settle(el);
    equal(ok.disabled, false);
    const pick = oneEvent<CustomEvent>(el, 'srm-pick');
    ok.click();
    const e = await pick;
    equal(e.detail.rows.length, 1);
    equal(e.detail.rows[0], rows[2]);
    equal(el.open, false, 'closes after OK');
  });

  it('checkbox mode: OK enabled, picks several rows', async () => {
    const rows = makeRows(5);
    const el = await fixture<SrmRecordPicker>(html`<srm-record-picker open mode="checkbox" .columns=${demoPickerColumns} .rows=${rows}></srm-record-picker>`);
    await ready(el);
    const ok = q<HTMLButtonElement>(el, '[part~="ok-button"]');
    equal(ok.disabled, false);
    grid(el).selectRow(rows[0]);
    grid(el).selectRow(rows[3]);
    await settle(el);
    const pick = oneEvent<CustomEvent>(el, 'srm-pick');
    ok.click();
    const e = await pick;
    equal(e.detail.rows.map((r: { id: number }) => r.id).join(','), '1,4');
  });

  it('Escape closes with reason cancel and no pick', async () => {
    const el = await fixture<SrmRecordPicker>(html`<srm-record-picker open .columns=${demoPickerColumns} .rows=${makeRows(2)}></srm-record-picker>`);
    const closed = oneEvent<CustomEvent>(el, 'srm-picker-close');
    q(el, '.dialog').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    equal((await closed).detail.reason, 'cancel');
    equal(el.open, false);
  });

  describe('keyword search', () => {
    /** A server that filters by `keyword` on code or name, and records what it was asked. */
    function searchingApi(total = 600): GridApi & { calls: Record<string, unknown>[] } {
      const all = makeRows(total);
      const calls: Record<string, unknown>[] = [];
      const api = ((params: Record<string, unknown> & { pageIndex: number; pageRows: number }) => {
        calls.push({ ...params });
        const kw = String(params.keyword ?? '').toLowerCase();
        const rows = kw ? all.filter((r) => `${r.supplierCode} ${r.supplierName}`.toLowerCase().includes(kw)) : all;
        const start = (params.pageIndex - 1) * params.pageRows;
        return { rows: rows.slice(start, start + params.pageRows), count: rows.length };
      }) as GridApi & { calls: Record<string, unknown>[] };
      api.calls = calls;
      return api;
    }
    const input = (el: SrmRecordPicker) => q<HTMLInputElement>(el, '[part~="search-input"]');
    const shownNames = (el: SrmRecordPicker) =>
      grid(el)
        .getRows()
        .map((r: GridRow) => r.supplierName);

    it('has no search box without keyword-param', async () => {
      const el = await fixture<SrmRecordPicker>(html`<srm-record-picker open .columns=${demoPickerColumns} .rows=${makeRows(2)}></srm-record-picker>`);
      equal(q(el, '[part~="search"]'), null);
    });

    it('is accessible with the search box, in English and Chinese', async () => {
      const el = await fixture<SrmRecordPicker>(
        html`<srm-record-picker open keyword-param="keyword" keyword-hint="Code or name" .columns=${demoPickerColumns} .api=${searchingApi(30)}></srm-record-picker>`,
      );
      await ready(el);
      await expectAccessible(el);
      equal(input(el).getAttribute('aria-label'), 'Code or name');
      await setLocale('zh-CN');
      try {
        el.keywordHint = '';
        await settle(el);
        equal(input(el).getAttribute('aria-label'), '关键字');
        equal(q(el, '[part~="search-button"]').textContent!.trim(), '查询');
      } finally {
        await setLocale('en');
      }
    });

    it('focuses the search box on opening; Enter searches the server with the keyword and the other parameters', async () => {
      const api = searchingApi();
      const el = await fixture<SrmRecordPicker>(
        html`<srm-record-picker keyword-param="keyword" row-key="id" .searchParams=${{ status: 'ACTIVE' }} .columns=${demoPickerColumns} .api=${api}></srm-record-picker>`,
      );
      el.show();
      await ready(el);
      equal(el.shadowRoot!.activeElement, input(el), 'the search box has the focus');
      equal(shownNames(el).includes('Supplier 587'), false, 'row 587 is not on the first page');
      await sendKeys({ type: 'r 587' });
      await sendKeys({ press: 'Enter' });
      await waitFor(() => shownNames(el).join() === 'Supplier 587', 'only the row searched for');
      const last = api.calls[api.calls.length - 1];
      equal(last.keyword, 'r 587');
      equal(last.status, 'ACTIVE', 'the picker keeps its own search parameters');
      equal(last.pageIndex, 1);
    });

    it('keyboard only: Arrow Down to the rows, arrows to move the choice, Enter picks it', async () => {
      const api = searchingApi();
      const trigger = document.createElement('button');
      trigger.textContent = 'Choose';
      document.body.append(trigger);
      try {
        trigger.focus();
        const el = await fixture<SrmRecordPicker>(
          html`<srm-record-picker keyword-param="keyword" .columns=${demoPickerColumns} .api=${api}></srm-record-picker>`,
        );
        el.show();
        await ready(el);
        await sendKeys({ type: 'Supplier 12' });
        await sendKeys({ press: 'Enter' });
        await waitFor(
          () =>
            shownNames(el).join() ===
            'Supplier 12,Supplier 120,Supplier 121,Supplier 122,Supplier 123,Supplier 124,Supplier 125,Supplier 126,Supplier 127,Supplier 128,Supplier 129',
          'searched rows',
        );
        await settle(grid(el));
        await sendKeys({ press: 'ArrowDown' });
        await settle(el);
        const ok = q<HTMLButtonElement>(el, '[part~="ok-button"]');
        equal(ok.disabled, true, 'focusing a row does not choose it');
        await sendKeys({ press: 'Space' });
        await settle(el);
        equal(el.selectedRows[0]?.supplierName, 'Supplier 12');
        await sendKeys({ press: 'ArrowDown' });
        await settle(el);
        equal(el.selectedRows[0]?.supplierName, 'Supplier 120', 'the arrow moved the choice');
        const pick = oneEvent<CustomEvent>(el, 'srm-pick');
        await sendKeys({ press: 'Enter' });
        const e = await pick;
        equal(e.detail.rows[0].supplierName, 'Supplier 120');
        equal(el.open, false);
        equal(document.activeElement, trigger, 'focus goes back to what opened the picker');
      } finally {
        trigger.remove();
      }
    });

    it('a new search drops the previous choice; opening again starts with an empty search', async () => {
      const api = searchingApi();
      const el = await fixture<SrmRecordPicker>(
        html`<srm-record-picker open keyword-param="keyword" .columns=${demoPickerColumns} .api=${api}></srm-record-picker>`,
      );
      await ready(el);
      grid(el).selectRow(grid(el).getRows()[0]);
      await settle(el);
      equal(el.selectedRows.length, 1);
      el.search('Supplier 5');
      await settle(el);
      equal(el.selectedRows.length, 0);
      equal(q<HTMLButtonElement>(el, '[part~="ok-button"]').disabled, true);
      await waitFor(() => api.calls.some((c) => c.keyword === 'Supplier 5'), 'searched');
      el.close();
      await settle(el);
      el.show();
      await settle(el);
      equal(input(el).value, '');
      equal(el.keyword, '');
      await waitFor(() => api.calls[api.calls.length - 1].keyword === undefined, 'reloaded without the keyword');
    });
  });
});
