import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * Who read an announcement and when (SPEC NoticeViewer): one row per reader,
 * written when the reader opens it (viewNotice), with the first and last time
 * and how often. A supplier's user sees only its own company's rows; internal
 * readers (no supplier) are seen by internal users only.
 */
export default defineEntity({
  name: 'noticeViewer',
  domain: 'base',
  label: { zh: '公告阅读记录', en: 'Announcement readers' },
  service: 'baseServer',
  rest: 'srmBaseNoticeViewer',
  table: 'srm_base_notice_viewers',
  key: 'noticeViewerId',
  readOnly: true,
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
    f.integer('userId', '阅读人ID', 'Reader id', { required: true, uniqueWith: ['noticeId'] }),
    f.text('userName', '阅读人', 'Reader', { readOnly: true }),
    ...f.supplier(),
    f.datetime('viewDate', '首次阅读', 'First read', { readOnly: true }),
    f.datetime('lastViewDate', '最近阅读', 'Last read', { readOnly: true }),
    f.integer('viewTimes', '阅读次数', 'Times read', { readOnly: true, default: 1 }),
  ],
  list: {
    columns: ['noticeCode', 'noticeTitle', 'userName', 'supplierName', 'viewDate', 'lastViewDate', 'viewTimes'],
    filters: ['noticeId', { field: 'noticeTitle', op: 'like' }, 'supplierId', { field: 'viewDate', op: 'range' }],
    sort: ['-noticeViewerId'],
  },
});
