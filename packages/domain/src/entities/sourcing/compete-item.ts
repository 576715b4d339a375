import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { itemFields } from '../../purchase/shared.ts';

/** A material a compete event asks prices for, with the ceiling no offer may exceed. */
export default defineEntity({
  name: 'ponCompeteItem',
  domain: 'sourcing',
  label: { zh: '竞价物料', en: 'Compete material' },
  service: 'srmServer',
  rest: 'srmPonCompeteItems',
  table: 'srm_pon_compete_items',
  key: 'competeLineId',
  parent: { entity: 'ponCompete', foreignKey: 'competeHeaderId' },
  fields: [
    f.ref('competeHeaderId', '竞价单', 'Compete event', 'ponCompete', { required: true }),
    f.integer('lineNumber', '行号', 'Line', { required: true, min: 1 }),
    ...itemFields({ required: true, uomInto: 'uomCode' }),
    f.lookup('uomCode', '单位', 'Unit', 'BASE_ITEMS_UNIT', { readOnly: true }),
    f.number('quantity', '数量', 'Quantity', { required: true, precision: 4, rules: ['positive'] }),
    // The starting (ceiling) unit price of the first turn; a later turn may lower it.
    f.money('ceilingPrice', '起始/最高限价', 'Starting (ceiling) price', { required: true, rules: ['positive'] }),
  ],
  list: {
    columns: ['lineNumber', 'itemCode', 'itemName', 'uomCode', 'quantity', 'ceilingPrice'],
    filters: ['competeHeaderId'],
    sort: ['lineNumber'],
  },
});
