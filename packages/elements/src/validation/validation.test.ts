import { deepEqual, equal } from '../test/helpers.ts';
import { setLocale } from '../localization.ts';
import {
  integer,
  isNonNegativeNumber,
  isPositiveNumber,
  isRealNumber,
  nonNegative,
  numeric,
  required,
  rulesFor,
  score,
  telephone,
  type ValidationRule,
} from './rules.ts';
import { validateForm, validateFormGroup, validateValues } from './validate.ts';

describe('validation rules (zh-CN messages)', () => {
  before(async () => {
    await setLocale('zh-CN');
  });

  it('required: empty refused with 必填, values pass', () => {
    for (const v of [undefined, null, '', '   ', []]) equal(required(v), '必填');
    for (const v of ['a', 0, 'N', ['x']]) equal(required(v), true);
  });

  it('integer: optional sign then digits, else 必须输入数字', () => {
    for (const v of ['12', '-3', '+7', 0]) equal(integer(v), true);
    for (const v of ['1.5', 'abc', '1e3', '--1']) equal(integer(v), '必须输入数字');
  });

  it('numeric: optional sign, digits, optional decimals, else 必须输入数值', () => {
    for (const v of ['12', '-3.25', '+0.5']) equal(numeric(v), true);
    for (const v of ['.5', '1.', 'x1', '1,000']) equal(numeric(v), '必须输入数值');
  });

  it('non-negative, else 必须输入不小于零数值', () => {
    for (const v of ['0', '3.5', 12]) equal(nonNegative(v), true);
    for (const v of ['-1', '-0.1', 'a']) equal(nonNegative(v), '必须输入不小于零数值');
  });

  it('score: 0-100 with at most two decimals, else 必须输入0-100的分数', () => {
    for (const v of ['0', '59.5', '99.99', '100', '100.00']) equal(score(v), true);
    for (const v of ['100.01', '101', '-1', '50.123', 'x']) equal(score(v), '必须输入0-100的分数');
  });

  it('telephone: [area-]7-8 digits[-ext], else 电话号码格式错误', () => {
    for (const v of ['1234567', '12345678', '21-1234567', '010-12345678', '0755-12345678', '021-1234567-123', '12345678-1234']) equal(telephone(v), true, v);
    for (const v of ['123456', '123456789', '1-1234567', '12345-1234567', '12345678-12', '12345678-12345', 'abc-1234567'])
      equal(telephone(v), '电话号码格式错误', v);
  });

  it('format rules let empty non-required values pass', () => {
    for (const rule of [integer, numeric, nonNegative, score, telephone]) {
      equal(rule(''), true);
      equal(rule(undefined), true);
    }
  });

  it('email, mobile and date only get the required check; string is always required', () => {
    equal(rulesFor('email').length, 0);
    deepEqual(rulesFor('mobile', { required: true }), [required]);
    deepEqual(rulesFor('date', { required: true }), [required]);
    deepEqual(rulesFor('string'), [required]);
    equal(validateValues({ e: 'not-an-email' }, { e: rulesFor('email', { required: true }) }).valid, true);
  });

  it('helper checks', () => {
    equal(isPositiveNumber('0'), false);
    equal(isPositiveNumber('0.1'), true);
    equal(isPositiveNumber('-1'), false);
    equal(isRealNumber('-1.5'), true);
    equal(isRealNumber('1.5.1'), false);
    equal(isNonNegativeNumber('0'), true);
  });
});

describe('validation rules (en messages)', () => {
  after(async () => {
    await setLocale('zh-CN');
  });
  it('gives the English equivalents', async () => {
    await setLocale('en');
    equal(required(''), 'Required');
    equal(integer('x'), 'Please enter a number');
    equal(numeric('x'), 'Please enter a numeric value');
    equal(nonNegative('-1'), 'Please enter a value not less than zero');
    equal(score('101'), 'Please enter a score from 0 to 100');
    equal(telephone('1'), 'Invalid telephone number format');
  });
});

describe('validateForm', () => {
  before(async () => {
    await setLocale('zh-CN');
  });

  it('validates a plain object with rules from outside, including code answers', () => {
    const mustBeEven: ValidationRule = (v) => (Number(v) % 2 === 0 ? true : 'must be even');
    const domainRule: ValidationRule = (v) => (v === 'bad' ? 'integer' : true);
    const result = validateForm(
      { qty: '3', name: '', code: 'bad', note: '' },
      { qty: [required, integer, mustBeEven], name: required, code: domainRule, note: [integer] },
    );
    equal(result.valid, false);
    deepEqual(result.errors, { qty: 'must be even', name: '必填', code: '必须输入数字' });
  });

  it('reads and marks named controls of an element', () => {
    const form = document.createElement('form');
    form.innerHTML = `
      <input name="qty" value="1.5" aria-label="qty"><span data-error-for="qty"></span>
      <input name="tel" value="010-12345678" aria-label="tel">`;
    document.body.append(form);
    const result = validateForm(form, { qty: [required, integer], tel: telephone });
    deepEqual(result.errors, { qty: '必须输入数字' });
    const qty = form.querySelector('input[name=qty]') as HTMLInputElement;
    equal(qty.getAttribute('aria-invalid'), 'true');
    equal(qty.validationMessage, '必须输入数字');
    equal(form.querySelector('[data-error-for=qty]')!.textContent, '必须输入数字');
    qty.value = '2';
    equal(validateForm(form, { qty: [required, integer] }).valid, true);
    equal(qty.hasAttribute('aria-invalid'), false);
    form.remove();
  });
});

function expectTypeError(fn: () => unknown, pattern: RegExp) {
  let caught: unknown;
  try {
    fn();
  } catch (error) {
    caught = error;
  }
  equal(caught instanceof TypeError, true, 'throws a TypeError synchronously');
  equal(pattern.test((caught as Error).message), true, `message ${(caught as Error).message} matches ${pattern}`);
}

describe('validateFormGroup', () => {
  it('throws a developer error for a non-array group or a non-function callback', () => {
    expectTypeError(() => validateFormGroup({} as never, () => {}), /array/);
    expectTypeError(() => validateFormGroup('x' as never, () => {}), /array/);
    expectTypeError(() => validateFormGroup(undefined as never, () => {}), /array/);
    expectTypeError(() => validateFormGroup([], 'no' as never), /function/);
    expectTypeError(() => validateFormGroup([], () => {}, 42 as never), /function/);
  });

  it('runs every form and calls success when all pass', async () => {
    let calls = 0;
    const ok = await validateFormGroup(
      [
        {
          validate: () => {
            calls++;
            return true;
          },
        },
        { form: { a: '1' }, rules: { a: integer } },
        {
          validate: async () => {
            calls++;
            return { valid: true, errors: {} };
          },
        },
      ],
      () => {
        calls += 10;
      },
      () => {
        throw new Error('failure must not be called');
      },
    );
    equal(ok, true);
    equal(calls, 12);
  });

  it('runs all forms and calls failure with each failing one', async () => {
    const ran: number[] = [];
    let failures: unknown[] = [];
    const ok = await validateFormGroup(
      [
        {
          validate: () => {
            ran.push(0);
            return false;
          },
        },
        {
          validate: () => {
            ran.push(1);
            return true;
          },
        },
        { form: { a: 'x' }, rules: { a: integer } },
      ],
      () => {
        throw new Error('success must not be called');
      },
      (f) => {
        failures = f;
      },
    );
    equal(ok, false);
    deepEqual(ran, [0, 1]);
    deepEqual(
      failures.map((f) => (f as { index: number }).index),
      [0, 2],
    );
    deepEqual((failures[1] as { errors: Record<string, string> }).errors, { a: '必须输入数字' });
  });
});
