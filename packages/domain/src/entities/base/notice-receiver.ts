import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

const AUDIT = `n.created_by, n.creation_date, n.last_updated_by, n.last_update_date, 1 AS version_num`;

/**
 * Whom an announcement is addressed to (SPEC NoticeReceiver), resolved from its
 * audience: every supplier for ALL and EX, the chosen ones for SELECTED (the
 * recipients), and internal users as one row for ALL and INSIDE. With
 * `replied` for announcements that ask for a reply. A supplier sees only its
 * own row (supplier scope); the internal row has no supplier and is seen by
 * internal users only. Suppliers are listed once the announcement has left
 * its draft, so a draft is not disclosed to those it will be sent to.
 */
export default defineEntity({
  name: 'noticeReceiver',
  domain: 'base',
  label: { zh: '公告接收对象', en: 'Announcement receivers' },
  service: 'baseServer',
  rest: 'srmBaseNoticeReceiver',
  table: 'v_srm_base_notice_receivers',
  key: 'noticeReceiverId',
  readOnly: true,
  read: 'authenticated',
  scope: { supplier: 'supplierId' },
  view: `SELECT (n.notice_id * 1000000 + COALESCE(r.supplier_id, 0)) AS notice_receiver_id, n.notice_id, n.notice_code, n.notice_title, n.notice_status,
      r.receiver_type, r.supplier_id, s.supplier_number, s.supplier_name,
      CASE WHEN n.reply_required_flag = 'Y' AND r.supplier_id IS NOT NULL THEN
        CASE WHEN EXISTS (SELECT 1 FROM srm_base_notice_replies y WHERE y.notice_id = n.notice_id AND y.supplier_id = r.supplier_id) THEN 'Y' ELSE 'N' END END AS replied_flag,
      ${AUDIT}
    FROM srm_base_notices n
    JOIN LATERAL (
      SELECT 'INSIDE' AS receiver_type, NULL::bigint AS supplier_id WHERE n.receiver_type IN ('ALL', 'INSIDE')
      UNION ALL SELECT 'EX', s2.supplier_id FROM srm_pos_supplier_info s2 WHERE n.receiver_type IN ('ALL', 'EX') AND n.notice_status <> 'DRAFT'
      UNION ALL SELECT 'SELECTED', p.supplier_id FROM srm_base_notice_recipients p WHERE n.receiver_type = 'SELECTED' AND n.notice_status <> 'DRAFT' AND p.notice_id = n.notice_id
    ) r ON true
    LEFT JOIN srm_pos_supplier_info s ON s.supplier_id = r.supplier_id`,
  fields: [
    f.ref('noticeId', '公告', 'Announcement', 'notice', { display: 'noticeTitle' }),
    f.text('noticeCode', '公告编号', 'Announcement number'),
    f.text('noticeTitle', '公告标题', 'Announcement'),
    f.lookup('noticeStatus', '公告状态', 'Status', 'NOTICE_STATUS'),
    f.lookup('receiverType', '接收对象', 'Audience', 'NOTICE_RECEIVER_TYPE'),
    ...f.supplier(),
    f.flag('repliedFlag', '已回复', 'Replied'),
  ],
  list: {
    columns: ['noticeCode', 'noticeTitle', 'noticeStatus', 'receiverType', 'supplierNumber', 'supplierName', 'repliedFlag'],
    filters: ['noticeId', { field: 'noticeTitle', op: 'like' }, 'receiverType', 'supplierId', 'repliedFlag'],
    sort: ['-noticeId', 'supplierNumber'],
  },
});
