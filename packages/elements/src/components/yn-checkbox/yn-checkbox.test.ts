import { html } from 'lit';
import { setLocale } from '../../localization.ts';
import { cleanup, equal, expectAccessible, fixture, oneEvent, settle } from '../../test/helpers.ts';
import './srm-yn-checkbox.ts';
import type { SrmYnCheckbox } from './yn-checkbox.ts';

const box = (el: SrmYnCheckbox) => el.shadowRoot!.querySelector('input')!;

describe('srm-yn-checkbox', () => {
  before(() => setLocale('en'));
  afterEach(cleanup);

  it('is accessible', async () => {
    const el = await fixture<SrmYnCheckbox>(html`<srm-yn-checkbox label="Participates" value="Y"></srm-yn-checkbox>`);
    await expectAccessible(el);
  });

  it('shows Y as ticked and N as not ticked', async () => {
    const el = await fixture<SrmYnCheckbox>(html`<srm-yn-checkbox label="A" value="Y"></srm-yn-checkbox>`);
    equal(box(el).checked, true);
    el.value = 'N';
    await settle(el);
    equal(box(el).checked, false);
    equal(el.invalid, false);
  });

  it('a click toggles Y/N and fires change with the new value', async () => {
    const el = await fixture<SrmYnCheckbox>(html`<srm-yn-checkbox label="A" value="N"></srm-yn-checkbox>`);
    const changed = oneEvent(el, 'change');
    box(el).click();
    await changed;
    equal(el.value, 'Y');
    box(el).click();
    equal(el.value, 'N');
  });

  it('reports a value other than Y/N as an error and keeps it', async () => {
    const el = document.createElement('srm-yn-checkbox');
    el.label = 'A';
    el.value = 'true';
    const reported = oneEvent<CustomEvent>(el, 'srm-invalid-value');
    document.body.append(el);
    const event = await reported;
    equal(event.detail.value, 'true');
    equal(el.value, 'true', 'not coerced');
    equal(el.invalid, true);
    equal(el.hasAttribute('invalid'), true);
    equal(box(el).getAttribute('aria-invalid'), 'true');
    equal(box(el).checked, false);
    equal(el.shadowRoot!.querySelector('[part=error]')!.textContent, 'Invalid value: true');
    await expectAccessible(el);

    const again = oneEvent<CustomEvent>(el, 'srm-invalid-value');
    el.value = 1;
    equal((await again).detail.value, 1);
    el.value = 'Y';
    await settle(el);
    equal(el.invalid, false);
    el.remove();
  });

  it('an empty value is an error unless emptyAllowed', async () => {
    const el = await fixture<SrmYnCheckbox>(html`<srm-yn-checkbox label="A" .value=${undefined}></srm-yn-checkbox>`);
    equal(el.invalid, true);
    const ok = await fixture<SrmYnCheckbox>(html`<srm-yn-checkbox label="A" empty-allowed .value=${null}></srm-yn-checkbox>`);
    equal(ok.invalid, false);
  });

  it('readonly and disabled do not change', async () => {
    const el = await fixture<SrmYnCheckbox>(html`<srm-yn-checkbox label="A" value="Y" readonly></srm-yn-checkbox>`);
    let changes = 0;
    el.addEventListener('change', () => changes++);
    box(el).click();
    await settle(el);
    equal(el.value, 'Y');
    equal(box(el).checked, true);
    el.readonly = false;
    el.disabled = true;
    await settle(el);
    box(el).click();
    equal(el.value, 'Y');
    equal(changes, 0);
  });

  it('shows the invalid message in Chinese', async () => {
    await setLocale('zh-CN');
    const el = await fixture<SrmYnCheckbox>(html`<srm-yn-checkbox label="A" value="X"></srm-yn-checkbox>`);
    equal(el.shadowRoot!.querySelector('[part=error]')!.textContent, '无效的值：X');
    await setLocale('en');
  });
});
