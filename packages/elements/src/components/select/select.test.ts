import { html } from 'lit';
import { setLocale } from '../../localization.ts';
import { cleanup, equal, expectAccessible, fixture, oneEvent, settle } from '../../test/helpers.ts';
import './srm-select.ts';
import type { SelectOption, SrmSelect } from './select.ts';

const options: SelectOption[] = [
  { value: 'A', label: 'Alpha' },
  { value: 'B', label: 'Beta', disabled: true },
  { value: 3, label: 'Three' },
];
const native = (el: SrmSelect) => el.shadowRoot!.querySelector('select')!;

describe('srm-select', () => {
  before(() => setLocale('en'));
  afterEach(cleanup);

  it('is accessible', async () => {
    const el = await fixture<SrmSelect>(html`<srm-select label="Status" .options=${options} value="A"></srm-select>`);
    await expectAccessible(el);
    const bare = await fixture<SrmSelect>(html`<srm-select .options=${options}></srm-select>`);
    await expectAccessible(bare);
  });

  it('renders the options, disabled ones disabled, with a placeholder', async () => {
    const el = await fixture<SrmSelect>(html`<srm-select label="Status" .options=${options}></srm-select>`);
    const opts = Array.from(native(el).options);
    equal(opts.map((o) => o.textContent).join('|'), 'Please select|Alpha|Beta|Three');
    equal(opts[2].disabled, true);
    equal(native(el).value, '');
  });

  it('picking an option sets the typed value and fires change', async () => {
    const el = await fixture<SrmSelect>(html`<srm-select label="Status" .options=${options} value="A"></srm-select>`);
    const changed = oneEvent(el, 'change');
    native(el).value = '3';
    native(el).dispatchEvent(new Event('change'));
    await changed;
    equal(el.value, 3, 'number value kept as a number');
  });

  it('keeps an unknown value and marks it invalid', async () => {
    const el = await fixture<SrmSelect>(html`<srm-select label="Status" .options=${options} value="Z"></srm-select>`);
    equal(el.value, 'Z');
    equal(el.invalid, true);
    equal(el.shadowRoot!.querySelector('[part=error]')!.textContent, 'Unknown value: Z');
    el.options = [...options, { value: 'Z', label: 'Zulu' }];
    await settle(el);
    equal(el.invalid, false);
    equal(native(el).value, 'Z');
  });

  it('follows the locale', async () => {
    await setLocale('zh-CN');
    const el = await fixture<SrmSelect>(html`<srm-select label="状态" .options=${options}></srm-select>`);
    equal(native(el).options[0].textContent, '请选择');
    await setLocale('en');
  });
});
