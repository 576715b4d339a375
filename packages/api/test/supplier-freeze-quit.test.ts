/**
 * Freezing, thawing and exiting a supplier: what each document refuses, what
 * its approval does to the supplier (no new business, and no order drafted
 * before may be submitted), the supplier told, and the demo in every state.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { act, day, draftOrder, ids, ok, refused } from './purchase-kit.ts';

const t = await setup();
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const id = await ids(t);
const F = 'slcSupplierFreeze';
const Q = 'slcSupplierQuit';

const supplierRow = async (supplierId: number) =>
  (
    await t.db.query<{ purchase: string; payment: string; status: string }>(
      'SELECT purchase_flag AS purchase, payment_flag AS payment, supplier_status AS status FROM srm_pos_supplier_info WHERE supplier_id = $1',
      [supplierId],
    )
  ).rows[0];
const orderFor = (supplierId: number, lang: 'CN' | 'EN' = 'CN') => draftOrder(buyer, id, supplierId, lang);
const titlesOf = async (userName: string, entity: string) =>
  (
    await t.db.query<{ title: string }>(
      `SELECT n.notification_title AS title FROM srm_base_notifications n JOIN saaf_users u ON u.user_id = n.recipient_user_id
        WHERE u.user_name = $1 AND n.entity_name = $2 ORDER BY n.notification_id`,
      [userName, entity],
    )
  ).rows.map((r) => r.title);
const freezeDoc = async (record: Record<string, unknown>) =>
  ok(await buyer.entity(F, 'saveOrUpdate', { supplierId: id.supplier1, freezingInstructions: '测试', ...record }));
const approve = async (entity: string, key: number) => {
  ok(await act(buyer, entity, 'submit', key), 'submit');
  ok(await act(approver, entity, 'approval', key), 'approve');
};

test(`[${dbKind}] a freeze names what it stops; to thaw, something must be frozen; each refusal names the field in the caller's language`, async () => {
  const nothing = await buyer.entity(
    F,
    'saveOrUpdate',
    { supplierId: id.supplier1, actionPurchaseFlag: 'N', actionPaymentFlag: 'N', freezingInstructions: 'x' },
    { lang: 'EN' },
  );
  refused(nothing, 'VALIDATION');
  assert.deepEqual(
    nothing.body.errors?.map((e) => [e.field, e.code, e.message]),
    [['actionPurchaseFlag', 'rule.freezeNothing', 'Choose purchasing, payment or both']],
  );
  const count = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM srm_slc_supplier_freezes WHERE supplier_id = $1', [id.supplier1]);
  assert.equal(count.rows[0].n, 0, 'nothing written');

  const thaw = await freezeDoc({ freezeType: 'UNFREEZE', actionPurchaseFlag: 'Y' });
  assert.match(thaw.freezeNumber, /^GFHF-\d{8}-\d{3}$/);
  const notFrozen = await act(buyer, F, 'submit', thaw.freezeId);
  refused(notFrozen, 'VALIDATION', 'thawing what is not frozen');
  assert.deepEqual(
    notFrozen.body.errors?.map((e) => [e.field, e.code, e.message]),
    [['actionPurchaseFlag', 'rule.notFrozen', '该供应商此项未冻结']],
  );
  ok(await buyer.entity(F, 'delete', { freezeId: thaw.freezeId }));
});

test(`[${dbKind}] an approved freeze stops new orders and the submit of one drafted before; the supplier is told; a thaw gives purchasing back`, async () => {
  const before = ok(await orderFor(id.supplier1), 'an order drafted before the freeze');
  const freeze = await freezeDoc({ freezeType: 'FREEZE', actionPurchaseFlag: 'Y', freezingInstructions: '资质过期' });
  assert.match(freeze.freezeNumber, /^GFDJ-\d{8}-\d{3}$/);
  const second = await freezeDoc({ freezeType: 'FREEZE', actionPaymentFlag: 'Y', actionPurchaseFlag: 'N' });
  ok(await act(buyer, F, 'submit', freeze.freezeId));
  refused(await act(buyer, F, 'submit', second.freezeId), 'SUPPLIER_DOCUMENT_OPEN', 'a second document under way');
  refused(await act(buyer, F, 'approval', freeze.freezeId), 'SELF_APPROVAL');
  ok(await act(approver, F, 'approval', freeze.freezeId));
  assert.deepEqual(await supplierRow(id.supplier1), { purchase: 'N', payment: 'Y', status: 'EFFECTIVE' });
  assert.equal(ok(await buyer.entity(F, 'findById', { freezeId: freeze.freezeId })).effectiveDate, day(0));
  assert.deepEqual(await titlesOf('supplier1', F), ['贵公司的采购已被冻结：资质过期']);

  const fresh = await orderFor(id.supplier1, 'EN');
  refused(fresh, 'VALIDATION', 'a new order for a frozen supplier');
  assert.deepEqual(
    fresh.body.errors?.map((e) => [e.field, e.code]),
    [['supplierId', 'rule.supplierFrozen']],
  );
  assert.match(fresh.body.errors?.[0].message ?? '', /华东精密机械有限公司 is frozen for purchasing/);
  const submitted = await act(buyer, 'purOrder', 'submit', before.poHeaderId);
  refused(submitted, 'VALIDATION', 'the order drafted before is not submitted');
  assert.equal(submitted.body.errors?.[0].code, 'rule.supplierFrozen');
  assert.equal(ok(await buyer.entity('purOrder', 'findById', { poHeaderId: before.poHeaderId })).poStatus, 'DRAFT', 'the order is unchanged');

  const again = await act(buyer, F, 'submit', (await freezeDoc({ freezeType: 'FREEZE', actionPurchaseFlag: 'Y' })).freezeId);
  refused(again, 'VALIDATION', 'freezing what is frozen');
  assert.equal(again.body.errors?.[0].code, 'rule.alreadyFrozen');

  const thaw = await freezeDoc({ freezeType: 'UNFREEZE', actionPurchaseFlag: 'Y', freezingInstructions: '资质已更新' });
  await approve(F, thaw.freezeId);
  assert.deepEqual(await supplierRow(id.supplier1), { purchase: 'Y', payment: 'Y', status: 'EFFECTIVE' });
  assert.equal((await titlesOf('supplier1', F)).at(-1), '贵公司的采购已解冻');
  ok(await act(buyer, 'purOrder', 'submit', before.poHeaderId), 'the order drafted before is submitted once thawed');
});

test(`[${dbKind}] an exit needs stock and payments confirmed and no order under way; approved, the supplier is QUIT and refused to new business`, async () => {
  const busy = ok(await buyer.entity(Q, 'saveOrUpdate', { supplierId: id.supplier2, quitReason: '停止合作' }));
  assert.match(busy.quitNumber, /^GFTC-\d{8}-\d{3}$/);
  const unconfirmed = await act(buyer, Q, 'submit', busy.quitId, {});
  refused(unconfirmed, 'VALIDATION');
  assert.deepEqual(
    unconfirmed.body.errors?.map((e) => [e.field, e.code]),
    [
      ['inventoryCleanupFlag', 'rule.mustConfirm'],
      ['paymentSettleFlag', 'rule.mustConfirm'],
    ],
  );
  ok(await buyer.entity(Q, 'saveOrUpdate', { quitId: busy.quitId, inventoryCleanupFlag: 'Y', paymentSettleFlag: 'Y', versionNum: busy.versionNum }));
  const withOrders = await act(buyer, Q, 'submit', busy.quitId);
  refused(withOrders, 'QUIT_OPEN_ORDERS', 'the demo orders of 蓝海 are under way');
  assert.match(withOrders.body.msg ?? '', /仍有\d+张未完成的订单（PO/);

  const newcomer = ok(await buyer.entity('supplierInfo', 'saveOrUpdate', { supplierName: '测试退出供应商有限公司', supplierStatus: 'EFFECTIVE' }));
  const quit = ok(
    await buyer.entity(Q, 'saveOrUpdate', { supplierId: newcomer.supplierId, quitReason: '停止合作', inventoryCleanupFlag: 'Y', paymentSettleFlag: 'Y' }),
  );
  await approve(Q, quit.quitId);
  assert.deepEqual(await supplierRow(newcomer.supplierId), { purchase: 'N', payment: 'Y', status: 'QUIT' });
  const list = await buyer.entity(
    'purAsl',
    'saveOrUpdate',
    { supplierId: newcomer.supplierId, orgId: id.org, lines: [{ lineNumber: 1, itemId: id.gear, startDate: day(0) }] },
    { lang: 'EN' },
  );
  refused(list, 'VALIDATION', 'an approved supplier list naming an exited supplier');
  assert.equal(list.body.errors?.find((e) => e.field === 'supplierId')?.code, 'rule.supplierQuit');
  const twice = ok(
    await buyer.entity(Q, 'saveOrUpdate', { supplierId: newcomer.supplierId, quitReason: '重复', inventoryCleanupFlag: 'Y', paymentSettleFlag: 'Y' }),
  );
  const refusedTwice = await act(buyer, Q, 'submit', twice.quitId);
  refused(refusedTwice, 'VALIDATION', 'an exit of a supplier that has left');
  assert.equal(refusedTwice.body.errors?.[0].code, 'rule.supplierQuit');
});

test(`[${dbKind}] the documents are internal: a supplier reads no freeze or exit, not even its own`, async () => {
  for (const entity of [F, Q]) {
    const seen = await supplier1.entity(entity, 'listByPage', { pageRows: 50 });
    assert.ok(seen.body.status !== 'S' || seen.body.count === 0, `${entity}: the supplier reads none`);
  }
});

test(`[${dbKind}] the demo has freezes and exits in every state: 金桥 frozen, 鼎盛 gone, the approver's to-dos waiting`, async () => {
  // The demo's own, not what the tests above wrote for 华东 and a newcomer.
  const demo = (rows: Record<string, any>[]) => rows.filter((r) => r.supplierId !== id.supplier1 && !String(r.supplierName).startsWith('测试'));
  const freezes = demo(ok(await buyer.entity(F, 'listByPage', { pageRows: 50 })));
  assert.deepEqual([...new Set(freezes.map((r) => `${r.freezeType}:${r.freezeStatus}`))].sort(), [
    'FREEZE:APPROVED',
    'FREEZE:DRAFT',
    'FREEZE:REJECTED',
    'UNFREEZE:SUBMITTED',
  ]);
  const quits = demo(ok(await buyer.entity(Q, 'listByPage', { pageRows: 50 })));
  assert.deepEqual([...new Set(quits.map((r) => r.quitStatus))].sort(), ['APPROVED', 'DRAFT', 'REJECTED', 'SUBMITTED']);
  const byName = async (name: string) =>
    (
      await t.db.query<{ purchase: string; status: string }>(
        'SELECT purchase_flag AS purchase, supplier_status AS status FROM srm_pos_supplier_info WHERE supplier_name = $1',
        [name],
      )
    ).rows[0];
  assert.deepEqual(await byName('金桥包装材料有限公司'), { purchase: 'N', status: 'EFFECTIVE' });
  assert.deepEqual(await byName('鼎盛电气设备有限公司'), { purchase: 'N', status: 'QUIT' });
  const todos = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM srm_base_interior_pending p JOIN saaf_users u ON u.user_id = p.user_id
      WHERE u.user_name = 'approver' AND p.entity_name = $1 AND p.handle_flag = 'N' AND p.cancel_flag = 'N'`,
    [F],
  );
  assert.equal(todos.rows[0].n, 1, "the thaw waits on the approver's to-do");
});
