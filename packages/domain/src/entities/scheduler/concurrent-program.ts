import { defineEntity } from '../../entity/types.ts';
import { bilingual, f } from '../../entity/fields.ts';

/**
 * A job definition (并发程序): a job type some server feature runs, with the
 * parameters a request or schedule gives it. The server writes one per job
 * type it can run at start-up; the admin edits names, descriptions and
 * parameter defaults, and submits requests (SubmitRequestDetail). STATES.md.
 */
export default defineEntity({
  name: 'concurrentProgram',
  domain: 'system',
  label: { zh: '并发程序', en: 'Job definition' },
  service: 'schedule',
  rest: 'sysConcurrentProgram',
  table: 'sys_concurrent_programs',
  key: 'programId',
  titleField: 'programName',
  scope: { internal: true },
  fields: [
    f.text('programCode', '程序编码', 'Program code', { required: true, unique: true, maxLength: 120 }),
    ...bilingual('programName', '程序名称', 'Program name', { required: true, maxLength: 240 }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
    f.flag('submittableFlag', '可手工提交', 'Can be requested', { default: 'Y' }),
    f.enabled(),
  ],
  children: [{ name: 'params', entity: 'concurrentProgramParam', foreignKey: 'programId', label: { zh: '参数', en: 'Parameters' } }],
  list: {
    columns: ['programCode', 'programName', 'programNameEn', 'description', 'submittableFlag', 'enabledFlag'],
    filters: [{ field: 'programCode', op: 'like' }, { field: 'programName', op: 'like' }, 'enabledFlag'],
    sort: ['programCode'],
  },
  form: {
    sections: [
      { title: { zh: '程序', en: 'Program' }, fields: ['programCode', 'programName', 'programNameEn', 'description', 'submittableFlag', 'enabledFlag'] },
    ],
  },
  operations: [
    {
      operation: 'doSubmitRequest',
      label: { zh: '提交请求', en: 'Submit request' },
      resource: 'btnSubmitRequest',
      actor: 'internal',
      opens: 'job',
      noButton: true,
    },
  ],
});
