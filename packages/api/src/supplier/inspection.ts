/**
 * On-site inspections and their plans (STATES.md of entities/supplier): the
 * supplier's sites listed by the server, one visited at least; no score above
 * the line's full marks; a plan named must be the supplier's and
 * confirmed; the supplier examines itself on every line before the inspectors
 * score every line; an approved inspection answers its qualification review.
 */
import { checkField } from '@srm/domain/entity/validate-record.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { linePayload, registerHooks, savedValue, type ActionContext, type SaveContext } from '../engine/hooks.ts';
import { refuseStepWithoutReview, stepDecided } from './introduction.ts';
import { once } from '../engine/once.ts';
import { today } from '../engine/clock.ts';

type Row = Record<string, unknown>;
const CHILD = 'scores';
const given = (v: unknown) => v !== null && v !== undefined && v !== '';

/** The inspection's lines in the order its screen shows them. */
const linesOf = async (tx: Queryable, inspectId: unknown) =>
  (await tx.query<Row>('SELECT score_id, max_score, self_score, score FROM srm_slc_locale_inspect_scores WHERE inspect_id = $1 ORDER BY score_id', [inspectId]))
    .rows;

function aboveFullMarks(lines: Row[]): FieldViolation[] {
  return lines.flatMap((line, row) =>
    (['selfScore', 'score'] as const)
      .filter((f) => given(line[f]) && given(line.maxScore) && Number(line[f]) > Number(line.maxScore))
      .map((field) => ({ field, key: 'rule.max' as const, params: { max: Number(line.maxScore) }, row, child: CHILD })),
  );
}

/** Every line must have the column set before the step; names the first lines without. */
async function refuseUnscored(tx: Queryable, inspectId: unknown, column: 'max_score' | 'self_score' | 'score', field: string): Promise<void> {
  const lines = await linesOf(tx, inspectId);
  if (!lines.length) throw new ValidationError([{ field: CHILD, key: 'rule.required' }]);
  const missing = lines.flatMap((l, row) => (given(l[column]) ? [] : [{ field, key: 'rule.required' as const, row, child: CHILD }]));
  if (missing.length) throw new ValidationError(missing);
}

async function planMustBeConfirmed(ctx: SaveContext): Promise<void> {
  const planId = savedValue(ctx, 'planId');
  if (!given(planId)) return;
  const plan = await ctx.tx.query<Row>('SELECT supplier_id, plan_status FROM srm_slc_inspect_plans WHERE plan_id = $1', [planId]);
  const p = plan.rows[0];
  if (!p || String(p.supplier_id) !== String(savedValue(ctx, 'supplierId')) || p.plan_status !== 'CONFIRMED')
    throw new ValidationError([{ field: 'planId', key: 'rule.planNotConfirmed' }]);
}

/** The supplier's self-examination (`lineInput`): its score and remark per line, each checked as a save would. */
async function recordSelfCheck(ctx: ActionContext): Promise<void> {
  const def = getEntity('slcLocaleInspectScore');
  const field = (name: string) => def.fields.find((f) => f.name === name)!;
  const lines = await linesOf(ctx.tx, ctx.record.inspectId);
  const rowOf = new Map(lines.map((l, row) => [String(l.score_id), { row, max: Number(l.max_score) }]));
  const answers = linePayload(ctx, 'scoreId');
  const violations: FieldViolation[] = [];
  for (const a of answers) {
    const line = rowOf.get(String(a.scoreId));
    if (!line) {
      violations.push({ field: 'scoreId', key: 'rule.ref', params: { value: String(a.scoreId) }, child: CHILD });
      continue;
    }
    for (const name of ['selfScore', 'selfComment']) {
      const v = checkField(field(name), a[name]);
      if (v) violations.push({ ...v, row: line.row, child: CHILD });
    }
    if (given(a.selfScore) && Number(a.selfScore) > line.max)
      violations.push({ field: 'selfScore', key: 'rule.max', params: { max: line.max }, row: line.row, child: CHILD });
  }
  if (violations.length) throw new ValidationError(violations);
  for (const a of answers)
    await ctx.tx.query('UPDATE srm_slc_locale_inspect_scores SET self_score = $2, self_comment = $3 WHERE score_id = $1', [
      a.scoreId,
      given(a.selfScore) ? Number(a.selfScore) : null,
      a.selfComment ?? null,
    ]);
  await refuseUnscored(ctx.tx, ctx.record.inspectId, 'self_score', 'selfScore');
}

/** The supplier's sites, made (again) by the server when the inspection is, or names another supplier or organisation: the one at its organisation ticked. */
async function makeSites(ctx: SaveContext): Promise<void> {
  const moved = ctx.mode === 'insert' || ['supplierId', 'orgId'].some((f) => f in ctx.record && String(ctx.record[f]) !== String(ctx.before?.[f]));
  if (!moved) return;
  await ctx.tx.query('DELETE FROM srm_slc_locale_inspect_sites WHERE inspect_id = $1', [ctx.id]);
  await ctx.tx.query(
    `INSERT INTO srm_slc_locale_inspect_sites (inspect_id, supplier_site_id, site_name, ou_name, site_status, inspect_flag, created_by, last_updated_by)
     SELECT $1, s.supplier_site_id, s.site_name, s.org_name, s.site_status, CASE WHEN s.org_id = $3 THEN 'Y' ELSE 'N' END, $4, $4
       FROM srm_pos_supplier_sites s WHERE s.supplier_id = $2 ORDER BY s.supplier_site_id`,
    [ctx.id, savedValue(ctx, 'supplierId'), savedValue(ctx, 'orgId'), ctx.caller.userId],
  );
}

/** A supplier with sites is inspected at one of them at least. */
async function refuseNoSite(tx: Queryable, inspectId: unknown): Promise<void> {
  const res = await tx.query<{ sites: number; ticked: number }>(
    `SELECT count(*)::int AS sites, count(*) FILTER (WHERE inspect_flag = 'Y')::int AS ticked FROM srm_slc_locale_inspect_sites WHERE inspect_id = $1`,
    [inspectId],
  );
  if (res.rows[0].sites > 0 && res.rows[0].ticked === 0) throw new AppError('INSPECTION_NO_SITE');
}

export const registerInspectionHooks = once((): void => {
  registerHooks('slcLocaleInspect', {
    async beforeSave(ctx) {
      const violations = aboveFullMarks(ctx.lines[CHILD] ?? []);
      if (violations.length) throw new ValidationError(violations);
      await refuseStepWithoutReview(
        ctx.tx,
        { qualificationId: savedValue(ctx, 'qualificationId'), supplierId: savedValue(ctx, 'supplierId') },
        'need_inspection_flag',
      );
      await planMustBeConfirmed(ctx);
    },
    afterSave: makeSites,
    async beforeAction(ctx) {
      if (ctx.action.action === 'release') {
        await refuseNoSite(ctx.tx, ctx.record.inspectId);
        await refuseUnscored(ctx.tx, ctx.record.inspectId, 'max_score', 'maxScore');
      }
      if (ctx.action.action === 'selfCheck') await recordSelfCheck(ctx);
      if (ctx.action.action === 'submit') await refuseUnscored(ctx.tx, ctx.record.inspectId, 'score', 'score');
    },
    async afterAction(ctx) {
      if (ctx.action.action !== 'approval') return;
      await ctx.tx.query('UPDATE srm_slc_locale_inspects SET approved_date = $2 WHERE inspect_id = $1', [ctx.record.inspectId, today()]);
      await stepDecided(ctx, 'inspection_result', ctx.record.inspectResult);
    },
  });
  registerHooks('slcInspectPlan', {
    async beforeSave(ctx) {
      const planned = savedValue(ctx, 'plannedDate');
      if (ctx.record.plannedDate !== undefined && given(planned) && String(planned) < today())
        throw new ValidationError([{ field: 'plannedDate', key: 'rule.min', params: { min: today() } }]);
      await refuseStepWithoutReview(
        ctx.tx,
        { qualificationId: savedValue(ctx, 'qualificationId'), supplierId: savedValue(ctx, 'supplierId') },
        'need_inspection_flag',
      );
    },
  });
});
