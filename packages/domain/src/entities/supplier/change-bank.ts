import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import supplierBank from './bank.ts';
import { proposedFields } from '../../entity/proposed.ts';

/** A bank account as a change proposes it: `sourceId` names the account it changes, none a new one. */
export default defineEntity({
  name: 'slcSupplierChangeBank',
  domain: 'supplier',
  label: { zh: '变更银行账户', en: 'Proposed bank account' },
  service: 'srmServer',
  rest: 'srmSlcSupplierChangeBank',
  table: 'srm_slc_supplier_change_banks',
  key: 'changeBankId',
  titleField: 'bankAccountNumber',
  parent: { entity: 'slcSupplierChange', foreignKey: 'changeId' },
  fields: [
    f.ref('changeId', '变更单', 'Change', 'slcSupplierChange', { required: true }),
    f.integer('sourceId', '原账户', 'Account changed', { hidden: true }),
    ...proposedFields(supplierBank.fields, ['supplierId']),
  ],
  list: { columns: supplierBank.list!.columns, filters: ['changeId'], sort: ['changeBankId'] },
});
