/**
 * The API manager: the catalogue answers every /api route of the OpenAPI
 * document with who may call it; an external OpenAPI document is imported as an
 * outbound interface with its operations, an invalid one refused with the
 * reason and nothing written; a write lands in the API call log, a read does not.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, eventually, setup } from './helper.ts';

const t = await setup();
const admin = await t.login('admin');
const buyer = await t.login('buyer');

test(`[${dbKind}] the catalogue lists the OpenAPI document's routes, grouped by service, with the roles that may call them`, async () => {
  const res = await admin.call('/api/baseServer/v1/apiManager/routes');
  assert.equal(res.body.status, 'S', res.body.msg);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
  const paths = new Set(res.body.data.map((r: { path: string }) => r.path.replace(/:(\w+)/g, '{$1}')));
  const missing = Object.keys(doc.paths).filter((p) => p.startsWith('/api/') && !paths.has(p) && !p.includes('{resource}'));
  assert.deepEqual(missing, []);
  const save = res.body.data.find((r: { path: string }) => r.path === '/api/baseServer/v1/srmBaseItemsRestful/saveOrUpdate');
  assert.ok(save);
  assert.equal(save.service, 'baseServer');
  assert.equal(save.entity, 'materialItem');
  assert.equal(save.access, 'entity');
  assert.ok(save.roles.length > 0, 'some role may save materials');
  const refused = await buyer.call('/api/baseServer/v1/apiManager/routes');
  assert.equal(refused.statusCode, 403);
});

const DOC = {
  openapi: '3.0.3',
  info: { title: 'Warehouse', version: '1.4.0' },
  servers: [{ url: 'https://wms.example.com/v1' }],
  paths: {
    '/stock/{code}': { get: { operationId: 'getStock', summary: 'Stock of an item', tags: ['stock'] } },
    '/receipts': { post: { operationId: 'postReceipt', summary: 'A receipt' }, get: { operationId: 'listReceipts' } },
  },
};

test(`[${dbKind}] an OpenAPI document is imported as an outbound interface with its operations`, async () => {
  const res = await admin.entity('apiInterface', 'saveOrUpdate', { interfaceCode: 'WMS', interfaceName: 'Warehouse', sourceDocument: JSON.stringify(DOC) });
  assert.equal(res.body.status, 'S', res.body.msg);
  assert.equal(res.body.data.apiVersion, '1.4.0');
  assert.equal(res.body.data.operationCount, 3);
  assert.equal(res.body.data.baseUrl, 'https://wms.example.com/v1');
  const ops = await t.db.query<{ m: string; p: string; o: string }>(
    'SELECT http_method AS m, path AS p, operation_code AS o FROM srm_base_api_interface_ops WHERE interface_id = $1 ORDER BY path, http_method',
    [res.body.data.interfaceId],
  );
  assert.deepEqual(ops.rows, [
    { m: 'GET', p: '/receipts', o: 'listReceipts' },
    { m: 'POST', p: '/receipts', o: 'postReceipt' },
    { m: 'GET', p: '/stock/{code}', o: 'getStock' },
  ]);
});

test(`[${dbKind}] an invalid document is refused with the reason, nothing written`, async () => {
  const before = await t.db.query('SELECT count(*)::int AS n FROM srm_base_api_interfaces');
  for (const [text, reason] of [
    ['{not json', /JSON/],
    [JSON.stringify({ info: { title: 'x', version: '1' }, paths: {} }), /openapi/],
    [JSON.stringify({ openapi: '3.1.0', info: { title: 'x', version: '1' }, paths: {} }), /operation/],
  ] as const) {
    const res = await admin.entity('apiInterface', 'saveOrUpdate', { interfaceCode: 'BAD', interfaceName: 'Bad', sourceDocument: text }, { lang: 'EN' });
    assert.equal(res.body.code, 'VALIDATION');
    assert.equal(res.body.errors?.[0].field, 'sourceDocument');
    assert.match(res.body.errors?.[0].message ?? '', reason);
  }
  assert.deepEqual((await t.db.query('SELECT count(*)::int AS n FROM srm_base_api_interfaces')).rows, before.rows);
});

test(`[${dbKind}] writes and refusals are in the API call log, reads are not`, async () => {
  // The log is written after each answer has left, so rows of earlier tests may still land: the calls here use
  // paths no other test of this file calls, and the rows are read by path, not by arrival.
  const mark = (await t.db.query<{ n: number }>('SELECT coalesce(max(log_id), 0)::int AS n FROM srm_base_interface_logs')).rows[0].n;
  const paths = ['srmBaseItemsRestful/listByPage', 'baseUsersRestful/listByPage', 'baseApiInterfaceRestful/delete'];
  const saved = await admin.entity('apiInterface', 'saveOrUpdate', {
    interfaceCode: 'WMS2',
    interfaceName: 'Warehouse 2',
    sourceDocument: JSON.stringify(DOC),
  });
  assert.equal(saved.body.status, 'S', saved.body.msg);
  await buyer.entity('materialItem', 'listByPage', { pageIndex: 1, pageRows: 5 });
  await buyer.entity('user', 'listByPage', { pageIndex: 1, pageRows: 5 });
  const deleted = await admin.entity('apiInterface', 'delete', { interfaceId: saved.body.data.interfaceId });
  assert.equal(deleted.body.status, 'S', deleted.body.msg);
  const logged = async () =>
    (
      await t.db.query<{ path: string; status: number; caller: string }>(
        'SELECT path, status_code AS status, caller_name AS caller FROM srm_base_interface_logs WHERE log_id > $1 AND path LIKE ANY ($2) ORDER BY path',
        [mark, paths.map((p) => `%/${p}`)],
      )
    ).rows.map((r) => [r.path.split('/').slice(-2).join('/'), r.status, r.caller]);
  const rows = await eventually(logged, (r) => r.length >= 2, 5000);
  assert.deepEqual(rows, [
    ['baseApiInterfaceRestful/delete', 200, 'admin'],
    ['baseUsersRestful/listByPage', 403, 'buyer'],
  ]);
});
