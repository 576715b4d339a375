import { html } from 'lit';
import { setLocale } from '../../localization.ts';
import { cleanup, deepEqual, equal, expectAccessible, fixture, oneEvent, settle } from '../../test/helpers.ts';
import { integer, required, score, telephone, type ValidationRule } from '../../validation/rules.ts';
import { validateFormGroup } from '../../validation/validate.ts';
import '../select/srm-select.ts';
import '../yn-checkbox/srm-yn-checkbox.ts';
import './srm-form.ts';
import type { SrmForm } from './form.ts';
import type { SrmSelect } from '../select/select.ts';
import type { SrmFormSubmitDetail } from './form.events.ts';

const options = [{ value: 'A', label: 'A' }];

describe('srm-form', () => {
  before(() => setLocale('zh-CN'));
  after(() => setLocale('en'));
  afterEach(cleanup);

  const render = () =>
    fixture<SrmForm>(html`<srm-form .rules=${{ qty: [required, integer], tel: telephone, status: required, score }}>
      <form>
        <label>Qty <input name="qty" /></label><span data-error-for="qty"></span>
        <label>Tel <input name="tel" /></label>
        <srm-select name="status" label="Status" .options=${options}></srm-select>
        <label>Score <input name="score" value="99.5" /></label>
        <srm-yn-checkbox name="flag" label="Flag" value="Y"></srm-yn-checkbox>
        <button type="submit">Save</button>
      </form>
    </srm-form>`);

  it('is accessible', async () => {
    const el = await render();
    el.validate();
    await settle(el.querySelector('srm-select'));
    await expectAccessible(el);
  });

  it('validates named controls with the exact messages and marks them', async () => {
    const el = await render();
    (el.querySelector('[name=qty]') as HTMLInputElement).value = '1.5';
    (el.querySelector('[name=tel]') as HTMLInputElement).value = '12-34';
    const result = el.validate();
    equal(result.valid, false);
    deepEqual(result.errors, { qty: '必须输入数字', tel: '电话号码格式错误', status: '必填' });
    equal(el.invalid, true);
    equal(el.querySelector('[data-error-for=qty]')!.textContent, '必须输入数字');
    const select = el.querySelector('srm-select') as SrmSelect;
    await settle(select);
    equal(select.invalid, true);
    equal(select.shadowRoot!.querySelector('[part=error]')!.textContent, '必填');
    deepEqual(el.values.flag, 'Y');
  });

  it('re-checks a field when it changes after the first run', async () => {
    const el = await render();
    el.validate();
    const qty = el.querySelector('[name=qty]') as HTMLInputElement;
    equal(qty.validationMessage, '必填');
    qty.value = '7';
    qty.dispatchEvent(new Event('input', { bubbles: true }));
    equal(qty.validationMessage, '');
    equal(qty.hasAttribute('aria-invalid'), false);
  });

  it('submits only when valid', async () => {
    const el = await render();
    let submitted = 0;
    el.addEventListener('srm-form-submit', () => submitted++);
    (el.querySelector('button[type=submit]') as HTMLButtonElement).click();
    await settle(el);
    equal(submitted, 0);
    (el.querySelector('[name=qty]') as HTMLInputElement).value = '3';
    const select = el.querySelector('srm-select') as SrmSelect;
    select.value = 'A';
    const sent = oneEvent<CustomEvent<SrmFormSubmitDetail>>(el, 'srm-form-submit');
    (el.querySelector('button[type=submit]') as HTMLButtonElement).click();
    const e = await sent;
    equal(e.detail.values.qty, '3');
    equal(e.detail.values.status, 'A');
  });

  it('takes rule functions from outside and joins a form group', async () => {
    const even: ValidationRule = (v) => (Number(v) % 2 === 0 ? true : 'must be even');
    const a = await fixture<SrmForm>(html`<srm-form .rules=${{ n: even }}><input name="n" value="3" aria-label="n" /></srm-form>`);
    const b = await fixture<SrmForm>(html`<srm-form .rules=${{ m: required }}><input name="m" value="x" aria-label="m" /></srm-form>`);
    let failed: unknown[] = [];
    const ok = await validateFormGroup(
      [a, b],
      () => {},
      (f) => (failed = f),
    );
    equal(ok, false);
    equal(failed.length, 1);
    deepEqual((failed[0] as { errors: object }).errors, { n: 'must be even' });
    (a.querySelector('input') as HTMLInputElement).value = '4';
    let success = false;
    equal(await validateFormGroup([a, b], () => (success = true)), true);
    equal(success, true);
  });
});
