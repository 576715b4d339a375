/**
 * Announcements that ask for a reply (notice.replyRequiredFlag): publishing one
 * gives every supplier it is addressed to a to-do (shared by the supplier's
 * users, leading to the announcement), and a supplier's reply (noticeReply)
 * closes its to-do and tells the announcement's author. A reply is the
 * supplier's own: only a supplier's user writes it, only to an announcement
 * published to its company that asks for one.
 */
import { format } from '@srm/domain/i18n/messages.ts';
import type { Queryable } from '../db/db.ts';
import { ValidationError } from '../engine/app-error.ts';
import { isSupplier, type Caller } from '../engine/caller.ts';
import { registerHooks, savedValue } from '../engine/hooks.ts';
import type { PendingEvents } from '../engine/events.ts';
import { once } from '../engine/once.ts';
import { personName } from '../engine/people.ts';

const REPLY_ACTION = 'reply';
const REPLY_MENU = 'NOTICE_REPLY';

/** Suppliers a published announcement is addressed to (the noticeReceiver view's supplier rows). */
async function addressedSuppliers(tx: Queryable, noticeId: number): Promise<number[]> {
  const res = await tx.query<{ id: number }>('SELECT supplier_id AS id FROM v_srm_base_notice_receivers WHERE notice_id = $1 AND supplier_id IS NOT NULL', [
    noticeId,
  ]);
  return res.rows.map((r) => Number(r.id));
}

/** A reply to-do for each addressed supplier that has not replied and has none open yet. */
export async function openReplyTodos(tx: Queryable, notice: Record<string, unknown>, caller: Caller, pending: PendingEvents): Promise<void> {
  if (notice.replyRequiredFlag !== 'Y' || notice.noticeStatus !== 'PUBLISHED') return;
  const id = Number(notice.noticeId);
  const suppliers = await addressedSuppliers(tx, id);
  if (!suppliers.length) return;
  const number = String(notice.noticeCode ?? id);
  const title = String(notice.noticeTitle ?? '');
  const made = await tx.query<{ supplierId: number }>(
    `INSERT INTO srm_base_supplier_pending (supplier_id, supplier_number, supplier_name, pending_title, pending_title_en, bill_type, bill_link, menu_code, menu_name,
        entity_name, record_id, action_name, handle_flag, cancel_flag, created_by, last_updated_by)
     SELECT s.supplier_id, s.supplier_number, s.supplier_name, $2, $3, 'HANDLE', $4, $5, $6, 'notice', $7::bigint, $8::varchar, 'N', 'N', $9, $9
       FROM srm_pos_supplier_info s
      WHERE s.supplier_id = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM srm_base_notice_replies y WHERE y.notice_id = $7::bigint AND y.supplier_id = s.supplier_id)
        AND NOT EXISTS (SELECT 1 FROM srm_base_supplier_pending p WHERE p.entity_name = 'notice' AND p.record_id = $7::bigint AND p.supplier_id = s.supplier_id
                          AND p.action_name = $8::varchar AND p.handle_flag = 'N' AND p.cancel_flag = 'N')
     RETURNING supplier_id AS "supplierId"`,
    [
      suppliers,
      format('notice.pendingTitle', 'zh', { number, title }),
      format('notice.pendingTitle', 'en', { number, title }),
      `notice/noticeDesc?id=${id}`,
      REPLY_MENU,
      '公告回复',
      id,
      REPLY_ACTION,
      caller.userId,
    ],
  );
  if (made.rows.length) pending.add('pending', { userIds: [], supplierIds: made.rows.map((r) => r.supplierId) });
}

export const registerNoticeReplies = once(() => {
  registerHooks('notice', {
    async afterAction(ctx) {
      if (ctx.action.action === 'publish') await openReplyTodos(ctx.tx, ctx.record, ctx.caller, ctx.pending);
    },
  });

  registerHooks('noticeReply', {
    async beforeSave(ctx) {
      const { caller, tx } = ctx;
      if (caller.userId !== -1 && !isSupplier(caller)) throw new ValidationError([{ field: 'supplierId', key: 'notice.replySupplierOnly' }]);
      const noticeId = Number(savedValue(ctx, 'noticeId'));
      const supplierId = Number(isSupplier(caller) ? caller.supplierId : savedValue(ctx, 'supplierId'));
      const notice = await tx.query<{ flag: string | null; status: string }>(
        'SELECT reply_required_flag AS flag, notice_status AS status FROM srm_base_notices WHERE notice_id = $1',
        [noticeId],
      );
      const row = notice.rows[0];
      if (!row) return; // the reference check names the field
      if (row.flag !== 'Y') throw new ValidationError([{ field: 'noticeId', key: 'notice.replyNotAsked' }]);
      if (row.status !== 'PUBLISHED' || !(await addressedSuppliers(tx, noticeId)).includes(supplierId))
        throw new ValidationError([{ field: 'noticeId', key: 'notice.replyNotAddressed' }]);
      ctx.record.replyDate = new Date().toISOString();
      ctx.record.replyUserName = (await personName(tx, caller.userId)) ?? caller.userName;
    },
    async afterSave(ctx) {
      if (ctx.mode !== 'insert') return;
      const { tx, caller } = ctx;
      const noticeId = Number(savedValue(ctx, 'noticeId'));
      const supplierId = Number(isSupplier(caller) ? caller.supplierId : savedValue(ctx, 'supplierId'));
      await tx.query(
        `UPDATE srm_base_supplier_pending SET handle_flag = 'Y', handle_date = now(), last_updated_by = $3, last_update_date = now(), version_num = version_num + 1
          WHERE entity_name = 'notice' AND record_id = $1 AND supplier_id = $2 AND action_name = $4 AND handle_flag = 'N' AND cancel_flag = 'N'`,
        [noticeId, supplierId, caller.userId, REPLY_ACTION],
      );
      // The author is told, in their language.
      const author = await tx.query<{ userId: number; language: string; code: string; supplier: string }>(
        `SELECT u.user_id AS "userId", COALESCE(u.language, 'CN') AS language, n.notice_code AS code,
                (SELECT supplier_name FROM srm_pos_supplier_info WHERE supplier_id = $2) AS supplier
           FROM srm_base_notices n JOIN saaf_users u ON u.user_id = n.created_by AND u.enabled_flag = 'Y' WHERE n.notice_id = $1`,
        [noticeId, supplierId],
      );
      for (const a of author.rows) {
        const title = format('notice.replied', a.language === 'EN' ? 'en' : 'zh', { supplier: a.supplier, number: a.code });
        await tx.query(
          `INSERT INTO srm_base_notifications (recipient_user_id, notification_title, notification_content, notification_type, viewed_flag, entity_name, record_id, function_url, created_by, last_updated_by)
           VALUES ($1, $2, $3, 'BUSINESS', 'N', 'noticeReply', $4, $5, $6, $6)`,
          [a.userId, title, title, ctx.id, 'noticeReplyList', caller.userId],
        );
      }
    },
  });
});
