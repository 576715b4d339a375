import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A device of the buying company (设备档案): what it is, where it stands,
 * who supplied it and its state. Internal: suppliers learn of devices through
 * the contracts and orders that concern them. Its spare parts are
 * `deviceSpare` records naming it. STATES.md.
 */
export default defineEntity({
  name: 'deviceInfo',
  domain: 'equipment',
  label: { zh: '设备档案', en: 'Device' },
  service: 'srmServer',
  rest: 'srmEqpDeviceInfo',
  table: 'srm_eqp_device_info',
  key: 'deviceId',
  titleField: 'deviceCode',
  scope: { internal: true },
  fields: [
    f.text('deviceCode', '设备编码', 'Device code', { required: true, unique: true, maxLength: 60 }),
    f.text('deviceName', '设备名称', 'Device name', { required: true, maxLength: 200 }),
    f.text('deviceModel', '规格型号', 'Model', { maxLength: 120 }),
    f.lookup('deviceType', '设备类别', 'Kind', 'EQP_DEVICE_TYPE', { required: true, default: 'PRODUCTION' }),
    ...f.org({ required: true }),
    ...f.supplier(),
    f.text('manufacturer', '制造商', 'Manufacturer', { maxLength: 200 }),
    f.text('serialNumber', '出厂编号', 'Serial number', { maxLength: 120 }),
    f.date('installDate', '安装日期', 'Installed on'),
    f.date('warrantyEndDate', '质保到期', 'Warranty until'),
    f.text('installLocation', '安装位置', 'Location', { maxLength: 200 }),
    f.text('custodianName', '责任人', 'Custodian', { maxLength: 120 }),
    f.lookup('deviceStatus', '设备状态', 'Status', 'EQP_DEVICE_STATUS', { required: true, default: 'IN_USE' }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
    f.attachments(),
  ],
  list: {
    columns: ['deviceCode', 'deviceName', 'deviceModel', 'deviceType', 'orgName', 'supplierName', 'installDate', 'installLocation', 'deviceStatus'],
    filters: [{ field: 'deviceCode', op: 'like' }, { field: 'deviceName', op: 'like' }, 'deviceType', 'orgId', 'supplierId', 'deviceStatus'],
    sort: ['deviceCode'],
  },
  form: {
    sections: [
      {
        title: { zh: '设备', en: 'Device' },
        fields: ['deviceCode', 'deviceName', 'deviceModel', 'deviceType', 'orgId', 'supplierId', 'manufacturer', 'serialNumber', 'deviceStatus'],
      },
      {
        title: { zh: '安装与质保', en: 'Installation and warranty' },
        fields: ['installDate', 'warrantyEndDate', 'installLocation', 'custodianName', 'description', 'attachmentIds'],
      },
    ],
  },
});
