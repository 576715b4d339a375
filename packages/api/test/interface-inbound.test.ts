/**
 * Inbound interfaces (entities/interface/STATES.md): an ERP pushes materials
 * with its API key and a signed body; the record is saved through the entity
 * engine (audited), a message id seen before is answered with the first answer
 * and written once, a bad signature or key is refused 401 and logged, a message
 * with field errors answers them and writes nothing, and a mapping to a field
 * the materials do not have is refused naming it.
 */
import { createHmac } from 'node:crypto';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup } from './helper.ts';
import { ok, refused } from './purchase-kit.ts';
import { adminClient } from './interface-kit.ts';

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

const sign = (raw: string, secret = SIGN) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
async function push(message: unknown, opts: { messageId?: string; key?: string; signature?: string; lang?: string } = {}) {
  const raw = JSON.stringify(message);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/baseServer/v1/scsiInbound/TEST_ITEM_IN',
    headers: {
      'content-type': 'application/json',
      'x-api-key': opts.key ?? KEY,
      'x-signature': opts.signature ?? sign(raw),
      ...(opts.messageId ? { 'x-message-id': opts.messageId } : {}),
      'x-srm-language': opts.lang ?? 'CN',
    },
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
  const forged = await push(message, { messageId: 'MSG-3', signature: sign(JSON.stringify(message), 'not-the-secret'), lang: 'EN' });
  assert.equal(forged.statusCode, 401);
  assert.equal(forged.body.code, 'INTERFACE_SIGNATURE');
  assert.equal(forged.body.msg, 'The body signature of interface TEST_ITEM_IN is missing or wrong');
  const unsigned = await push(message, { messageId: 'MSG-3', signature: '' });
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
