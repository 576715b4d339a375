import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A grade band of a template: a total of at least `minScore` earns `grade` (the highest band reached wins). */
export default defineEntity({
  name: 'speTemplateGrade',
  domain: 'performance',
  label: { zh: '等级划分', en: 'Grade band' },
  service: 'srmServer',
  rest: 'srmSpeTemplateGrades',
  table: 'srm_spe_template_grades',
  key: 'templateGradeId',
  parent: { entity: 'speTemplate', foreignKey: 'templateId' },
  fields: [
    f.ref('templateId', '绩效模板', 'Template', 'speTemplate', { required: true }),
    f.lookup('grade', '等级', 'Grade', 'POS_SUPPLIER_GRADE', { required: true, uniqueWith: ['templateId'] }),
    f.number('minScore', '最低得分', 'From score', { required: true, precision: 2, rules: ['score'] }),
  ],
  list: { columns: ['grade', 'minScore'], filters: ['templateId', 'grade'], sort: ['templateGradeId'] },
});
