/** Date patterns of SPEC section 9. */
export const DATE_PATTERNS = {
  date: 'yyyy-MM-dd',
  datetime: 'yyyy-MM-dd HH:mm:ss',
  year: 'yyyy',
  month: 'yyyy-MM',
} as const;

export type DatePatternName = keyof typeof DATE_PATTERNS;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Formats with the tokens yyyy, yy, MM, dd, HH, mm, ss in local time. */
export function formatDate(value: Date | string | number | null | undefined, pattern: string = DATE_PATTERNS.date): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : parseDateValue(value);
  if (!d || Number.isNaN(d.getTime())) return '';
  return pattern.replace(/yyyy|yy|MM|dd|HH|mm|ss/g, (token) => {
    switch (token) {
      case 'yyyy': return String(d.getFullYear());
      case 'yy': return pad(d.getFullYear() % 100);
      case 'MM': return pad(d.getMonth() + 1);
      case 'dd': return pad(d.getDate());
      case 'HH': return pad(d.getHours());
      case 'mm': return pad(d.getMinutes());
      default: return pad(d.getSeconds());
    }
  });
}

/** A plain `yyyy-MM-dd` is a calendar date in local time, not UTC midnight. */
function parseDateValue(value: string | number): Date | null {
  if (typeof value === 'number') return new Date(value);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(value.replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2'));
}

export function isValidDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

export function isValidDateTime(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(value)) return false;
  return !Number.isNaN(new Date(value.replace(' ', 'T')).getTime());
}
