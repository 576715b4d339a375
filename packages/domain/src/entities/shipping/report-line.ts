import { defineEntity } from '../../entity/types.ts';
import type { FieldDef } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { MAX_SAMPLES, testItemFields } from './template-line.ts';

/** The measured-value columns of a report line, `sample1` to `sample5`. */
export const SAMPLE_FIELDS = Array.from({ length: MAX_SAMPLES }, (_, i) => `sample${i + 1}`);

const samples: FieldDef[] = SAMPLE_FIELDS.map((name, i) => f.number(name, `样本${i + 1}`, `Sample ${i + 1}`, { precision: 4 }));

/**
 * One test item of a shipping report: the template's item (copied by the
 * server), the supplier's measured value per sample, the server's judgement
 * (NG and the samples outside standard ± tolerance), and the buyer's review.
 */
export default defineEntity({
  name: 'qmsShippingReportLine',
  domain: 'quality',
  label: { zh: '出货报告检验项目', en: 'Shipping report test item' },
  service: 'srmServer',
  rest: 'srmQmsShippingOrderLine',
  table: 'srm_qms_shipping_report_lines',
  key: 'reportLineId',
  titleField: 'testItem',
  parent: { entity: 'qmsShippingReport', foreignKey: 'reportId' },
  fields: [
    f.ref('reportId', '出货报告', 'Shipping report', 'qmsShippingReport', { required: true, index: true }),
    f.integer('lineNumber', '行号', 'Line', { required: true, min: 1, internal: true }),
    ...testItemFields({ internal: true }),
    ...samples,
    f.lookup('judgement', '判定', 'Judgement', 'QMS_JUDGEMENT', { readOnly: true }),
    f.text('outSamples', '超差样本', 'Samples out of tolerance', { readOnly: true, maxLength: 60 }),
    f.lookup('reviewStatus', '审核结果', 'Review', 'QMS_LINE_REVIEW', { readOnly: true, default: 'PENDING' }),
    f.text('refuseReason', '拒绝原因', 'Reason refused', { readOnly: true, maxLength: 1000 }),
  ],
  list: {
    columns: [
      'lineNumber',
      'testKind',
      'testItem',
      'testMethod',
      'standardValue',
      'lowerTolerance',
      'upperTolerance',
      'unit',
      'sampleSize',
      ...SAMPLE_FIELDS,
      'judgement',
      'outSamples',
      'reviewStatus',
      'refuseReason',
    ],
    filters: ['reportId', 'judgement', 'reviewStatus'],
    sort: ['lineNumber'],
  },
});
