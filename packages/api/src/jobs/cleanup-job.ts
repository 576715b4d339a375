/**
 * Daily housekeeping: expired sessions, captchas and e-mail codes; large-file
 * uploads left unfinished for a day (their temporary parts in storage are
 * aborted); finished jobs and their logs older than `keepDays` (30).
 */
import type { AppContext } from '../app-context.ts';
import type { JobWorker } from './worker.ts';
import { table } from '../db/tables.ts';

const SESSION = table('sys_sessions');
const CAPTCHA = table('sys_captchas');
const EMAIL_CODE = table('sys_email_codes');
const UPLOAD = table('sys_upload_sessions');
const JOB = table('sys_jobs');
const JOB_LOG = table('sys_job_logs');
/** Finished runs older than `$1` days. */
const OLD_RUNS = `${JOB.job_status} IN ('DONE', 'FAILED') AND ${JOB.finished_at} < now() - make_interval(days => $1)`;

export const CLEANUP_JOB = 'system.cleanup';

export function registerCleanupJob(worker: JobWorker, ctx: AppContext): void {
  worker.register(CLEANUP_JOB, {
    program: {
      name: { zh: '清理过期会话与临时文件', en: 'Clean up expired sessions and temporary files' },
      description: 'Expired sessions, captchas and e-mail codes; abandoned uploads; old finished jobs.',
      params: [{ name: 'keepDays', label: { zh: '任务保留天数', en: 'Keep jobs (days)' }, type: 'INTEGER', required: false, default: '30' }],
    },
    async run(job, jc) {
      const raw = (job.payload as Record<string, unknown> | null)?.keepDays;
      const keepDays = raw === undefined || raw === null || raw === '' ? 30 : Number(raw);
      if (!Number.isSafeInteger(keepDays) || keepDays < 1) throw new Error(`keepDays must be a whole number of days, got ${String(raw)}`);
      const sessions = await ctx.db.query(`DELETE FROM ${SESSION} WHERE ${SESSION.expires_at} < now()`);
      const captchas = await ctx.db.query(`DELETE FROM ${CAPTCHA} WHERE ${CAPTCHA.expires_at} < now()`);
      const codes = await ctx.db.query(`DELETE FROM ${EMAIL_CODE} WHERE ${EMAIL_CODE.expires_at} < now() - interval '1 day'`);
      await jc.log(`removed ${sessions.rowCount ?? 0} expired session(s), ${captchas.rowCount ?? 0} captcha(s), ${codes.rowCount ?? 0} e-mail code(s)`);
      const stale = await ctx.db.query<{ id: number; key: string; mp: string | null }>(
        `DELETE FROM ${UPLOAD} WHERE ${UPLOAD.file_id} IS NULL AND ${UPLOAD.last_update_date} < now() - interval '1 day'
          RETURNING ${UPLOAD.upload_session_id} AS id, ${UPLOAD.storage_key} AS key, ${UPLOAD.multipart_id} AS mp`,
      );
      for (const s of stale.rows) await ctx.files?.storage.abortResumable(s.key, s.mp).catch(() => undefined);
      await jc.log(`removed ${stale.rows.length} abandoned upload(s) and their temporary parts`);
      await ctx.db.query(`DELETE FROM ${JOB_LOG} WHERE ${JOB_LOG.job_id} IN (SELECT ${JOB.job_id} FROM ${JOB} WHERE ${OLD_RUNS})`, [keepDays]);
      const jobs = await ctx.db.query(`DELETE FROM ${JOB} WHERE ${OLD_RUNS}`, [keepDays]);
      await jc.log(`removed ${jobs.rowCount ?? 0} finished job(s) older than ${keepDays} day(s)`);
      return { sessionsRemoved: sessions.rowCount, uploadsRemoved: stale.rows.length, jobsRemoved: jobs.rowCount };
    },
  });
}
