import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A supplier's to-do, shared by the supplier's users. */
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
  fields: [
    ...f.supplier({ required: true }),
    f.text('pendingTitle', '标题', 'Title', { required: true, maxLength: 300 }),
    f.lookup('billType', '单据类型', 'Document type', 'SYS_TOBEDO', { required: true }),
    f.text('billLink', '单据链接', 'Document link', { maxLength: 500 }),
    f.text('menuCode', '菜单编码', 'Menu code', { maxLength: 120 }),
    f.text('menuName', '菜单名称', 'Menu name'),
    f.text('entityName', '业务对象', 'Entity', { maxLength: 80 }),
    f.integer('recordId', '单据ID', 'Document id', { index: true }),
    f.text('actionName', '待办动作', 'Action', { maxLength: 60 }),
    f.flag('handleFlag', '已处理', 'Handled'),
    f.datetime('handleDate', '处理时间', 'Handled at'),
    f.flag('cancelFlag', '已取消', 'Cancelled'),
  ],
  list: { columns: ['pendingTitle', 'billType', 'creationDate', 'handleFlag', 'handleDate'], filters: [{ field: 'pendingTitle', op: 'like' }, 'billType', 'handleFlag', 'cancelFlag'], sort: ['-supplierPendingId'] },
});
