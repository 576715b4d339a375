import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * Where a supplier serves one of our organisations (供应商地点), with the
 * site's own lifecycle status (STATES.md): introduced, qualified, effective or
 * gone, and whether it may be bought from or paid.
 */
export default defineEntity({
  name: 'supplierSite',
  domain: 'supplier',
  label: { zh: '供应商地点', en: 'Supplier site' },
  service: 'srmServer',
  rest: 'srmPosSupplierSite',
  table: 'srm_pos_supplier_sites',
  key: 'supplierSiteId',
  parent: { entity: 'supplierInfo', foreignKey: 'supplierId' },
  fields: [
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { required: true }),
    f.text('siteName', '地点名称', 'Site name', { required: true, maxLength: 120 }),
    ...f.org({ required: true, uniqueWith: ['supplierId'] }),
    f.text('siteAddress', '地址', 'Address', { maxLength: 500 }),
    f.lookup('siteStatus', '地点状态', 'Site status', 'SLC_SUPPLIER_STATUS', { default: 'INTRODUCING', internal: true }),
    f.flag('purchaseFlag', '可采购', 'May be purchased from', { default: 'Y', internal: true }),
    f.flag('paymentFlag', '可付款', 'May be paid', { default: 'Y', internal: true }),
    f.date('qualifiedDate', '合格日期', 'Qualified on', { internal: true }),
    f.date('invalidDate', '失效日期', 'Invalid from', { internal: true }),
  ],
  list: {
    columns: ['siteName', 'orgId', 'siteAddress', 'siteStatus', 'purchaseFlag', 'paymentFlag', 'qualifiedDate', 'invalidDate'],
    filters: ['supplierId', 'orgId', 'siteStatus'],
    sort: ['supplierSiteId'],
  },
});
