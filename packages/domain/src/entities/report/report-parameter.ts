import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A parameter of a dynamic report: its name in the SQL (`:name`; a date range
 * binds `:nameFrom` and `:nameTo`), its kind, whether a run needs it, and for a
 * lookup the lookup type its values come from.
 */
export default defineEntity({
  name: 'reportParameter',
  domain: 'report',
  label: { zh: '报表参数', en: 'Report parameter' },
  service: 'reportServer',
  rest: 'baseReportParameter',
  table: 'srm_base_report_parameters',
  key: 'parameterId',
  parent: { entity: 'reportDefinition', foreignKey: 'reportId' },
  fields: [
    f.ref('reportId', '报表', 'Report', 'reportDefinition', { required: true, index: true }),
    f.integer('seqNum', '序号', 'No.', { required: true, min: 1, default: 1 }),
    f.text('paramName', '参数名', 'Parameter name', { required: true, maxLength: 60, uniqueWith: ['reportId'] }),
    f.text('paramLabel', '参数标题', 'Parameter title', { required: true, maxLength: 120 }),
    f.text('paramLabelEn', '参数英文标题', 'Parameter title (English)', { maxLength: 120 }),
    f.lookup('paramType', '参数类型', 'Parameter type', 'REPORT_PARAM_TYPE', { required: true, default: 'TEXT' }),
    f.flag('requiredFlag', '必填', 'Required', { default: 'N' }),
    f.text('lookupType', '值列表类型', 'Lookup type', { maxLength: 60 }),
  ],
  list: {
    columns: ['seqNum', 'paramName', 'paramLabel', 'paramLabelEn', 'paramType', 'requiredFlag', 'lookupType'],
    filters: [],
    sort: ['seqNum'],
  },
  form: {
    sections: [
      { title: { zh: '参数', en: 'Parameter' }, fields: ['seqNum', 'paramName', 'paramLabel', 'paramLabelEn', 'paramType', 'requiredFlag', 'lookupType'] },
    ],
  },
});
