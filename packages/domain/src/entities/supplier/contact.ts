import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** Someone at the supplier to talk to (供应商联系人), and who is the main contact. */
export default defineEntity({
  name: 'supplierContact',
  domain: 'supplier',
  label: { zh: '供应商联系人', en: 'Supplier contact' },
  service: 'srmServer',
  rest: 'srmPosSupplierContact',
  table: 'srm_pos_supplier_contacts',
  key: 'supplierContactId',
  titleField: 'contactName',
  parent: { entity: 'supplierInfo', foreignKey: 'supplierId' },
  fields: [
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { required: true }),
    f.text('contactName', '姓名', 'Name', { required: true, maxLength: 120 }),
    f.text('mobilePhone', '手机号码', 'Mobile', { required: true, maxLength: 40, rules: ['mobile'] }),
    f.text('fixedPhone', '固定电话', 'Telephone', { maxLength: 40, rules: ['telephone'] }),
    f.text('emailAddress', '邮箱', 'E-mail', { maxLength: 120, rules: ['email'] }),
    f.text('departmentName', '部门', 'Department', { maxLength: 120 }),
    f.text('positionName', '职位', 'Position', { maxLength: 120 }),
    f.flag('mainFlag', '主联系人', 'Main contact'),
    f.enabled(),
  ],
  list: {
    columns: ['contactName', 'mobilePhone', 'fixedPhone', 'emailAddress', 'departmentName', 'positionName', 'mainFlag', 'enabledFlag'],
    filters: ['supplierId'],
    sort: ['supplierContactId'],
  },
});
