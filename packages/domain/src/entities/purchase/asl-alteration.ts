import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { approvalWorkflow } from '../../entity/workflows.ts';

/**
 * A change to an approved supplier list (add, change the validity of, or
 * disable lines), approved like the list itself; on approval the changes are
 * applied to the list's lines. States: DRAFT, SUBMITTED, APPROVED, REJECTED.
 */
export default defineEntity({
  name: 'purAslAlteration',
  domain: 'purchase',
  label: { zh: '货源清单变更', en: 'Approved supplier list change' },
  service: 'srmServer',
  rest: 'srmPoAslAlteration',
  table: 'srm_po_asl_alterations',
  key: 'alterationId',
  titleField: 'alterationNumber',
  fields: [
    f.text('alterationNumber', '变更单号', 'Change number', { autoNumber: 'ASLBG-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.ref('aslId', '货源清单', 'List', 'purAsl', {
      required: true,
      display: 'aslNumber',
      copy: { aslNumber: 'aslNumber', supplierName: 'supplierName' },
      index: true,
    }),
    f.text('aslNumber', '货源清单编号', 'List number', { readOnly: true, maxLength: 40 }),
    f.text('supplierName', '供应商名称', 'Supplier name', { readOnly: true }),
    f.text('alterationReason', '变更原因', 'Reason', { required: true, maxLength: 1000 }),
    f.lookup('alterationStatus', '状态', 'Status', 'PUR_ASL_ALTERATION_STATUS', { readOnly: true, default: 'DRAFT' }),
  ],
  children: [{ name: 'lines', entity: 'purAslAlterationLine', foreignKey: 'alterationId', label: { zh: '变更行', en: 'Changes' } }],
  workflow: approvalWorkflow('alterationStatus'),
  list: {
    columns: ['alterationNumber', 'aslNumber', 'supplierName', 'alterationReason', 'alterationStatus', 'creationDate'],
    filters: [{ field: 'alterationNumber', op: 'like' }, 'aslId', 'alterationStatus'],
    sort: ['-alterationId'],
  },
  form: { sections: [{ title: { zh: '变更信息', en: 'Change' }, fields: ['alterationNumber', 'aslId', 'alterationStatus', 'alterationReason'] }] },
});
