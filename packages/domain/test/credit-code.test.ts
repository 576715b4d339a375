import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkCreditCode, creditCodeCheckChar, creditCodeProblem, isCreditCode, normaliseCreditCode } from '../src/validation/credit-code.ts';
import { format } from '../src/i18n/messages.ts';

// Codes of existing companies as their licences print them (Huawei's first), and the test licence's.
const VALID = ['914403001922038216', '91350100M000100Y43', '91110000802100433B', '91310000MA1FL8XQ37'];

test('codes of real licences pass their check character', () => {
  for (const code of VALID) assert.equal(creditCodeProblem(code), null, code);
  assert.equal(creditCodeCheckChar('91310000MA1FL8XQ3'), '7');
});

test('a weighted sum that is a multiple of 31 gives the check character 0 (31 counts as 0)', () => {
  // 16 characters, and the 17th that makes the weighted sum a multiple of 31.
  const body = '9131000000000000';
  const found = '0123456789ABCDEFGHJKLMNPQRTUWXY'.split('').find((c) => creditCodeCheckChar(body + c) === '0');
  assert.ok(found, 'some 17th character gives the check character 0');
  assert.equal(creditCodeProblem(`${body}${found}0`), null);
});

test('one wrong character fails the check', () => {
  assert.equal(creditCodeProblem('914403001922038217'), 'checkDigit', 'wrong check character');
  assert.equal(creditCodeProblem('914403001922038316'), 'checkDigit', 'a wrong digit in the body');
  assert.equal(creditCodeProblem('91350100M000100Y44'), 'checkDigit');
  assert.equal(isCreditCode('91310000MA1FL8XQ38'), false);
});

test('a code of the wrong length fails before its check', () => {
  assert.equal(creditCodeProblem('91440300192203821'), 'length');
  assert.equal(creditCodeProblem('9144030019220382160'), 'length');
  assert.equal(creditCodeProblem(''), 'length');
});

test('the letters I, O, S, V and Z never occur, nor lower case', () => {
  for (const letter of ['I', 'O', 'S', 'V', 'Z']) {
    assert.equal(creditCodeProblem(`91310000MA1FL8XQ3${letter}`), 'charset', letter);
    assert.equal(creditCodeProblem(`9131000${letter}MA1FL8XQ37`), 'charset', letter);
  }
  assert.equal(creditCodeProblem('91310000ma1fl8xq37'), 'charset', 'as given, lower case is outside the charset');
});

test('the rule normalises what a person types and answers the message of the first problem, in both languages', () => {
  assert.equal(normaliseCreditCode(' 9131 0000 ma1f l8xq 37 '), '91310000MA1FL8XQ37');
  assert.deepEqual(checkCreditCode(' 9131 0000 ma1f l8xq 37 ').result, true);
  assert.equal(checkCreditCode('').result, true, 'empty is for the required rule');
  assert.equal(checkCreditCode(null).result, true);

  const wrong = checkCreditCode('91310000MA1FL8XQ38');
  assert.equal(wrong.result, 'rule.creditCodeCheckDigit');
  assert.equal(format('rule.creditCodeCheckDigit', 'zh', wrong.params), '统一社会信用代码91310000MA1FL8XQ38的校验位不正确，请与营业执照核对');
  assert.equal(
    format('rule.creditCodeCheckDigit', 'en', wrong.params),
    'The check character of unified social credit code 91310000MA1FL8XQ38 is wrong; compare it with the business licence',
  );

  const short = checkCreditCode('9131');
  assert.equal(short.result, 'rule.creditCodeLength');
  assert.equal(format('rule.creditCodeLength', 'zh', short.params), '统一社会信用代码应为18位，当前为4位');

  const letter = checkCreditCode('9131000OMA1FL8XQ37');
  assert.equal(letter.result, 'rule.creditCodeCharset');
  assert.match(format('rule.creditCodeCharset', 'en', letter.params), /"O" is not allowed/);
});
