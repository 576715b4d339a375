/**
 * The form rules of SPEC section 5: the one implementation, used by the server
 * (through @srm/domain), the portal and the elements. A rule answers true or its
 * own name; each side turns the name into a message in its language (server keys
 * `rule.<name>`, element msg ids `validation.<name>`).
 */
export type RuleName = 'required' | 'integer' | 'numeric' | 'nonNegative' | 'positive' | 'score' | 'telephone' | 'email' | 'mobile' | 'date';

export type RuleFailure = Exclude<RuleName, 'email' | 'mobile' | 'date'>;
export type RuleAnswer = true | RuleFailure;

// Decision: a leading '+' is accepted wherever a sign is ("+5" is an integer and a
// non-negative number): SPEC says "optional sign", and a pasted "+5" means 5.
const INTEGER = /^[+-]?\d+$/;
const NUMERIC = /^[+-]?\d+(\.\d+)?$/;
const NON_NEGATIVE = /^\+?\d+(\.\d+)?$/;
// Decision: a score is 0-100 with at most two decimals, written without a leading
// zero: "099" is refused (more likely a slip for "99" or "0.99" than a score), "0",
// "0.5", "100" and "100.00" pass.
const SCORE = /^(100(\.0{1,2})?|([1-9]\d?|0)(\.\d{1,2})?)$/;
// Decision: SPEC's "2-3 digit area code" is read with China's trunk zero, so
// "010-12345678" and "0755-12345678" pass as well as "21-1234567"; the extension
// after a second hyphen has 3-4 digits.
const TELEPHONE = /^((0?\d{2,3})-)?\d{7,8}(-\d{3,4})?$/;

/** Empty: undefined, null, a blank string, an empty array, NaN. `0` and `'N'` are values. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

const text = (value: unknown): string => String(value).trim();

/** Optional sign, digits, optional decimals. */
export const isRealNumber = (value: unknown): boolean => !isEmpty(value) && NUMERIC.test(text(value));
/** A non-negative number string (0 allowed). */
export const isNonNegativeNumber = (value: unknown): boolean => !isEmpty(value) && NON_NEGATIVE.test(text(value));
/** A non-negative number string greater than 0. */
export const isPositiveNumber = (value: unknown): boolean => isNonNegativeNumber(value) && Number(text(value)) > 0;

/** Each check runs only on a non-empty value: a non-required empty value passes. */
const CHECKS: Record<Exclude<RuleName, 'required'>, (v: unknown) => boolean> = {
  integer: (v) => INTEGER.test(text(v)),
  numeric: isRealNumber,
  nonNegative: isNonNegativeNumber,
  positive: isPositiveNumber,
  score: (v) => SCORE.test(text(v)),
  telephone: (v) => TELEPHONE.test(text(v)),
  // SPEC: email, mobile phone and date carry only the required check.
  email: () => true,
  mobile: () => true,
  date: () => true,
};

export function checkRule(rule: RuleName, value: unknown, required = false): RuleAnswer {
  if (isEmpty(value)) return required || rule === 'required' ? 'required' : true;
  if (rule === 'required') return true;
  return CHECKS[rule](value) ? true : (rule as RuleFailure);
}

/** Runs the rules in order and answers the first failure. */
export function checkRules(rules: readonly RuleName[], value: unknown, required = false): RuleAnswer {
  if (required && isEmpty(value)) return 'required';
  for (const rule of rules) {
    const answer = checkRule(rule, value, required);
    if (answer !== true) return answer;
  }
  return true;
}
