/** Chemical substances: a CAS number is refused unless its check digit is right (7439-92-1 is lead). */
import { ValidationError } from '../engine/app-error.ts';
import { registerHooks, savedValue } from '../engine/hooks.ts';

/** CAS check digit: the other digits from the right, weighted 1, 2, 3…, summed, modulo 10. */
export function validCas(value: string): boolean {
  const m = /^(\d{2,7})-(\d{2})-(\d)$/.exec(value);
  if (!m) return false;
  const digits = (m[1] + m[2]).split('').reverse();
  const sum = digits.reduce((s, d, i) => s + Number(d) * (i + 1), 0);
  return sum % 10 === Number(m[3]);
}

export function registerComponentHooks(): void {
  registerHooks('qmsChemicalComponent', {
    beforeSave(ctx) {
      const cas = savedValue(ctx, 'casNumber');
      if (typeof cas === 'string' && !validCas(cas.trim())) throw new ValidationError([{ field: 'casNumber', key: 'rule.casNumber' }]);
      if (typeof cas === 'string') ctx.record.casNumber = cas.trim();
    },
  });
}
