import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** One chart of a dashboard, in its place. */
export default defineEntity({
  name: 'chartGroupItem',
  domain: 'report',
  label: { zh: '图表组明细', en: 'Chart of a group' },
  service: 'reportServer',
  rest: 'baseChartGroupItem',
  table: 'srm_base_chart_group_items',
  key: 'itemId',
  parent: { entity: 'chartGroup', foreignKey: 'groupId' },
  fields: [
    f.ref('groupId', '图表组', 'Chart group', 'chartGroup', { required: true, index: true }),
    f.integer('seqNum', '序号', 'No.', { required: true, min: 1, default: 1 }),
    f.ref('chartId', '图表', 'Chart', 'dynamicChart', {
      required: true,
      display: 'chartName',
      copy: { chartCode: 'chartCode', chartName: 'chartName' },
      uniqueWith: ['groupId'],
    }),
    f.text('chartCode', '图表编码', 'Chart code', { readOnly: true, maxLength: 40 }),
    f.text('chartName', '图表名称', 'Chart name', { readOnly: true }),
  ],
  list: { columns: ['seqNum', 'chartCode', 'chartName'], filters: [], sort: ['seqNum'] },
  form: { sections: [{ title: { zh: '图表', en: 'Chart' }, fields: ['seqNum', 'chartId', 'chartCode', 'chartName'] }] },
});
