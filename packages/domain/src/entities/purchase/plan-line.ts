import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { itemFields } from '../../purchase/shared.ts';

/** A planned quantity of a material, in its unit, needed by a date. */
export default defineEntity({
  name: 'purPlanLine',
  domain: 'purchase',
  label: { zh: '采购计划行', en: 'Plan line' },
  service: 'srmServer',
  rest: 'srmPoPlanLine',
  table: 'srm_po_plan_lines',
  key: 'planLineId',
  parent: { entity: 'purPlan', foreignKey: 'planHeaderId' },
  fields: [
    f.ref('planHeaderId', '采购计划', 'Plan', 'purPlan', { required: true }),
    f.integer('lineNumber', '行号', 'Line', { required: true, min: 1 }),
    ...itemFields({ required: true, uomInto: 'uomCode' }),
    f.lookup('uomCode', '单位', 'Unit', 'BASE_ITEMS_UNIT', { readOnly: true }),
    f.number('planQty', '计划数量', 'Planned quantity', { required: true, precision: 4, rules: ['positive'] }),
    f.date('needByDate', '需求日期', 'Need by'),
    f.remark(),
  ],
  list: {
    columns: ['lineNumber', 'itemId', 'itemCode', 'uomCode', 'planQty', 'needByDate', 'remark'],
    filters: ['planHeaderId'],
    sort: ['lineNumber'],
    summary: ['planQty'],
  },
});
