import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * When a program runs by itself: a cron expression in a time zone (`croner`),
 * or every `intervalSeconds` (the kind the features' own housekeeping started
 * with). Whichever worker first claims a due time in SQL (next_run_at moved on
 * only where it still holds that due time) queues the run; the others see it
 * moved. Paused: `enabledFlag` N. entities/scheduler/STATES.md.
 */
export default defineEntity({
  name: 'jobSchedule',
  domain: 'system',
  label: { zh: '定时任务', en: 'Scheduled job' },
  service: 'schedule',
  rest: 'sysJobSchedule',
  table: 'sys_job_schedules',
  key: 'scheduleId',
  titleField: 'scheduleCode',
  audit: false,
  scope: { internal: true },
  fields: [
    f.text('scheduleCode', '编码', 'Code', { required: true, unique: true, maxLength: 120 }),
    f.text('scheduleName', '名称', 'Name', { maxLength: 240 }),
    f.text('jobType', '程序编码', 'Program code', { required: true, maxLength: 120 }),
    f.lookup('scheduleKind', '计划方式', 'Schedule kind', 'SYS_SCHEDULE_KIND', { required: true, default: 'CRON' }),
    f.text('cronExpression', 'Cron 表达式', 'Cron expression', { maxLength: 120 }),
    f.text('timeZone', '时区', 'Time zone', { maxLength: 60, default: 'Asia/Shanghai' }),
    f.integer('intervalSeconds', '间隔(秒)', 'Interval (s)', { min: 1 }),
    f.longtext('payload', '参数值(JSON)', 'Parameter values (JSON)'),
    f.datetime('nextRunAt', '下次运行', 'Next run', { readOnly: true }),
    f.datetime('lastRunAt', '上次运行', 'Last run', { readOnly: true }),
    f.enabled(),
  ],
  list: {
    columns: [
      'scheduleCode',
      'scheduleName',
      'jobType',
      'scheduleKind',
      'cronExpression',
      'timeZone',
      'intervalSeconds',
      'nextRunAt',
      'lastRunAt',
      'enabledFlag',
    ],
    filters: [{ field: 'scheduleCode', op: 'like' }, 'jobType', 'enabledFlag'],
    sort: ['scheduleCode'],
  },
  form: {
    sections: [
      {
        title: { zh: '计划', en: 'Schedule' },
        fields: [
          'scheduleCode',
          'scheduleName',
          'jobType',
          'scheduleKind',
          'cronExpression',
          'timeZone',
          'intervalSeconds',
          'payload',
          'nextRunAt',
          'lastRunAt',
          'enabledFlag',
        ],
      },
    ],
  },
  operations: [
    { operation: 'doRunNow', label: { zh: '立即运行', en: 'Run now' }, resource: 'btnRunNow', actor: 'internal', opens: 'job' },
    { operation: 'doPause', label: { zh: '暂停', en: 'Pause' }, resource: 'btnPause', actor: 'internal' },
    { operation: 'doResume', label: { zh: '恢复', en: 'Resume' }, resource: 'btnResume', actor: 'internal' },
  ],
});
