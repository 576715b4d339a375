/**
 * Introducing a supplier (STATES.md of entities/supplier): a qualification
 * review's submit makes the supplier INTRODUCING at the organisation; its
 * approval of a pass needs the categories' required certificates valid on the
 * supplier's record; the on-site inspection and sample trial that answer it
 * write their results on it; and the introduction completes (the supplier,
 * its site and the categories made effective) once every step its scene asks
 * for has passed.
 */
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import type { Caller } from '../engine/caller.ts';
import type { PendingEvents } from '../engine/events.ts';
import { registerHooks, type ActionContext } from '../engine/hooks.ts';
import { tellSupplier } from './documents.ts';
import { once } from '../engine/once.ts';
import { today } from '../engine/clock.ts';

type Row = Record<string, unknown>;

/** Moves the supplier's status on from one of `from`, as the caller. */
const moveSupplier = (tx: Queryable, supplierId: unknown, to: string, from: string[], caller: Caller) =>
  tx.query(
    `UPDATE srm_pos_supplier_info SET supplier_status = $2, last_updated_by = $3, last_update_date = now(), version_num = version_num + 1
      WHERE supplier_id = $1 AND supplier_status = ANY($4)`,
    [supplierId, to, caller.userId, from],
  );

/** The supplier's site at the organisation (made if it has none) and the categories reviewed (proposed if new): introducing. */
async function startIntroducing({ tx, record, caller }: ActionContext): Promise<void> {
  await moveSupplier(tx, record.supplierId, 'INTRODUCING', ['POTENTIAL'], caller);
  await tx.query(
    `INSERT INTO srm_pos_supplier_sites (supplier_id, site_name, org_id, org_name, site_status, purchase_flag, payment_flag, created_by, last_updated_by)
     SELECT $1, s.supplier_name, $2, $3, 'INTRODUCING', 'Y', 'Y', $4, $4 FROM srm_pos_supplier_info s WHERE s.supplier_id = $1
     ON CONFLICT (supplier_id, org_id) DO NOTHING`,
    [record.supplierId, record.orgId, record.orgName, caller.userId],
  );
  await tx.query(
    `INSERT INTO srm_pos_supplier_categories (supplier_id, category_id, category_code, category_name, category_status, created_by, last_updated_by)
     SELECT $1, c.category_id, c.category_code, c.category_name, 'PROPOSED', $3, $3 FROM srm_slc_qualification_categories c
      WHERE c.qualification_id = $2
        AND NOT EXISTS (SELECT 1 FROM srm_pos_supplier_categories s WHERE s.supplier_id = $1 AND s.category_id = c.category_id)`,
    [record.supplierId, record.qualificationId, caller.userId],
  );
}

/** A pass needs every certificate the reviewed categories' requirements in effect mark required, valid today on the supplier's record. */
async function refuseMissingCertificates(tx: Queryable, record: Row): Promise<void> {
  const missing = await tx.query<{ kind: string; category: string }>(
    `SELECT DISTINCT l.certificate_type AS kind, r.category_name AS category
       FROM srm_slc_qualification_categories c
       JOIN srm_slc_qualification_requires r ON r.category_id = c.category_id AND r.require_status = 'EFFECTIVE'
       JOIN srm_slc_qualification_require_lines l ON l.require_id = r.require_id AND l.mandatory_flag = 'Y'
      WHERE c.qualification_id = $1
        AND NOT EXISTS (SELECT 1 FROM srm_pos_supplier_certificate s
                         WHERE s.supplier_id = $2 AND s.certificate_type = l.certificate_type
                           AND s.start_date <= $3 AND (s.long_term_flag = 'Y' OR s.end_date >= $3))
      ORDER BY 2, 1`,
    [record.qualificationId, record.supplierId, today()],
  );
  if (missing.rows.length)
    throw new AppError('QUALIFICATION_CERTIFICATES_MISSING', {
      certificates: missing.rows.map((r) => `${r.category}: ${r.kind}`).join(', '),
    });
}

/** An approved pass with an inspection or trial still to come: the site at the organisation QUALIFIED on paper meanwhile. */
async function qualifySite(tx: Queryable, qualificationId: unknown, caller: Caller): Promise<void> {
  await tx.query(
    `UPDATE srm_pos_supplier_sites t SET site_status = 'QUALIFIED', qualified_date = $2, last_updated_by = $3, last_update_date = now()
       FROM srm_slc_qualifications q
      WHERE q.qualification_id = $1 AND q.qualification_result = 'PASS' AND t.supplier_id = q.supplier_id AND t.org_id = q.org_id
        AND t.site_status = 'INTRODUCING'`,
    [qualificationId, today(), caller.userId],
  );
}

/** A pass without inspection or trial left, or with them passed, completes the introduction: supplier, site and categories effective. */
export async function completeIntroduction(tx: Queryable, qualificationId: unknown, caller: Caller, pending: PendingEvents): Promise<void> {
  const q = (
    await tx.query<Row>(
      `SELECT qualification_id, supplier_id, org_id, qualification_number FROM srm_slc_qualifications
        WHERE qualification_id = $1 AND qualification_status = 'APPROVED' AND qualification_result = 'PASS' AND introduced_date IS NULL
          AND (need_inspection_flag = 'N' OR inspection_result = 'PASS') AND (need_sample_trial_flag = 'N' OR sample_trial_result = 'PASS')`,
      [qualificationId],
    )
  ).rows[0];
  if (!q) return;
  const day = today();
  await tx.query('UPDATE srm_slc_qualifications SET introduced_date = $2 WHERE qualification_id = $1', [qualificationId, day]);
  await moveSupplier(tx, q.supplier_id, 'EFFECTIVE', ['POTENTIAL', 'INTRODUCING'], caller);
  await tx.query(
    `UPDATE srm_pos_supplier_sites SET site_status = 'EFFECTIVE', qualified_date = COALESCE(qualified_date, $3), last_updated_by = $4, last_update_date = now()
      WHERE supplier_id = $1 AND org_id = $2`,
    [q.supplier_id, q.org_id, day, caller.userId],
  );
  await tx.query(
    `UPDATE srm_pos_supplier_categories s SET category_status = 'ACTIVE', approved_date = $3, last_updated_by = $4, last_update_date = now()
       FROM srm_slc_qualification_categories c
      WHERE c.qualification_id = $2 AND s.supplier_id = $1 AND s.category_id = c.category_id AND s.category_status = 'PROPOSED'`,
    [q.supplier_id, qualificationId, day, caller.userId],
  );
  await tellSupplier(
    tx,
    q.supplier_id,
    {
      zh: `贵公司已通过引入审查（${q.qualification_number}），成为合格供应商`,
      en: `Your company has passed its introduction (${q.qualification_number}) and is now an effective supplier`,
    },
    { entity: 'slcQualification', recordId: q.qualification_id },
    caller,
    pending,
  );
}

/** A step (inspection, trial) naming a review must answer one that is approved, passed, asks for the step and has not had it passed yet. */
export async function refuseStepWithoutReview(tx: Queryable, record: Row, flag: 'need_inspection_flag' | 'need_sample_trial_flag'): Promise<void> {
  if (record.qualificationId === null || record.qualificationId === undefined) return;
  const res = await tx.query<Row>(
    `SELECT supplier_id, qualification_status, qualification_result, ${flag} AS needed FROM srm_slc_qualifications WHERE qualification_id = $1`,
    [record.qualificationId],
  );
  const q = res.rows[0];
  const ok =
    q && String(q.supplier_id) === String(record.supplierId) && q.qualification_status === 'APPROVED' && q.qualification_result === 'PASS' && q.needed === 'Y';
  if (!ok) throw new ValidationError([{ field: 'qualificationId', key: 'rule.reviewNotAwaitingStep' }]);
}

/** Writes a step's approved result on the review it answers, then tries to complete the introduction. */
export async function stepDecided(ctx: ActionContext, column: 'inspection_result' | 'sample_trial_result', result: unknown): Promise<void> {
  if (ctx.record.qualificationId === null || ctx.record.qualificationId === undefined) return;
  await ctx.tx.query(`UPDATE srm_slc_qualifications SET ${column} = $2 WHERE qualification_id = $1`, [ctx.record.qualificationId, result]);
  await completeIntroduction(ctx.tx, ctx.record.qualificationId, ctx.caller, ctx.pending);
}

/** Only a supplier that saw the review hears of its end. */
async function abandoning({ tx, record, caller, pending, comment }: ActionContext): Promise<void> {
  if (record.qualificationStatus === 'DRAFT') return;
  await tellSupplier(
    tx,
    record.supplierId,
    {
      zh: `资质审查 ${record.qualificationNumber} 已废弃：${comment ?? ''}`,
      en: `Qualification review ${record.qualificationNumber} was abandoned: ${comment ?? ''}`,
    },
    { entity: 'slcQualification', recordId: record.qualificationId },
    caller,
    pending,
  );
}

export const registerIntroductionHooks = once((): void => {
  registerHooks('slcQualification', {
    async beforeAction(ctx) {
      if (ctx.action.action === 'approval' && ctx.record.qualificationResult === 'PASS') await refuseMissingCertificates(ctx.tx, ctx.record);
      if (ctx.action.action === 'abandon') await abandoning(ctx);
    },
    async afterAction(ctx) {
      if (ctx.action.action === 'submit') await startIntroducing(ctx);
      if (ctx.action.action === 'approval') {
        await ctx.tx.query('UPDATE srm_slc_qualifications SET approved_date = $2 WHERE qualification_id = $1', [ctx.record.qualificationId, today()]);
        await qualifySite(ctx.tx, ctx.record.qualificationId, ctx.caller);
        await completeIntroduction(ctx.tx, ctx.record.qualificationId, ctx.caller, ctx.pending);
      }
    },
  });
});
