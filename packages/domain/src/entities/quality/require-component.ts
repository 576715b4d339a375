import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** One restricted substance of a requirement and its limit in ppm (RoHS lead ≤ 1000). */
export default defineEntity({
  name: 'qmsRequireComponent',
  domain: 'quality',
  label: { zh: '限用物质', en: 'Restricted substance' },
  service: 'srmServer',
  rest: 'srmQmsRequireComponentLine',
  table: 'srm_qms_require_components',
  key: 'requireComponentId',
  parent: { entity: 'qmsRequireHeader', foreignKey: 'requireId' },
  fields: [
    f.ref('requireId', '物质要求', 'Requirement', 'qmsRequireHeader', { required: true }),
    f.ref('componentId', '物质', 'Substance', 'qmsChemicalComponent', {
      required: true,
      display: 'componentName',
      copy: { componentName: 'componentName', casNumber: 'casNumber' },
      uniqueWith: ['requireId'],
    }),
    f.text('componentName', '物质名称', 'Substance name', { readOnly: true, maxLength: 200 }),
    f.text('casNumber', 'CAS号', 'CAS number', { readOnly: true, maxLength: 20 }),
    f.number('limitPpm', '限值(ppm)', 'Limit (ppm)', { required: true, precision: 4, min: 0, max: 1000000 }),
  ],
  list: { columns: ['componentId', 'casNumber', 'limitPpm'], filters: ['requireId', 'componentId'], sort: ['requireComponentId'] },
});
