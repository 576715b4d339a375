import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** Who changed which fields of which record, from what to what, and when. Written by the server only. */
export default defineEntity({
  name: 'auditLog',
  domain: 'admin',
  label: { zh: '数据变更日志', en: 'Audit trail' },
  service: 'baseServer',
  rest: 'baseAuditLog',
  table: 'saaf_audit_log',
  key: 'auditId',
  readOnly: true,
  audit: false,
  fields: [
    f.text('entityName', '业务对象', 'Entity', { maxLength: 80, index: true }),
    f.integer('recordId', '记录ID', 'Record id', { index: true }),
    f.lookup('operation', '操作', 'Operation', 'AUDIT_OPERATION'),
    f.longtext('changes', '变更内容', 'Changes'),
    f.integer('userId', '用户ID', 'User id'),
    f.text('userName', '用户', 'User', { maxLength: 60 }),
    f.text('comment', '意见', 'Comment', { maxLength: 2000 }),
  ],
  list: {
    columns: ['entityName', 'recordId', 'operation', 'createdBy', 'creationDate', 'changes'],
    filters: ['entityName', 'recordId', 'userName', 'operation'],
    sort: ['-auditId'],
  },
});
