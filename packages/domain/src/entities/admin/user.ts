import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A person who signs in: internal staff (INSIDE...) or a supplier's user (EX...). */
export default defineEntity({
  name: 'user',
  domain: 'admin',
  label: { zh: '用户', en: 'User' },
  service: 'baseServer',
  rest: 'baseUsers',
  table: 'saaf_users',
  key: 'userId',
  titleField: 'userName',
  fields: [
    f.text('userName', '用户名', 'User name', { required: true, unique: true, maxLength: 60 }),
    f.text('userFullName', '姓名', 'Full name', { required: true, maxLength: 120 }),
    f.password('password', '密码', 'Password', { hidden: true }),
    f.lookup('userType', '用户类型', 'User type', 'USER_TYPE', { required: true, default: 'INSIDE' }),
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { display: 'supplierName', copy: { supplierName: 'supplierName' }, index: true }),
    f.text('supplierName', '供应商名称', 'Supplier name', { readOnly: true }),
    f.ref('orgId', '组织', 'Organisation', 'organization', { display: 'orgName' }),
    f.text('email', '邮箱', 'E-mail', { rules: ['email'], maxLength: 120, index: true }),
    f.text('phone', '电话', 'Telephone', { rules: ['telephone'], maxLength: 40 }),
    f.text('mobile', '手机', 'Mobile', { rules: ['mobile'], maxLength: 40 }),
    f.lookup('language', '语言', 'Language', 'SYSTEM_LANGUAGE', { default: 'CN' }),
    f.flag('adminFlag', '管理员', 'Administrator'),
    f.enabled(),
    f.datetime('lastLoginDate', '最后登录时间', 'Last sign-in', { readOnly: true }),
    f.datetime('passwordChangedDate', '密码修改时间', 'Password changed', { readOnly: true }),
  ],
  list: {
    columns: ['userName', 'userFullName', 'userType', 'supplierName', 'email', 'enabledFlag', 'lastLoginDate'],
    filters: [{ field: 'userName', op: 'like' }, { field: 'userFullName', op: 'like' }, 'userType', 'enabledFlag'],
    sort: ['userName'],
  },
  form: {
    sections: [
      {
        title: { zh: '基本信息', en: 'Basics' },
        fields: ['userName', 'userFullName', 'userType', 'supplierId', 'orgId', 'language', 'enabledFlag', 'adminFlag'],
      },
      { title: { zh: '联系方式', en: 'Contact' }, fields: ['email', 'phone', 'mobile'] },
    ],
  },
});
