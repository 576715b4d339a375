import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * When to urge (催办设置): a task of the process (or of one step) still open after
 * N hours gets an urge to its assignee, again every M hours, in the app and by
 * e-mail through the outbox. The reminder job (api/src/workflow/reminders.ts) sends them.
 */
export default defineEntity({
  name: 'wfReminderSetting',
  domain: 'workflow',
  label: { zh: '催办设置', en: 'Reminder settings' },
  service: 'bpmServer',
  rest: 'bpmReminderSetting',
  table: 'srm_wf_reminder_settings',
  key: 'reminderId',
  scope: { dataScope: false },
  fields: [
    f.text('processKey', '流程编码', 'Process code', { required: true, maxLength: 60 }),
    f.text('nodeId', '环节ID(空为全部)', 'Step id (empty: all)', { maxLength: 120, uniqueWith: ['processKey'] }),
    f.integer('afterHours', '超时小时数', 'After hours', { required: true, min: 1, max: 720 }),
    f.integer('repeatHours', '重复间隔小时', 'Repeat every hours', { min: 1, max: 720 }),
    f.flag('notifyFlag', '站内消息', 'In-app', { default: 'Y' }),
    f.flag('emailFlag', '邮件', 'E-mail', { default: 'Y' }),
    f.enabled(),
  ],
  list: {
    columns: ['processKey', 'nodeId', 'afterHours', 'repeatHours', 'notifyFlag', 'emailFlag', 'enabledFlag'],
    filters: [{ field: 'processKey', op: 'like' }, 'enabledFlag'],
    sort: ['processKey', 'nodeId'],
  },
});
