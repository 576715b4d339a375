import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * One checklist line of an on-site inspection, at one site: the supplier's
 * own score and remark (its self-examination), then the inspectors'.
 */
export default defineEntity({
  name: 'slcLocaleInspectScore',
  domain: 'supplier',
  label: { zh: '考察评分', en: 'Checklist line' },
  service: 'srmServer',
  rest: 'srmPosLocaleReviewScore',
  table: 'srm_slc_locale_inspect_scores',
  key: 'scoreId',
  titleField: 'checkItem',
  parent: { entity: 'slcLocaleInspect', foreignKey: 'inspectId' },
  fields: [
    f.ref('inspectId', '现场考察', 'On-site inspection', 'slcLocaleInspect', { required: true }),
    f.text('siteName', '考察地点', 'Site', { required: true, maxLength: 120 }),
    f.text('checkItem', '考察项', 'Item', { required: true, maxLength: 200 }),
    f.number('maxScore', '满分', 'Full marks', { required: true, min: 0, precision: 1 }),
    // The supplier's, written only by its self-examination (the selfCheck action).
    f.number('selfScore', '自评分', 'Self-assessed', { min: 0, precision: 1, readOnly: true }),
    f.text('selfComment', '自查说明', 'Self-examination remark', { maxLength: 500, readOnly: true }),
    f.number('score', '考察得分', 'Score', { min: 0, precision: 1, internal: true }),
    f.text('inspectorComment', '考察意见', "Inspectors' remark", { maxLength: 500, internal: true }),
  ],
  list: {
    columns: ['siteName', 'checkItem', 'maxScore', 'selfScore', 'selfComment', 'score', 'inspectorComment'],
    filters: ['inspectId', 'siteName'],
    sort: ['scoreId'],
  },
});
