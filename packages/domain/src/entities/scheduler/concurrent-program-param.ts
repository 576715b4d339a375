import { defineEntity } from '../../entity/types.ts';
import { bilingual, f } from '../../entity/fields.ts';

/** One parameter of a job definition: its name in the job's parameters, type, whether required, default. */
export default defineEntity({
  name: 'concurrentProgramParam',
  domain: 'system',
  label: { zh: '程序参数', en: 'Program parameter' },
  service: 'schedule',
  rest: 'sysConcurrentProgramParam',
  table: 'sys_concurrent_program_params',
  key: 'paramId',
  parent: { entity: 'concurrentProgram', foreignKey: 'programId' },
  fields: [
    f.integer('programId', '程序', 'Program', { required: true, index: true }),
    f.integer('seq', '序号', 'Seq', { default: 10 }),
    f.text('paramName', '参数名', 'Parameter', { required: true, maxLength: 60, uniqueWith: ['programId'] }),
    ...bilingual('paramLabel', '显示名', 'Label', { required: true, maxLength: 120 }),
    f.lookup('paramType', '类型', 'Type', 'SYS_PARAM_TYPE', { required: true, default: 'TEXT' }),
    f.flag('requiredFlag', '必填', 'Required', { default: 'N' }),
    f.text('defaultValue', '默认值', 'Default', { maxLength: 240 }),
  ],
  list: {
    columns: ['seq', 'paramName', 'paramLabel', 'paramLabelEn', 'paramType', 'requiredFlag', 'defaultValue'],
    filters: ['programId'],
    sort: ['seq', 'paramId'],
  },
});
