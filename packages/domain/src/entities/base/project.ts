import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A project that purchases may be charged to. */
export default defineEntity({
  name: 'project',
  domain: 'base',
  label: { zh: '项目', en: 'Project' },
  service: 'baseServer',
  rest: 'srmBaseProject',
  table: 'srm_base_projects',
  key: 'projectId',
  titleField: 'projectName',
  read: 'authenticated',
  fields: [
    f.text('projectCode', '项目编号', 'Project code', { required: true, unique: true, maxLength: 60 }),
    f.text('projectName', '项目名称', 'Project name', { required: true }),
    ...f.org(),
    f.money('budgetAmount', '预算金额', 'Budget', { rules: ['nonNegative'] }),
    f.date('startDate', '开始日期', 'Start date'),
    f.date('endDate', '结束日期', 'End date'),
    f.enabled(),
  ],
  list: {
    columns: ['projectCode', 'projectName', 'orgName', 'budgetAmount', 'startDate', 'endDate', 'enabledFlag'],
    filters: [{ field: 'projectCode', op: 'like' }, { field: 'projectName', op: 'like' }, 'orgId'],
    sort: ['projectCode'],
    summary: ['budgetAmount'],
  },
});
