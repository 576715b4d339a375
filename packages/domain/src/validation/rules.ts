/**
 * The form rules of SPEC section 5, shared by server and browser. A rule answers
 * true or the key of its message; messages live in ../i18n/messages.ts.
 */
import type { MessageKey } from '../i18n/messages.ts';

export type RuleName =
  | 'required'
  | 'integer'
  | 'numeric'
  | 'nonNegative'
  | 'positive'
  | 'score'
  | 'telephone'
  | 'email'
  | 'mobile'
  | 'date';

export type RuleResult = true | MessageKey;

const INTEGER = /^[+-]?\d+$/;
const NUMERIC = /^[+-]?\d+(\.\d+)?$/;
const NON_NEGATIVE = /^\d+(\.\d+)?$/;
const SCORE = /^\d{1,3}(\.\d{1,2})?$/;
const TELEPHONE = /^(\d{2,3}-)?\d{7,8}(-\d{3,4})?$/;

export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

const text = (value: unknown): string => String(value).trim();

/** Non-negative number string greater than 0. */
export function isPositiveNumber(value: unknown): boolean {
  return NON_NEGATIVE.test(text(value)) && Number(text(value)) > 0;
}
/** Optional sign, digits, optional decimals. */
export function isRealNumber(value: unknown): boolean {
  return NUMERIC.test(text(value));
}
export function isNonNegativeNumber(value: unknown): boolean {
  return NON_NEGATIVE.test(text(value));
}

/** Each check runs only on a non-empty value: non-required empty values pass. */
const checks: Record<Exclude<RuleName, 'required'>, (v: unknown) => RuleResult> = {
  integer: (v) => (INTEGER.test(text(v)) ? true : 'rule.integer'),
  numeric: (v) => (isRealNumber(v) ? true : 'rule.numeric'),
  nonNegative: (v) => (isNonNegativeNumber(v) ? true : 'rule.nonNegative'),
  positive: (v) => (isPositiveNumber(v) ? true : 'rule.positive'),
  score: (v) => (SCORE.test(text(v)) && Number(text(v)) <= 100 ? true : 'rule.score'),
  telephone: (v) => (TELEPHONE.test(text(v)) ? true : 'rule.telephone'),
  // SPEC: email, mobile phone and date carry only the required check.
  email: () => true,
  mobile: () => true,
  date: () => true,
};

export function checkRule(rule: RuleName, value: unknown, required = false): RuleResult {
  if (isEmpty(value)) return required || rule === 'required' ? 'rule.required' : true;
  if (rule === 'required') return true;
  return checks[rule](value);
}

/** Runs the rules in order and answers the first failure. */
export function checkRules(rules: RuleName[], value: unknown, required = false): RuleResult {
  if (required && isEmpty(value)) return 'rule.required';
  for (const rule of rules) {
    const result = checkRule(rule, value, required);
    if (result !== true) return result;
  }
  return true;
}
