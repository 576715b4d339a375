import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * The indicator lines a supplier may appeal (可申诉指标): those of its own
 * results published and waiting for its confirmation, to pick from in an
 * appeal; also while another appeal of the result is open, as the appeal's
 * save allows (its submit waits for that answer). A view, recreated at
 * start-up; the appeal's save checks again.
 */
export default defineEntity({
  name: 'speAppealableLine',
  domain: 'performance',
  label: { zh: '可申诉指标', en: 'Lines open to appeal' },
  service: 'srmServer',
  rest: 'srmSpeAppealableLine',
  table: 'v_srm_spe_appealable_lines',
  key: 'performanceLineId',
  titleField: 'indicatorName',
  read: 'authenticated',
  readOnly: true,
  scope: { supplier: 'supplierId' },
  view: `SELECT l.performance_line_id, l.performance_id, p.performance_number, p.scheme_name, p.supplier_id, p.supplier_number, p.supplier_name,
      l.indicator_name, l.weight, l.score, p.appeal_deadline,
      l.created_by, l.creation_date, l.last_updated_by, l.last_update_date, l.version_num
    FROM srm_spe_performance_lines l JOIN srm_spe_performances p ON p.performance_id = l.performance_id
   WHERE p.performance_status IN ('PUBLISHED', 'APPEALED')`,
  fields: [
    f.ref('performanceId', '绩效结果', 'Result', 'spePerformance', { display: 'performanceNumber' }),
    f.text('performanceNumber', '绩效编号', 'Result number'),
    f.text('schemeName', '方案名称', 'Scheme name'),
    ...f.supplier(),
    f.text('indicatorName', '指标名称', 'Indicator name'),
    f.number('weight', '权重(%)', 'Weight (%)', { precision: 2 }),
    f.number('score', '得分', 'Score', { precision: 2 }),
    f.datetime('appealDeadline', '申诉截止', 'Appeal by'),
  ],
  list: {
    columns: ['performanceNumber', 'schemeName', 'indicatorName', 'weight', 'score', 'appealDeadline'],
    filters: [{ field: 'performanceNumber', op: 'like' }, { field: 'indicatorName', op: 'like' }, 'performanceId'],
    sort: ['-performanceLineId'],
  },
});
