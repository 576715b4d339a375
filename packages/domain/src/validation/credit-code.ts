/**
 * The unified social credit code (统一社会信用代码) of GB 32100-2015: 18
 * characters over digits and the capital letters without I, O, S, V and Z, the
 * last one a check character over the first 17. Used by the server (registration,
 * licence recognition) and the browser alike; a failure is the key of its
 * message in ../i18n/messages.ts.
 */
import type { RuleResult } from './rules.ts';

/** The 31 characters in the order of their values (0-30). */
export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
export const CREDIT_CODE_LENGTH = 18;
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

export type CreditCodeProblem = 'length' | 'charset' | 'checkDigit';

/** What a person typed, as the code is written: no spaces, capital letters. */
export const normaliseCreditCode = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** The check character of the first 17 characters, or null when one of them is outside the charset. */
export function creditCodeCheckChar(first17: string): string | null {
  if (first17.length < WEIGHTS.length) return null;
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) {
    const v = CREDIT_CODE_CHARSET.indexOf(first17[i]);
    if (v < 0) return null;
    sum += v * WEIGHTS[i];
  }
  const check = 31 - (sum % 31);
  return CREDIT_CODE_CHARSET[check === 31 ? 0 : check];
}

/** The first problem of a code as given (no normalising): its length, a character, or the check character. */
export function creditCodeProblem(code: string): CreditCodeProblem | null {
  if (code.length !== CREDIT_CODE_LENGTH) return 'length';
  for (const ch of code) if (!CREDIT_CODE_CHARSET.includes(ch)) return 'charset';
  return creditCodeCheckChar(code) === code[CREDIT_CODE_LENGTH - 1] ? null : 'checkDigit';
}

export const isCreditCode = (code: string): boolean => creditCodeProblem(code) === null;

/** The first character outside the charset (for the message), if any. */
export const firstForbiddenChar = (code: string): string | undefined => [...code].find((ch) => !CREDIT_CODE_CHARSET.includes(ch));

const KEYS = { length: 'rule.creditCodeLength', charset: 'rule.creditCodeCharset', checkDigit: 'rule.creditCodeCheckDigit' } as const;

/**
 * The rule as a form runs it: an empty value passes (required is its own rule);
 * otherwise the normalised value must be a valid code. Answers the message key
 * and the parameters of its message.
 */
export function checkCreditCode(value: unknown): { result: RuleResult; params: Record<string, unknown> } {
  if (value === undefined || value === null || String(value).trim() === '') return { result: true, params: {} };
  const code = normaliseCreditCode(String(value));
  const problem = creditCodeProblem(code);
  if (!problem) return { result: true, params: {} };
  return { result: KEYS[problem], params: { value: code, length: code.length, char: firstForbiddenChar(code) ?? '' } };
}
