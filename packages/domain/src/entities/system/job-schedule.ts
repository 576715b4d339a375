import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A job run every `intervalSeconds`: whichever worker sees it due first queues it. */
export default defineEntity({
  name: 'jobSchedule',
  domain: 'system',
  label: { zh: '定时任务', en: 'Scheduled job' },
  service: 'schedule',
  rest: null,
  table: 'sys_job_schedules',
  key: 'scheduleId',
  audit: false,
  fields: [
    f.text('scheduleCode', '编码', 'Code', { required: true, unique: true, maxLength: 120 }),
    f.text('jobType', '任务类型', 'Job type', { required: true, maxLength: 120 }),
    f.longtext('payload', '参数', 'Payload'),
    f.integer('intervalSeconds', '间隔(秒)', 'Interval (s)', { required: true, min: 1 }),
    f.datetime('nextRunAt', '下次运行', 'Next run', { required: true }),
    f.datetime('lastRunAt', '上次运行', 'Last run'),
    f.enabled(),
  ],
});
