import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** An internal user's to-do: a document waiting for their action. Created and closed by workflow transitions. */
export default defineEntity({
  name: 'interiorPending',
  domain: 'base',
  label: { zh: '内部待办', en: 'To-do' },
  service: 'baseServer',
  rest: 'interiorPending',
  table: 'srm_base_interior_pending',
  key: 'interiorPendingId',
  titleField: 'pendingTitle',
  read: 'authenticated',
  scope: { user: 'userId' },
  fields: [
    f.integer('userId', '处理人', 'Assignee', { required: true, index: true }),
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
  list: { columns: ['pendingTitle', 'billType', 'creationDate', 'handleFlag', 'handleDate'], filters: [{ field: 'pendingTitle', op: 'like' }, 'billType', 'handleFlag', 'cancelFlag'], sort: ['-interiorPendingId'] },
});
