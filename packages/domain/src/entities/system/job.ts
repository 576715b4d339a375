import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A background job run (export, large import, scheduled or requested program,
 * outbound delivery). Workers of any server process claim PENDING jobs with
 * FOR UPDATE SKIP LOCKED; a RUNNING job whose worker stopped beating is resumed
 * or failed with the reason. A scheduled run carries its schedule and the due
 * time it was queued for: (scheduleId, dueAt) is unique, so one due time is run
 * once however many processes see it. Its log lines are `jobLog`.
 * The scheduler console reads it (entities/scheduler/STATES.md); nobody saves it by hand.
 */
export default defineEntity({
  name: 'job',
  domain: 'system',
  label: { zh: '后台任务', en: 'Background job' },
  service: 'schedule',
  rest: 'sysJob',
  table: 'sys_jobs',
  key: 'jobId',
  titleField: 'jobType',
  audit: false,
  readOnly: true,
  scope: { internal: true },
  fields: [
    f.text('jobType', '任务类型', 'Job type', { required: true, maxLength: 120 }),
    f.text('programName', '程序名称', 'Program', { readOnly: true, maxLength: 240 }),
    f.lookup('runKind', '运行方式', 'Run kind', 'SYS_JOB_RUN_KIND', { readOnly: true }),
    f.longtext('payload', '参数', 'Parameters'),
    f.lookup('jobStatus', '状态', 'Status', 'SYS_JOB_STATUS', { required: true, default: 'PENDING', index: true }),
    f.integer('attempts', '已尝试', 'Attempts', { default: 0 }),
    f.integer('maxAttempts', '最多尝试', 'Max attempts', { default: 3 }),
    f.datetime('runAt', '计划时间', 'Run at', { index: true }),
    f.text('lockedBy', '执行进程', 'Worker', { maxLength: 200 }),
    f.datetime('lockedAt', '开始时间', 'Started'),
    f.datetime('heartbeatAt', '心跳时间', 'Heartbeat'),
    f.datetime('finishedAt', '结束时间', 'Finished'),
    f.integer('durationMs', '耗时(毫秒)', 'Duration (ms)'),
    f.text('lastError', '错误', 'Error', { maxLength: 4000 }),
    f.longtext('result', '结果', 'Result'),
    f.integer('scheduleId', '计划', 'Schedule', { index: true }),
    f.datetime('dueAt', '计划触发时间', 'Due at', { uniqueWith: ['scheduleId'] }),
    f.integer('userId', '提交人', 'Submitted by'),
  ],
  children: [{ name: 'logs', entity: 'jobLog', foreignKey: 'jobId', label: { zh: '运行日志', en: 'Run log' } }],
  list: {
    columns: ['jobId', 'programName', 'jobType', 'runKind', 'jobStatus', 'runAt', 'lockedAt', 'finishedAt', 'durationMs', 'attempts', 'lastError'],
    filters: ['jobType', 'jobStatus', 'runKind', { field: 'runAt', op: 'range' }],
    sort: ['-jobId'],
  },
  form: {
    sections: [
      {
        title: { zh: '运行', en: 'Run' },
        fields: ['programName', 'jobType', 'runKind', 'jobStatus', 'runAt', 'lockedAt', 'finishedAt', 'durationMs', 'attempts', 'maxAttempts', 'lockedBy'],
      },
      { title: { zh: '参数与结果', en: 'Parameters and result' }, fields: ['payload', 'result', 'lastError'] },
    ],
  },
  operations: [
    {
      operation: 'doRetry',
      label: { zh: '重试', en: 'Retry' },
      resource: 'btnRetry',
      actor: 'internal',
      opens: 'job',
    },
  ],
});
