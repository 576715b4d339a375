import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkRule, checkRules } from '../src/validation/rules.ts';
import { format } from '../src/i18n/messages.ts';
import { conversionRate, convertQuantity } from '../src/units.ts';
import { formatDate } from '../src/dates.ts';
import { validateRecord } from '../src/entity/validate-record.ts';
import { getEntity } from '../src/entity/registry.ts';

test('SPEC section 5 messages are exact in Chinese', () => {
  assert.equal(format('rule.required', 'zh'), '必填');
  assert.equal(format(checkRule('integer', '1.5') as never, 'zh'), '必须输入数字');
  assert.equal(format(checkRule('numeric', 'abc') as never, 'zh'), '必须输入数值');
  assert.equal(format(checkRule('nonNegative', '-1') as never, 'zh'), '必须输入不小于零数值');
  assert.equal(format(checkRule('score', '100.001') as never, 'zh'), '必须输入0-100的分数');
  assert.equal(format(checkRule('telephone', '12345') as never, 'zh'), '电话号码格式错误');
});

test('rules accept and refuse as SPEC says', () => {
  assert.equal(checkRule('integer', '-12'), true);
  assert.equal(checkRule('numeric', '+3.25'), true);
  assert.equal(checkRule('nonNegative', '0'), true);
  assert.equal(checkRule('score', '100'), true);
  assert.equal(checkRule('score', '99.99'), true);
  assert.equal(checkRule('score', '101'), 'rule.score');
  assert.equal(checkRule('score', '50.123'), 'rule.score');
  assert.equal(checkRule('telephone', '021-12345678-123'), true);
  assert.equal(checkRule('telephone', '1234567'), true);
  assert.equal(checkRule('telephone', '0755-12345678'), true, 'trunk zero before a 3-digit area code');
  assert.equal(checkRule('telephone', '00211-12345678'), 'rule.telephone');
  assert.equal(checkRule('email', 'anything'), true, 'email has only the required check');
  assert.equal(checkRule('integer', ''), true, 'non-required empty passes');
  assert.equal(checkRules(['integer'], '', true), 'rule.required');
});

test('unit conversion uses the reciprocal rounded to 10 digits in reverse', () => {
  const entries = [{ lookupCode: 'BOX', meaning: 'PCS', description: '3' }];
  assert.equal(conversionRate(entries, 'BOX', 'PCS'), 3);
  assert.equal(conversionRate(entries, 'PCS', 'BOX'), 0.3333333333);
  assert.equal(convertQuantity(entries, 6, 'PCS', 'BOX'), 1.9999999998);
  assert.equal(conversionRate(entries, 'KG', 'PCS'), null);
});

test('date patterns of SPEC section 9', () => {
  const d = new Date(2026, 0, 5, 7, 8, 9);
  assert.equal(formatDate(d), '2026-01-05');
  assert.equal(formatDate(d, 'yyyy-MM-dd HH:mm:ss'), '2026-01-05 07:08:09');
  assert.equal(formatDate('2026-03-04', 'yyyy-MM'), '2026-03');
  assert.equal(formatDate(null), '');
});

test('record validation names unknown, missing and malformed fields', () => {
  const def = getEntity('materialItem');
  const v = validateRecord(def, { itemName: 5, bogus: 1, benchmarkPrice: 1.23456, purchasingFlag: 'X' }, { mode: 'insert' });
  const byField = Object.fromEntries(v.map((x) => [x.field, x.key]));
  assert.equal(byField.bogus, 'error.unknownField');
  assert.equal(byField.itemCode, 'rule.required');
  assert.equal(byField.itemName, 'rule.type');
  assert.equal(byField.benchmarkPrice, 'rule.precision');
  assert.equal(byField.purchasingFlag, 'rule.flag');
  assert.deepEqual(validateRecord(def, { itemCode: 'A', itemName: 'B', uomCode: 'PCS' }, { mode: 'insert' }), []);
});
