/**
 * Number parsing and formatting: the one implementation behind the grid's number
 * cells, the display field, print sheets and Excel import.
 */

/** Rounds away binary noise (SPEC section 9: rounding to 10 decimals). */
export function round10(n: number): number {
  return Math.round(n * 1e10) / 1e10;
}

const SEPARATORS = /[,\s\u00a0\uff0c_']/g;
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Parses what a person typed: thousands separators (`,`, full-width `，`, spaces,
 * `_`, `'`) are stripped, a full-width point is a point. Answers `null` for empty
 * input, `NaN` when the rest is not a number.
 */
export function parseNumberInput(input: unknown): number | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'number') return Number.isFinite(input) ? input : NaN;
  const s = String(input)
    .replace(SEPARATORS, '')
    .replace(/\uff0e/g, '.');
  if (s === '') return null;
  if (!NUMBER_TEXT.test(s)) return NaN;
  return Number(s);
}

/** A number from a value (number or numeric string, separators allowed), else null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = parseNumberInput(value);
    return n === null || Number.isNaN(n) ? null : n;
  }
  return null;
}

/** The plain decimal text of a finite number ("1e-7" -> "0.0000001"). */
function plainDecimal(n: number): string {
  const s = String(n);
  if (!/e/i.test(s)) return s;
  return n
    .toFixed(20)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
}

/**
 * Rounds a decimal string half away from zero on its digits.
 * Decision: 1.005 at 2 decimals is "1.01" everywhere (the digits a person typed and
 * sees), never toFixed's "1.00" (which rounds the binary value 1.00499...).
 */
export function roundDecimal(decimal: string, precision: number): string {
  const negative = decimal.startsWith('-');
  const [int, frac = ''] = decimal.replace(/^[+-]/, '').split('.');
  const digits = (int + frac.padEnd(precision + 1, '0').slice(0, precision + 1)).split('').map(Number);
  const up = digits.pop()! >= 5;
  if (up) {
    let i = digits.length - 1;
    while (i >= 0) {
      if (digits[i] === 9) {
        digits[i] = 0;
        i--;
      } else {
        digits[i]++;
        break;
      }
    }
    if (i < 0) digits.unshift(1);
  }
  const all = digits.join('');
  const intPart = (all.slice(0, all.length - precision) || '0').replace(/^0+(?=\d)/, '');
  const fracPart = precision > 0 ? `.${all.slice(all.length - precision)}` : '';
  const out = intPart + fracPart;
  return negative && /[1-9]/.test(out) ? `-${out}` : out;
}

export interface NumberFormat {
  /** Fixed number of decimals (rounded half away from zero); kept as given when omitted. */
  precision?: number;
  /** Thousands separators (default true). */
  thousands?: boolean;
}

/**
 * Formats a number with thousands separators and optional precision. A string is read
 * after removing separators; a value that is not a number is shown as given.
 */
export function formatNumber(value: unknown, options: NumberFormat | number = {}): string {
  const opts: NumberFormat = typeof options === 'number' ? { precision: options } : options;
  if (value === null || value === undefined || value === '') return '';
  const n = toNumber(value);
  if (n === null) return String(value);
  // A typed string keeps its own digits (rounding works on them); a number is
  // first cleared of binary noise.
  const typed =
    typeof value === 'string'
      ? String(value)
          .replace(SEPARATORS, '')
          .replace(/\uff0e/g, '.')
      : '';
  let decimal = typed && !/e/i.test(typed) ? typed.replace(/^\+/, '') : plainDecimal(round10(n));
  if (decimal.startsWith('.')) decimal = `0${decimal}`;
  if (decimal.startsWith('-.')) decimal = `-0${decimal.slice(1)}`;
  if (decimal.endsWith('.')) decimal = decimal.slice(0, -1);
  if (typeof opts.precision === 'number' && opts.precision >= 0) decimal = roundDecimal(decimal, Math.floor(opts.precision));
  if (opts.thousands === false) return decimal;
  const [int, frac] = decimal.split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const grouped = (sign ? int.slice(1) : int).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return sign + grouped + (frac !== undefined ? `.${frac}` : '');
}

/** Applies min, max and precision to a typed number (the grid's number cell). */
export function normalizeNumber(n: number, opts: { min?: number; max?: number; precision?: number }): number {
  let v = n;
  if (typeof opts.max === 'number' && v > opts.max) v = opts.max;
  if (typeof opts.min === 'number' && v < opts.min) v = opts.min;
  if (typeof opts.precision === 'number' && opts.precision >= 0) {
    v = Number(roundDecimal(plainDecimal(round10(v)), opts.precision));
  }
  return round10(v);
}

/**
 * An estimated total as people say it: two significant figures in the reader's
 * way of grouping ("1.2M" in English, "120万" in Chinese), since the figure is
 * only as good as the database's statistics.
 */
export function approxCount(n: number, locale: string): string {
  return new Intl.NumberFormat(locale.startsWith('zh') ? 'zh-CN' : 'en', { notation: 'compact', maximumSignificantDigits: 2 }).format(n);
}
