/**
 * Display formatting shared by `<srm-display-field>` and other elements (to-do panel,
 * tables). Pure functions, no DOM.
 */

/** SPEC 9 date patterns. */
export const DATE_PATTERNS = {
  date: 'yyyy-MM-dd',
  datetime: 'yyyy-MM-dd HH:mm:ss',
  year: 'yyyy',
  month: 'yyyy-MM',
} as const;

export type DateKind = keyof typeof DATE_PATTERNS;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const LOCAL = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?(?:\.\d+)?)?)?)?$/;

/**
 * Reads a date from a Date, epoch milliseconds, or a string. Strings without a zone
 * ('2024-03-05', '2024-03-05 08:09:10', '2024-03') are read as local time, as the server
 * sends them; strings with a zone (ISO with Z or an offset) are converted to local time.
 * Answers `null` when the value is not a date.
 */
export function parseDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value !== 'string') return null;
  const s = value.trim();
  if (/^\d{10,}$/.test(s)) return new Date(Number(s));
  const m = LOCAL.exec(s);
  if (m) {
    const [, y, mo = '1', d = '1', h = '0', mi = '0', se = '0'] = m;
    const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(se));
    // Refuse overflow such as 2024-02-31.
    if (date.getMonth() !== Number(mo) - 1 || date.getDate() !== Number(d)) return null;
    return date;
  }
  const t = Date.parse(s);
  return Number.isNaN(t) ? null : new Date(t);
}

/** Formats with the tokens yyyy, MM, dd, HH, mm, ss (the SPEC 9 patterns use only these). */
export function formatDatePattern(date: Date, pattern: string): string {
  return pattern.replace(/yyyy|MM|dd|HH|mm|ss/g, (token) => {
    switch (token) {
      case 'yyyy':
        return pad(date.getFullYear(), 4);
      case 'MM':
        return pad(date.getMonth() + 1);
      case 'dd':
        return pad(date.getDate());
      case 'HH':
        return pad(date.getHours());
      case 'mm':
        return pad(date.getMinutes());
      default:
        return pad(date.getSeconds());
    }
  });
}

/** Formats a date value as `kind` (date, datetime, year, month); '' for empty; the raw text when it is not a date. */
export function formatDate(value: unknown, kind: DateKind = 'date'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = parseDate(value);
  if (!date) return String(value);
  return formatDatePattern(date, DATE_PATTERNS[kind]);
}

export interface NumberFormat {
  /** Fixed number of decimals (rounded half away from zero); kept as given when omitted. */
  precision?: number;
  /** Thousands separators (default true). */
  thousands?: boolean;
}

/** Removes thousands separators typed or pasted by a user: '1,234.5' -> '1234.5'. */
export function stripThousands(text: string): string {
  return text.replace(/,/g, '').trim();
}

function roundHalfAway(value: number, precision: number): string {
  // toFixed rounds binary fractions (1.005 -> "1.00"); shift through the exponent instead.
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const shifted = Math.round(Number(`${abs}e${precision}`));
  const fixed = Number(`${shifted}e-${precision}`).toFixed(precision);
  return Number(fixed) === 0 ? fixed : sign + fixed;
}

/**
 * Formats a number with thousands separators and optional precision. Strings are read
 * after removing separators; a value that is not a number is shown as given.
 */
export function formatNumber(value: unknown, options: NumberFormat = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const text = typeof value === 'string' ? stripThousands(value) : String(value);
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i.test(text)) return String(value);
  const num = Number(text);
  if (!Number.isFinite(num)) return String(value);
  let fixed: string;
  if (options.precision !== undefined && options.precision !== null && options.precision >= 0) {
    fixed = roundHalfAway(num, Math.floor(options.precision));
  } else if (/e/i.test(text)) {
    fixed = String(num);
  } else {
    fixed = text.replace(/^\+/, '');
  }
  if (options.thousands === false) return fixed;
  const [int, frac] = fixed.split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const digits = sign ? int.slice(1) : int;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return sign + grouped + (frac !== undefined ? `.${frac}` : '');
}

export interface LookupLike {
  lookupCode: string;
  meaning: string;
}

/** The meaning of a code, or of each code of an array or comma-separated list; unknown codes are shown as is. */
export function lookupMeaning(value: unknown, entries: readonly LookupLike[] | null | undefined, separator = ', '): string {
  if (value === null || value === undefined || value === '') return '';
  const codes = Array.isArray(value) ? value.map(String) : String(value).split(',').map((c) => c.trim()).filter(Boolean);
  return codes.map((code) => (entries ?? []).find((e) => String(e.lookupCode) === code)?.meaning ?? code).join(separator);
}
