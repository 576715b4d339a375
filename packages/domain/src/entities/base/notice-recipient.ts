import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** A supplier an announcement is addressed to, when it goes to chosen suppliers only. */
export default defineEntity({
  name: 'noticeRecipient',
  domain: 'base',
  label: { zh: '公告接收供应商', en: 'Announcement recipient' },
  service: 'baseServer',
  rest: 'srmBaseNoticeRecipient',
  table: 'srm_base_notice_recipients',
  key: 'noticeRecipientId',
  parent: { entity: 'notice', foreignKey: 'noticeId' },
  // A supplier sees its own recipient row, never who else was addressed.
  scope: { supplier: 'supplierId' },
  fields: [f.ref('noticeId', '公告', 'Announcement', 'notice', { required: true }), ...f.supplier({ required: true })],
  list: { columns: ['supplierId', 'supplierNumber', 'supplierName'], filters: ['noticeId'], sort: ['noticeRecipientId'] },
});
