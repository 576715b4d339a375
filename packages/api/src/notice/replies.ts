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
import { engineNow } from '../engine/clock.ts';
import { closeTodos, openTodos } from '../engine/todos.ts';
import { deliverInApp } from '../message/centre.ts';

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
  // Not those that replied, nor those with a reply to-do open already.
  const waiting = await tx.query<{ supplierId: number }>(
    `SELECT s.supplier_id AS "supplierId" FROM srm_pos_supplier_info s
      WHERE s.supplier_id = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM srm_base_notice_replies y WHERE y.notice_id = $2 AND y.supplier_id = s.supplier_id)
        AND NOT EXISTS (SELECT 1 FROM srm_base_supplier_pending p WHERE p.entity_name = 'notice' AND p.record_id = $2 AND p.supplier_id = s.supplier_id
                          AND p.action_name = $3 AND p.handle_flag = 'N' AND p.cancel_flag = 'N')`,
    [suppliers, id, REPLY_ACTION],
  );
  await openTodos(
    tx,
    caller,
    pending,
    {
      entity: 'notice',
      recordId: id,
      action: REPLY_ACTION,
      title: { zh: format('notice.pendingTitle', 'zh', { number, title }), en: format('notice.pendingTitle', 'en', { number, title }) },
      billType: 'HANDLE',
      link: { billLink: `notice/noticeDesc?id=${id}`, menuCode: REPLY_MENU, menuName: '公告回复' },
    },
    { supplierIds: waiting.rows.map((r) => Number(r.supplierId)) },
  );
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
      ctx.record.replyDate = engineNow().toISOString();
      ctx.record.replyUserName = (await personName(tx, caller.userId)) ?? caller.userName;
    },
    async afterSave(ctx) {
      if (ctx.mode !== 'insert') return;
      const { tx, caller } = ctx;
      const noticeId = Number(savedValue(ctx, 'noticeId'));
      const supplierId = Number(isSupplier(caller) ? caller.supplierId : savedValue(ctx, 'supplierId'));
      await closeTodos(tx, caller, undefined, { entity: 'notice', recordId: noticeId, supplierIds: [supplierId], action: REPLY_ACTION });
      // The author is told, in their language.
      const author = await tx.query<{ userId: number; language: string; code: string; supplier: string }>(
        `SELECT u.user_id AS "userId", COALESCE(u.language, 'CN') AS language, n.notice_code AS code,
                (SELECT supplier_name FROM srm_pos_supplier_info WHERE supplier_id = $2) AS supplier
           FROM srm_base_notices n JOIN saaf_users u ON u.user_id = n.created_by AND u.enabled_flag = 'Y' WHERE n.notice_id = $1`,
        [noticeId, supplierId],
      );
      const items = author.rows.map((a) => ({
        userId: Number(a.userId),
        language: a.language,
        title: format('notice.replied', a.language === 'EN' ? 'en' : 'zh', { supplier: a.supplier, number: a.code }),
      }));
      await deliverInApp(tx, { entity: 'noticeReply', recordId: Number(ctx.id), link: 'noticeReplyList' }, items, caller.userId);
    },
  });
});
