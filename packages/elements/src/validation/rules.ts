import { msg } from '@lit/localize';

/**
 * Validation rules of SPEC section 5.
 *
 * A rule is a plain function `(value, context) => true | string`: `true` when the value
 * passes, otherwise the message to show. Rules from outside (the domain package passes
 * its own) have the same shape; a rule may also answer one of the {@link RuleCode}s
 * below, which is turned into the localized message by {@link ruleMessage}.
 *
 * Format rules let empty values pass; only {@link required} refuses them, so
 * "non-required empty values pass" holds by composition.
 */
export interface RuleContext {
  /** Name of the field being checked. */
  field?: string;
  /** All values of the form, for cross-field rules. */
  values?: Record<string, unknown>;
}

export type RuleResult = true | string;
export type ValidationRule = (value: unknown, context?: RuleContext) => RuleResult;

export type RuleCode = 'required' | 'integer' | 'numeric' | 'nonNegative' | 'score' | 'telephone';

/** The localized message of a rule code, in the current locale. */
export function ruleMessage(code: RuleCode): string {
  switch (code) {
    case 'required':
      return msg('Required', { id: 'validation.required', desc: 'Form rule: an empty required field' });
    case 'integer':
      return msg('Please enter a number', { id: 'validation.integer', desc: 'Form rule: value is not an integer' });
    case 'numeric':
      return msg('Please enter a numeric value', { id: 'validation.numeric', desc: 'Form rule: value is not a decimal number' });
    case 'nonNegative':
      return msg('Please enter a value not less than zero', {
        id: 'validation.nonNegative',
        desc: 'Form rule: value is negative or not a number',
      });
    case 'score':
      return msg('Please enter a score from 0 to 100', {
        id: 'validation.score',
        desc: 'Form rule: score must be 0-100 with at most two decimals',
      });
    case 'telephone':
      return msg('Invalid telephone number format', { id: 'validation.telephone', desc: 'Form rule: bad telephone number' });
  }
}

const RULE_CODES: ReadonlySet<string> = new Set<RuleCode>(['required', 'integer', 'numeric', 'nonNegative', 'score', 'telephone']);

/** Turns a rule's answer into a message: known codes are localized, other strings are kept. */
export function resolveRuleResult(result: RuleResult | undefined | null | false): true | string {
  if (result === true || result === undefined || result === null) return true;
  if (result === false) return ruleMessage('required');
  return RULE_CODES.has(result) ? ruleMessage(result as RuleCode) : result;
}

/** Empty: undefined, null, a blank string, an empty array. `0` and `'N'` are values. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : String(value));

// ---- helper checks (SPEC 5, first bullet) ----

const REAL = /^[+-]?\d+(\.\d+)?$/;
const NON_NEGATIVE = /^\+?\d+(\.\d+)?$/;
const DIGITS_DECIMAL = /^\d+(\.\d+)?$/;
const INTEGER = /^[+-]?\d+$/;
const SCORE = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;
/**
 * Telephone: optional area code and hyphen, 7-8 digit number, optional 3-4 digit extension
 * after a hyphen. SPEC says "2-3 digit area code"; Chinese area codes are written with a
 * leading zero (010, 0755), so a 2-3 digit code with or without that leading 0 is accepted.
 */
const TELEPHONE = /^((0?\d{2,3})-)?\d{7,8}(-\d{3,4})?$/;

/** Real number: optional sign, digits, optional decimals. */
export const isRealNumber = (value: unknown): boolean => !isEmpty(value) && REAL.test(text(value));
/** Non-negative number string (0 allowed). */
export const isNonNegativeNumber = (value: unknown): boolean => !isEmpty(value) && NON_NEGATIVE.test(text(value));
/** Positive number: a non-negative number string greater than 0. */
export const isPositiveNumber = (value: unknown): boolean => isNonNegativeNumber(value) && Number(text(value)) > 0;
/** Positive value of a digits-with-optional-decimals string (no sign allowed). */
export const isPositiveValue = (value: unknown): boolean =>
  !isEmpty(value) && DIGITS_DECIMAL.test(text(value)) && Number(text(value)) > 0;

// ---- form rules ----

/** Refuses an empty value with "必填" (Required). */
export const required: ValidationRule = (value) => (isEmpty(value) ? ruleMessage('required') : true);

const pattern =
  (re: RegExp, code: RuleCode): ValidationRule =>
  (value) =>
    isEmpty(value) || re.test(text(value)) ? true : ruleMessage(code);

/** Optional sign then digits, else "必须输入数字". */
export const integer: ValidationRule = pattern(INTEGER, 'integer');
/** Optional sign, digits, optional decimals, else "必须输入数值". */
export const numeric: ValidationRule = pattern(REAL, 'numeric');
/** Non-negative number, else "必须输入不小于零数值". */
export const nonNegative: ValidationRule = pattern(NON_NEGATIVE, 'nonNegative');
/** 0 to 100 with at most two decimals, else "必须输入0-100的分数". */
export const score: ValidationRule = pattern(SCORE, 'score');
/** Telephone number, else "电话号码格式错误". */
export const telephone: ValidationRule = pattern(TELEPHONE, 'telephone');

/** Field types of the form rules. email, mobile and date only get the required check. */
export type FieldRuleType =
  | 'string'
  | 'integer'
  | 'numeric'
  | 'nonNegative'
  | 'score'
  | 'telephone'
  | 'email'
  | 'mobile'
  | 'date';

/**
 * The rule list for a field type. `string` fields are always required (SPEC 5); the
 * others are required only when asked.
 */
export function rulesFor(type: FieldRuleType, options: { required?: boolean } = {}): ValidationRule[] {
  const list: ValidationRule[] = [];
  if (options.required || type === 'string') list.push(required);
  switch (type) {
    case 'integer':
      list.push(integer);
      break;
    case 'numeric':
      list.push(numeric);
      break;
    case 'nonNegative':
      list.push(nonNegative);
      break;
    case 'score':
      list.push(score);
      break;
    case 'telephone':
      list.push(telephone);
      break;
    default:
      break; // string, email, mobile, date: only the required check
  }
  return list;
}
