/**
 * Background Excel export: the request is checked and queued at once (a
 * dataExportList row, PENDING, and a job in one transaction); a worker streams
 * the export into file storage, updating status, progress and row count, and
 * links the file (functionId dataExportList, businessId the export) when done.
 */
import { PassThrough } from 'node:stream';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/db.ts';
import type { Caller } from '../engine/caller.ts';
import { enqueue } from '../jobs/queue.ts';
import type { JobWorker } from '../jobs/worker.ts';
import { exportRows } from './export-writer.ts';
import { parseExportSpec } from './export-spec.ts';
import { callerFor, callerRef, type CallerRef } from './job-caller.ts';
import { authorize } from '../engine/permissions.ts';
import { engineNow } from '../engine/clock.ts';

export const EXPORT_JOB = 'excel.export';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface ExportJob {
  exportId: number;
  caller: CallerRef;
  payload: Record<string, unknown>;
}

export async function queueExport(ctx: AppContext, caller: Caller, payload: Record<string, unknown>, fileName: unknown): Promise<number> {
  const spec = parseExportSpec({ ...payload, fileName: fileName ?? payload.fileName }, 'custom', caller.lang);
  authorize(spec.def, caller, 'btnExport');
  ctx.ops.listQuery(spec.def, caller, spec.params);
  return ctx.db.transaction(async (tx) => {
    const res = await tx.query<{ id: number }>(
      `INSERT INTO srm_base_data_export_list (user_id, file_name, request_url, request_params, export_status, progress, row_count, created_by, last_updated_by)
       VALUES ($1, $2, $3, $4, 'PENDING', 0, 0, $1, $1) RETURNING export_id AS id`,
      [caller.userId, spec.fileName, spec.requestUrl, JSON.stringify(spec.params)],
    );
    const exportId = Number(res.rows[0].id);
    const job: ExportJob = { exportId, caller: callerRef(caller), payload: { ...payload, fileName: spec.fileName } };
    await enqueue(tx, EXPORT_JOB, job, { userId: caller.userId, maxAttempts: 2 });
    return exportId;
  });
}

async function markFailed(db: Db, exportId: number, reason: string) {
  await db.query(
    `UPDATE srm_base_data_export_list SET export_status = 'FAILED', error_message = $2, finished_date = $3, last_update_date = now() WHERE export_id = $1`,
    [exportId, reason.slice(0, 2000), engineNow()],
  );
}

export function registerExportJob(worker: JobWorker, ctx: AppContext): void {
  worker.register(EXPORT_JOB, {
    async run(job, jobCtx) {
      const { exportId, caller: ref, payload } = job.payload as ExportJob;
      const caller = await callerFor(ctx.db, ref);
      const spec = parseExportSpec(payload, 'custom', caller.lang);
      await ctx.db.query(
        `UPDATE srm_base_data_export_list SET export_status = 'RUNNING', progress = 0, error_message = NULL, last_update_date = now() WHERE export_id = $1`,
        [exportId],
      );
      const files = ctx.files!;
      const out = new PassThrough();
      const storing = files.storeBytes(out, spec.fileName, XLSX);
      let progress: Awaited<ReturnType<typeof exportRows>>;
      try {
        progress = await exportRows(ctx.db, ctx.ops, caller, spec, out, async (p, q) => {
          await q.query(`UPDATE srm_base_data_export_list SET progress = $2, row_count = $3, last_update_date = now() WHERE export_id = $1`, [
            exportId,
            p.total ? Math.min(99, Math.floor((p.rows * 100) / p.total)) : 99,
            p.rows,
          ]);
          if (q === ctx.db) await jobCtx.beat();
        });
      } catch (err) {
        out.destroy(err as Error);
        await storing.catch(() => undefined);
        throw err;
      }
      const stored = await storing;
      const [file] = await files.createRecords(caller, [stored], { functionId: 'dataExportList', businessId: exportId, filePath: null, fileDesc: null });
      await ctx.db.query(
        `UPDATE srm_base_data_export_list SET export_status = 'DONE', progress = 100, row_count = $2, file_id = $3, finished_date = $4, last_update_date = now() WHERE export_id = $1`,
        [exportId, progress.rows, file.fileId, engineNow()],
      );
      return { exportId, rows: progress.rows, fileId: file.fileId };
    },
    async onFailed(job, reason, db) {
      await markFailed(db, (job.payload as ExportJob).exportId, reason);
    },
  });
}
