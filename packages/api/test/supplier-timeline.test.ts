/**
 * A supplier's lifecycle timeline and the early warnings: the buyer reads
 * every document past its draft, the supplier only its own rows and of the
 * internal documents only the decisions it was told of; certificates expiring
 * or expired, and unusable suppliers with orders under way, are warned of.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { act, ids, ok } from './purchase-kit.ts';

const t = await setup();
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const supplier2 = await t.login('supplier2');
const id = await ids(t);
type Row = Record<string, any>;
const T = 'slcSupplierTimeline';
const W = 'slcSupplierWarning';
const rows = async (client: typeof buyer, entity: string, filter: Row = {}) =>
  ok(await client.entity(entity, 'listByPage', { pageRows: 200, ...filter })) as Row[];
const events = (list: Row[]) => list.map((r) => `${r.eventType}:${r.outcome}`).sort();

test(`[${dbKind}] the buyer reads a supplier's whole lifecycle, newest first, rejected proposals too`, async () => {
  const ruifeng = Number((await t.db.query(`SELECT supplier_id FROM srm_pos_supplier_info WHERE supplier_name = '瑞丰五金贸易有限公司'`)).rows[0].supplier_id);
  const list = await rows(buyer, T, { supplierId: ruifeng });
  assert.deepEqual(events(list), ['BLACKLIST:REJECTED', 'BLACKLIST:SUBMITTED', 'FREEZE:REJECTED']);
  const dates = list.map((r) => r.eventDate);
  assert.deepEqual(dates, [...dates].sort().reverse(), 'newest first');
});

test(`[${dbKind}] a supplier reads its own lifecycle only, and of internal documents only the decisions it was told of`, async () => {
  const draft = ok(
    await buyer.entity('slcSupplierBlacklist', 'saveOrUpdate', { supplierId: id.supplier1, blacklistType: 'PERMANENT', blacklistReason: '拟列入' }),
  );
  ok(await act(buyer, 'slcSupplierBlacklist', 'submit', draft.blacklistId));
  ok(await act(approver, 'slcSupplierBlacklist', 'reject', draft.blacklistId, { comment: '证据不足' }));
  const internal = await rows(buyer, T, { supplierId: id.supplier1 });
  assert.ok(events(internal).includes('BLACKLIST:REJECTED'), 'the buyer sees the rejected proposal');
  const own = await rows(supplier1, T);
  assert.ok(own.length > 0);
  assert.ok(
    own.every((r) => r.supplierId === id.supplier1),
    'only its own rows',
  );
  assert.deepEqual(
    events(own),
    ['CHANGE:APPROVED', 'CHANGE:REJECTED', 'CHANGE:RETURNED', 'PERFORMANCE:PUBLISHED', 'RECTIFICATION:CONFIRMED', 'RECTIFICATION:RELEASED', 'SAMPLE:FAIL'],
    'its changes, its published performance result, its rectifications told to it (not the one still NEW) and the sample trial decided (failed, not merely approved), and neither the rejected blacklist nor the trials and reviews under way',
  );

  const freeze = ok(
    await buyer.entity('slcSupplierFreeze', 'saveOrUpdate', {
      supplierId: id.supplier1,
      actionPaymentFlag: 'Y',
      actionPurchaseFlag: 'N',
      freezingInstructions: '对账差异未处理',
    }),
  );
  ok(await act(buyer, 'slcSupplierFreeze', 'submit', freeze.freezeId));
  ok(await act(approver, 'slcSupplierFreeze', 'approval', freeze.freezeId));
  assert.ok(events(await rows(supplier1, T)).includes('FREEZE:APPROVED'), 'a decision it was told of');
});

test(`[${dbKind}] warnings: expiring and expired certificates, and a frozen supplier's orders under way; a supplier reads only its certificates`, async () => {
  const all = await rows(buyer, W);
  const of = (supplierId: number) => all.filter((r) => r.supplierId === supplierId).map((r) => r.warningType);
  assert.deepEqual(of(id.supplier1), ['CERT_EXPIRING']);
  assert.deepEqual(of(id.supplier2), ['CERT_EXPIRED']);
  const expiring = all.find((r) => r.supplierId === id.supplier1)!;
  assert.ok(expiring.daysLeft > 0 && expiring.daysLeft <= 30);

  const freeze = ok(
    await buyer.entity('slcSupplierFreeze', 'saveOrUpdate', { supplierId: id.supplier2, actionPurchaseFlag: 'Y', freezingInstructions: '质量整改' }),
  );
  ok(await act(buyer, 'slcSupplierFreeze', 'submit', freeze.freezeId));
  ok(await act(approver, 'slcSupplierFreeze', 'approval', freeze.freezeId));
  const after = (await rows(buyer, W, { supplierId: id.supplier2 })).map((r) => r.warningType);
  assert.ok(after.includes('FROZEN_OPEN_ORDER'), '蓝海 has orders under way');
  const theirs = await rows(supplier2, W);
  assert.deepEqual(
    theirs.map((r) => r.warningType),
    ['CERT_EXPIRED'],
    'the supplier reads its certificate, not the internal warning',
  );
});
