/**
 * A performance scheme's run (entities/performance/STATES.md), each step in
 * SQL set statements over all its suppliers at once: collecting makes the
 * results, their indicator lines, one INSERT ... SELECT per measure, the
 * automatic scores (the formula compiled to SQL) and the evaluators' manual
 * score rows; calculating averages the manual scores, weighs, totals, grades
 * and ranks; publishing shows each supplier its result, tells it, and writes
 * its grade to its record.
 */
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import type { Caller } from '../engine/caller.ts';
import type { PendingEvents } from '../engine/events.ts';
import { registerHooks, savedValue, type ActionContext } from '../engine/hooks.ts';
import { notifySupplierUsers } from '../engine/notify-suppliers.ts';
import { transitionAll } from '../engine/transition-all.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { parseFormula, toSql } from './formula.ts';
import { MEASURE_CODES, MEASURES } from './measures.ts';
import { numberSql, reserveNumbers } from './numbers.ts';

const RESULTS = 'SELECT performance_id FROM srm_spe_performances WHERE scheme_id = $1';

async function clearResults(tx: Queryable, schemeId: unknown): Promise<void> {
  for (const table of ['srm_spe_manual_scores', 'srm_spe_performance_measures', 'srm_spe_performance_lines'])
    await tx.query(`DELETE FROM ${table} WHERE performance_id IN (${RESULTS})`, [schemeId]);
  await tx.query('DELETE FROM srm_spe_performances WHERE scheme_id = $1', [schemeId]);
}

/** A template's manual indicator with no evaluator would leave its line unscored for ever. */
async function refuseUnscorable(tx: Queryable, templateId: unknown): Promise<void> {
  const res = await tx.query<{ name: string }>(
    `SELECT i.indicator_name AS name FROM srm_spe_template_lines tl JOIN srm_spe_indicators i ON i.indicator_id = tl.indicator_id
      WHERE tl.template_id = $1 AND i.indicator_type = 'MANUAL'
        AND NOT EXISTS (SELECT 1 FROM srm_spe_indicator_evaluators e WHERE e.indicator_id = i.indicator_id)
      ORDER BY tl.template_line_id LIMIT 1`,
    [templateId],
  );
  if (res.rows.length) throw new AppError('PERFORMANCE_NO_EVALUATOR', { value: res.rows[0].name });
}

async function collect(tx: Queryable, scheme: Record<string, unknown>, caller: Caller): Promise<void> {
  const id = scheme.schemeId;
  await refuseUnscorable(tx, scheme.templateId);
  await clearResults(tx, id);
  // The suppliers named, else every qualified supplier.
  const suppliers = `SELECT s.supplier_id, s.supplier_number, s.supplier_name FROM srm_pos_supplier_info s
    WHERE CASE WHEN EXISTS (SELECT 1 FROM srm_spe_scheme_suppliers x WHERE x.scheme_id = $1)
      THEN s.supplier_id IN (SELECT x.supplier_id FROM srm_spe_scheme_suppliers x WHERE x.scheme_id = $1)
      ELSE s.supplier_status = 'EFFECTIVE' END`;
  const n = Number((await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${suppliers}) s`, [id])).rows[0].n);
  if (!n) throw new AppError('PERFORMANCE_NOTHING_COLLECTED');
  const numbers = await reserveNumbers(tx, 'JX-{yyyyMMdd}-{seq:3}', n);
  await tx.query(
    `INSERT INTO srm_spe_performances (performance_number, scheme_id, scheme_number, scheme_name, period_from, period_to,
        supplier_id, supplier_number, supplier_name, performance_status, created_by, last_updated_by)
     SELECT ${numberSql('$2', '$3 + row_number() OVER (ORDER BY s.supplier_id) - 1', '$4')}, h.scheme_id, h.scheme_number, h.scheme_name,
        h.period_from, h.period_to, s.supplier_id, s.supplier_number, s.supplier_name, 'NEW', $5, $5
       FROM (${suppliers}) s CROSS JOIN srm_spe_schemes h WHERE h.scheme_id = $1`,
    [id, numbers.prefix, numbers.first, numbers.width, caller.userId],
  );
  await tx.query(
    `INSERT INTO srm_spe_performance_lines (performance_id, indicator_id, indicator_code, indicator_name, indicator_type, formula, weight, created_by, last_updated_by)
     SELECT p.performance_id, i.indicator_id, i.indicator_code, i.indicator_name, i.indicator_type, i.formula, tl.weight, $3, $3
       FROM srm_spe_performances p CROSS JOIN srm_spe_template_lines tl JOIN srm_spe_indicators i ON i.indicator_id = tl.indicator_id
      WHERE p.scheme_id = $1 AND tl.template_id = $2 ORDER BY p.performance_id, tl.template_line_id`,
    [id, scheme.templateId, caller.userId],
  );
  for (const m of MEASURES) {
    await tx.query(
      `INSERT INTO srm_spe_performance_measures (performance_id, measure_code, measure_value, created_by, last_updated_by)
       SELECT p.performance_id, $4, COALESCE(m.v, 0), $5, $5 FROM srm_spe_performances p LEFT JOIN (${m.sql}) m ON m.supplier_id = p.supplier_id
        WHERE p.scheme_id = $3`,
      [scheme.periodFrom, scheme.periodTo, id, m.code, caller.userId],
    );
  }
  await scoreAutomatic(tx, id);
  await tx.query(
    `INSERT INTO srm_spe_manual_scores (performance_line_id, performance_id, scheme_id, scheme_number, supplier_name, indicator_name,
        indicator_description, evaluator_user_id, evaluator_name, score_status, created_by, last_updated_by)
     SELECT l.performance_line_id, p.performance_id, p.scheme_id, p.scheme_number, p.supplier_name, l.indicator_name,
        i.indicator_description, e.user_id, e.evaluator_name, 'PENDING', $2, $2
       FROM srm_spe_performance_lines l JOIN srm_spe_performances p ON p.performance_id = l.performance_id
       JOIN srm_spe_indicators i ON i.indicator_id = l.indicator_id JOIN srm_spe_indicator_evaluators e ON e.indicator_id = l.indicator_id
      WHERE p.scheme_id = $1 AND l.indicator_type = 'MANUAL' ORDER BY l.performance_line_id, e.evaluator_id`,
    [id, caller.userId],
  );
  // The collection's date and the calculation's clearing are the action's (`stamp`, `clears`).
  await tx.query('UPDATE srm_spe_schemes SET supplier_count = $2 WHERE scheme_id = $1', [id, n]);
}

/** Each automatic indicator's score for every supplier at once: its formula in SQL over the measures pivoted per result. */
async function scoreAutomatic(tx: Queryable, schemeId: unknown): Promise<void> {
  const formulas = await tx.query<{ indicatorId: number; formula: string }>(
    `SELECT DISTINCT l.indicator_id AS "indicatorId", l.formula FROM srm_spe_performance_lines l
      WHERE l.indicator_type = 'AUTO' AND l.performance_id IN (${RESULTS})`,
    [schemeId],
  );
  const pivot = [...MEASURE_CODES].map((c) => `max(measure_value) FILTER (WHERE measure_code = '${c}') AS "${c}"`).join(', ');
  for (const { indicatorId, formula } of formulas.rows) {
    // Checked when the indicator was saved; parsed again because only the text is kept.
    const expr = toSql(parseFormula(formula, MEASURE_CODES), (c) => `m."${c}"`);
    await tx.query(
      `UPDATE srm_spe_performance_lines l SET score = LEAST(100, GREATEST(0, round(${expr}, 2)))
         FROM (SELECT performance_id, ${pivot} FROM srm_spe_performance_measures WHERE performance_id IN (${RESULTS}) GROUP BY performance_id) m
        WHERE l.performance_id = m.performance_id AND l.indicator_id = $2`,
      [schemeId, indicatorId],
    );
  }
}

async function refusePendingScores(tx: Queryable, schemeId: unknown): Promise<void> {
  const res = await tx.query<{ n: number; example: string | null }>(
    `SELECT count(*)::int AS n, min(supplier_name || ' / ' || indicator_name || ' / ' || evaluator_name) AS example
       FROM srm_spe_manual_scores WHERE scheme_id = $1 AND score_status = 'PENDING'`,
    [schemeId],
  );
  const { n, example } = res.rows[0];
  if (n) throw new AppError('PERFORMANCE_SCORES_PENDING', { count: n, value: example });
}

/** Totals, grades by the template's bands and ranks every result of the scheme from its weighted lines. */
export async function totalGradeRank(tx: Queryable, schemeId: unknown, templateId: unknown): Promise<void> {
  await tx.query(
    `UPDATE srm_spe_performances p SET total_score = t.total, rank_num = t.rank,
        grade = (SELECT g.grade FROM srm_spe_template_grades g WHERE g.template_id = $2 AND g.min_score <= t.total ORDER BY g.min_score DESC LIMIT 1)
       FROM (SELECT performance_id, total, rank() OVER (ORDER BY total DESC)::int AS rank FROM (
               SELECT l.performance_id, sum(l.weighted_score) AS total FROM srm_spe_performance_lines l
                WHERE l.performance_id IN (${RESULTS}) GROUP BY l.performance_id) x) t
      WHERE p.performance_id = t.performance_id`,
    [schemeId, templateId],
  );
}

/** Weighs, totals, grades by the template's bands and ranks every result of the scheme; the results and the scores counted move, each set in one statement. */
export async function calculate(tx: Queryable, pending: PendingEvents, scheme: Record<string, unknown>, caller: Caller): Promise<void> {
  const id = scheme.schemeId;
  await tx.query(
    `UPDATE srm_spe_performance_lines l SET score = s.avg FROM (
        SELECT performance_line_id, round(avg(score), 2) AS avg FROM srm_spe_manual_scores WHERE scheme_id = $1 GROUP BY performance_line_id) s
      WHERE l.performance_line_id = s.performance_line_id`,
    [id],
  );
  await tx.query(`UPDATE srm_spe_performance_lines SET weighted_score = round(COALESCE(score, 0) * weight / 100, 2) WHERE performance_id IN (${RESULTS})`, [
    id,
  ]);
  await totalGradeRank(tx, id, scheme.templateId);
  await transitionAll(tx, pending, getEntity('spePerformance'), 'calculate', { schemeId: id }, { by: caller });
  await transitionAll(tx, pending, getEntity('speManualScore'), 'close', { schemeId: id }, { by: caller });
}

async function publish({ tx, record, caller, pending }: ActionContext): Promise<void> {
  const id = record.schemeId;
  // Every result published (its stamp and the supplier's to-do to confirm are the action's), then its appeal window.
  await transitionAll(tx, pending, getEntity('spePerformance'), 'publish', { schemeId: id }, { by: caller });
  const results = await tx.query<{ performanceId: number; performanceNumber: string; supplierId: number; grade: string | null; total: string }>(
    `UPDATE srm_spe_performances p SET appeal_deadline = p.published_date + make_interval(days => COALESCE(t.appeal_days, 7)::int)
       FROM srm_spe_templates t WHERE p.scheme_id = $1 AND t.template_id = $2
     RETURNING p.performance_id AS "performanceId", p.performance_number AS "performanceNumber", p.supplier_id AS "supplierId", p.grade,
        p.total_score::text AS total`,
    [id, record.templateId],
  );
  // The grade a supplier is known by is its latest published one.
  await tx.query(
    `UPDATE srm_pos_supplier_info s SET supplier_grade = p.grade, last_updated_by = $2, last_update_date = now(), version_num = s.version_num + 1
       FROM srm_spe_performances p WHERE p.scheme_id = $1 AND p.grade IS NOT NULL AND s.supplier_id = p.supplier_id`,
    [id, caller.userId],
  );
  for (const r of results.rows) {
    const text = {
      zh: `贵公司${record.schemeName}的绩效结果已发布：${r.total}分，${r.grade ?? '-'}级`,
      en: `Your performance result of ${record.schemeName} is published: ${r.total} points, grade ${r.grade ?? '-'}`,
    };
    await notifySupplierUsers(
      tx,
      [r.supplierId],
      text,
      { entity: 'spePerformance', recordId: r.performanceId, link: 'srmSpePerformanceListMenu' },
      caller,
      pending,
    );
  }
}

export function registerSchemeHooks(): void {
  registerHooks('speScheme', {
    beforeSave(ctx) {
      const from = savedValue(ctx, 'periodFrom');
      const to = savedValue(ctx, 'periodTo');
      if (from && to && String(to) < String(from)) throw new ValidationError([{ field: 'periodTo', key: 'rule.dateOrder' }]);
    },
    async beforeAction({ tx, action, record }) {
      if (action.action === 'calculate') await refusePendingScores(tx, record.schemeId);
    },
    async afterAction(ctx) {
      if (ctx.action.action === 'collect') await collect(ctx.tx, ctx.record, ctx.caller);
      if (ctx.action.action === 'calculate') await calculate(ctx.tx, ctx.pending, ctx.record, ctx.caller);
      if (ctx.action.action === 'publish') await publish(ctx);
    },
  });
}
