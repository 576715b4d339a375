import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A background job (export, large import, scheduled task). Workers of any server
 * process claim PENDING jobs with FOR UPDATE SKIP LOCKED; a RUNNING job whose
 * worker stopped beating is resumed or failed with the reason.
 */
export default defineEntity({
  name: 'job',
  domain: 'system',
  label: { zh: '后台任务', en: 'Background job' },
  service: 'schedule',
  rest: null,
  table: 'sys_jobs',
  key: 'jobId',
  audit: false,
  fields: [
    f.text('jobType', '任务类型', 'Job type', { required: true, maxLength: 120 }),
    f.longtext('payload', '参数', 'Payload'),
    f.text('jobStatus', '状态', 'Status', { required: true, maxLength: 20, default: 'PENDING', index: true }),
    f.integer('attempts', '已尝试', 'Attempts', { default: 0 }),
    f.integer('maxAttempts', '最多尝试', 'Max attempts', { default: 3 }),
    f.datetime('runAt', '计划时间', 'Run at', { index: true }),
    f.text('lockedBy', '执行进程', 'Worker', { maxLength: 200 }),
    f.datetime('lockedAt', '开始时间', 'Started'),
    f.datetime('heartbeatAt', '心跳时间', 'Heartbeat'),
    f.datetime('finishedAt', '结束时间', 'Finished'),
    f.text('lastError', '错误', 'Error', { maxLength: 4000 }),
    f.longtext('result', '结果', 'Result'),
    f.integer('scheduleId', '计划', 'Schedule'),
    f.integer('userId', '提交人', 'Submitted by'),
  ],
});
