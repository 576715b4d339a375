import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { itemFields } from '../../purchase/shared.ts';

/** A customer's order for a material, kept beside purchasing to explain demand. Status OPEN or CLOSED, set by hand. */
export default defineEntity({
  name: 'purCustomerOrder',
  domain: 'purchase',
  label: { zh: '客户订单', en: 'Customer order' },
  service: 'srmServer',
  rest: 'srmPoCustomerOrder',
  table: 'srm_po_customer_orders',
  key: 'customerOrderId',
  titleField: 'customerOrderNumber',
  fields: [
    f.text('customerOrderNumber', '客户订单号', 'Customer order number', { required: true, unique: true, maxLength: 60 }),
    f.text('customerName', '客户名称', 'Customer', { required: true }),
    ...f.org(),
    ...itemFields({ required: true, uomInto: 'uomCode' }),
    f.lookup('uomCode', '单位', 'Unit', 'BASE_ITEMS_UNIT', { readOnly: true }),
    f.number('quantity', '数量', 'Quantity', { required: true, precision: 4, rules: ['positive'] }),
    f.date('deliveryDate', '交货日期', 'Delivery date'),
    f.lookup('orderStatus', '状态', 'Status', 'PUR_CUSTOMER_ORDER_STATUS', { required: true, default: 'OPEN' }),
    f.remark(),
  ],
  list: {
    columns: ['customerOrderNumber', 'customerName', 'orgName', 'itemCode', 'itemName', 'quantity', 'uomCode', 'deliveryDate', 'orderStatus'],
    filters: [
      { field: 'customerOrderNumber', op: 'like' },
      { field: 'customerName', op: 'like' },
      'itemId',
      'orderStatus',
      { field: 'deliveryDate', op: 'range' },
    ],
    sort: ['-customerOrderId'],
  },
  form: {
    sections: [
      {
        title: { zh: '客户订单', en: 'Customer order' },
        fields: ['customerOrderNumber', 'customerName', 'orgId', 'itemId', 'quantity', 'deliveryDate', 'orderStatus', 'remark'],
      },
    ],
  },
});
