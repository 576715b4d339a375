/**
 * Outbound interfaces (entities/interface/STATES.md): an order released while
 * the ERP is down is tried MAX_ATTEMPTS times and becomes a dead letter; the
 * administrator fixes the mapping and replays it, and the ERP receives it once,
 * built from the new mapping; a second replay is refused. A mapping naming a
 * field the order does not have is refused naming it; secrets are never answered.
 * The job worker is driven directly (drain), with no back-off.
 */
process.env.JOB_WORKER = 'false';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { confirmedOrder, day, ids, ok, refused } from './purchase-kit.ts';
import { adminClient, allowOutboundHosts, loopbackErp } from './interface-kit.ts';

const t = await setup();
const admin = await adminClient(t);
const buyer = await t.login('buyer');
const approver = await t.login('approver');
const supplier1 = await t.login('supplier1');
const id = await ids(t);
const erp = await loopbackErp();
// The test ERP is on the loopback, which only an administrator's allow-list lets the server call.
await allowOutboundHosts(admin, '127.0.0.1');
const D = 'scsiDefinition';
const L = 'scsiPlatformLog';
const drain = () => t.app.srm.jobs!.drain();

const definition = {
  definitionCode: 'TEST_PO_OUT',
  definitionName: '测试订单发布',
  direction: 'OUTBOUND',
  businessEvent: 'order.released',
  httpMethod: 'POST',
  authType: 'BEARER',
  authSecret: 'erp-token-secret',
  headerInterceptor: 'REQUEST_ID',
  reqFieldMaps: [
    { seqNum: 1, sourcePath: 'poNumber', targetField: 'orderNo' },
    { seqNum: 2, sourcePath: 'lines[].itemCode', targetField: 'items[].material' },
    { seqNum: 3, sourcePath: 'lines[].quantity', targetField: 'items[].qty' },
  ],
  parameters: [{ paramLocation: 'BODY', paramName: 'companyCode', paramValue: '1000' }],
  requestConfigs: [
    { configKey: 'MAX_ATTEMPTS', configValue: 3 },
    { configKey: 'BACKOFF_SECONDS', configValue: 0 },
  ],
};

const logsOf = async (definitionId: number) =>
  ok<any[]>(await admin.entity(L, 'listByPage', { pageIndex: 1, pageRows: 50, definitionId, exactCount: true }), 'log list');

test(`[${dbKind}] a mapping to a field the order does not have is refused naming it, and nothing is saved`, async () => {
  const bad = { ...definition, definitionCode: 'TEST_BAD_MAP', url: erp.url, reqFieldMaps: [{ seqNum: 1, sourcePath: 'poColour', targetField: 'colour' }] };
  for (const [lang, text] of [
    ['CN', '采购订单没有字段“poColour”'],
    ['EN', 'Purchase order has no field "poColour"'],
  ] as const) {
    const res = await admin.entity(D, 'saveOrUpdate', bad, { lang });
    refused(res, 'VALIDATION');
    assert.equal(res.body.errors?.[0].field, 'sourcePath');
    assert.equal(res.body.errors?.[0].child, 'reqFieldMaps');
    assert.equal(res.body.errors?.[0].message, text);
  }
  const n = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM srm_scsi_definitions WHERE definition_code = 'TEST_BAD_MAP'`);
  assert.equal(n.rows[0].n, 0);
  // An outbound interface needs its event and URL.
  const missing = await admin.entity(D, 'saveOrUpdate', { ...definition, definitionCode: 'TEST_NO_URL', businessEvent: null });
  refused(missing, 'VALIDATION');
  assert.deepEqual(missing.body.errors?.map((e) => e.field).sort(), ['businessEvent', 'url']);
});

test(`[${dbKind}] a secret of spaces is none: not stored, its flag N; sent as spaces on a later save, the stored secret stays`, async () => {
  const blank = ok(
    await admin.entity(D, 'saveOrUpdate', { ...definition, definitionCode: 'TEST_BLANK_SECRET', url: 'http://127.0.0.1:9/orders', authSecret: '   ' }),
    'save',
  );
  assert.equal(blank.authSecretSet, 'N');
  const column = async () =>
    (await t.db.query<{ s: string | null }>(`SELECT auth_secret AS s FROM srm_scsi_definitions WHERE definition_id = $1`, [blank.definitionId])).rows[0].s;
  assert.equal(await column(), null);
  const set = ok(await admin.entity(D, 'saveOrUpdate', { ...blank, authSecret: 'a-real-token' }), 'set');
  assert.equal(set.authSecretSet, 'Y');
  const sealed = await column();
  assert.ok(sealed && !sealed.includes('a-real-token'), 'stored wrapped');
  const kept = ok(await admin.entity(D, 'saveOrUpdate', { ...set, authSecret: '  ' }), 'save with spaces');
  assert.equal(kept.authSecretSet, 'Y');
  assert.equal(await column(), sealed);
});

test(`[${dbKind}] outbound: retried, dead, replayed after a mapping fix, delivered exactly once`, async () => {
  const saved = ok(await admin.entity(D, 'saveOrUpdate', { ...definition, url: erp.url }), 'save definition');
  // The secret is stored wrapped and never answered.
  assert.equal(saved.authSecret, undefined);
  assert.equal(saved.authSecretSet, 'Y');
  const stored = await t.db.query<{ s: string }>(`SELECT auth_secret AS s FROM srm_scsi_definitions WHERE definition_id = $1`, [saved.definitionId]);
  assert.ok(!stored.rows[0].s.includes('erp-token-secret'));
  ok(await admin.entity(D, 'doEffect', { definitionId: saved.definitionId }), 'put in use');

  erp.up = false;
  const po = await confirmedOrder(
    { buyer, approver, supplier: supplier1 },
    id.supplier1,
    id.org,
    [{ lineNumber: 1, itemId: id.gear, quantity: 7, taxPrice: 100, needByDate: day(20) }],
    'RELEASED',
  );
  const queued = await logsOf(saved.definitionId);
  assert.deepEqual(
    queued.map((r) => r.logStatus),
    ['PENDING'],
  );
  await drain();
  const [dead] = await logsOf(saved.definitionId);
  assert.equal(dead.logStatus, 'DEAD');
  assert.equal(dead.attempts, 3);
  assert.equal(dead.httpStatus, 503);
  assert.equal(JSON.parse(dead.attemptHistory).length, 3);
  assert.equal(erp.refused, 3);
  assert.equal(erp.received.length, 0);
  assert.equal(JSON.parse(dead.requestBody).orderNo, po.poNumber);
  // It is in the dead letters.
  const letters = ok<any[]>(await admin.entity(L, 'listByPage', { pageIndex: 1, pageRows: 200, logStatus: 'DEAD' }));
  assert.ok(letters.some((r) => r.logId === dead.logId));

  // The administrator fixes the mapping (the ERP wants poNo), the ERP is back, and the message is replayed.
  const current = ok(await admin.entity(D, 'findById', { definitionId: saved.definitionId }));
  const maps = current.reqFieldMaps.map((m: any) => (m.sourcePath === 'poNumber' ? { ...m, targetField: 'poNo' } : m));
  ok(await admin.entity(D, 'saveOrUpdate', { ...current, reqFieldMaps: maps }), 'fix mapping');
  erp.up = true;
  const replayed = ok(await admin.entity(L, 'doReplay', { ids: [dead.logId], logId: dead.logId }), 'replay');
  assert.equal(replayed.logIds.length, 1);
  // A second replay of the same dead letter is refused, naming the message and its state.
  const again = await admin.entity(L, 'doReplay', { ids: [dead.logId] }, { lang: 'EN' });
  refused(again, 'REPLAY_REFUSED');
  assert.match(again.body.msg, new RegExp(`${dead.messageId}.*Replayed`));
  await drain();
  await drain();
  assert.equal(erp.received.length, 1);
  const got = erp.received[0];
  assert.equal(got.body.poNo, po.poNumber);
  assert.equal(got.body.orderNo, undefined);
  assert.equal(got.body.companyCode, '1000');
  assert.deepEqual(got.body.items, [{ material: 'M-100004', qty: 7 }]);
  assert.equal(got.headers.authorization, 'Bearer erp-token-secret');
  assert.equal(got.headers['x-message-id'], dead.messageId);

  // The log shows both: the dead letter, now replayed, and its delivery.
  const log = await logsOf(saved.definitionId);
  const byId = new Map(log.map((r) => [r.logId, r]));
  assert.equal(byId.get(dead.logId).logStatus, 'REPLAYED');
  const delivery = byId.get(replayed.logIds[0]);
  assert.equal(delivery.logStatus, 'SENT');
  assert.equal(delivery.attempts, 1);
  assert.equal(delivery.httpStatus, 200);
  assert.equal(delivery.replayOfLogId, dead.logId);
  assert.equal(delivery.messageId, dead.messageId);
  // A delivered message is not replayed either.
  refused(await admin.entity(L, 'doReplay', { ids: [delivery.logId] }), 'REPLAY_REFUSED');
  await drain();
  assert.equal(erp.received.length, 1);
});

test(`[${dbKind}] several dead letters replayed in one go; a selection holding a delivered one replays none`, async () => {
  const def = ok(await admin.entity(D, 'saveOrUpdate', { ...definition, definitionCode: 'TEST_PO_OUT2', url: erp.url }));
  ok(await admin.entity(D, 'doEffect', { definitionId: def.definitionId }));
  erp.up = false;
  for (let i = 0; i < 2; i++) {
    await confirmedOrder(
      { buyer, approver, supplier: supplier1 },
      id.supplier1,
      id.org,
      [{ lineNumber: 1, itemId: id.gear, quantity: 2 + i, taxPrice: 50, needByDate: day(15) }],
      'RELEASED',
    );
  }
  await drain();
  const dead = (await logsOf(def.definitionId)).filter((r) => r.logStatus === 'DEAD');
  assert.equal(dead.length, 2);
  const sent = (
    await logsOf((await t.db.query<{ id: number }>(`SELECT definition_id AS id FROM srm_scsi_definitions WHERE definition_code = 'TEST_PO_OUT'`)).rows[0].id)
  ).find((r) => r.logStatus === 'SENT');
  erp.up = true;
  const before = erp.received.length;
  refused(await admin.entity(L, 'doReplay', { ids: [dead[0].logId, sent.logId] }), 'REPLAY_REFUSED');
  assert.equal((await logsOf(def.definitionId)).filter((r) => r.logStatus === 'DEAD').length, 2);
  const done = ok(await admin.entity(L, 'doReplay', { ids: dead.map((r) => r.logId) }));
  assert.equal(done.replayed, 2);
  await drain();
  assert.equal(erp.received.length - before, 2);
  const states = (await logsOf(def.definitionId)).map((r) => r.logStatus).sort();
  assert.deepEqual(states, ['REPLAYED', 'REPLAYED', 'SENT', 'SENT']);
});

test(`[${dbKind}] an interface not in use sends nothing; the demo holds a message in every outbound state`, async () => {
  const def = ok(await admin.entity(D, 'saveOrUpdate', { ...definition, definitionCode: 'TEST_PO_OFF', url: erp.url }));
  erp.up = true;
  await confirmedOrder(
    { buyer, approver, supplier: supplier1 },
    id.supplier1,
    id.org,
    [{ lineNumber: 1, itemId: id.gear, quantity: 1, taxPrice: 10, needByDate: day(10) }],
    'RELEASED',
  );
  assert.equal((await logsOf(def.definitionId)).length, 0);
  const demo = await t.db.query<{ s: string }>(
    `SELECT DISTINCT l.log_status AS s FROM srm_scsi_platform_logs l JOIN srm_scsi_definitions d ON d.definition_id = l.definition_id WHERE d.definition_code LIKE 'ERP_%'`,
  );
  const states = new Set(demo.rows.map((r) => r.s));
  for (const s of ['PENDING', 'SENT', 'FAILED', 'DEAD', 'REPLAYED', 'ACCEPTED', 'REJECTED', 'DUPLICATE']) assert.ok(states.has(s), `demo has a ${s} message`);
  // Only administrators read the log.
  refused(await buyer.entity(L, 'listByPage', { pageIndex: 1, pageRows: 10 }), 'FORBIDDEN');
});
