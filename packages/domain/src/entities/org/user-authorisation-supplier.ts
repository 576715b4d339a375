import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** One supplier a user's data permissions let them see (userAuthorisation). */
export default defineEntity({
  name: 'userAuthorisationSupplier',
  domain: 'org',
  label: { zh: '数据权限-供应商', en: 'Permitted supplier' },
  service: 'baseServer',
  rest: 'baseUserAuthorisationSupplier',
  table: 'saaf_user_auth_suppliers',
  key: 'authorisationSupplierId',
  parent: { entity: 'userAuthorisation', foreignKey: 'authorisationId' },
  scope: { dataScope: false },
  fields: [
    f.ref('authorisationId', '数据权限', 'Data permissions', 'userAuthorisation', { required: true, index: true }),
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', {
      required: true,
      display: 'supplierName',
      copy: { supplierName: 'supplierName' },
      uniqueWith: ['authorisationId'],
      index: true,
    }),
    f.text('supplierName', '供应商名称', 'Supplier name', { readOnly: true }),
  ],
});
