import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** One kind of certificate a category's suppliers hold: required, or only asked for. */
export default defineEntity({
  name: 'slcQualificationRequireLine',
  domain: 'supplier',
  label: { zh: '所需证照', en: 'Certificate required' },
  service: 'srmServer',
  rest: 'srmSlcQualificationRequireLine',
  table: 'srm_slc_qualification_require_lines',
  key: 'requireLineId',
  parent: { entity: 'slcQualificationRequire', foreignKey: 'requireId' },
  fields: [
    f.ref('requireId', '资质要求', 'Requirement', 'slcQualificationRequire', { required: true }),
    f.lookup('certificateType', '证书类型', 'Kind', 'SLC_CERTIFICATE_TYPE', { required: true, uniqueWith: ['requireId'] }),
    f.flag('mandatoryFlag', '必须', 'Required', { default: 'Y' }),
    f.text('description', '说明', 'Description', { maxLength: 500 }),
  ],
  list: { columns: ['certificateType', 'mandatoryFlag', 'description'], filters: ['requireId'], sort: ['requireLineId'] },
});
