/**
 * Date parsing and formatting (SPEC section 9 patterns): the one implementation
 * behind the server, the portal and the elements.
 */
export const DATE_PATTERNS = {
  date: 'yyyy-MM-dd',
  datetime: 'yyyy-MM-dd HH:mm:ss',
  year: 'yyyy',
  month: 'yyyy-MM',
} as const;

export type DatePatternName = keyof typeof DATE_PATTERNS;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const LOCAL = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?(?:\.\d+)?)?)?)?$/;

/**
 * Reads a date from a Date, epoch milliseconds, or a string.
 * Decision: a string without a zone ('2024-03-05', '2024-03-05 08:09:10', '2024-3-5',
 * '2024-03') is local time, as the server writes it and a person means it; a string
 * with a zone (ISO with Z or an offset) is converted to local time; a day that does
 * not exist ('2024-02-31') is not a date. Answers null when the value is not a date.
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
    if (date.getMonth() !== Number(mo) - 1 || date.getDate() !== Number(d)) return null;
    if (Number(h) > 23 || Number(mi) > 59 || Number(se) > 59) return null;
    return date;
  }
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(s)) return null;
  const t = Date.parse(s.replace(' ', 'T'));
  return Number.isNaN(t) ? null : new Date(t);
}

/** Formats a Date with the tokens yyyy, yy, MM, dd, HH, mm, ss in local time. */
export function formatDatePattern(date: Date, pattern: string): string {
  return pattern.replace(/yyyy|yy|MM|dd|HH|mm|ss/g, (token) => {
    switch (token) {
      case 'yyyy':
        return pad(date.getFullYear(), 4);
      case 'yy':
        return pad(date.getFullYear() % 100);
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

/**
 * Formats a date value with a pattern or a pattern name ('date', 'datetime', 'year',
 * 'month'); '' for empty.
 * Decision: a value that is not a date is shown as given (a screen never hides what
 * is stored), except by the server's own formatting of Dates, which never meets one.
 */
export function formatDate(value: unknown, pattern: string = DATE_PATTERNS.date): string {
  if (value === null || value === undefined || value === '') return '';
  const date = parseDate(value);
  if (!date) return String(value);
  const p = pattern in DATE_PATTERNS ? DATE_PATTERNS[pattern as DatePatternName] : pattern;
  return formatDatePattern(date, p);
}

/** A calendar date written yyyy-MM-dd that exists. */
export function isValidDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && parseDate(value) !== null;
}

/** A date and time written yyyy-MM-dd HH:mm[:ss[.fff]], optionally with a zone. */
export function isValidDateTime(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i.test(value)) return false;
  return parseDate(value) !== null;
}
