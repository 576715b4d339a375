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
  fields: [f.integer('userId', '处理人', 'Assignee', { required: true, index: true }), ...f.pendingItem()],
  list: {
    columns: ['pendingTitle', 'billType', 'createdBy', 'creationDate', 'handleFlag', 'handleDate'],
    filters: [{ field: 'pendingTitle', op: 'like' }, 'billType', 'handleFlag', 'cancelFlag'],
    sort: ['-interiorPendingId'],
    // SPEC's home shows up to 999 to-dos in one call (interiorPending, pageRows 999).
    maxPageRows: 999,
  },
});
