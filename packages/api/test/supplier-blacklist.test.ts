/**
 * The supplier blacklist: its term's rules, one in force per supplier, the
 * supplier marked on approval and no longer usable for new business (orders,
 * inquiries, approved supplier lists, agreements), lifted by hand or when its
 * date passes, the supplier told either way and never shown the document.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { act, day, draftOrder, ids, ok, refused } from './purchase-kit.ts';
import { liftExpiredBlacklists } from '../src/supplier/blacklist.ts';
import { EntityOperations } from '../src/engine/operations.ts';

const t = await setup();
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const id = await ids(t);
const B = 'slcSupplierBlacklist';

const flagOf = async (supplierId: number) =>
  (await t.db.query<{ f: string }>('SELECT blacklist_flag AS f FROM srm_pos_supplier_info WHERE supplier_id = $1', [supplierId])).rows[0].f;
const statusOf = async (blacklistId: number) => ok(await buyer.entity(B, 'findById', { blacklistId })).blacklistStatus as string;
const orderFor = (supplierId: number, lang: 'CN' | 'EN' = 'CN') => draftOrder(buyer, id, supplierId, lang);
const notificationsOf = async (userName: string) =>
  (
    await t.db.query<{ title: string }>(
      `SELECT n.notification_title AS title FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id
        WHERE u.user_name = $1 AND n.entity_name = 'slcSupplierBlacklist' ORDER BY n.notification_id`,
      [userName],
    )
  ).rows.map((r) => r.title);

test(`[${dbKind}] a blacklist until a date needs a date after today, named in the caller's language; a permanent one keeps none`, async () => {
  const none = await buyer.entity(B, 'saveOrUpdate', { supplierId: id.supplier1, blacklistType: 'UNTIL', blacklistReason: '测试' }, { lang: 'EN' });
  refused(none, 'VALIDATION');
  assert.deepEqual(
    none.body.errors?.map((e) => [e.field, e.code]),
    [['endDate', 'rule.required']],
  );
  const past = await buyer.entity(B, 'saveOrUpdate', { supplierId: id.supplier1, blacklistType: 'UNTIL', endDate: day(-1), blacklistReason: '测试' });
  refused(past, 'VALIDATION');
  assert.equal(past.body.errors?.[0].field, 'endDate');
  assert.equal(past.body.errors?.[0].code, 'rule.min');
  const count = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM srm_slc_supplier_blacklists WHERE supplier_id = $1', [id.supplier1]);
  assert.equal(count.rows[0].n, 0, 'nothing written');
  const permanent = ok(
    await buyer.entity(B, 'saveOrUpdate', { supplierId: id.supplier1, blacklistType: 'PERMANENT', endDate: day(30), blacklistReason: '测试' }),
  );
  assert.equal(permanent.endDate, null);
  assert.match(permanent.blacklistNumber, /^HMD-\d{8}-\d{3}$/);
  ok(await buyer.entity(B, 'delete', { blacklistId: permanent.blacklistId }));
});

test(`[${dbKind}] approved, the supplier is blacklisted: no new order names it, its users are told, and lifting gives it back`, async () => {
  const draft = ok(await buyer.entity(B, 'saveOrUpdate', { supplierId: id.supplier1, blacklistType: 'PERMANENT', blacklistReason: '伪造质检报告' }));
  const second = ok(await buyer.entity(B, 'saveOrUpdate', { supplierId: id.supplier1, blacklistType: 'PERMANENT', blacklistReason: '重复' }));
  ok(await act(buyer, B, 'submit', draft.blacklistId), 'submit');
  refused(await act(buyer, B, 'submit', second.blacklistId), 'BLACKLIST_OPEN', 'a second one for the same supplier');
  refused(await act(buyer, B, 'approval', draft.blacklistId), 'SELF_APPROVAL', 'the submitter approves');
  ok(await act(approver, B, 'approval', draft.blacklistId), 'approve');
  assert.equal(await statusOf(draft.blacklistId), 'APPROVED');
  assert.equal(await flagOf(id.supplier1), 'Y');
  assert.equal(ok(await buyer.entity(B, 'findById', { blacklistId: draft.blacklistId })).effectiveDate, day(0));

  const refusedOrder = await orderFor(id.supplier1, 'EN');
  refused(refusedOrder, 'VALIDATION', 'an order for a blacklisted supplier');
  assert.equal(refusedOrder.body.errors?.[0].field, 'supplierId');
  assert.equal(refusedOrder.body.errors?.[0].code, 'rule.supplierBlacklisted');
  assert.match(refusedOrder.body.errors?.[0].message ?? '', /华东精密机械有限公司 is blacklisted/);
  ok(await orderFor(id.supplier2), 'an order for another supplier');

  assert.deepEqual(await notificationsOf('supplier1'), ['贵公司已被列入供应商黑名单（永久）：伪造质检报告']);
  // The document is internal: its supplier reads no blacklist, not even its own.
  const seen = await supplier1.entity(B, 'listByPage', { pageRows: 50 });
  assert.ok(seen.body.status !== 'S' || seen.body.count === 0, 'the supplier reads no blacklist');

  refused(await act(buyer, B, 'lift', draft.blacklistId), 'COMMENT_REQUIRED', 'a lift without a reason');
  ok(await act(buyer, B, 'lift', draft.blacklistId, { comment: '整改完成' }), 'lift');
  const lifted = ok(await buyer.entity(B, 'findById', { blacklistId: draft.blacklistId }));
  assert.equal(lifted.blacklistStatus, 'LIFTED');
  assert.equal(lifted.liftReason, '整改完成');
  assert.equal(await flagOf(id.supplier1), 'N');
  ok(await orderFor(id.supplier1), 'an order once lifted');
  assert.equal((await notificationsOf('supplier1')).at(-1), '贵公司已被移出供应商黑名单');
});

test(`[${dbKind}] a blacklist until a date is lifted by the job once the date has passed`, async () => {
  const until = ok(await buyer.entity(B, 'saveOrUpdate', { supplierId: id.supplier2, blacklistType: 'UNTIL', endDate: day(10), blacklistReason: '交期延误' }));
  ok(await act(buyer, B, 'submit', until.blacklistId));
  ok(await act(approver, B, 'approval', until.blacklistId));
  assert.equal(await flagOf(id.supplier2), 'Y');
  const ops = new EntityOperations(t.db);
  assert.equal(await liftExpiredBlacklists(t.db, ops), 0, 'nothing due before its date');
  await t.db.query('UPDATE srm_slc_supplier_blacklists SET end_date = $2 WHERE blacklist_id = $1', [until.blacklistId, day(-1)]);
  assert.equal(await liftExpiredBlacklists(t.db, ops), 1);
  assert.equal(await statusOf(until.blacklistId), 'LIFTED');
  assert.equal(await flagOf(id.supplier2), 'N');
});

test(`[${dbKind}] the demo has a blacklist in every state, the blacklisted supplier marked and the approver's to-do waiting`, async () => {
  const rows = ok(await buyer.entity(B, 'listByPage', { pageRows: 50 })) as Record<string, any>[];
  assert.deepEqual([...new Set(rows.map((r) => r.blacklistStatus))].sort(), ['APPROVED', 'DRAFT', 'LIFTED', 'REJECTED', 'SUBMITTED']);
  const marked = await t.db.query<{ name: string }>(`SELECT supplier_name AS name FROM srm_pos_supplier_info WHERE blacklist_flag = 'Y'`);
  assert.deepEqual(
    marked.rows.map((r) => r.name),
    ['恒通物流服务有限公司'],
  );
  const submitted = rows.find((r) => r.blacklistStatus === 'SUBMITTED')!;
  const todos = ok(await approver.entity('interiorPending', 'listByPage', { pageRows: 100, handleFlag: 'N' })) as Record<string, any>[];
  const waiting = todos.filter((r) => r.entityName === B);
  assert.deepEqual(
    waiting.map((r) => Number(r.recordId)),
    [Number(submitted.blacklistId)],
    `the approver's open to-dos of blacklists name ${submitted.blacklistNumber} only`,
  );
  assert.match(waiting[0].pendingTitle, /待审批通过/);
});
