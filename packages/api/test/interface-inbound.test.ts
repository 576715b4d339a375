/**
 * Inbound interfaces (entities/interface/STATES.md): an ERP pushes materials
 * with its API key and a signed body; the record is saved through the entity
 * engine (audited), a message id seen before is answered with the first answer
 * and written once, a bad signature or key is refused 401 and logged; the
 * signature covers timestamp, message id and body, so a captured message
 * under a new id, an old one and a tampered id are refused; a message
 * with field errors answers them and writes nothing, and a mapping to a field
 * the materials do not have is refused naming it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { ok, refused } from './purchase-kit.ts';
import { adminClient, erpSignature } from './interface-kit.ts';

const t = await setup();
const admin = await adminClient(t);
const D = 'scsiDefinition';
const KEY = 'test-inbound-key';
const SIGN = 'test-signing-secret';

const saved = ok(
  await admin.entity(D, 'saveOrUpdate', {
    definitionCode: 'TEST_ITEM_IN',
    definitionName: '测试物料接收',
    direction: 'INBOUND',
    targetEntity: 'materialItem',
    httpMethod: 'POST',
    authType: 'API_KEY',
    authSecret: KEY,
    signSecret: SIGN,
    reqFieldMaps: [
      { seqNum: 1, sourcePath: 'item.code', targetField: 'itemCode', requiredFlag: 'Y' },
      { seqNum: 2, sourcePath: 'item.name', targetField: 'itemName' },
      { seqNum: 3, sourcePath: 'item.uom', targetField: 'uomCode' },
    ],
    resFieldMaps: [{ seqNum: 1, sourcePath: 'itemId', targetField: 'srmId' }],
  }),
  'save inbound definition',
);
ok(await admin.entity(D, 'doEffect', { definitionId: saved.definitionId }), 'put in use');

interface PushOptions {
  messageId?: string;
  key?: string;
  secret?: string;
  lang?: string;
  /** When it was signed (ms); now unless given. */
  at?: number;
  /** Headers sent over the signed ones (a forged signature, another message id). */
  headers?: Record<string, string>;
}
async function push(message: unknown, opts: PushOptions = {}) {
  const raw = JSON.stringify(message);
  const signed = erpSignature(opts.secret ?? SIGN, opts.messageId ?? '', raw, opts.at);
  if (!opts.messageId) delete signed['x-message-id'];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/baseServer/v1/scsiInbound/TEST_ITEM_IN',
    headers: { 'content-type': 'application/json', 'x-api-key': opts.key ?? KEY, ...signed, 'x-srm-language': opts.lang ?? 'CN', ...opts.headers },
    payload: raw,
  });
  return { statusCode: res.statusCode, body: res.json() };
}
const items = async (code: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM srm_base_items WHERE item_code = $1`, [code])).rows[0].n;
const logs = async (messageId: string) =>
  (
    await t.db.query<{ s: string; http: number }>(
      `SELECT log_status AS s, http_status AS http FROM srm_scsi_platform_logs WHERE definition_id = $1 AND message_id = $2 ORDER BY log_id`,
      [saved.definitionId, messageId],
    )
  ).rows;

test(`[${dbKind}] an accepted message is saved through the engine (audited); the same message id again writes nothing and gets the first answer`, async () => {
  const message = { item: { code: 'IN-9001', name: '进口轴承', uom: 'PCS' } };
  const first = await push(message, { messageId: 'MSG-1' });
  assert.equal(first.statusCode, 200);
  assert.equal(first.body.status, 'S');
  const itemId = first.body.data.srmId;
  assert.ok(itemId > 0);
  assert.equal(await items('IN-9001'), 1);
  const audit = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM saaf_audit_log WHERE entity_name = 'materialItem' AND record_id = $1`, [
    itemId,
  ]);
  assert.equal(audit.rows[0].n, 1);
  // Sent again (the ERP did not see our answer), even with another name: acknowledged, not written.
  const again = await push({ item: { ...message.item, name: '改过的名字' } }, { messageId: 'MSG-1' });
  assert.equal(again.statusCode, 200);
  assert.deepEqual(again.body, first.body);
  assert.equal(await items('IN-9001'), 1);
  const name = await t.db.query<{ name: string }>(`SELECT item_name AS name FROM srm_base_items WHERE item_id = $1`, [itemId]);
  assert.equal(name.rows[0].name, '进口轴承');
  assert.deepEqual(
    (await logs('MSG-1')).map((r) => r.s),
    ['ACCEPTED', 'DUPLICATE'],
  );
  // The message id may come in the body too; a later message updates the record of the same code.
  const update = await push({ messageId: 'MSG-2', item: { code: 'IN-9001', name: '进口轴承(新)', uom: 'PCS' } });
  assert.equal(update.body.status, 'S');
  assert.equal(update.body.data.srmId, itemId);
  assert.equal(await items('IN-9001'), 1);
});

test(`[${dbKind}] a bad signature or API key is refused 401 and logged; nothing is written`, async () => {
  const message = { item: { code: 'IN-9002', name: '法兰', uom: 'PCS' } };
  const forged = await push(message, { messageId: 'MSG-3', secret: 'not-the-secret', lang: 'EN' });
  assert.equal(forged.statusCode, 401);
  assert.equal(forged.body.code, 'INTERFACE_SIGNATURE');
  assert.equal(forged.body.msg, 'The signature (X-Signature, over timestamp, message id and body) of interface TEST_ITEM_IN is missing or wrong');
  const unsigned = await push(message, { messageId: 'MSG-3', headers: { 'x-signature': '' } });
  assert.equal(unsigned.statusCode, 401);
  const wrongKey = await push(message, { messageId: 'MSG-3', key: 'guess' });
  assert.equal(wrongKey.statusCode, 401);
  assert.equal(wrongKey.body.code, 'INTERFACE_AUTH');
  assert.equal(await items('IN-9002'), 0);
  assert.deepEqual(
    (await logs('MSG-3')).map((r) => [r.s, r.http]),
    [
      ['REJECTED', 401],
      ['REJECTED', 401],
      ['REJECTED', 401],
    ],
  );
  // Refused messages do not count: the same id, properly signed, is taken.
  const fine = await push(message, { messageId: 'MSG-3' });
  assert.equal(fine.body.status, 'S');
  assert.equal(await items('IN-9002'), 1);
});

const nameOf = async (code: string) =>
  (await t.db.query<{ name: string }>(`SELECT item_name AS name FROM srm_base_items WHERE item_code = $1`, [code])).rows[0]?.name;

test(`[${dbKind}] a captured message sent again under a new X-Message-Id is refused and not applied`, async () => {
  const raw = JSON.stringify({ item: { code: 'IN-9010', name: '旧名称', uom: 'PCS' } });
  const captured = { 'content-type': 'application/json', 'x-api-key': KEY, ...erpSignature(SIGN, 'MSG-10', raw) };
  const send = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/baseServer/v1/scsiInbound/TEST_ITEM_IN', headers, payload: raw });
  assert.equal((await send(captured)).json().status, 'S');
  ok(await push({ item: { code: 'IN-9010', name: '新名称', uom: 'PCS' } }, { messageId: 'MSG-11' }));
  assert.equal(await nameOf('IN-9010'), '新名称');
  // The same bytes, signature and timestamp, under an id never seen: the id is signed, so this is no message of the ERP's.
  const replayed = await send({ ...captured, 'x-message-id': 'MSG-10-AGAIN', 'x-srm-language': 'EN' });
  assert.equal(replayed.statusCode, 401);
  assert.equal(replayed.json().code, 'INTERFACE_SIGNATURE');
  assert.equal(await nameOf('IN-9010'), '新名称');
  assert.deepEqual(
    (await logs('MSG-10-AGAIN')).map((r) => [r.s, r.http]),
    [['REJECTED', 401]],
  );
  // Under its own id it is the duplicate it is: answered, not applied.
  const again = await send(captured);
  assert.equal(again.statusCode, 200);
  assert.equal(await nameOf('IN-9010'), '新名称');
});

test(`[${dbKind}] a message signed more than five minutes from the server's clock is refused`, async () => {
  const message = { item: { code: 'IN-9011', name: '旧报文', uom: 'PCS' } };
  const old = await push(message, { messageId: 'MSG-12', at: Date.now() - 6 * 60_000, lang: 'EN' });
  assert.equal(old.statusCode, 401);
  assert.equal(old.body.code, 'INTERFACE_TIMESTAMP');
  assert.equal(old.body.msg, "The timestamp (X-Timestamp) of the message to interface TEST_ITEM_IN is missing or more than 5 minutes from the server's clock");
  const ahead = await push(message, { messageId: 'MSG-12', at: Date.now() + 6 * 60_000 });
  assert.equal(ahead.body.code, 'INTERFACE_TIMESTAMP');
  assert.equal(ahead.body.msg, '接口TEST_ITEM_IN的消息时间戳(X-Timestamp)缺失，或与服务器时间相差超过5分钟');
  const undated = await push(message, { messageId: 'MSG-12', headers: { 'x-timestamp': '' } });
  assert.equal(undated.statusCode, 401);
  assert.equal(await items('IN-9011'), 0);
  // Four minutes late is still on time.
  ok(await push(message, { messageId: 'MSG-12', at: Date.now() - 4 * 60_000 }));
  assert.equal(await items('IN-9011'), 1);
});

test(`[${dbKind}] a tampered message id is refused, and one the body contradicts too`, async () => {
  const message = { item: { code: 'IN-9012', name: '改号', uom: 'PCS' } };
  const tampered = await push(message, { messageId: 'MSG-13', headers: { 'x-message-id': 'MSG-14' }, lang: 'EN' });
  assert.equal(tampered.statusCode, 401);
  assert.equal(tampered.body.code, 'INTERFACE_SIGNATURE');
  // Signed as it is, but the header says one id and the body another.
  const both = await push({ messageId: 'MSG-15', ...message }, { messageId: 'MSG-16', lang: 'EN' });
  assert.equal(both.statusCode, 400);
  assert.equal(both.body.code, 'INTERFACE_MESSAGE_ID_MISMATCH');
  assert.equal(both.body.msg, 'The X-Message-Id header (MSG-16) differs from the messageId in the body (MSG-15)');
  assert.equal(await items('IN-9012'), 0);
});

test(`[${dbKind}] a rejected message answers its field errors, writes nothing and is logged`, async () => {
  const noUnit = await push({ item: { code: 'IN-9003', name: '垫片' } }, { messageId: 'MSG-4', lang: 'EN' });
  assert.equal(noUnit.statusCode, 400);
  assert.equal(noUnit.body.code, 'VALIDATION');
  assert.deepEqual(
    noUnit.body.errors.map((e: any) => [e.field, e.message]),
    [['uomCode', 'Required']],
  );
  const badUnit = await push({ item: { code: 'IN-9003', name: '垫片', uom: 'BUCKETS' } }, { messageId: 'MSG-5' });
  assert.equal(badUnit.body.errors[0].field, 'uomCode');
  const noCode = await push({ item: { name: '垫片', uom: 'PCS' } }, { messageId: 'MSG-6' });
  assert.equal(noCode.body.errors[0].field, 'itemCode');
  assert.equal(await items('IN-9003'), 0);
  assert.deepEqual(
    (await logs('MSG-4')).map((r) => [r.s, r.http]),
    [['REJECTED', 400]],
  );
  const notInUse = await t.app.inject({
    method: 'POST',
    url: '/api/baseServer/v1/scsiInbound/NO_SUCH',
    headers: { 'content-type': 'application/json' },
    payload: '{}',
  });
  assert.equal(notInUse.statusCode, 404);
  assert.equal(notInUse.json().code, 'INTERFACE_UNKNOWN');
});

test(`[${dbKind}] an inbound mapping to a field materials do not have (or the system makes) is refused naming it`, async () => {
  const current = ok(await admin.entity(D, 'findById', { definitionId: saved.definitionId }));
  assert.equal(current.authSecret, undefined);
  assert.equal(current.signSecret, undefined);
  assert.equal(current.signSecretSet, 'Y');
  const res = await admin.entity(
    D,
    'saveOrUpdate',
    { ...current, reqFieldMaps: [...current.reqFieldMaps, { seqNum: 9, sourcePath: 'item.colour', targetField: 'itemColour' }] },
    { lang: 'EN' },
  );
  refused(res, 'VALIDATION');
  assert.deepEqual(
    res.body.errors?.map((e) => [e.field, e.row, e.message]),
    [['targetField', 3, 'Material has no field "itemColour"']],
  );
  const made = await admin.entity(
    D,
    'saveOrUpdate',
    { ...current, reqFieldMaps: [...current.reqFieldMaps, { seqNum: 9, sourcePath: 'item.cat', targetField: 'categoryName' }] },
    { lang: 'EN' },
  );
  refused(made, 'VALIDATION');
  assert.equal(made.body.errors?.[0].field, 'targetField');
  // The columns to choose from, named as the mapping names them.
  const columns = ok<any[]>(await admin.call('/api/baseServer/v1/informationSchemaRestful/listColumnByPage', { tableName: 'materialItem', pageRows: 200 }));
  assert.ok(columns.some((c) => c.columnName === 'itemCode' && c.writableFlag === 'Y'));
  const tables = ok<any[]>(await admin.call('/api/baseServer/v1/informationSchemaRestful/listTableByPage', { keyword: 'materialItem' }));
  assert.ok(tables.some((r) => r.tableName === 'materialItem' && r.dbTable === 'srm_base_items'));
});

test(`[${dbKind}] an inbound interface needs a signing secret; one stored without takes no message`, async () => {
  const unsigned = {
    definitionCode: 'TEST_UNSIGNED_IN',
    definitionName: '未签名接收',
    direction: 'INBOUND',
    targetEntity: 'materialItem',
    httpMethod: 'POST',
    authType: 'API_KEY',
    authSecret: KEY,
    reqFieldMaps: [{ seqNum: 1, sourcePath: 'item.code', targetField: 'itemCode', requiredFlag: 'Y' }],
  };
  const res = await admin.entity(D, 'saveOrUpdate', unsigned, { lang: 'EN' });
  assert.equal(res.statusCode, 400);
  assert.deepEqual(
    res.body.errors?.map((e) => [e.field, e.message]),
    [['signSecret', 'An inbound interface needs a signing secret (messages are signed over timestamp, message id and body)']],
  );
  assert.equal((await t.db.query(`SELECT 1 FROM srm_scsi_definitions WHERE definition_code = 'TEST_UNSIGNED_IN'`)).rows.length, 0);
  // One saved before the secret was required (its secret gone): messages with the key alone are refused.
  const old = ok(await admin.entity(D, 'saveOrUpdate', { ...unsigned, signSecret: 'to-be-removed' }));
  ok(await admin.entity(D, 'doEffect', { definitionId: old.definitionId }));
  await t.db.query(`UPDATE srm_scsi_definitions SET sign_secret = NULL, sign_secret_set = 'N' WHERE definition_id = $1`, [old.definitionId]);
  const refusedMessage = await t.app.inject({
    method: 'POST',
    url: '/api/baseServer/v1/scsiInbound/TEST_UNSIGNED_IN',
    headers: { 'content-type': 'application/json', 'x-api-key': KEY, 'x-message-id': 'MSG-20' },
    payload: JSON.stringify({ item: { code: 'IN-9020' } }),
  });
  assert.equal(refusedMessage.statusCode, 401);
  assert.equal(refusedMessage.json().code, 'INTERFACE_SIGNATURE');
  assert.equal(await items('IN-9020'), 0);
});
