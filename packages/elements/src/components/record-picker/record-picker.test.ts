import { html } from 'lit';
import { setLocale } from '../../localization.ts';
import { cleanup, equal, expectAccessible, fixture, oneEvent, settle, waitFor } from '../../test/helpers.ts';
import './srm-record-picker.ts';
import type { SrmRecordPicker } from './record-picker.ts';
import type { SrmDataGrid } from '../data-grid/data-grid.ts';
import { demoLookups, makeApi, makeRows } from '../data-grid/data-grid.stories.ts';
import { demoPickerColumns } from './record-picker.stories.ts';

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
    const el = await fixture<SrmRecordPicker>(html`<srm-record-picker open heading="Suppliers" .columns=${demoPickerColumns} .lookups=${demoLookups} .api=${makeApi(30)}></srm-record-picker>`);
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
});
