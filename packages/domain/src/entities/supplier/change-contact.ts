import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import supplierContact from './contact.ts';
import { proposedFields } from '../../entity/proposed.ts';

/** A contact as a change proposes it: `sourceId` names the contact it changes, none a new one. */
export default defineEntity({
  name: 'slcSupplierChangeContact',
  domain: 'supplier',
  label: { zh: '变更联系人', en: 'Proposed contact' },
  service: 'srmServer',
  rest: 'srmSlcSupplierChangeContact',
  table: 'srm_slc_supplier_change_contacts',
  key: 'changeContactId',
  titleField: 'contactName',
  parent: { entity: 'slcSupplierChange', foreignKey: 'changeId' },
  fields: [
    f.ref('changeId', '变更单', 'Change', 'slcSupplierChange', { required: true }),
    f.integer('sourceId', '原联系人', 'Contact changed', { hidden: true }),
    ...proposedFields(supplierContact.fields, ['supplierId']),
  ],
  list: { columns: supplierContact.list!.columns, filters: ['changeId'], sort: ['changeContactId'] },
});
