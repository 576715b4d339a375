/**
 * Performance templates (entities/performance/STATES.md): weights of the
 * indicators sum to exactly 100 and no two grade bands start at one score,
 * checked on every save that sends the lines or bands.
 */
import { ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { registerHooks } from '../engine/hooks.ts';

type Row = Record<string, unknown>;

/** Weights in hundredths, so 33.33 + 33.33 + 33.34 is exactly 100. */
const hundredths = (v: unknown) => Math.round(Number(v ?? 0) * 100);

export function weightViolations(lines: Row[]): FieldViolation[] {
  const total = lines.reduce((s, l) => s + hundredths(l.weight), 0);
  if (total === 10000) return [];
  // Named on the last line: the one a buyer typed last is the likeliest to fix.
  const at = lines.length ? { child: 'lines', row: lines.length - 1 } : {};
  return [{ field: 'weight', key: 'rule.weightsNot100', params: { total: total / 100 }, ...at }];
}

function bandViolations(bands: Row[]): FieldViolation[] {
  const seen = new Set<number>();
  const out: FieldViolation[] = [];
  for (const [row, band] of bands.entries()) {
    const at = hundredths(band.minScore);
    if (seen.has(at)) out.push({ field: 'minScore', key: 'rule.gradeBandsOverlap', params: { value: String(band.grade) }, child: 'grades', row });
    seen.add(at);
  }
  return out;
}

export function registerTemplateHooks(): void {
  registerHooks('speTemplate', {
    beforeSave(ctx) {
      const lines = ctx.lines.lines;
      const bands = ctx.lines.grades;
      const violations = [...(lines ? weightViolations(lines) : []), ...(bands ? bandViolations(bands) : [])];
      if (violations.length) throw new ValidationError(violations);
    },
  });
}
