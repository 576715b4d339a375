/**
 * A supplier's confirmation of its published result and its appeal against
 * one line (entities/performance/STATES.md): the appeal is made only on the
 * supplier's own result while it waits for confirmation and within the
 * template's window; the result is under appeal until the buyer answers. An
 * accepted appeal puts the corrected score on the line and works out the
 * scheme's totals, grades and ranks again in SQL; the last confirmation
 * completes the scheme.
 */
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import { isSupplier } from '../engine/caller.ts';
import { registerHooks, savedValue, type ActionContext, type SaveContext } from '../engine/hooks.ts';
import type { EntityOperations } from '../engine/operations.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { totalGradeRank } from './scheme.ts';

interface Appealed {
  performanceId: number;
  supplierId: number;
  status: string;
  deadline: Date | null;
  deadlineText: string | null;
  closed: boolean;
  performanceNumber: string;
  schemeName: string;
}

async function appealedResult(tx: Queryable, lineId: unknown): Promise<Appealed | undefined> {
  const res = await tx.query<Appealed>(
    `SELECT p.performance_id AS "performanceId", p.supplier_id AS "supplierId", p.performance_status AS status, p.appeal_deadline AS deadline,
            to_char(p.appeal_deadline, 'YYYY-MM-DD HH24:MI') AS "deadlineText",
            (p.appeal_deadline IS NULL OR p.appeal_deadline < now()) AS closed, p.performance_number AS "performanceNumber", p.scheme_name AS "schemeName"
       FROM srm_spe_performance_lines l JOIN srm_spe_performances p ON p.performance_id = l.performance_id WHERE l.performance_line_id = $1`,
    [lineId],
  );
  return res.rows[0];
}

/** Another supplier's line, or one not published, reads as absent: the supplier learns nothing of it. */
async function checkAppealable(tx: Queryable, lineId: unknown, supplierId: number | null | undefined): Promise<Appealed> {
  const result = await appealedResult(tx, lineId);
  if (!result || (supplierId != null && Number(result.supplierId) !== Number(supplierId)) || !['PUBLISHED', 'APPEALED'].includes(result.status))
    throw new ValidationError([{ field: 'performanceLineId', key: 'rule.ref', params: { value: lineId } }]);
  if (result.closed) throw new ValidationError([{ field: 'performanceLineId', key: 'rule.appealWindowClosed', params: { value: result.deadlineText ?? '-' } }]);
  return result;
}

async function beforeSave(ctx: SaveContext): Promise<void> {
  if (!isSupplier(ctx.caller)) throw new AppError('FORBIDDEN');
  const result = await checkAppealable(ctx.tx, savedValue(ctx, 'performanceLineId'), ctx.caller.supplierId);
  const supplier = await ctx.tx.query<Record<string, unknown>>(
    'SELECT supplier_number AS "supplierNumber", supplier_name AS "supplierName" FROM srm_pos_supplier_info WHERE supplier_id = $1',
    [result.supplierId],
  );
  Object.assign(ctx.record, supplier.rows[0], {
    supplierId: result.supplierId,
    performanceId: result.performanceId,
    performanceNumber: result.performanceNumber,
    schemeName: result.schemeName,
    appealDeadline: result.deadline,
  });
}

/** One appeal at a time per result: a second waits for the first's answer. The result goes under appeal (spePerformance `appeal`). */
async function submitted(ops: EntityOperations, { tx, pending, record, caller }: ActionContext): Promise<void> {
  const result = await checkAppealable(tx, record.performanceLineId, Number(record.supplierId));
  if (result.status !== 'PUBLISHED') throw new AppError('PERFORMANCE_APPEAL_OPEN', { value: result.performanceNumber });
  await ops.transition(tx, pending, getEntity('spePerformance'), 'appeal', Number(result.performanceId), { by: caller });
}

/** The corrected score on the line, then the whole scheme weighed, totalled, graded and ranked again; the supplier's grade follows. */
async function accepted({ tx, record, caller }: ActionContext): Promise<void> {
  await tx.query('UPDATE srm_spe_performance_lines SET score = $2, weighted_score = round($2 * weight / 100, 2) WHERE performance_line_id = $1', [
    record.performanceLineId,
    record.correctedScore,
  ]);
  const scheme = await tx.query<{ schemeId: number; templateId: number }>(
    `SELECT s.scheme_id AS "schemeId", s.template_id AS "templateId" FROM srm_spe_schemes s JOIN srm_spe_performances p ON p.scheme_id = s.scheme_id
      WHERE p.performance_id = $1`,
    [record.performanceId],
  );
  await totalGradeRank(tx, scheme.rows[0].schemeId, scheme.rows[0].templateId);
  // The grade a supplier is known by is its latest published one: this result's, unless a later scheme has published since.
  await tx.query(
    `UPDATE srm_pos_supplier_info s SET supplier_grade = p.grade, last_updated_by = $2, last_update_date = now(), version_num = s.version_num + 1
       FROM srm_spe_performances p WHERE p.performance_id = $1 AND s.supplier_id = p.supplier_id AND p.grade IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM srm_spe_performances q WHERE q.supplier_id = p.supplier_id AND q.published_date > p.published_date)`,
    [record.performanceId, caller.userId],
  );
}

/** The answer kept, and the result back to confirm (spePerformance `answerAppeal`). */
async function answered(ops: EntityOperations, ctx: ActionContext): Promise<void> {
  const { tx, pending, record, comment, caller } = ctx;
  if (ctx.action.action === 'accept') await accepted(ctx);
  await tx.query('UPDATE srm_spe_appeals SET reply_reason = $2 WHERE appeal_id = $1', [record.appealId, comment ?? null]);
  const result = await tx.query<{ status: string }>('SELECT performance_status AS status FROM srm_spe_performances WHERE performance_id = $1', [
    record.performanceId,
  ]);
  if (result.rows[0]?.status === 'APPEALED')
    await ops.transition(tx, pending, getEntity('spePerformance'), 'answerAppeal', Number(record.performanceId), { by: caller });
}

/** The last supplier's confirmation completes its scheme (speScheme `complete`). */
async function confirmed(ops: EntityOperations, { tx, pending, record }: ActionContext): Promise<void> {
  const scheme = await tx.query<{ schemeId: number }>(
    `SELECT s.scheme_id AS "schemeId" FROM srm_spe_schemes s
      WHERE s.scheme_id = (SELECT scheme_id FROM srm_spe_performances WHERE performance_id = $1) AND s.scheme_status = 'PUBLISHED'
        AND NOT EXISTS (SELECT 1 FROM srm_spe_performances q WHERE q.scheme_id = s.scheme_id AND q.performance_status <> 'CONFIRMED')`,
    [record.performanceId],
  );
  if (scheme.rows[0]) await ops.transition(tx, pending, getEntity('speScheme'), 'complete', Number(scheme.rows[0].schemeId));
}

export function registerAppealHooks(ops: EntityOperations): void {
  registerHooks('speAppeal', {
    beforeSave,
    async afterAction(ctx) {
      if (ctx.action.action === 'submit') await submitted(ops, ctx);
      if (ctx.action.action === 'accept' || ctx.action.action === 'refuse') await answered(ops, ctx);
    },
  });
  registerHooks('spePerformance', {
    async afterAction(ctx) {
      if (ctx.action.action === 'confirm') await confirmed(ops, ctx);
    },
  });
}
