/**
 * Background Excel import, for large files: the upload is kept in file storage,
 * a dataImportList row (PENDING) and a job are written in one transaction, and
 * the caller is told at once. The worker runs the same all-or-nothing import as
 * the request would, and the row ends DONE with its row count or FAILED with the
 * reason and the workbook of failed rows.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { findEntity } from '@srm/domain/entity/registry.ts';
import { format } from '@srm/domain/i18n/messages.ts';
import type { AppContext } from '../app-context.ts';
import type { Db } from '../db/db.ts';
import type { Caller } from '../engine/caller.ts';
import { enqueue } from '../jobs/queue.ts';
import type { JobWorker } from '../jobs/worker.ts';
import { filesByIds } from '../files/file-repo.ts';
import { callerFor, callerRef, type CallerRef } from './job-caller.ts';
import { describe } from './importer.ts';
import { runImport, XLSX } from './run-import.ts';
import { engineNow } from '../engine/clock.ts';

export const IMPORT_JOB = 'excel.import';

interface ImportJob {
  importId: number;
  entity: string;
  fileId: number;
  caller: CallerRef;
}

/** Stores the uploaded workbook and queues its import; answers the import id. */
export async function queueImport(ctx: AppContext, caller: Caller, def: EntityDef, path: string, fileName: string): Promise<number> {
  const { createReadStream } = await import('node:fs');
  const stored = await ctx.files!.storeBytes(createReadStream(path), fileName, XLSX);
  const [file] = await ctx.files!.createRecords(caller, [stored], { functionId: 'dataImportList', businessId: null, filePath: null, fileDesc: 'import' });
  return ctx.db.transaction(async (tx) => {
    const res = await tx.query<{ id: number }>(
      `INSERT INTO srm_base_data_import_list (user_id, file_name, entity_name, import_status, row_count, failed_count, file_id, created_by, last_updated_by)
       VALUES ($1, $2, $3, 'PENDING', 0, 0, $4, $1, $1) RETURNING import_id AS id`,
      [caller.userId, fileName, def.name, file.fileId],
    );
    const importId = Number(res.rows[0].id);
    const job: ImportJob = { importId, entity: def.name, fileId: file.fileId, caller: callerRef(caller) };
    await enqueue(tx, IMPORT_JOB, job, { userId: caller.userId, maxAttempts: 1 });
    return importId;
  });
}

async function finish(
  db: Db,
  importId: number,
  status: 'DONE' | 'FAILED',
  values: { rowCount?: number; failedCount?: number; errorFileId?: number | null; errorMessage?: string | null },
) {
  await db.query(
    `UPDATE srm_base_data_import_list SET import_status = $2, row_count = $3, failed_count = $4, error_file_id = $5, error_message = $6,
            finished_date = $7, last_update_date = now(), version_num = version_num + 1 WHERE import_id = $1`,
    [importId, status, values.rowCount ?? 0, values.failedCount ?? 0, values.errorFileId ?? null, values.errorMessage?.slice(0, 2000) ?? null, engineNow()],
  );
}

export function registerImportJob(worker: JobWorker, ctx: AppContext): void {
  worker.register(IMPORT_JOB, {
    async run(job) {
      const { importId, entity, fileId, caller: ref } = job.payload as ImportJob;
      const caller = await callerFor(ctx.db, ref);
      const def = findEntity(entity)!;
      await ctx.db.query(`UPDATE srm_base_data_import_list SET import_status = 'RUNNING', last_update_date = now() WHERE import_id = $1`, [importId]);
      const [file] = await filesByIds(ctx.db, [fileId]);
      const dir = await mkdtemp(join(tmpdir(), 'srm-import-job-'));
      try {
        const path = join(dir, 'import.xlsx');
        await pipeline(await ctx.files!.open(file), createWriteStream(path));
        const outcome = await runImport(ctx, caller, def, path).catch((err) => ({ ok: false as const, error: describe(def, err, caller.lang) }));
        if (outcome.ok) {
          await finish(ctx.db, importId, 'DONE', { rowCount: outcome.count });
          return { importId, rows: outcome.count };
        }
        if ('error' in outcome) await finish(ctx.db, importId, 'FAILED', { errorMessage: outcome.error });
        else
          await finish(ctx.db, importId, 'FAILED', {
            failedCount: outcome.failures.length,
            errorFileId: outcome.errorFileId,
            errorMessage: format('error.importFailed', caller.lang, { count: outcome.failures.length }),
          });
        return { importId, failed: true };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    async onFailed(job, reason, db) {
      await finish(db, (job.payload as ImportJob).importId, 'FAILED', { errorMessage: reason });
    },
  });
}
