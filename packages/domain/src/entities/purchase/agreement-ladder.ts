import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A ladder step: from this order quantity on, the material costs this price (tax included). */
export default defineEntity({
  name: 'purAgreementLadder',
  domain: 'purchase',
  label: { zh: '阶梯价格', en: 'Ladder price' },
  service: 'srmServer',
  rest: 'srmPoAgreementStep',
  table: 'srm_po_agreement_steps',
  key: 'ladderId',
  parent: { entity: 'purAgreement', foreignKey: 'agreementId' },
  fields: [
    f.ref('agreementId', '协议', 'Agreement', 'purAgreement', { required: true }),
    f.ref('itemId', '物料', 'Material', 'materialItem', {
      required: true,
      display: 'itemName',
      copy: { itemCode: 'itemCode', itemName: 'itemName' },
      index: true,
    }),
    f.text('itemCode', '物料编码', 'Material code', { readOnly: true, maxLength: 60 }),
    f.text('itemName', '物料名称', 'Material name', { readOnly: true }),
    f.number('fromQty', '起始数量', 'From quantity', { required: true, precision: 4, rules: ['nonNegative'] }),
    f.money('taxPrice', '含税单价', 'Price incl. tax', { required: true, precision: 4, rules: ['positive'] }),
  ],
  list: { columns: ['itemId', 'itemCode', 'fromQty', 'taxPrice'], filters: ['agreementId', 'itemId'], sort: ['itemCode', 'fromQty'] },
});
