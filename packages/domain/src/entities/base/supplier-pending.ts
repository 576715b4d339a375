import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A supplier's to-do, shared by the supplier's users: its title in both languages, each user reads theirs. */
export default defineEntity({
  name: 'supplierPending',
  domain: 'base',
  label: { zh: '供应商待办', en: 'Supplier to-do' },
  service: 'baseServer',
  rest: 'srmBaseSupplierPending',
  table: 'srm_base_supplier_pending',
  key: 'supplierPendingId',
  titleField: 'pendingTitle',
  read: 'authenticated',
  scope: { supplier: 'supplierId' },
  localizedLists: true,
  fields: [...f.supplier({ required: true }), ...f.pendingItem({ english: true })],
  list: {
    columns: ['pendingTitle', 'billType', 'creationDate', 'handleFlag', 'handleDate'],
    filters: [{ field: 'pendingTitle', op: 'like' }, 'billType', 'handleFlag', 'cancelFlag'],
    sort: ['-supplierPendingId'],
    // SPEC's home shows up to 999 to-dos in one call (interiorPending, pageRows 999).
    maxPageRows: 999,
  },
});
