import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A supplier whose deliveries carry shipping reports (出货报告供应商清单): with
 * the materials of qmsShippingItem, it decides which delivery note lines need
 * a report. STATES.md.
 */
export default defineEntity({
  name: 'qmsShippingSupplier',
  domain: 'quality',
  label: { zh: '出货报告供应商', en: 'Supplier needing shipping reports' },
  service: 'srmServer',
  rest: 'srmQmsShippingSupplierList',
  table: 'srm_qms_shipping_suppliers',
  key: 'shippingSupplierId',
  titleField: 'supplierName',
  scope: { internal: true },
  fields: [...f.supplier({ required: true, unique: true }), f.enabled(), f.remark()],
  list: {
    columns: ['supplierNumber', 'supplierName', 'enabledFlag', 'remark'],
    filters: ['supplierId', 'enabledFlag'],
    sort: ['-shippingSupplierId'],
  },
  form: { sections: [{ title: { zh: '供应商', en: 'Supplier' }, fields: ['supplierId', 'enabledFlag', 'remark'] }] },
});
