/**
 * Display formatting shared by `<srm-display-field>` and other elements (to-do panel,
 * tables). Pure functions, no DOM.
 */

// Dates and numbers are @srm/values' (the same the server and the portal use).
export { DATE_PATTERNS, parseDate, formatDatePattern, type DatePatternName as DateKind } from '@srm/values/dates.ts';
export { formatNumber, type NumberFormat } from '@srm/values/numbers.ts';
import { formatDate as formatValue, type DatePatternName } from '@srm/values/dates.ts';

/** Formats a date value as `kind` (date, datetime, year, month); '' for empty; the raw text when it is not a date. */
export function formatDate(value: unknown, kind: DatePatternName = 'date'): string {
  return formatValue(value, kind);
}

/** Removes thousands separators typed or pasted by a user: '1,234.5' -> '1234.5'. */
export function stripThousands(text: string): string {
  return text.replace(/,/g, '').trim();
}

export interface LookupLike {
  lookupCode: string;
  meaning: string;
}

/** The meaning of a code, or of each code of an array or comma-separated list; unknown codes are shown as is. */
export function lookupMeaning(value: unknown, entries: readonly LookupLike[] | null | undefined, separator = ', '): string {
  if (value === null || value === undefined || value === '') return '';
  const codes = Array.isArray(value)
    ? value.map(String)
    : String(value)
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean);
  return codes.map((code) => (entries ?? []).find((e) => String(e.lookupCode) === code)?.meaning ?? code).join(separator);
}
