/** The hourly sweep of uploads no record took within a day (files/expire-unattached.ts). */
import type { AppContext } from '../app-context.ts';
import { removeUnattached, UNATTACHED_TTL_HOURS } from '../files/expire-unattached.ts';
import type { JobWorker } from './worker.ts';

export const UNATTACHED_FILES_JOB = 'files.removeUnattached';

export function registerUnattachedFilesJob(worker: JobWorker, ctx: AppContext): void {
  worker.register(UNATTACHED_FILES_JOB, {
    program: {
      name: { zh: '清理未关联的上传文件', en: 'Remove uploads no record took' },
      description: `Files uploaded on a form that was never saved, older than ${UNATTACHED_TTL_HOURS} hours: records and stored bytes.`,
    },
    async run(_job, jc) {
      if (!ctx.files) return { removed: 0 };
      const removed = await removeUnattached(ctx.files);
      await jc.log(`removed ${removed} unattached upload(s) older than ${UNATTACHED_TTL_HOURS} h`);
      return { removed };
    },
  });
}
