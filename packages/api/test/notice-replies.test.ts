/**
 * Announcement receivers, readers and replies: an announcement that asks for a
 * reply, published to supplier1 and supplier2, is a to-do of each; supplier1
 * reads it (a reader row) and replies (its to-do closes, the author is told);
 * the buyer sees every reader and reply, a supplier only its own. getNextNotice
 * answers the next unread announcement; the supplier's to-dos come grouped by
 * kind, and one waiting on a reply is not marked handled by hand.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { ids, ok, refused } from './purchase-kit.ts';

const t = await setup();
const id = await ids(t);
const NOTICE = '/api/baseServer/v1/srmBaseNoticeRestful';
const PENDING = '/api/baseServer/v1/srmBaseSupplierPendingRestful';
const buyer = await t.login('buyer');
const supplier1 = await t.login('supplier1');
const supplier2 = await t.login('supplier2');
const supplier3 = await t.login('supplier3');

const notice = ok(
  await buyer.entity('notice', 'saveOrUpdate', {
    noticeTitle: '交期风险确认',
    noticeType: 'GENERAL',
    receiverType: 'SELECTED',
    replyRequiredFlag: 'Y',
    noticeContent: '<p>请回复一季度交期风险。</p>',
    recipients: [{ supplierId: id.supplier1 }, { supplierId: id.supplier2 }],
  }),
);
ok(await buyer.entity('notice', 'doPublish', { noticeId: notice.noticeId }));
const openTodo = async (client: typeof supplier1) =>
  ok(await client.entity('supplierPending', 'listByPage', { handleFlag: 'N', pageRows: 999 })).filter(
    (r: any) => r.entityName === 'notice' && r.recordId === notice.noticeId,
  );

test(`[${dbKind}] receivers: whom the announcement went to; a supplier sees its own row only`, async () => {
  const rows = ok(await buyer.entity('noticeReceiver', 'listByPage', { noticeId: notice.noticeId }));
  assert.deepEqual(rows.map((r: any) => r.supplierId).sort(), [id.supplier1, id.supplier2].sort());
  assert.deepEqual([...new Set(rows.map((r: any) => r.repliedFlag))], ['N']);
  const own = ok(await supplier2.entity('noticeReceiver', 'listByPage', { noticeId: notice.noticeId }));
  assert.deepEqual(
    own.map((r: any) => r.supplierId),
    [id.supplier2],
  );
  assert.equal(ok(await supplier3.entity('noticeReceiver', 'listByPage', { noticeId: notice.noticeId })).length, 0);
});

test(`[${dbKind}] a reply closes the supplier's to-do; readers and replies are the supplier's own`, async () => {
  assert.equal((await openTodo(supplier1)).length, 1, 'supplier1 has the reply to-do');
  assert.equal((await openTodo(supplier2)).length, 1, 'supplier2 has the reply to-do');

  // getNextNotice answers the unread announcement before it is read.
  const next = ok(await supplier1.call(`${NOTICE}/getNextNotice`, {}));
  assert.ok(next, 'supplier1 has something unread');
  ok(await supplier1.call(`${NOTICE}/viewNotice`, { noticeId: notice.noticeId }));
  ok(await supplier1.call(`${NOTICE}/viewNotice`, { noticeId: notice.noticeId }));

  // A reply to nothing asking for one, and a buyer's reply, are refused naming the field.
  const plain = ok(await buyer.entity('notice', 'saveOrUpdate', { noticeTitle: '无需回复', receiverType: 'EX', noticeContent: '<p>x</p>' }));
  ok(await buyer.entity('notice', 'doPublish', { noticeId: plain.noticeId }));
  const notAsked = await supplier1.entity('noticeReply', 'saveOrUpdate', { noticeId: plain.noticeId, replyContent: '收到' });
  assert.equal(notAsked.body.status, 'M');
  assert.equal(notAsked.body.errors?.[0].field, 'noticeId');
  const byBuyer = await buyer.entity('noticeReply', 'saveOrUpdate', { noticeId: notice.noticeId, supplierId: id.supplier1, replyContent: '代回复' });
  assert.equal(byBuyer.body.status, 'M');
  const empty = await supplier1.entity('noticeReply', 'saveOrUpdate', { noticeId: notice.noticeId, replyContent: '' });
  assert.equal(empty.body.errors?.[0].field, 'replyContent');

  const reply = ok(await supplier1.entity('noticeReply', 'saveOrUpdate', { noticeId: notice.noticeId, replyContent: '一季度交期无风险' }));
  assert.equal(reply.supplierId, id.supplier1);
  assert.ok(reply.replyDate, 'dated');
  assert.equal((await openTodo(supplier1)).length, 0, "supplier1's to-do closed");
  assert.equal((await openTodo(supplier2)).length, 1, "supplier2's still open");
  const told = await t.db.query(`SELECT 1 FROM srm_base_notifications WHERE entity_name = 'noticeReply' AND record_id = $1 AND recipient_user_id = $2`, [
    reply.noticeReplyId,
    buyer.user.userId,
  ]);
  assert.equal(told.rows.length, 1, 'the author is told');

  const buyerReplies = ok(await buyer.entity('noticeReply', 'listByPage', { noticeId: notice.noticeId }));
  assert.deepEqual(
    buyerReplies.map((r: any) => r.replyContent),
    ['一季度交期无风险'],
  );
  assert.equal(ok(await supplier2.entity('noticeReply', 'listByPage', { noticeId: notice.noticeId })).length, 0, "supplier2 does not see supplier1's reply");
  refused(await supplier2.entity('noticeReply', 'findById', { noticeReplyId: reply.noticeReplyId }), 'NOT_FOUND', "supplier1's reply");

  const viewers = ok(await buyer.entity('noticeViewer', 'listByPage', { noticeId: notice.noticeId }));
  assert.equal(viewers.length, 1);
  assert.equal(viewers[0].supplierId, id.supplier1);
  assert.equal(Number(viewers[0].viewTimes), 2, 'opened twice, one row');
  assert.equal(ok(await supplier2.entity('noticeViewer', 'listByPage', { noticeId: notice.noticeId })).length, 0);
  const receivers = ok(await buyer.entity('noticeReceiver', 'listByPage', { noticeId: notice.noticeId }));
  assert.equal(receivers.find((r: any) => r.supplierId === id.supplier1).repliedFlag, 'Y');
  assert.equal(receivers.find((r: any) => r.supplierId === id.supplier2).repliedFlag, 'N');
});

test(`[${dbKind}] getNextNotice answers unread announcements until none is left`, async () => {
  const seen: number[] = [];
  for (;;) {
    const next = ok(await supplier2.call(`${NOTICE}/getNextNotice`, {}));
    if (!next) break;
    assert.ok(!seen.includes(next.noticeId), 'never the same one twice once read');
    seen.push(next.noticeId);
    ok(await supplier2.call(`${NOTICE}/viewNotice`, { noticeId: next.noticeId }));
    assert.ok(seen.length < 50);
  }
  assert.ok(seen.includes(notice.noticeId), 'the one addressed to it came');
  const visible = ok(await supplier2.call(`${NOTICE}/listSummaryByPage`, { pageIndex: 1, pageRows: 100 }));
  assert.ok(visible.length > 0);
  assert.deepEqual(
    visible.filter((n: any) => n.selfCount === 0).map((n: any) => n.noticeId),
    [],
    'every announcement it may see is read once getNextNotice answers none',
  );
});

test(`[${dbKind}] the supplier's to-dos by kind, and marking one handled`, async () => {
  const groups = ok(await supplier2.call(`${PENDING}/listByGroup`, {}));
  const reply = groups.find((g: any) => g.groupCode === 'NOTICE_REPLY');
  assert.ok(reply, 'a group of announcement replies');
  assert.equal(reply.count, reply.rows.length);
  assert.ok(reply.rows.some((r: any) => r.recordId === notice.noticeId));
  const everyRow = groups.flatMap((g: any) => g.rows);
  assert.ok(everyRow.length > 0);
  assert.deepEqual([...new Set(everyRow.map((r: any) => r.supplierId))], [id.supplier2]);

  // Waiting on a reply: not closed by hand.
  const waiting = reply.rows.find((r: any) => r.recordId === notice.noticeId);
  const refusal = await supplier2.call(`${PENDING}/handleSupplierPending`, { supplierPendingId: waiting.supplierPendingId });
  assert.equal(refusal.body.status, 'M');
  // Another supplier's to-do is not found.
  refused(await supplier1.call(`${PENDING}/handleSupplierPending`, { supplierPendingId: waiting.supplierPendingId }), 'NOT_FOUND', "supplier2's to-do");

  // An informational one is.
  const info = await t.db.query<{ id: number }>(
    `INSERT INTO srm_base_supplier_pending (supplier_id, pending_title, pending_title_en, bill_type, handle_flag, cancel_flag)
     VALUES ($1, '请查阅新版供应商手册', 'Read the new supplier manual', 'HANDLE', 'N', 'N') RETURNING supplier_pending_id AS id`,
    [id.supplier2],
  );
  const handled = ok(await supplier2.call(`${PENDING}/handleSupplierPending`, { supplierPendingId: info.rows[0].id }));
  assert.equal(handled.handleFlag, 'Y');
  assert.ok(handled.handleDate);
});
