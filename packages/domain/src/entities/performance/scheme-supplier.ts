import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A supplier a scheme evaluates; a scheme naming none evaluates every qualified supplier. */
export default defineEntity({
  name: 'speSchemeSupplier',
  domain: 'performance',
  label: { zh: '参评供应商', en: 'Supplier evaluated' },
  service: 'srmServer',
  rest: 'srmSpeSchemeSuppliers',
  table: 'srm_spe_scheme_suppliers',
  key: 'schemeSupplierId',
  parent: { entity: 'speScheme', foreignKey: 'schemeId' },
  fields: [f.ref('schemeId', '绩效方案', 'Scheme', 'speScheme', { required: true }), ...f.supplier({ required: true, uniqueWith: ['schemeId'] })],
  list: { columns: ['supplierId', 'supplierNumber'], filters: ['schemeId', 'supplierId'], sort: ['schemeSupplierId'] },
});
