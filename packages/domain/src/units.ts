/**
 * Unit conversion of SPEC section 3: lookup type UNIT_CONVERSION_RATIO, where
 * lookupCode is the source unit, meaning the target unit and description the rate.
 * The reverse direction uses the reciprocal rounded to 10 digits.
 */
export const UNIT_CONVERSION_LOOKUP = 'UNIT_CONVERSION_RATIO';
export const ROUNDING_DIGITS = 10;

export interface ConversionEntry {
  lookupCode: string;
  meaning: string;
  description: string;
  enabledFlag?: string;
}

export function roundTo(value: number, digits = ROUNDING_DIGITS): number {
  const factor = 10 ** digits;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/** The rate that turns a quantity in `from` into `to`, or null when none is known. */
export function conversionRate(entries: ConversionEntry[], from: string, to: string): number | null {
  if (from === to) return 1;
  const usable = entries.filter((e) => e.enabledFlag !== 'N');
  const direct = usable.find((e) => e.lookupCode === from && e.meaning === to);
  if (direct) return Number(direct.description);
  const reverse = usable.find((e) => e.lookupCode === to && e.meaning === from);
  if (reverse) return roundTo(1 / Number(reverse.description));
  return null;
}

export function convertQuantity(entries: ConversionEntry[], quantity: number, from: string, to: string): number | null {
  const rate = conversionRate(entries, from, to);
  return rate === null ? null : roundTo(quantity * rate);
}
