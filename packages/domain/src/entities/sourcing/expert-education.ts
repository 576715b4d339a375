import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A degree of an expert. */
export default defineEntity({
  name: 'ponExpertEducation',
  domain: 'sourcing',
  label: { zh: '教育经历', en: 'Education' },
  service: 'srmServer',
  rest: 'srmPonExpertEducations',
  table: 'srm_pon_expert_educations',
  key: 'educationId',
  parent: { entity: 'ponExpert', foreignKey: 'expertId' },
  fields: [
    f.ref('expertId', '专家', 'Expert', 'ponExpert', { required: true }),
    f.text('schoolName', '学校', 'School', { required: true, maxLength: 200 }),
    f.text('major', '专业', 'Subject', { maxLength: 120 }),
    f.lookup('degree', '学历', 'Degree', 'PON_EXPERT_DEGREE', { required: true }),
    f.year('graduationYear', '毕业年份', 'Graduated', { min: 1950, max: 2100 }),
  ],
  list: { columns: ['schoolName', 'major', 'degree', 'graduationYear'], filters: ['expertId'], sort: ['graduationYear'] },
});
