import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A material whose deliveries carry shipping reports (出货报告物料清单), and the
 * template its reports are made from. STATES.md.
 */
export default defineEntity({
  name: 'qmsShippingItem',
  domain: 'quality',
  label: { zh: '出货报告物料', en: 'Material needing shipping reports' },
  service: 'srmServer',
  rest: 'srmQmsShippingItemList',
  table: 'srm_qms_shipping_items',
  key: 'shippingItemId',
  titleField: 'itemCode',
  scope: { internal: true },
  fields: [
    f.ref('itemId', '物料', 'Material', 'materialItem', {
      required: true,
      unique: true,
      display: 'itemName',
      copy: { itemCode: 'itemCode', itemName: 'itemName' },
    }),
    f.text('itemCode', '物料编码', 'Material code', { readOnly: true, maxLength: 60 }),
    f.text('itemName', '物料名称', 'Material name', { readOnly: true }),
    f.ref('templateId', '出货报告模板', 'Report template', 'qmsShippingTemplate', { required: true, index: true, display: 'templateName' }),
    f.enabled(),
    f.remark(),
  ],
  list: {
    columns: ['itemCode', 'itemName', 'templateId', 'enabledFlag', 'remark'],
    filters: [{ field: 'itemCode', op: 'like' }, 'templateId', 'enabledFlag'],
    sort: ['-shippingItemId'],
  },
  form: { sections: [{ title: { zh: '物料', en: 'Material' }, fields: ['itemId', 'itemCode', 'itemName', 'templateId', 'enabledFlag', 'remark'] }] },
});
