import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A dashboard (图表组): charts in order, opened from a menu
 * (`dynamicCharts/viewReport?group=<code>`) or the dashboards' list.
 */
export default defineEntity({
  name: 'chartGroup',
  domain: 'report',
  label: { zh: '图表组', en: 'Chart group' },
  service: 'reportServer',
  rest: 'baseChartGroup',
  table: 'srm_base_chart_groups',
  key: 'groupId',
  titleField: 'groupName',
  operations: [
    { operation: 'getChartData', label: { zh: '图表数据', en: 'Chart data' }, resource: 'btnViewChart', noButton: true },
    { operation: 'findByGroupCode', label: { zh: '按编码查询', en: 'Find by code' }, resource: 'btnViewChart', noButton: true },
    { operation: 'doPublishMenu', label: { zh: '发布到菜单', en: 'Publish to menu' }, resource: 'btnEdit', actor: 'internal', noButton: true },
  ],
  fields: [
    f.text('groupCode', '图表组编码', 'Group code', { required: true, unique: true, maxLength: 40 }),
    f.text('groupName', '图表组名称', 'Group name', { required: true, maxLength: 200 }),
    f.text('groupNameEn', '图表组英文名称', 'Group name (English)', { maxLength: 200 }),
    f.integer('columnsPerRow', '每行图表数', 'Charts per row', { min: 1, max: 4, default: 2 }),
    f.text('menuPath', '菜单路径', 'Menu path', { readOnly: true, maxLength: 200 }),
    f.enabled(),
  ],
  children: [{ name: 'items', entity: 'chartGroupItem', foreignKey: 'groupId', label: { zh: '图表', en: 'Charts' } }],
  list: {
    columns: ['groupCode', 'groupName', 'groupNameEn', 'columnsPerRow', 'menuPath', 'enabledFlag'],
    filters: ['groupCode', 'groupName'],
    sort: ['groupCode'],
  },
  form: {
    sections: [{ title: { zh: '图表组', en: 'Chart group' }, fields: ['groupCode', 'groupName', 'groupNameEn', 'columnsPerRow', 'menuPath', 'enabledFlag'] }],
  },
});
