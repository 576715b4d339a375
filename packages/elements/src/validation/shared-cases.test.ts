// The shared case table of @srm/values through what the elements run: the form
// rules, the grid's number cell and the display field's formatters must answer as
// the server does (packages/api/test/shared-cases.test.ts).
import { assert, equal } from '../test/helpers.ts';
import { DATE_CASES, NUMBER_CASES, RULE_CASES } from '@srm/values/cases.ts';
import { integer, nonNegative, numeric, positive, ruleMessage, score, telephone, type ValidationRule } from './rules.ts';
import { formatNumber as gridNumber } from '../components/data-grid/data-grid.format.ts';
import { formatDate, formatNumber as displayNumber } from '../components/display-field/format.ts';

const RULES: Record<string, ValidationRule> = { integer, nonNegative, numeric, positive, score, telephone };

describe('shared cases in the elements', () => {
  it('form rules accept and refuse as the server does', () => {
    assert(RULE_CASES.length > 20);
    for (const c of RULE_CASES) {
      const answer = RULES[c.rule](c.value);
      equal<unknown>(answer, c.answer === true ? true : ruleMessage(c.answer), `${c.rule} ${c.value}`);
    }
  });
  it('the grid and the display field format numbers alike', () => {
    for (const c of NUMBER_CASES) {
      equal(gridNumber(c.value, c.precision), c.text, `grid ${c.value}`);
      equal(displayNumber(c.value, { precision: c.precision }), c.text, `display ${c.value}`);
    }
  });
  it('dates format as on the server', () => {
    for (const c of DATE_CASES) equal(formatDate(c.value, c.pattern), c.text, c.value);
  });
});
