/**
 * Finds the unified social credit code in recognised text. The recogniser
 * confuses look-alikes (O/0, I/1, Z/2, S/5, B/8): a letter that never occurs in
 * a code (I, O, S, V, Z) is read as its digit, B and 8 may each be the other,
 * and the six digits of the region code (3rd to 8th character) may have been
 * read as letters. Of the readings of an 18-character run, the one that passes
 * the check character (GB 32100-2015) with the fewest changes wins; a run near
 * the label 统一社会信用代码 before any other.
 */
import { CREDIT_CODE_LENGTH, isCreditCode, normaliseCreditCode } from '@srm/domain/validation/credit-code.ts';
import type { OcrLine } from './ocr-engine.ts';

export interface CreditCodeReading {
  value: string;
  /** 0-100: the line's confidence, less for each character changed. */
  confidence: number;
  /** The check character holds. When it does not, `value` is the text as read, for the person to correct. */
  valid: boolean;
  /** Characters changed from what was read. */
  corrected: number;
}

/** Readings of a character that was read as this one; a forced one replaces it. */
const FORCED: Record<string, string[]> = { O: ['0'], I: ['1'], Z: ['2'], S: ['5'], V: ['U', 'Y'] };
const OPTIONAL: Record<string, string[]> = { B: ['8'], '8': ['B'] };
/** Region code positions hold digits only. */
const AS_DIGIT: Record<string, string> = { B: '8', D: '0', Q: '0', G: '6', L: '1', T: '7', U: '0' };
const REGION = { from: 2, to: 7 };
const MAX_OPTIONAL_CHANGES = 3;
const LABEL = /信用代码|社会信用|代码/;

/** Every character's readings: [as read] or its alternatives. */
function readingsOf(raw: string): { options: string[][]; forced: number } {
  let forced = 0;
  const options = [...raw].map((ch, i) => {
    if (FORCED[ch]) {
      forced++;
      return FORCED[ch];
    }
    const alt = [...(OPTIONAL[ch] ?? [])];
    if (i >= REGION.from && i <= REGION.to && AS_DIGIT[ch] && !alt.includes(AS_DIGIT[ch])) alt.push(AS_DIGIT[ch]);
    return [ch, ...alt];
  });
  return { options, forced };
}

/** The valid reading of an 18-character run with the fewest optional changes, if one exists. */
export function correctCreditCode(raw: string): { value: string; corrected: number } | null {
  const { options, forced } = readingsOf(raw);
  const optional = options.map((o, i) => (o.length > 1 && o[0] === raw[i] ? i : -1)).filter((i) => i >= 0);
  // A forced position with several readings (V: U or Y) is tried with each.
  const several = options.map((o, i) => (o.length > 1 && o[0] !== raw[i] ? i : -1)).filter((i) => i >= 0);
  const forcedVariants = several.reduce<string[][]>(
    (acc, i) => acc.flatMap((v) => options[i].map((alt) => v.map((c, j) => (j === i ? alt : c)))),
    [options.map((o) => o[0])],
  );
  for (let changes = 0; changes <= Math.min(MAX_OPTIONAL_CHANGES, optional.length); changes++) {
    for (const variant of forcedVariants) {
      const found = tryChanges(variant, options, optional, changes, 0);
      if (found) return { value: found, corrected: forced + changes };
    }
  }
  return null;
}

function tryChanges(chars: string[], options: string[][], positions: number[], changes: number, start: number): string | null {
  if (changes === 0) {
    const code = chars.join('');
    return isCreditCode(code) ? code : null;
  }
  for (let k = start; k < positions.length; k++) {
    const i = positions[k];
    for (const alt of options[i].slice(1)) {
      const next = chars.slice();
      next[i] = alt;
      const found = tryChanges(next, options, positions, changes - 1, k + 1);
      if (found) return found;
    }
  }
  return null;
}

/** Runs of letters and digits in a line, spaces between them removed (the recogniser splits a code in places). */
function runsOf(text: string): string[] {
  const compact = text.normalize('NFKC').replace(/\s+/g, '');
  return compact.match(/[0-9A-Za-z]{18,}/g) ?? [];
}

/** Upper case, with a lower-case l read as the digit 1 and o as 0 (as written in a code). */
const asWritten = (run: string) => normaliseCreditCode(run.replace(/l/g, '1').replace(/o/g, '0'));

export function findCreditCode(lines: OcrLine[]): CreditCodeReading | null {
  const labelled = new Set<number>();
  for (const [i, line] of lines.entries()) {
    if (LABEL.test(line.text.replace(/\s+/g, ''))) for (const j of [i, i + 1, i + 2]) labelled.add(j);
  }
  let best: { reading: CreditCodeReading; rank: number } | null = null;
  let unverified: CreditCodeReading | null = null;
  for (const [i, line] of lines.entries()) {
    for (const run of runsOf(line.text)) {
      const text = asWritten(run);
      const extra = text.length - CREDIT_CODE_LENGTH;
      // A longer run is the code with stray characters read beside it: try every window, the extra ones count as changes.
      for (let start = 0; start + CREDIT_CODE_LENGTH <= text.length; start++) {
        const raw = text.slice(start, start + CREDIT_CODE_LENGTH);
        const found = correctCreditCode(raw);
        if (!found) {
          if (!unverified && extra === 0) {
            // Still without the letters a code never has: those are certainly misread.
            const { options, forced } = readingsOf(raw);
            unverified = { value: options.map((o) => o[0]).join(''), confidence: Math.round(line.confidence / 2), valid: false, corrected: forced };
          }
          continue;
        }
        const corrected = found.corrected + extra;
        const rank = (labelled.has(i) ? 0 : 100) + corrected;
        if (!best || rank < best.rank) {
          best = { reading: { value: found.value, confidence: Math.max(0, Math.round(line.confidence - 10 * corrected)), valid: true, corrected }, rank };
        }
      }
    }
  }
  return best?.reading ?? unverified;
}
