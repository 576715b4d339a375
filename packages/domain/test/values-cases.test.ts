// The shared case table through the server's side of the rules, numbers and dates.
import test from 'node:test';
import assert from 'node:assert/strict';
import { DATE_CASES, NUMBER_CASES, RULE_CASES } from '@srm/values/cases.ts';
import { formatNumber } from '@srm/values/numbers.ts';
import { checkRule } from '../src/validation/rules.ts';
import { formatDate } from '../src/dates.ts';

test('the server rules answer the shared cases', () => {
  assert.ok(RULE_CASES.length > 20);
  for (const c of RULE_CASES) {
    assert.equal(checkRule(c.rule, c.value), c.answer === true ? true : `rule.${c.answer}`, `${c.rule} ${c.value}`);
  }
});

test('numbers and dates format as the shared cases say', () => {
  for (const c of NUMBER_CASES) assert.equal(formatNumber(c.value, { precision: c.precision }), c.text, String(c.value));
  for (const c of DATE_CASES) assert.equal(formatDate(c.value, c.pattern), c.text, c.value);
});
