/** Daily housekeeping: large-file uploads left unfinished for a day, finished jobs older than 30 days. */
import type { AppContext } from '../app-context.ts';
import type { JobWorker } from './worker.ts';

export const CLEANUP_JOB = 'system.cleanup';

export function registerCleanupJob(worker: JobWorker, ctx: AppContext): void {
  worker.register(CLEANUP_JOB, {
    async run() {
      const stale = await ctx.db.query<{ id: number; key: string; mp: string | null }>(
        `DELETE FROM sys_upload_sessions WHERE file_id IS NULL AND last_update_date < now() - interval '1 day' RETURNING upload_session_id AS id, storage_key AS key, multipart_id AS mp`,
      );
      for (const s of stale.rows) await ctx.files?.storage.abortResumable(s.key, s.mp).catch(() => undefined);
      const jobs = await ctx.db.query(`DELETE FROM sys_jobs WHERE job_status IN ('DONE', 'FAILED') AND finished_at < now() - interval '30 days'`);
      return { uploadsRemoved: stale.rows.length, jobsRemoved: jobs.rowCount };
    },
  });
}
