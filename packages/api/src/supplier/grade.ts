/**
 * Supplier grading (STATES.md of entities/supplier): each supplier once per
 * grading, and none that has left; submitted with a line at least and no
 * supplier on another grading awaiting approval; the approval writes each
 * supplier's grade (its line keeping the grade it replaced) and tells the
 * supplier; a reconfirmation keeps its reason.
 */
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { registerHooks, type ActionContext } from '../engine/hooks.ts';
import { tellSupplier, updateSupplier } from './documents.ts';
import { once } from '../engine/once.ts';
import { today } from '../engine/clock.ts';

type Row = Record<string, unknown>;
const CHILD = 'lines';

/** The graded suppliers: any that has left, or is named twice, is refused on its line. */
async function lineViolations(tx: Queryable, lines: Row[]): Promise<FieldViolation[]> {
  const ids = lines.map((l) => Number(l.supplierId)).filter((n) => Number.isFinite(n));
  const res = await tx.query<{ id: string }>(
    `SELECT supplier_id::text AS id FROM srm_pos_supplier_info WHERE supplier_id = ANY($1) AND supplier_status = 'QUIT'`,
    [ids],
  );
  const quit = new Set(res.rows.map((r) => r.id));
  const seen = new Set<string>();
  const out: FieldViolation[] = [];
  for (const [row, line] of lines.entries()) {
    const id = String(line.supplierId);
    const value = String(line.supplierName ?? id);
    if (quit.has(id)) out.push({ field: 'supplierId', key: 'rule.supplierQuit', params: { value }, row, child: CHILD });
    else if (seen.has(id)) out.push({ field: 'supplierId', key: 'rule.unique', params: { value }, row, child: CHILD });
    seen.add(id);
  }
  return out;
}

const linesOf = async (tx: Queryable, gradeId: unknown) =>
  (
    await tx.query<Row>(
      `SELECT supplier_id AS "supplierId", supplier_name AS "supplierName", adjust_grade AS "adjustGrade"
         FROM srm_slc_supplier_grade_lines WHERE grade_id = $1 ORDER BY grade_line_id`,
      [gradeId],
    )
  ).rows;

/** A supplier is graded by one document at a time: the one approved last would silently win. */
async function refuseGradedElsewhere(tx: Queryable, record: Row, lines: Row[]): Promise<void> {
  const open = await tx.query<{ n: string; s: string }>(
    `SELECT g.grade_number AS n, l.supplier_name AS s FROM srm_slc_supplier_grade_lines l JOIN srm_slc_supplier_grades g ON g.grade_id = l.grade_id
      WHERE g.grade_status = 'APPROVING' AND g.grade_id <> $1 AND l.supplier_id = ANY($2) ORDER BY g.grade_id LIMIT 1`,
    [record.gradeId, lines.map((l) => Number(l.supplierId))],
  );
  if (open.rows.length) throw new AppError('SUPPLIER_DOCUMENT_OPEN', { document: `${open.rows[0].n} (${open.rows[0].s})` });
}

async function approved({ tx, record, caller, pending }: ActionContext): Promise<void> {
  await tx.query('UPDATE srm_slc_supplier_grades SET approved_date = $2 WHERE grade_id = $1', [record.gradeId, today()]);
  // The line keeps the grade it replaces, as it stands now rather than when the line was saved.
  await tx.query(
    `UPDATE srm_slc_supplier_grade_lines l SET current_grade = s.supplier_grade FROM srm_pos_supplier_info s
      WHERE l.grade_id = $1 AND s.supplier_id = l.supplier_id`,
    [record.gradeId],
  );
  for (const line of await linesOf(tx, record.gradeId)) {
    const grade = String(line.adjustGrade);
    await updateSupplier(tx, line.supplierId, 'supplier_grade = $3', [grade], caller);
    const text = {
      zh: `贵公司的供应商级别评定为${grade}级（${record.gradeNumber}）`,
      en: `Your company is graded ${grade} (${record.gradeNumber})`,
    };
    await tellSupplier(tx, line.supplierId, text, { entity: 'slcSupplierGrade', recordId: record.gradeId }, caller, pending);
  }
}

export const registerGradeHooks = once((): void => {
  registerHooks('slcSupplierGrade', {
    async beforeSave(ctx) {
      const lines = ctx.lines[CHILD];
      if (!lines) return;
      const violations = await lineViolations(ctx.tx, lines);
      if (violations.length) throw new ValidationError(violations);
    },
    async beforeAction({ tx, action, record }) {
      if (action.action !== 'submit' && action.action !== 'approval') return;
      const lines = await linesOf(tx, record.gradeId);
      if (!lines.length) throw new ValidationError([{ field: CHILD, key: 'rule.required' }]);
      const violations = await lineViolations(tx, lines);
      if (violations.length) throw new ValidationError(violations);
      if (action.action === 'submit') await refuseGradedElsewhere(tx, record, lines);
    },
    // Once approved, its grades were in force: it stays, whatever state a reconfirmation leaves it in.
    beforeDelete({ record }) {
      if (record.approvedDate) throw new AppError('GRADE_APPLIED');
    },
    async afterAction(ctx) {
      if (ctx.action.action === 'approval') await approved(ctx);
      if (ctx.action.action === 'reconfirm')
        await ctx.tx.query('UPDATE srm_slc_supplier_grades SET reconfirm_reason = $2 WHERE grade_id = $1', [ctx.record.gradeId, ctx.comment]);
    },
  });
});
