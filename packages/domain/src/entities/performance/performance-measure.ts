import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** One measure of a result as the server computed it from the period's documents. */
export default defineEntity({
  name: 'spePerformanceMeasure',
  domain: 'performance',
  label: { zh: '度量数据', en: 'Measure' },
  service: 'srmServer',
  rest: 'srmSpePerformanceMeasures',
  table: 'srm_spe_performance_measures',
  key: 'performanceMeasureId',
  parent: { entity: 'spePerformance', foreignKey: 'performanceId' },
  fields: [
    f.ref('performanceId', '绩效结果', 'Result', 'spePerformance', { required: true }),
    f.lookup('measureCode', '度量', 'Measure', 'SPE_MEASURE', { readOnly: true, uniqueWith: ['performanceId'] }),
    f.number('measureValue', '数值', 'Value', { readOnly: true, precision: 4 }),
  ],
  list: { columns: ['measureCode', 'measureValue'], filters: ['performanceId', 'measureCode'], sort: ['performanceMeasureId'] },
});
