// The shared case table of @srm/values through the rendered elements, as a user
// meets them: a value typed into a field of srm-form is accepted or refused with
// the server's answer, and srm-display-field shows numbers and dates as the
// server formats them (packages/api/test/shared-cases.test.ts).
import { html } from 'lit';
import { DATE_CASES, NUMBER_CASES, RULE_CASES } from '@srm/values/cases.ts';
import { setLocale } from '../localization.ts';
import { assert, cleanup, equal, fixture, settle } from '../test/helpers.ts';
import { integer, nonNegative, numeric, positive, ruleMessage, score, telephone, type ValidationRule } from './rules.ts';
import '../components/form/srm-form.ts';
import '../components/display-field/srm-display-field.ts';
import type { SrmForm } from '../components/form/form.ts';
import type { SrmDisplayField } from '../components/display-field/display-field.ts';

const RULES: Record<string, ValidationRule> = { integer, nonNegative, numeric, positive, score, telephone };

const shown = async (el: SrmDisplayField) => {
  await settle(el);
  return el.shadowRoot!.querySelector('[part=value]')!.textContent!.trim();
};

describe('shared cases in the rendered elements', () => {
  before(() => setLocale('zh-CN'));
  after(() => setLocale('en'));
  afterEach(cleanup);

  it('srm-form accepts and refuses typed values as the server does', async () => {
    assert(RULE_CASES.length > 20);
    const form = await fixture<SrmForm>(html`<srm-form><form>${Object.keys(RULES).map((r) => html`<input name=${r} />`)}</form></srm-form>`);
    for (const c of RULE_CASES) {
      form.rules = { [c.rule]: RULES[c.rule] };
      (form.querySelector(`[name=${c.rule}]`) as HTMLInputElement).value = c.value;
      const result = form.validate();
      equal(result.valid, c.answer === true, `${c.rule} "${c.value}"`);
      if (c.answer !== true) equal(result.errors[c.rule], ruleMessage(c.answer), `${c.rule} "${c.value}" message`);
    }
  });

  it('srm-display-field shows numbers and dates as the server formats them', async () => {
    assert(NUMBER_CASES.length > 5 && DATE_CASES.length > 3);
    for (const c of NUMBER_CASES) {
      const el = await fixture<SrmDisplayField>(html`<srm-display-field type="number" .precision=${c.precision} .value=${c.value}></srm-display-field>`);
      equal(await shown(el), c.text, `number ${c.value} (${c.precision})`);
      cleanup();
    }
    for (const c of DATE_CASES) {
      const el = await fixture<SrmDisplayField>(html`<srm-display-field type=${c.pattern} .value=${c.value}></srm-display-field>`);
      equal(await shown(el), c.text, `${c.pattern} ${c.value}`);
      cleanup();
    }
  });
});
