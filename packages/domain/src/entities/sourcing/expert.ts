import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * An evaluation expert (评标专家) of the pool: the user who signs in to score,
 * the purchase category they are drawn for, and their work, projects,
 * achievements and education. A work entry at a supplier keeps the expert off
 * the jury of any tender that supplier is invited to (avoidance).
 */
export default defineEntity({
  name: 'ponExpert',
  domain: 'sourcing',
  label: { zh: '评标专家', en: 'Evaluation expert' },
  service: 'srmServer',
  rest: 'srmPonExperts',
  table: 'srm_pon_experts',
  key: 'expertId',
  titleField: 'expertName',
  fields: [
    f.text('expertNumber', '专家编号', 'Expert number', { autoNumber: 'ZJ-{seq:4}', readOnly: true, unique: true, maxLength: 40 }),
    f.text('expertName', '姓名', 'Name', { required: true, maxLength: 120 }),
    f.ref('userId', '登录用户', 'Sign-in user', 'user', { required: true, unique: true, display: 'userName', copy: { userName: 'userName' } }),
    f.text('userName', '用户名', 'User name', { readOnly: true }),
    f.ref('categoryId', '评审品类', 'Category', 'purchaseCategory', {
      required: true,
      index: true,
      display: 'categoryName',
      copy: { categoryName: 'categoryName' },
    }),
    f.text('categoryName', '品类名称', 'Category name', { readOnly: true }),
    f.text('professionalTitle', '职称', 'Professional title', { maxLength: 120 }),
    f.text('workUnit', '工作单位', 'Employer', { maxLength: 200 }),
    f.text('phone', '电话', 'Phone', { maxLength: 40, rules: ['telephone'] }),
    f.text('email', '邮箱', 'E-mail', { maxLength: 120, rules: ['email'] }),
    f.enabled(),
    f.text('introduction', '专家简介', 'Profile', { maxLength: 2000 }),
  ],
  children: [
    { name: 'works', entity: 'ponExpertWork', foreignKey: 'expertId', label: { zh: '工作经历', en: 'Work' } },
    { name: 'projects', entity: 'ponExpertProject', foreignKey: 'expertId', label: { zh: '项目经历', en: 'Projects' } },
    { name: 'achievements', entity: 'ponExpertAchievement', foreignKey: 'expertId', label: { zh: '成果与荣誉', en: 'Achievements' } },
    { name: 'educations', entity: 'ponExpertEducation', foreignKey: 'expertId', label: { zh: '教育经历', en: 'Education' } },
  ],
  list: {
    columns: ['expertNumber', 'expertName', 'userName', 'categoryName', 'professionalTitle', 'workUnit', 'phone', 'enabledFlag'],
    filters: [{ field: 'expertName', op: 'like' }, 'categoryId', 'enabledFlag'],
    sort: ['expertNumber'],
  },
  form: {
    sections: [
      {
        title: { zh: '专家信息', en: 'Expert' },
        fields: ['expertNumber', 'expertName', 'userId', 'categoryId', 'professionalTitle', 'workUnit', 'phone', 'email', 'enabledFlag', 'introduction'],
      },
    ],
  },
});
