import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A supplier's reply to an announcement that asks for one (SPEC NoticeReply):
 * one per supplier and announcement, written by the supplier's users and
 * changed by them later; the buyer reads every reply, a supplier only its own
 * (supplier scope). Saving it closes the supplier's to-do and tells the
 * announcement's author (api/src/notice).
 */
export default defineEntity({
  name: 'noticeReply',
  domain: 'base',
  label: { zh: '公告回复', en: 'Announcement reply' },
  service: 'baseServer',
  rest: 'srmBaseNoticeReply',
  table: 'srm_base_notice_replies',
  key: 'noticeReplyId',
  titleField: 'noticeTitle',
  read: 'authenticated',
  scope: { supplier: 'supplierId' },
  fields: [
    f.ref('noticeId', '公告', 'Announcement', 'notice', {
      required: true,
      display: 'noticeTitle',
      copy: { noticeCode: 'noticeCode', noticeTitle: 'noticeTitle' },
      index: true,
    }),
    f.text('noticeCode', '公告编号', 'Announcement number', { readOnly: true }),
    f.text('noticeTitle', '公告标题', 'Announcement', { readOnly: true }),
    ...f.supplier({ required: true, uniqueWith: ['noticeId'] }),
    f.text('replyContent', '回复内容', 'Reply', { required: true, maxLength: 2000 }),
    f.text('replyUserName', '回复人', 'Replied by', { readOnly: true }),
    f.datetime('replyDate', '回复时间', 'Replied at', { readOnly: true }),
  ],
  list: {
    columns: ['noticeCode', 'noticeTitle', 'supplierNumber', 'supplierName', 'replyContent', 'replyUserName', 'replyDate'],
    filters: ['noticeId', { field: 'noticeTitle', op: 'like' }, 'supplierId', { field: 'replyDate', op: 'range' }],
    sort: ['-noticeReplyId'],
  },
  form: {
    sections: [{ title: { zh: '回复', en: 'Reply' }, fields: ['noticeId', 'supplierId', 'replyContent'] }],
  },
});
