import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A project an expert took part in. */
export default defineEntity({
  name: 'ponExpertProject',
  domain: 'sourcing',
  label: { zh: '项目经历', en: 'Project' },
  service: 'srmServer',
  rest: 'srmPonExpertProjects',
  table: 'srm_pon_expert_projects',
  key: 'projectId',
  parent: { entity: 'ponExpert', foreignKey: 'expertId' },
  fields: [
    f.ref('expertId', '专家', 'Expert', 'ponExpert', { required: true }),
    f.text('projectName', '项目名称', 'Project', { required: true, maxLength: 200 }),
    f.text('projectRole', '担任角色', 'Role', { maxLength: 120 }),
    f.year('projectYear', '年份', 'Year', { min: 1950, max: 2100 }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
  ],
  list: { columns: ['projectName', 'projectRole', 'projectYear', 'description'], filters: ['expertId'], sort: ['projectYear'] },
});
