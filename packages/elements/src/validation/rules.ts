import { msg } from '@lit/localize';
import { checkRule, type RuleFailure } from '@srm/values/rules.ts';

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

export type RuleCode = RuleFailure;

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
    case 'positive':
      return msg('Please enter a value greater than zero', { id: 'validation.positive', desc: 'Form rule: value is not above zero' });
  }
}

const RULE_CODES: ReadonlySet<string> = new Set<RuleCode>(['required', 'integer', 'numeric', 'nonNegative', 'positive', 'score', 'telephone']);

/** Turns a rule's answer into a message: known codes are localized, other strings are kept. */
export function resolveRuleResult(result: RuleResult | undefined | null | false): true | string {
  if (result === true || result === undefined || result === null) return true;
  if (result === false) return ruleMessage('required');
  return RULE_CODES.has(result) ? ruleMessage(result as RuleCode) : result;
}

export { isEmpty, isRealNumber, isNonNegativeNumber, isPositiveNumber } from '@srm/values/rules.ts';

// ---- form rules: the checks are @srm/values' (the same the server runs) ----

const rule =
  (name: RuleCode): ValidationRule =>
  (value) => {
    const answer = checkRule(name, value);
    return answer === true ? true : ruleMessage(answer as RuleCode);
  };

/** Refuses an empty value with "必填" (Required). */
export const required: ValidationRule = rule('required');
/** Optional sign then digits, else "必须输入数字". */
export const integer: ValidationRule = rule('integer');
/** Optional sign, digits, optional decimals, else "必须输入数值". */
export const numeric: ValidationRule = rule('numeric');
/** Non-negative number, else "必须输入不小于零数值". */
export const nonNegative: ValidationRule = rule('nonNegative');
/** A number greater than zero, else "必须输入大于零的数值". */
export const positive: ValidationRule = rule('positive');
/** 0 to 100 with at most two decimals, else "必须输入0-100的分数". */
export const score: ValidationRule = rule('score');
/** Telephone number, else "电话号码格式错误". */
export const telephone: ValidationRule = rule('telephone');

/** Field types of the form rules. email, mobile and date only get the required check. */
export type FieldRuleType = 'string' | 'integer' | 'numeric' | 'nonNegative' | 'positive' | 'score' | 'telephone' | 'email' | 'mobile' | 'date';

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
    case 'positive':
      list.push(positive);
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
