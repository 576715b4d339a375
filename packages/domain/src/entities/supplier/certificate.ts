import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A certificate or licence of the supplier (资质证书) with its validity: the
 * early warning lists those about to expire, and an expired one is shown so.
 */
export default defineEntity({
  name: 'supplierCertificate',
  domain: 'supplier',
  label: { zh: '资质证书', en: 'Certificate' },
  service: 'srmServer',
  rest: 'srmPosSupplierCertificate',
  table: 'srm_pos_supplier_certificate',
  key: 'certificateId',
  titleField: 'certificateName',
  parent: { entity: 'supplierInfo', foreignKey: 'supplierId' },
  fields: [
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { required: true }),
    f.lookup('certificateType', '证书类型', 'Kind', 'SLC_CERTIFICATE_TYPE', { required: true }),
    f.text('certificateName', '证书名称', 'Certificate', { required: true, maxLength: 200 }),
    f.text('certificateNumber', '证书编号', 'Number', { required: true, maxLength: 100 }),
    f.text('issuingAuthority', '发证机关', 'Issued by', { maxLength: 200 }),
    f.date('startDate', '生效日期', 'Valid from', { required: true }),
    f.date('endDate', '到期日期', 'Valid to'),
    f.flag('longTermFlag', '长期有效', 'Without end'),
    f.attachments(),
  ],
  list: {
    columns: ['certificateType', 'certificateName', 'certificateNumber', 'issuingAuthority', 'startDate', 'endDate', 'longTermFlag'],
    filters: ['supplierId', 'certificateType'],
    sort: ['certificateId'],
  },
});
