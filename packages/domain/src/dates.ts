/** Date patterns, parsing and formatting of SPEC section 9: @srm/values' implementation. */
export {
  DATE_PATTERNS,
  type DatePatternName,
  formatDate,
  parseDate,
  isValidDate,
  isValidDateTime,
} from '@srm/values/dates.ts';
