import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * Whom to call at every supplier (供应商联系人报表): each contact with the
 * supplier's code, name and status, the main contact first. Internal. A view,
 * recreated at start-up.
 */
export default defineEntity({
  name: 'supplierContactReport',
  domain: 'supplier',
  label: { zh: '供应商联系人报表', en: 'Supplier contacts report' },
  service: 'srmServer',
  rest: 'srmPosSupplierContactReport',
  table: 'v_srm_pos_supplier_contact_report',
  key: 'supplierContactId',
  titleField: 'contactName',
  readOnly: true,
  scope: { internal: true },
  view: `SELECT c.supplier_contact_id, c.supplier_id, s.supplier_number, s.supplier_name, s.supplier_status,
      c.contact_name, c.mobile_phone, c.fixed_phone, c.email_address, c.department_name, c.position_name,
      COALESCE(c.main_flag, 'N') AS main_flag, c.enabled_flag,
      c.created_by, c.creation_date, c.last_updated_by, c.last_update_date, c.version_num
    FROM srm_pos_supplier_contacts c JOIN srm_pos_supplier_info s ON s.supplier_id = c.supplier_id`,
  fields: [
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { display: 'supplierName' }),
    f.text('supplierNumber', '供应商编码', 'Supplier code'),
    f.text('supplierName', '供应商名称', 'Supplier name'),
    f.lookup('supplierStatus', '供应商状态', 'Supplier status', 'POS_SUPPLIER_STATUS'),
    f.text('contactName', '姓名', 'Name'),
    f.text('mobilePhone', '手机号码', 'Mobile'),
    f.text('fixedPhone', '固定电话', 'Telephone'),
    f.text('emailAddress', '邮箱', 'E-mail'),
    f.text('departmentName', '部门', 'Department'),
    f.text('positionName', '职位', 'Position'),
    f.flag('mainFlag', '主联系人', 'Main contact'),
    f.flag('enabledFlag', '启用', 'Enabled'),
  ],
  list: {
    columns: [
      'supplierNumber',
      'supplierName',
      'contactName',
      'mobilePhone',
      'fixedPhone',
      'emailAddress',
      'departmentName',
      'positionName',
      'mainFlag',
      'enabledFlag',
    ],
    filters: ['supplierId', { field: 'contactName', op: 'like' }, { field: 'mobilePhone', op: 'like' }, 'mainFlag', 'enabledFlag', 'supplierStatus'],
    sort: ['supplierNumber', '-mainFlag', 'supplierContactId'],
  },
});
