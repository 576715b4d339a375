import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A restricted substance (化学成分): its name and CAS registry number (checked
 * with its check digit), the regulation it falls under and its usual limit.
 * Everyone signed in reads it: suppliers declare against it.
 */
export default defineEntity({
  name: 'qmsChemicalComponent',
  domain: 'quality',
  label: { zh: '化学成分', en: 'Chemical substance' },
  service: 'srmServer',
  rest: 'srmQmsChemicalComponent',
  table: 'srm_qms_chemical_components',
  key: 'componentId',
  titleField: 'componentName',
  read: 'authenticated',
  fields: [
    f.text('componentName', '物质名称', 'Substance', { required: true, maxLength: 200 }),
    f.text('componentNameEn', '英文名称', 'Name in English', { maxLength: 200 }),
    f.text('casNumber', 'CAS号', 'CAS number', { required: true, unique: true, maxLength: 20 }),
    f.lookup('substanceCategory', '法规类别', 'Regulation', 'QMS_SUBSTANCE_CATEGORY', { required: true }),
    f.number('defaultLimitPpm', '常用限值(ppm)', 'Usual limit (ppm)', { precision: 4, min: 0, max: 1000000 }),
    f.enabled(),
  ],
  list: {
    columns: ['componentName', 'componentNameEn', 'casNumber', 'substanceCategory', 'defaultLimitPpm', 'enabledFlag'],
    filters: [{ field: 'componentName', op: 'like' }, { field: 'casNumber', op: 'like' }, 'substanceCategory', 'enabledFlag'],
    sort: ['componentName'],
  },
  form: {
    sections: [
      {
        title: { zh: '化学成分', en: 'Chemical substance' },
        fields: ['componentName', 'componentNameEn', 'casNumber', 'substanceCategory', 'defaultLimitPpm', 'enabledFlag'],
      },
    ],
  },
});
