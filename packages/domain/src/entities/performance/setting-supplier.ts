import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A supplier a setting names, evaluated besides those of its categories. */
export default defineEntity({
  name: 'speSettingSupplier',
  domain: 'performance',
  label: { zh: '指定供应商', en: 'Supplier named' },
  service: 'srmServer',
  rest: 'srmSpeSettingSuppliers',
  table: 'srm_spe_setting_suppliers',
  key: 'settingSupplierId',
  parent: { entity: 'speSetting', foreignKey: 'settingId' },
  fields: [f.ref('settingId', '绩效设置', 'Setting', 'speSetting', { required: true }), ...f.supplier({ required: true, uniqueWith: ['settingId'] })],
  list: { columns: ['supplierId', 'supplierNumber'], filters: ['settingId', 'supplierId'], sort: ['settingSupplierId'] },
});
