import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** The declared content of one substance, in ppm (0 to 1,000,000), beside the requirement's limit. */
export default defineEntity({
  name: 'qmsDeclarationComponent',
  domain: 'quality',
  label: { zh: '声明物质含量', en: 'Declared substance' },
  service: 'srmServer',
  rest: 'srmQmsDeclarationComponent',
  table: 'srm_qms_declaration_components',
  key: 'declarationComponentId',
  parent: { entity: 'qmsDeclaration', foreignKey: 'declarationId' },
  fields: [
    f.ref('declarationId', '合规声明', 'Declaration', 'qmsDeclaration', { required: true }),
    f.ref('componentId', '物质', 'Substance', 'qmsChemicalComponent', {
      required: true,
      display: 'componentName',
      copy: { componentName: 'componentName', casNumber: 'casNumber' },
      uniqueWith: ['declarationId'],
    }),
    f.text('componentName', '物质名称', 'Substance name', { readOnly: true, maxLength: 200 }),
    f.text('casNumber', 'CAS号', 'CAS number', { readOnly: true, maxLength: 20 }),
    f.number('concentrationPpm', '含量(ppm)', 'Content (ppm)', { required: true, precision: 4, min: 0, max: 1000000 }),
    f.number('limitPpm', '限值(ppm)', 'Limit (ppm)', { readOnly: true, precision: 4 }),
  ],
  list: { columns: ['componentId', 'casNumber', 'concentrationPpm', 'limitPpm'], filters: ['declarationId', 'componentId'], sort: ['declarationComponentId'] },
});
