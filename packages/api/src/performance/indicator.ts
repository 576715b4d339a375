/**
 * Performance indicators (entities/performance/STATES.md): an automatic one's
 * formula is parsed and checked on every save (unknown measure, unguarded
 * division), a manual one keeps no formula; `doCopy` makes a new ACTIVE
 * indicator of the same definition under a fresh code.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Queryable } from '../db/db.ts';
import { ValidationError } from '../engine/app-error.ts';
import { registerHooks, savedValue } from '../engine/hooks.ts';
import type { OperationContext, Row } from '../engine/operations.ts';
import { FormulaError, parseFormula } from './formula.ts';
import { MEASURE_CODES } from './measures.ts';

/** Refuses a formula that does not parse, names an unknown measure or may divide by zero, on the field `formula`. */
export function checkFormula(formula: unknown): void {
  const text = typeof formula === 'string' ? formula.trim() : '';
  if (!text) throw new ValidationError([{ field: 'formula', key: 'rule.required' }]);
  try {
    parseFormula(text, MEASURE_CODES);
  } catch (e) {
    if (e instanceof FormulaError) throw new ValidationError([{ field: 'formula', key: e.key, params: e.params }]);
    throw e;
  }
}

/** The first `<code>-<n>` no indicator has yet. */
async function freeCode(tx: Queryable, code: string): Promise<string> {
  const taken = new Set(
    (await tx.query<{ c: string }>(`SELECT indicator_code AS c FROM srm_spe_indicators WHERE indicator_code LIKE $1`, [`${code}-%`])).rows.map((r) => r.c),
  );
  let n = 1;
  while (taken.has(`${code}-${n}`)) n++;
  return `${code}-${n}`;
}

/** `doCopy`: the same name, kind, formula and evaluators under a new code, ACTIVE. */
export async function copyIndicator({ ops, tx, caller, pending, body }: OperationContext): Promise<unknown> {
  const def = getEntity('speIndicator');
  const source = await ops.findById(def, caller, body, tx);
  const copy: Row = {
    indicatorCode: await freeCode(tx, String(source.indicatorCode).slice(0, 34)),
    indicatorName: source.indicatorName,
    indicatorDimension: source.indicatorDimension,
    indicatorType: source.indicatorType,
    formula: source.formula,
    indicatorDescription: source.indicatorDescription,
    evaluators: ((source.evaluators as Row[] | undefined) ?? []).map((e) => ({ userId: e.userId })),
  };
  const id = await ops.saveOne(tx, def, caller, copy, pending);
  return ops.findById(def, caller, { indicatorId: id }, tx);
}

export function registerIndicatorHooks(): void {
  registerHooks('speIndicator', {
    beforeSave(ctx) {
      if (savedValue(ctx, 'indicatorType') === 'AUTO') checkFormula(savedValue(ctx, 'formula'));
      // A manual indicator is scored by its evaluators: a formula left from an automatic past would mislead.
      else ctx.record.formula = null;
    },
  });
}
