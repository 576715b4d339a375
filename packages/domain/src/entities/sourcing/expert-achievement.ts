import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A publication, patent, award or certificate of an expert. */
export default defineEntity({
  name: 'ponExpertAchievement',
  domain: 'sourcing',
  label: { zh: '成果与荣誉', en: 'Achievement' },
  service: 'srmServer',
  rest: 'srmPonExpertAchievements',
  table: 'srm_pon_expert_achievements',
  key: 'achievementId',
  parent: { entity: 'ponExpert', foreignKey: 'expertId' },
  fields: [
    f.ref('expertId', '专家', 'Expert', 'ponExpert', { required: true }),
    f.text('achievementName', '名称', 'Title', { required: true, maxLength: 200 }),
    f.year('achievementYear', '年份', 'Year', { min: 1950, max: 2100 }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
  ],
  list: { columns: ['achievementName', 'achievementYear', 'description'], filters: ['expertId'], sort: ['achievementYear'] },
});
