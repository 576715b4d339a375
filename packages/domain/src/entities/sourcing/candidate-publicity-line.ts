import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** One winning candidate of a publicity, as the evaluation ranked it: its name, rank and score, never its prices. */
export default defineEntity({
  name: 'ponBrightMoonLine',
  domain: 'sourcing',
  label: { zh: '中标候选人', en: 'Candidate' },
  service: 'srmServer',
  rest: 'srmPonBrightMoonLines',
  table: 'srm_pon_bright_moon_lines',
  key: 'brightLineId',
  titleField: 'supplierName',
  parent: { entity: 'ponBrightMoon', foreignKey: 'brightId' },
  fields: [
    f.ref('brightId', '中标候选人公示', 'Candidate publicity', 'ponBrightMoon', { required: true }),
    f.integer('scoreRank', '排名', 'Rank', { readOnly: true }),
    f.text('supplierName', '候选人', 'Candidate', { readOnly: true }),
    f.number('scoreSum', '综合得分', 'Total score', { readOnly: true, precision: 2 }),
  ],
  list: {
    columns: ['scoreRank', 'supplierName', 'scoreSum'],
    filters: ['brightId'],
    sort: ['scoreRank'],
  },
});
