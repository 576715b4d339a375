import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { itemFields } from '../../purchase/shared.ts';

/** A material's agreed price (tax included, per material unit); ladder steps may lower it by quantity. */
export default defineEntity({
  name: 'purAgreementLine',
  domain: 'purchase',
  label: { zh: '协议行', en: 'Agreement line' },
  service: 'srmServer',
  rest: 'srmPoAgreementLine',
  table: 'srm_po_agreement_lines',
  key: 'agreementLineId',
  parent: { entity: 'purAgreement', foreignKey: 'agreementId' },
  fields: [
    f.ref('agreementId', '协议', 'Agreement', 'purAgreement', { required: true }),
    f.integer('lineNumber', '行号', 'Line', { required: true, min: 1 }),
    ...itemFields({ required: true, uomInto: 'uomCode' }),
    f.lookup('uomCode', '单位', 'Unit', 'BASE_ITEMS_UNIT', { readOnly: true }),
    f.money('taxPrice', '含税单价', 'Price incl. tax', { required: true, precision: 4, rules: ['positive'] }),
    f.flag('ladderFlag', '阶梯价', 'Ladder prices', { readOnly: true }),
    f.remark(),
  ],
  list: {
    columns: ['lineNumber', 'itemId', 'itemCode', 'itemSpec', 'uomCode', 'taxPrice', 'ladderFlag', 'remark'],
    filters: ['agreementId', 'itemId'],
    sort: ['lineNumber'],
  },
});
