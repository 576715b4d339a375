/**
 * The shared table of cases: every side that validates or formats (the server's
 * routes, srm-form, the grid's number cell, srm-display-field) runs these and must
 * give the same answers. The decisions are written next to the rules they test.
 */
import type { RuleFailure, RuleName } from './rules.ts';

export interface RuleCase {
  rule: Exclude<RuleName, 'required' | 'email' | 'mobile' | 'date'>;
  value: string;
  /** true when accepted, else the rule that refuses it. */
  answer: true | RuleFailure;
}

export const RULE_CASES: readonly RuleCase[] = [
  { rule: 'telephone', value: '0755-12345678', answer: true },
  { rule: 'telephone', value: '010-12345678', answer: true },
  { rule: 'telephone', value: '021-12345678-123', answer: true },
  { rule: 'telephone', value: '1234567', answer: true },
  { rule: 'telephone', value: '00755-12345678', answer: 'telephone' },
  { rule: 'telephone', value: '123456', answer: 'telephone' },
  { rule: 'telephone', value: '0755-1234567a', answer: 'telephone' },
  { rule: 'integer', value: '+5', answer: true },
  { rule: 'integer', value: '-12', answer: true },
  { rule: 'integer', value: '1.5', answer: 'integer' },
  { rule: 'integer', value: 'abc', answer: 'integer' },
  { rule: 'numeric', value: '+3.25', answer: true },
  { rule: 'numeric', value: '1.5.1', answer: 'numeric' },
  { rule: 'nonNegative', value: '+5', answer: true },
  { rule: 'nonNegative', value: '0', answer: true },
  { rule: 'nonNegative', value: '-1', answer: 'nonNegative' },
  { rule: 'positive', value: '0.1', answer: true },
  { rule: 'positive', value: '+5', answer: true },
  { rule: 'positive', value: '0', answer: 'positive' },
  { rule: 'positive', value: '-1', answer: 'positive' },
  { rule: 'score', value: '099', answer: 'score' },
  { rule: 'score', value: '99', answer: true },
  { rule: 'score', value: '0.5', answer: true },
  { rule: 'score', value: '100', answer: true },
  { rule: 'score', value: '100.00', answer: true },
  { rule: 'score', value: '101', answer: 'score' },
  { rule: 'score', value: '50.123', answer: 'score' },
];

export interface NumberCase {
  value: string | number;
  precision?: number;
  text: string;
}

export const NUMBER_CASES: readonly NumberCase[] = [
  { value: 1.005, precision: 2, text: '1.01' },
  { value: '1.005', precision: 2, text: '1.01' },
  { value: 1234567.5, text: '1,234,567.5' },
  { value: 1234567.5, precision: 2, text: '1,234,567.50' },
  { value: -2.5, precision: 0, text: '-3' },
  { value: 0.1 + 0.2, text: '0.3' },
  { value: 9.995, precision: 2, text: '10.00' },
  { value: '1,234.5', precision: 1, text: '1,234.5' },
];

export interface DateCase {
  value: string;
  pattern: 'date' | 'datetime' | 'month' | 'year';
  /** The text shown; the value itself when it is not a date. */
  text: string;
}

export const DATE_CASES: readonly DateCase[] = [
  { value: '2024-03-05', pattern: 'date', text: '2024-03-05' },
  { value: '2024-3-5', pattern: 'date', text: '2024-03-05' },
  { value: '2024-03-05 08:09:10', pattern: 'datetime', text: '2024-03-05 08:09:10' },
  { value: '2024-03-05T08:09:10', pattern: 'datetime', text: '2024-03-05 08:09:10' },
  { value: '2024-03', pattern: 'month', text: '2024-03' },
  { value: '2024-02-31', pattern: 'date', text: '2024-02-31' },
  { value: 'soon', pattern: 'date', text: 'soon' },
];
