/**
 * A shipping report's hooks: only the server makes one; the supplier's
 * measured values are checked against each item's sample size and judged by
 * the server against standard ± tolerance (NG, and which samples); a submit
 * needs every sample measured; the buyer's review is written per line.
 */
import { SAMPLE_FIELDS } from '@srm/domain/entities/shipping/report-line.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { registerHooks } from '../engine/hooks.ts';

import { refusedLines, resetReview, writeReview } from './review.ts';
import { once } from '../engine/once.ts';
import { rows } from '../db/db.ts';

const R = 'qmsShippingReport';

interface MeasuredLine {
  id: number;
  lineNumber: number;
  sampleSize: number;
  standard: number;
  lower: number;
  upper: number;
  samples: (number | null)[];
}

const sampleColumns = SAMPLE_FIELDS.map((f, i) => `sample${i + 1} AS "${f}"`).join(', ');

async function measured(tx: Queryable, reportId: unknown): Promise<MeasuredLine[]> {
  const found = await rows(
    tx,
    `SELECT report_line_id AS id, line_number AS "lineNumber", sample_size AS "sampleSize", standard_value AS standard,
            lower_tolerance AS lower, upper_tolerance AS upper, ${sampleColumns}
       FROM srm_qms_shipping_report_lines WHERE report_id = $1 ORDER BY line_number`,
    [reportId],
  );
  return found.map((r) => ({
    id: Number(r.id),
    lineNumber: Number(r.lineNumber),
    sampleSize: Number(r.sampleSize),
    standard: Number(r.standard),
    lower: Number(r.lower),
    upper: Number(r.upper),
    samples: SAMPLE_FIELDS.map((f) => (r[f] === null || r[f] === undefined ? null : Number(r[f]))),
  }));
}

/** The samples (1-based) outside standard − lower .. standard + upper. */
export function outOfTolerance(line: Pick<MeasuredLine, 'standard' | 'lower' | 'upper' | 'samples'>): number[] {
  return line.samples.flatMap((v, i) => (v !== null && (v < line.standard - line.lower || v > line.standard + line.upper) ? [i + 1] : []));
}

/** Judges every line as stored, and counts the lines out of tolerance on the header. */
async function judge(tx: Queryable, reportId: unknown): Promise<void> {
  let ng = 0;
  for (const line of await measured(tx, reportId)) {
    const out = outOfTolerance(line);
    const complete = line.samples.slice(0, line.sampleSize).every((v) => v !== null);
    const judgement = out.length ? 'NG' : complete ? 'OK' : null;
    if (out.length) ng++;
    await tx.query('UPDATE srm_qms_shipping_report_lines SET judgement = $2, out_samples = $3 WHERE report_line_id = $1', [
      line.id,
      judgement,
      out.length ? out.join(', ') : null,
    ]);
  }
  await tx.query('UPDATE srm_qms_shipping_report_headers SET out_of_tolerance_count = $2 WHERE report_id = $1', [reportId, ng]);
}

export const registerReportHooks = once((): void => {
  registerHooks(R, {
    async beforeSave(ctx) {
      // Reports are made from delivery notes; no one adds one by hand.
      if (ctx.mode === 'insert' && ctx.caller.userId !== -1) throw new AppError('FORBIDDEN');
      const lines = ctx.lines.lines;
      if (!lines?.length || ctx.mode === 'insert') return;
      const sizes = new Map((await measured(ctx.tx, ctx.before?.reportId)).map((l) => [l.id, l.sampleSize]));
      const violations: FieldViolation[] = [];
      for (const [row, line] of lines.entries()) {
        const size = sizes.get(Number(line.reportLineId));
        if (size === undefined) continue;
        SAMPLE_FIELDS.forEach((field, i) => {
          const v = line[field];
          if (i >= size && v !== undefined && v !== null && v !== '')
            violations.push({ field, key: 'rule.sampleBeyondSize', params: { max: size }, row, child: 'lines' });
        });
      }
      if (violations.length) throw new ValidationError(violations);
    },
    async afterSave(ctx) {
      await judge(ctx.tx, ctx.id);
    },
    async beforeAction(ctx) {
      const { tx, action, record } = ctx;
      if (action.action === 'submit') {
        const violations: FieldViolation[] = [];
        for (const [row, line] of (await measured(tx, record.reportId)).entries()) {
          line.samples.slice(0, line.sampleSize).forEach((v, i) => {
            if (v === null) violations.push({ field: SAMPLE_FIELDS[i], key: 'rule.required', row, child: 'lines' });
          });
        }
        if (violations.length) throw new ValidationError(violations);
      }
      if (action.action === 'refuse') ctx.payload = { ...ctx.payload, refused: await refusedLines(ctx, R) };
    },
    async afterAction(ctx) {
      const { tx, action, record } = ctx;
      // Submit's and the review's stamps are declared (entities/shipping/report.ts).
      if (action.action === 'submit') await resetReview(tx, R, record.reportId);
      if (action.action === 'agree' || action.action === 'refuse') {
        await writeReview(tx, R, record.reportId, (ctx.payload?.refused as Map<number, string> | undefined) ?? new Map());
      }
    },
  });
});
