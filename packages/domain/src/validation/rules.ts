/**
 * The SPEC section 5 rules as the server answers them: the checks are @srm/values'
 * (the same the elements run); a failure is the key of its message in
 * ../i18n/messages.ts.
 */
import { checkRule as check, checkRules as checkAll, type RuleName } from '@srm/values/rules.ts';
import type { MessageKey } from '../i18n/messages.ts';

export type { RuleName } from '@srm/values/rules.ts';
export { isEmpty, isNonNegativeNumber, isPositiveNumber, isRealNumber } from '@srm/values/rules.ts';

export type RuleResult = true | MessageKey;

const key = (answer: ReturnType<typeof check>): RuleResult => (answer === true ? true : (`rule.${answer}` as MessageKey));

export function checkRule(rule: RuleName, value: unknown, required = false): RuleResult {
  return key(check(rule, value, required));
}

/** Runs the rules in order and answers the first failure. */
export function checkRules(rules: RuleName[], value: unknown, required = false): RuleResult {
  return key(checkAll(rules, value, required));
}
