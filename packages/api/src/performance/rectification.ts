/**
 * Rectification of a low performance result (entities/performance/STATES.md):
 * raised in SQL when a scheme is published, for every result graded at or
 * below its template's `rectifyGrade`, or by a buyer from a published result;
 * the buyer writes the problems and due date (clarified or extended while the
 * supplier answers), the supplier its answer only while the rectification
 * waits on it, and each is complete before it moves on.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { isSupplier, type Caller } from '../engine/caller.ts';
import { registerHooks, savedValue, type ActionContext, type DeleteContext, type SaveContext } from '../engine/hooks.ts';
import type { PendingEvents } from '../engine/events.ts';
import { afterTransition, closeTodos } from '../engine/todos.ts';
import { numberSql, reserveNumbers } from './numbers.ts';
import { today } from '../engine/clock.ts';

const ANSWER = ['causeAnalysis', 'rectifyMeasures', 'completionDate'];
const given = (v: unknown) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && !v.length);

const missing = (record: Record<string, unknown>, fields: string[]): FieldViolation[] =>
  fields.filter((f) => !given(record[f])).map((field) => ({ field, key: 'rule.required' }));

const pastDue = (due: unknown): FieldViolation[] =>
  given(due) && String(due) < today() ? [{ field: 'dueDate', key: 'rule.min', params: { min: today() } }] : [];

/** A result the buyer may ask to rectify: published to its supplier. Anything else reads as absent. */
async function publishedResult(tx: Queryable, performanceId: unknown): Promise<Record<string, unknown>> {
  const res = await tx.query<Record<string, unknown>>(
    `SELECT performance_number AS "performanceNumber", scheme_name AS "schemeName", supplier_id AS "supplierId", supplier_number AS "supplierNumber",
            supplier_name AS "supplierName", total_score AS "totalScore", grade
       FROM srm_spe_performances WHERE performance_id = $1 AND performance_status IN ('PUBLISHED', 'APPEALED', 'CONFIRMED')`,
    [performanceId],
  );
  if (!res.rows.length) throw new ValidationError([{ field: 'performanceId', key: 'rule.ref', params: { value: performanceId } }]);
  return res.rows[0];
}

const same = (a: unknown, b: unknown) => (!given(a) && !given(b)) || JSON.stringify(a) === JSON.stringify(b);

async function beforeSave(ctx: SaveContext): Promise<void> {
  const { tx, caller, record, before } = ctx;
  if (isSupplier(caller)) {
    // The supplier answers one released to it; the engine keeps its save to its own, in RELEASED or RETURNED.
    if (ctx.mode === 'insert') throw new AppError('FORBIDDEN');
    return;
  }
  // The answer is the supplier's to give: a buyer's form sends it back unchanged, a change is refused on its field.
  const violations: FieldViolation[] = [...ANSWER, 'evidenceIds']
    .filter((f) => f in record && !same(record[f], before?.[f]))
    .map((field) => ({ field, key: 'rule.supplierAnswers' }));
  for (const f of [...ANSWER, 'evidenceIds']) delete record[f];
  violations.push(...pastDue(record.dueDate));
  if (violations.length) throw new ValidationError(violations);
  if ('performanceId' in record && Number(record.performanceId) !== Number(before?.performanceId)) {
    // Once released, the supplier answers about this result: it stays.
    if (before && before.rectifyStatus !== 'NEW') throw new ValidationError([{ field: 'performanceId', key: 'rule.rectifyResultFixed' }]);
    Object.assign(record, await publishedResult(tx, savedValue(ctx, 'performanceId')));
  }
}

function beforeAction({ action, record }: ActionContext): void {
  let violations: FieldViolation[] = [];
  if (action.action === 'release') violations = [...missing(record, ['problemDescription', 'dueDate']), ...pastDue(record.dueDate)];
  if (action.action === 'submit') violations = missing(record, ANSWER);
  if (violations.length) throw new ValidationError(violations);
}

/** The comment an action keeps (the dates are the actions' `stamp`s). */
const KEPT: Record<string, string> = { return: 'return_reason', confirm: 'confirm_opinion' };

async function afterAction({ tx, action, record, comment }: ActionContext): Promise<void> {
  const column = KEPT[action.action];
  if (column) await tx.query(`UPDATE srm_spe_rectifications SET ${column} = $2 WHERE rectification_id = $1`, [record.rectificationId, comment ?? null]);
}

/**
 * The scheme's results graded at or below its template's `rectifyGrade` (by the
 * bands' scores, so the order of the grades is the template's own), each a NEW
 * rectification for the buyers to write and release: their to-dos.
 */
export async function raiseRectifications(tx: Queryable, schemeId: unknown, caller: Caller, pending: PendingEvents): Promise<number> {
  const low = `SELECT p.* FROM srm_spe_performances p JOIN srm_spe_schemes s ON s.scheme_id = p.scheme_id
      JOIN srm_spe_templates t ON t.template_id = s.template_id
      JOIN srm_spe_template_grades lim ON lim.template_id = t.template_id AND lim.grade = t.rectify_grade
      JOIN srm_spe_template_grades g ON g.template_id = t.template_id AND g.grade = p.grade
     WHERE p.scheme_id = $1 AND p.performance_status = 'PUBLISHED' AND g.min_score <= lim.min_score`;
  const n = Number((await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${low}) x`, [schemeId])).rows[0].n);
  if (!n) return 0;
  const numbers = await reserveNumbers(tx, 'ZG-{yyyyMMdd}-{seq:3}', n);
  const made = await tx.query<Record<string, unknown>>(
    `INSERT INTO srm_spe_rectifications (rectification_number, performance_id, performance_number, scheme_name, supplier_id, supplier_number,
        supplier_name, total_score, grade, source_type, rectify_status, created_by, last_updated_by)
     SELECT ${numberSql('$2', '$3 + row_number() OVER (ORDER BY p.performance_id) - 1', '$4')}, p.performance_id, p.performance_number,
        p.scheme_name, p.supplier_id, p.supplier_number, p.supplier_name, p.total_score, p.grade, 'AUTO', 'NEW', $5, $5
       FROM (${low}) p
     RETURNING rectification_id AS "rectificationId", rectification_number AS "rectificationNumber", supplier_id AS "supplierId",
        supplier_name AS "supplierName", rectify_status AS "rectifyStatus"`,
    [schemeId, numbers.prefix, numbers.first, numbers.width, caller.userId],
  );
  const def = getEntity('speRectification');
  for (const r of made.rows) await afterTransition(tx, def, r, null, caller, pending);
  return made.rows.length;
}

/** Only a NEW one goes, with the buyers' to-dos to release it; once released the supplier has been told of it. */
function beforeDelete({ record, caller, def }: DeleteContext): void {
  const state = String(record.rectifyStatus);
  if (state !== 'NEW') throw new AppError('NOT_EDITABLE', { state: def.workflow?.states[state]?.label[caller.lang] ?? state });
}

async function afterDelete({ tx, record, caller }: DeleteContext): Promise<void> {
  await closeTodos(tx, caller, undefined, { entity: 'speRectification', recordId: Number(record.rectificationId), only: 'users', cancel: true });
}

export function registerRectificationHooks(): void {
  registerHooks('speRectification', { beforeSave, beforeAction, afterAction, beforeDelete, afterDelete });
  // After the scheme's own publication hook (scheme.ts), registered first: the results are PUBLISHED by then.
  registerHooks('speScheme', {
    async afterAction({ tx, action, record, caller, pending }) {
      if (action.action === 'publish') await raiseRectifications(tx, record.schemeId, caller, pending);
    },
  });
}
