import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * One message the centre sent (msgInstance, msgInstanceCheck): raised by a
 * business event through a source, or an engine notification or a mail (a
 * verification code) going through the centre. Its deliveries say, per
 * recipient and channel, where each one stands; its state sums them up.
 * Resend delivers again every delivery that was not skipped. STATES.md.
 */
export default defineEntity({
  name: 'msgInstance',
  domain: 'admin',
  label: { zh: '消息实例', en: 'Message instance' },
  service: 'messageServer',
  rest: 'msgInstance',
  table: 'msg_instances',
  key: 'instanceId',
  titleField: 'title',
  readOnly: true,
  fields: [
    f.lookup('originCode', '来源类型', 'Origin', 'MSG_ORIGIN', { required: true }),
    f.lookup('eventCode', '业务事件', 'Business event', 'MSG_EVENT', { index: true }),
    f.ref('sourceId', '消息来源', 'Source', 'msgSource', { display: 'sourceName' }),
    f.text('sourceName', '来源名称', 'Source name', { maxLength: 200 }),
    f.text('entityName', '业务对象', 'Entity', { maxLength: 80 }),
    f.integer('recordId', '单据ID', 'Document id'),
    f.text('title', '标题', 'Title', { maxLength: 500 }),
    f.lookup('instanceStatus', '状态', 'Status', 'MSG_INSTANCE_STATUS', { default: 'PENDING', index: true }),
    f.integer('deliveryCount', '投递数', 'Deliveries'),
  ],
  children: [{ name: 'deliveries', entity: 'msgDelivery', foreignKey: 'instanceId', label: { zh: '投递', en: 'Deliveries' } }],
  operations: [{ operation: 'doResend', label: { zh: '重新发送', en: 'Resend' }, resource: 'btnResend', actor: 'internal' }],
  list: {
    columns: ['instanceId', 'originCode', 'eventCode', 'title', 'instanceStatus', 'deliveryCount', 'creationDate'],
    filters: [{ field: 'title', op: 'like' }, 'originCode', 'eventCode', 'instanceStatus'],
    sort: ['-instanceId'],
  },
  form: {
    sections: [
      {
        title: { zh: '消息', en: 'Message' },
        fields: ['originCode', 'eventCode', 'sourceName', 'title', 'instanceStatus', 'entityName', 'recordId', 'deliveryCount'],
      },
    ],
  },
});
