import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A spare part kept for a device (备品备件): the material, how many are in
 * stock, the minimum to keep and who supplies it. `belowMinFlag` is the
 * server's (stock under the minimum), so the list finds what to reorder.
 * Internal, like the device. STATES.md.
 */
export default defineEntity({
  name: 'deviceSpare',
  domain: 'equipment',
  label: { zh: '备品备件', en: 'Spare part' },
  service: 'srmServer',
  rest: 'srmEqpDeviceSpare',
  table: 'srm_eqp_device_spares',
  key: 'spareId',
  titleField: 'itemName',
  scope: { internal: true },
  fields: [
    f.ref('deviceId', '设备', 'Device', 'deviceInfo', {
      required: true,
      display: 'deviceName',
      copy: { deviceCode: 'deviceCode', deviceName: 'deviceName' },
      index: true,
    }),
    f.text('deviceCode', '设备编码', 'Device code', { readOnly: true, maxLength: 60 }),
    f.text('deviceName', '设备名称', 'Device name', { readOnly: true }),
    f.ref('itemId', '物料', 'Material', 'materialItem', {
      required: true,
      display: 'itemName',
      copy: { itemCode: 'itemCode', itemName: 'itemName' },
      uniqueWith: ['deviceId'],
    }),
    f.text('itemCode', '物料编码', 'Material code', { readOnly: true, maxLength: 60 }),
    f.text('itemName', '物料名称', 'Material name', { readOnly: true }),
    f.lookup('uomCode', '单位', 'Unit', 'BASE_ITEMS_UNIT', { required: true, default: 'PCS' }),
    f.number('stockQty', '库存数量', 'In stock', { required: true, precision: 4, rules: ['nonNegative'], default: 0 }),
    f.number('minStockQty', '最低库存', 'Minimum stock', { required: true, precision: 4, rules: ['nonNegative'], default: 0 }),
    f.flag('belowMinFlag', '低于最低库存', 'Below minimum', { readOnly: true }),
    ...f.supplier(),
    f.integer('replaceCycleDays', '更换周期(天)', 'Replaced every (days)', { min: 1 }),
    f.text('remark', '备注', 'Remark', { maxLength: 1000 }),
  ],
  list: {
    columns: ['deviceCode', 'deviceName', 'itemCode', 'itemName', 'uomCode', 'stockQty', 'minStockQty', 'belowMinFlag', 'supplierName', 'replaceCycleDays'],
    filters: ['deviceId', 'itemId', 'supplierId', 'belowMinFlag'],
    sort: ['deviceCode', 'itemCode'],
  },
  form: {
    sections: [
      {
        title: { zh: '备件', en: 'Spare part' },
        fields: ['deviceId', 'itemId', 'uomCode', 'stockQty', 'minStockQty', 'belowMinFlag', 'supplierId', 'replaceCycleDays', 'remark'],
      },
    ],
  },
});
