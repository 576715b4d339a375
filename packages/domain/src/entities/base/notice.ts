import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * An announcement published to internal users, to all suppliers, to both, or to
 * chosen suppliers only (receiver type SELECTED: the recipients, an audience
 * applied in SQL like the supplier scope).
 */
export default defineEntity({
  name: 'notice',
  domain: 'base',
  label: { zh: '公告', en: 'Announcement' },
  service: 'baseServer',
  rest: 'srmBaseNotice',
  table: 'srm_base_notices',
  key: 'noticeId',
  titleField: 'noticeTitle',
  read: 'authenticated',
  scope: {
    hiddenFromSupplierIn: ['DRAFT', 'WITHDRAWN'],
    supplierAudience: { field: 'receiverType', values: ['ALL', 'EX', 'SELECTED'] },
    audience: { child: 'recipients', supplier: 'supplierId', when: { field: 'receiverType', values: ['SELECTED'] } },
  },
  fields: [
    f.text('noticeCode', '公告编号', 'Announcement number', { autoNumber: 'GG-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.text('noticeTitle', '标题', 'Title', { required: true, maxLength: 200 }),
    f.lookup('noticeType', '公告类型', 'Type', 'NOTICE_TYPE', { required: true, default: 'GENERAL' }),
    f.lookup('receiverType', '接收对象', 'Audience', 'NOTICE_RECEIVER_TYPE', { required: true, default: 'ALL' }),
    f.richtext('noticeContent', '内容', 'Content', { required: true }),
    f.lookup('noticeStatus', '状态', 'Status', 'NOTICE_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.flag('setTopFlag', '置顶', 'Pinned'),
    // Suppliers addressed answer it (noticeReply); until one does, it is a to-do of that supplier.
    f.flag('replyRequiredFlag', '需回复', 'Reply required'),
    f.datetime('publishDate', '发布时间', 'Published', { readOnly: true }),
    f.integer('viewCount', '浏览次数', 'Views', { readOnly: true, default: 0 }),
    f.attachments(),
  ],
  children: [{ name: 'recipients', entity: 'noticeRecipient', foreignKey: 'noticeId', label: { zh: '接收供应商', en: 'Recipients' } }],
  workflow: {
    field: 'noticeStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: { label: { zh: '拟定', en: 'Draft' }, editable: true },
      PUBLISHED: { label: { zh: '已发布', en: 'Published' } },
      WITHDRAWN: { label: { zh: '已撤回', en: 'Withdrawn' }, editable: true },
    },
    actions: [
      { action: 'publish', label: { zh: '发布', en: 'Publish' }, from: ['DRAFT', 'WITHDRAWN'], to: 'PUBLISHED', resource: 'btnPublish', stamp: 'publishDate' },
      { action: 'withdraw', label: { zh: '撤回', en: 'Withdraw' }, from: ['PUBLISHED'], to: 'WITHDRAWN', resource: 'btnWithdraw' },
    ],
  },
  list: {
    columns: ['noticeCode', 'noticeTitle', 'noticeType', 'receiverType', 'noticeStatus', 'publishDate', 'viewCount', 'setTopFlag'],
    filters: [{ field: 'noticeTitle', op: 'like' }, 'noticeType', 'noticeStatus', { field: 'publishDate', op: 'range' }],
    sort: ['-setTopFlag', '-noticeId'],
  },
  form: {
    sections: [
      {
        title: { zh: '公告', en: 'Announcement' },
        fields: ['noticeTitle', 'noticeType', 'receiverType', 'setTopFlag', 'replyRequiredFlag', 'noticeContent', 'attachmentIds'],
      },
    ],
  },
});
