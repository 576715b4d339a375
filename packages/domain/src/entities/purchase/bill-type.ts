import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A purchasing document type (standard, urgent, consignment...) that requisitions and orders may carry. No states: enabled or not. */
export default defineEntity({
  name: 'purBillType',
  domain: 'purchase',
  label: { zh: '采购单据类型', en: 'Purchasing document type' },
  service: 'srmServer',
  rest: 'srmPoBillType',
  table: 'srm_po_bill_types',
  key: 'billTypeId',
  titleField: 'billTypeName',
  read: 'authenticated',
  fields: [
    f.text('billTypeCode', '单据类型编码', 'Type code', { required: true, unique: true, maxLength: 40 }),
    f.text('billTypeName', '单据类型名称', 'Type name', { required: true }),
    f.lookup('documentType', '适用单据', 'Applies to', 'PUR_DOCUMENT_TYPE', { required: true }),
    f.enabled(),
    f.remark(),
  ],
  list: {
    columns: ['billTypeCode', 'billTypeName', 'documentType', 'enabledFlag', 'remark'],
    filters: [{ field: 'billTypeCode', op: 'like' }, { field: 'billTypeName', op: 'like' }, 'documentType', 'enabledFlag'],
    sort: ['billTypeCode'],
  },
  form: { sections: [{ title: { zh: '单据类型', en: 'Document type' }, fields: ['billTypeCode', 'billTypeName', 'documentType', 'enabledFlag', 'remark'] }] },
});
