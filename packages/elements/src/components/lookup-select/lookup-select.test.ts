import { html } from 'lit';
import { setLocale } from '../../localization.ts';
import { cleanup, deepEqual, equal, expectAccessible, fixture, oneEvent, settle } from '../../test/helpers.ts';
import './srm-lookup-select.ts';
import type { LookupEntry, SrmLookupSelect } from './lookup-select.ts';

const entries: LookupEntry[] = [
  { lookupCode: '10', meaning: 'Potential', enabledFlag: 'Y' },
  { lookupCode: '20', meaning: 'Qualified', enabledFlag: 'Y' },
  { lookupCode: '30', meaning: 'Frozen', enabledFlag: 'N' },
  { lookupCode: '40', meaning: 'Quit', enabledFlag: '' },
  { lookupCode: '50', meaning: 'Blacklisted', enabledFlag: 'Y' },
];

const q = (el: SrmLookupSelect, sel: string) => el.shadowRoot!.querySelector(sel) as HTMLElement;
const option = (el: SrmLookupSelect, code: string) => q(el, `[role=option][data-code="${code}"]`);
const key = async (el: SrmLookupSelect, k: string) => {
  q(el, '[role=combobox]').dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));
  await settle(el);
};

describe('srm-lookup-select', () => {
  before(() => setLocale('en'));
  afterEach(cleanup);

  it('is accessible closed and open', async () => {
    const el = await fixture<SrmLookupSelect>(
      html`<srm-lookup-select label="Supplier status" multiple .entries=${entries} .value=${['10']}></srm-lookup-select>`,
    );
    await expectAccessible(el);
    q(el, '[role=combobox]').click();
    await settle(el);
    equal(el.open, true);
    await expectAccessible(el);
  });

  it('shows the meanings of the chosen codes', async () => {
    const el = await fixture<SrmLookupSelect>(
      html`<srm-lookup-select label="Status" multiple .entries=${entries} .value=${['20', '30', '99']}></srm-lookup-select>`,
    );
    const tags = Array.from(el.shadowRoot!.querySelectorAll('[part=tag]')).map((t) => t.textContent);
    deepEqual(tags, ['Qualified', 'Frozen', '99']);
  });

  it('entries whose enabledFlag is not Y are disabled and cannot be picked', async () => {
    const el = await fixture<SrmLookupSelect>(html`<srm-lookup-select label="Status" multiple .entries=${entries}></srm-lookup-select>`);
    q(el, '[role=combobox]').click();
    await settle(el);
    equal(option(el, '30').getAttribute('aria-disabled'), 'true');
    equal(option(el, '40').getAttribute('aria-disabled'), 'true');
    equal(option(el, '10').getAttribute('aria-disabled'), 'false');
    let changes = 0;
    el.addEventListener('change', () => changes++);
    option(el, '30').click();
    option(el, '40').click();
    await settle(el);
    equal(changes, 0);
    deepEqual(el.selectedCodes, []);
  });

  it('multiple: clicking toggles codes, fires change with an array', async () => {
    const el = await fixture<SrmLookupSelect>(html`<srm-lookup-select label="Status" multiple .entries=${entries}></srm-lookup-select>`);
    q(el, '[role=combobox]').click();
    await settle(el);
    const changed = oneEvent(el, 'change');
    option(el, '50').click();
    await changed;
    option(el, '10').click();
    await settle(el);
    deepEqual(el.value, ['50', '10']);
    equal(option(el, '10').getAttribute('aria-selected'), 'true');
    option(el, '50').click();
    deepEqual(el.value, ['10']);
    equal(el.open, true, 'stays open in multiple mode');
  });

  it('single: keyboard opens, skips disabled entries, picks and closes', async () => {
    const el = await fixture<SrmLookupSelect>(html`<srm-lookup-select label="Status" .entries=${entries} value="20"></srm-lookup-select>`);
    await key(el, 'ArrowDown');
    equal(el.open, true);
    equal(q(el, '.active')?.dataset.code, '20', 'starts on the chosen entry');
    await key(el, 'ArrowDown'); // from 20 -> skips 30 and 40 -> 50
    equal(q(el, '.active')?.dataset.code, '50', 'disabled entries skipped');
    const changed = oneEvent(el, 'change');
    await key(el, 'Enter');
    await changed;
    equal(el.value, '50');
    equal(el.open, false);
    equal(q(el, '[part=value]').textContent, 'Blacklisted');
    await key(el, 'ArrowDown');
    await key(el, 'Escape');
    equal(el.open, false);
  });

  it('clear keeps disabled codes, removes the others', async () => {
    const el = await fixture<SrmLookupSelect>(
      html`<srm-lookup-select label="Status" multiple clearable .entries=${entries} .value=${'10,30'}></srm-lookup-select>`,
    );
    deepEqual(el.selectedCodes, ['10', '30'], 'a comma-separated string is accepted');
    const changed = oneEvent(el, 'change');
    q(el, '[part=clear-button]').click();
    await changed;
    deepEqual(el.value, ['30']);
  });

  it('disabled does not open', async () => {
    const el = await fixture<SrmLookupSelect>(html`<srm-lookup-select label="Status" disabled .entries=${entries}></srm-lookup-select>`);
    q(el, '[role=combobox]').click();
    await settle(el);
    equal(el.open, false);
  });

  it('speaks Chinese', async () => {
    await setLocale('zh-CN');
    const el = await fixture<SrmLookupSelect>(html`<srm-lookup-select label="状态" .entries=${[]}></srm-lookup-select>`);
    equal(q(el, '[part=placeholder]').textContent, '请选择');
    equal(q(el, '[part=empty]').textContent, '暂无数据');
    await setLocale('en');
  });
});
