import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A line a run wrote through the logger its job receives (and the worker's own start, end and error lines). */
export default defineEntity({
  name: 'jobLog',
  domain: 'system',
  label: { zh: '运行日志', en: 'Run log' },
  service: 'schedule',
  rest: 'sysJobLog',
  table: 'sys_job_logs',
  key: 'logId',
  audit: false,
  readOnly: true,
  parent: { entity: 'job', foreignKey: 'jobId' },
  fields: [
    f.integer('jobId', '任务', 'Job', { required: true, index: true }),
    f.datetime('logTime', '时间', 'Time', { required: true }),
    f.lookup('logLevel', '级别', 'Level', 'SYS_JOB_LOG_LEVEL', { required: true, default: 'INFO' }),
    f.text('message', '内容', 'Message', { required: true, maxLength: 4000 }),
  ],
  list: { columns: ['logTime', 'logLevel', 'message'], filters: ['jobId'], sort: ['logId'] },
});
