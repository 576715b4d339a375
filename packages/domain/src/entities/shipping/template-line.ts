import { defineEntity } from '../../entity/types.ts';
import type { FieldDef } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** Most samples one test item takes: the report's line has a column per sample. */
export const MAX_SAMPLES = 5;

/**
 * What a test item asks: its kind (routine, special, other), the method, the
 * standard value and the tolerances either side, the sample size. A report's
 * line copies these from its template, so they are shared here. `opts` marks
 * them on the report, where only the server writes them.
 */
export const testItemFields = (opts: { internal?: boolean } = {}): FieldDef[] => [
  f.lookup('testKind', '检验类别', 'Kind', 'QMS_TEST_KIND', { required: true, default: 'ROUTINE', ...opts }),
  f.text('testItem', '检验项目', 'Test item', { required: true, maxLength: 120, ...opts }),
  f.text('testMethod', '检验方法', 'Method', { maxLength: 240, ...opts }),
  f.number('standardValue', '标准值', 'Standard value', { required: true, precision: 4, ...opts }),
  f.number('lowerTolerance', '下公差(−)', 'Lower tolerance (−)', { required: true, precision: 4, min: 0, ...opts }),
  f.number('upperTolerance', '上公差(+)', 'Upper tolerance (+)', { required: true, precision: 4, min: 0, ...opts }),
  f.integer('sampleSize', '样本数', 'Sample size', { required: true, min: 1, max: MAX_SAMPLES, default: 3, ...opts }),
  f.text('unit', '单位', 'Unit', { maxLength: 20, ...opts }),
];

/** One test item of a shipping report template (出货报告模板检验项目). */
export default defineEntity({
  name: 'qmsShippingTemplateLine',
  domain: 'quality',
  label: { zh: '出货报告模板检验项目', en: 'Shipping template test item' },
  service: 'srmServer',
  rest: 'srmQmsShippingTemplateLine',
  table: 'srm_qms_shipping_template_lines',
  key: 'templateLineId',
  parent: { entity: 'qmsShippingTemplate', foreignKey: 'templateId' },
  fields: [
    f.ref('templateId', '模板', 'Template', 'qmsShippingTemplate', { required: true, index: true }),
    f.integer('lineNumber', '行号', 'Line', { required: true, min: 1 }),
    ...testItemFields(),
  ],
  list: {
    columns: ['lineNumber', 'testKind', 'testItem', 'testMethod', 'standardValue', 'lowerTolerance', 'upperTolerance', 'sampleSize', 'unit'],
    filters: ['templateId', 'testKind'],
    sort: ['lineNumber'],
  },
});
