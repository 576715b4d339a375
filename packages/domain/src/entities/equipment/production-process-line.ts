import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * One production step of an order (工序): planned and actual start and
 * finish. Its status, late mark and days late are the server's, from the dates.
 */
export default defineEntity({
  name: 'productionProcessLine',
  domain: 'equipment',
  label: { zh: '生产工序', en: 'Production step' },
  service: 'srmServer',
  rest: 'srmEqpProductionProcessLine',
  table: 'srm_eqp_production_process_lines',
  key: 'processLineId',
  parent: { entity: 'productionProcess', foreignKey: 'processId' },
  fields: [
    f.ref('processId', '生产进度', 'Production progress', 'productionProcess', { required: true, index: true }),
    f.integer('lineNumber', '序号', 'No.', { required: true, min: 1 }),
    f.text('stepName', '工序', 'Step', { required: true, maxLength: 200 }),
    f.date('plannedStartDate', '计划开始', 'Planned start', { required: true }),
    f.date('plannedFinishDate', '计划完成', 'Planned finish', { required: true }),
    f.date('actualStartDate', '实际开始', 'Actual start'),
    f.date('actualFinishDate', '实际完成', 'Actual finish'),
    f.lookup('stepStatus', '工序状态', 'Status', 'EQP_STEP_STATUS', { readOnly: true, default: 'NOT_STARTED' }),
    f.flag('lateFlag', '延误', 'Late', { readOnly: true }),
    f.integer('lateDays', '延误天数', 'Days late', { readOnly: true }),
    // The buyer was told of this step's lateness by a report; cleared when the step is no longer late.
    f.flag('lateToldFlag', '已通知延误', 'Lateness told', { readOnly: true, hidden: true }),
    f.text('remark', '备注', 'Remark', { maxLength: 1000 }),
  ],
  list: {
    columns: [
      'lineNumber',
      'stepName',
      'plannedStartDate',
      'plannedFinishDate',
      'actualStartDate',
      'actualFinishDate',
      'stepStatus',
      'lateFlag',
      'lateDays',
      'remark',
    ],
    filters: ['processId'],
    sort: ['lineNumber'],
  },
});
