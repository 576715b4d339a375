import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { itemFields } from '../../purchase/shared.ts';

/** A material the contract buys (标的物): quantity, price incl. tax, tax rate; the amount is the server's. */
export default defineEntity({
  name: 'contractItem',
  domain: 'contract',
  label: { zh: '合同标的物', en: 'Contract item' },
  service: 'srmServer',
  rest: 'srmOkcContractItems',
  table: 'srm_okc_contract_items',
  key: 'contractItemId',
  titleField: 'itemName',
  parent: { entity: 'contract', foreignKey: 'contractId' },
  fields: [
    f.ref('contractId', '合同', 'Contract', 'contract', { required: true }),
    f.integer('lineNumber', '行号', 'Line', { required: true, min: 1 }),
    ...itemFields({ required: true, uomInto: 'uomCode' }),
    f.lookup('uomCode', '单位', 'Unit', 'BASE_ITEMS_UNIT', { readOnly: true }),
    f.number('purchaseQuantity', '数量', 'Quantity', { required: true, precision: 4, rules: ['positive'] }),
    f.money('taxPrice', '含税单价', 'Price incl. tax', { required: true, precision: 4, rules: ['nonNegative'] }),
    f.lookup('taxRateCode', '税率', 'Tax rate', 'PON_TAX_LIST', { default: 'VAT13' }),
    f.money('lineAmount', '含税金额', 'Amount incl. tax', { readOnly: true, computed: { product: ['purchaseQuantity', 'taxPrice'] } }),
    f.date('demandDate', '需求日期', 'Need by'),
    f.text('contractItemComments', '行说明', 'Line notes', { maxLength: 1000 }),
  ],
  list: {
    columns: ['lineNumber', 'itemId', 'itemCode', 'uomCode', 'purchaseQuantity', 'taxPrice', 'taxRateCode', 'lineAmount', 'demandDate', 'contractItemComments'],
    filters: ['contractId', 'itemId'],
    sort: ['lineNumber'],
    summary: ['purchaseQuantity', 'lineAmount'],
  },
});
