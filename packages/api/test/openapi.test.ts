/**
 * The served OpenAPI document as an integrator uses it: valid for the version
 * it declares (checked by a third-party validator), made from the schemas the
 * routes declared, naming security, filters and refusal bodies; and a client
 * generated from it names the operations and filters. Also that route schemas
 * neither refuse nor reshape: answers keep every property.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import openapiTS, { astToString } from 'openapi-typescript';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { dbKind, setup } from './helper.ts';
import { registeredRoutes } from '../src/routes/openapi.ts';
import { systemCaller } from '../src/engine/caller.ts';

const t = await setup();
const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
const listPath = restPath(getEntity('purOrder'), 'listByPage');

test(`[${dbKind}] the served document is a valid OpenAPI 3.1 document`, async () => {
  assert.equal(doc.openapi, '3.1.0');
  const result = await new Validator().validate(doc);
  assert.deepEqual(result.errors ?? [], []);
  assert.equal(result.valid, true);
});

test(`[${dbKind}] every schema in the document is a strict JSON Schema 2020-12 that compiles`, () => {
  // The OpenAPI 3.1 meta-schema leaves schema objects to their dialect, so the
  // validator above does not look inside them: compile each one strictly.
  const base = 'https://srm.local/doc';
  const rewritten = JSON.parse(JSON.stringify(doc).replaceAll('"#/components/schemas/', `"${base}#/$defs/`));
  const ajv = new Ajv2020({ strict: true, strictTypes: false, strictRequired: false, validateFormats: false, allErrors: false });
  ajv.addSchema({ $id: base, $defs: rewritten.components.schemas });
  let compiled = 0;
  // Operations of one entity share their schemas: each distinct one is compiled once.
  const seen = new Set<string>();
  for (const [path, methods] of Object.entries(rewritten.paths as Record<string, Record<string, any>>)) {
    for (const [method, op] of Object.entries(methods)) {
      const schemas = [op.requestBody, ...Object.values(op.responses)].flatMap((r: any) => Object.values(r?.content ?? {}).map((c: any) => c.schema));
      for (const schema of schemas) {
        compiled++;
        const text = JSON.stringify(schema);
        if (seen.has(text)) continue;
        seen.add(text);
        assert.doesNotThrow(() => ajv.compile(schema), `${method} ${path}`);
      }
    }
  }
  assert.ok(compiled > 500, `${compiled} schemas`);
  assert.ok(seen.size > 100, `${seen.size} distinct schemas`);
  const validate = ajv.compile({ $ref: `${base}#/$defs/ErrorEnvelope` });
  assert.equal(validate({ status: 'M', msg: 'x', code: 'VALIDATION', data: null, errors: [{ field: 'a', code: 'rule.required', message: 'm' }] }), true);
  assert.equal(validate({ status: 'S', msg: 'x', data: null }), false);
});

test(`[${dbKind}] every /api route declares its schema, and the document has each once`, () => {
  const api = registeredRoutes(t.app).filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !r.schema?.hide);
  assert.ok(api.length > 100, `${api.length} routes`);
  const missing = api.filter((r) => !r.schema?.operationId || !r.schema?.summary || !(r.schema?.response as Record<string, unknown> | undefined)?.[200]);
  assert.deepEqual(
    missing.map((r) => `${r.method} ${r.url}`),
    [],
  );
  const ids = api.map((r) => String(r.schema!.operationId));
  assert.equal(new Set(ids).size, ids.length, 'operationIds are unique');
  const inDoc = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>).flatMap((p) => Object.values(p).map((o) => o.operationId));
  assert.deepEqual([...inDoc].sort(), [...ids, 'apiDocs'].sort());
});

test(`[${dbKind}] security: token, timestamp and signature schemes, how to sign, which routes are public`, () => {
  const schemes = doc.components.securitySchemes;
  assert.deepEqual(
    Object.entries(schemes)
      .map(([key, s]: [string, any]) => `${key}:${s.type}:${s.name ?? ''}`)
      .sort(),
    [
      'inboundApiKey:apiKey:x-api-key',
      'messageId:apiKey:x-message-id',
      'messageSignature:apiKey:x-signature',
      'messageTimestamp:apiKey:x-timestamp',
      'oauth:oauth2:',
      'signature:apiKey:x-srm-signature',
      'timestamp:apiKey:x-srm-timestamp',
      'token:apiKey:authorization',
    ],
  );
  assert.equal(schemes.oauth.flows.clientCredentials.tokenUrl, '/oauth/token');
  assert.match(schemes.messageSignature.description, /HMAC-SHA256.*<x-timestamp>\.<x-message-id>\.<raw body>/);
  assert.match(schemes.signature.description, /SHA-256/);
  assert.match(schemes.signature.description, /last digit of the timestamp mod 4\) \+ 1/);
  const login = doc.paths['/api/baseServer/v1/baseLoginService/login'].post;
  assert.deepEqual(
    login.security,
    [
      { timestamp: [], signature: [] },
      { token: [], timestamp: [], signature: [] },
    ],
    'login is public but signed',
  );
  assert.deepEqual(doc.paths['/api/openapi.json'].get.security, [], 'the document itself is unsigned');
  assert.deepEqual(doc.paths[listPath].post.security, [{ token: [], timestamp: [], signature: [] }, { oauth: ['api'] }], 'signed in, or an OAuth app');
  assert.deepEqual(
    doc.paths['/api/baseServer/v1/scsiInbound/{code}'].post.security,
    [{ inboundApiKey: [], messageTimestamp: [], messageId: [], messageSignature: [] }],
    'an ERP pushes with the interface key and a signed message',
  );
  assert.ok(doc.paths[listPath].post.parameters.some((p: any) => p.$ref === '#/components/parameters/language'));
  assert.equal(doc.components.parameters.language.name, 'x-srm-language');
});

test(`[${dbKind}] listByPage names its paging, keyset, sort and per-field filters; the answer says what is known of the total`, () => {
  const op = doc.paths[listPath].post;
  assert.equal(op.requestBody.content['application/json'].schema.$ref, '#/components/schemas/purOrderListRequest');
  const props = doc.components.schemas.purOrderListRequest.properties;
  for (const key of [
    'pageIndex',
    'pageRows',
    'exactCount',
    'after',
    'before',
    'sort',
    'poNumber',
    'poNumber_like',
    'creationDate_from',
    'creationDate_to',
    'supplierId',
  ])
    assert.ok(props[key], key);
  assert.equal(props.pageRows.maximum, 500);
  assert.ok(props.sort.oneOf[0].enum.includes('-creationDate'));
  const answer = op.responses['200'].content['application/json'].schema;
  assert.deepEqual(answer.required, ['status', 'msg', 'data'], 'a page may come without its total');
  for (const key of ['count', 'countCapped', 'countEstimated', 'countPending', 'hasNext', 'hasPrevious']) assert.ok(answer.properties[key], key);
  const count = doc.paths[listPath.replace('listByPage', 'listCount')].post.responses['200'].content['application/json'].schema;
  assert.deepEqual(count.properties.data.required, ['count']);
  assert.equal(doc.components.schemas.interiorPendingListRequest.properties.pageRows.maximum, 999, 'the to-do list pages up to 999');
  assert.equal(answer.properties.data.items.$ref, '#/components/schemas/purOrder');
});

test(`[${dbKind}] every refusal has the envelope with code and field errors as its body`, () => {
  const envelope = doc.components.schemas.ErrorEnvelope;
  assert.deepEqual(envelope.properties.status.enum, ['M', 'E']);
  assert.ok(envelope.properties.code.enum.includes('VALIDATION'));
  assert.equal(envelope.properties.errors.items.$ref, '#/components/schemas/FieldError');
  assert.deepEqual(doc.components.schemas.FieldError.required, ['field', 'code', 'message']);
  const operations = Object.values(doc.paths as Record<string, Record<string, any>>).flatMap((p) => Object.values(p));
  const refsOf = (s: any): string[] => (s ? (s.$ref ? [s.$ref] : (s.anyOf ?? []).map((x: any) => x.$ref)) : []);
  const without = operations.filter((o) => !refsOf(o.responses['4XX']?.content['application/json'].schema).includes('#/components/schemas/ErrorEnvelope'));
  assert.deepEqual(
    without.map((o) => o.operationId),
    [],
  );
});

test(`[${dbKind}] a client generated by openapi-typescript names an operation and a filter`, async () => {
  const source = astToString(await openapiTS(doc));
  assert.match(source, /purOrder_listByPage: \{/);
  assert.match(source, /poNumber_like\?: string/);
  assert.match(source, /"x-srm-language"\?: components\["parameters"\]\["language"\]/);
  assert.match(source, /language: "CN" \| "EN"/);
});

test(`[${dbKind}] refusals keep their codes with schemas on: an unknown filter, a bad page, a wrong type`, async () => {
  const buyer = await t.login('buyer');
  const unknown = await buyer.call(listPath, { poNumberr_like: 'x' });
  assert.equal(unknown.statusCode, 400);
  assert.equal(unknown.body.code, 'VALIDATION');
  assert.equal(unknown.body.errors?.[0].field, 'poNumberr_like');
  assert.equal((await buyer.call(listPath, { pageRows: 501 })).body.code, 'PAGE_ROWS');
  // A digit string is a page number to the engine though the schema says integer first.
  assert.equal((await buyer.call(listPath, { pageIndex: '1' })).body.status, 'S');
  assert.equal((await buyer.call(restPath(getEntity('purOrder'), 'doNothing'), {})).body.code, 'UNKNOWN_OPERATION');
  assert.equal((await buyer.call('/api/srmServer/v1/noSuchRestful/listByPage', {})).body.code, 'UNKNOWN_ENTITY');
});

test(`[${dbKind}] answers keep every property with response schemas declared: an order with lines and copied fields, a hook's extra field`, async () => {
  const admin = await t.login('admin');
  const order = getEntity('purOrder');
  const page = await admin.entity('purOrder', 'listByPage', { pageRows: 1 });
  const id = page.body.data[0].poHeaderId;
  const answered = await admin.entity('purOrder', 'findById', { poHeaderId: id });
  const direct = JSON.parse(JSON.stringify(await t.app.srm.ops.findById(order, systemCaller(), { poHeaderId: id })));
  assert.ok(direct.lines.length > 0, 'the order has lines');
  assert.ok(direct.supplierName, 'a field copied from the supplier');
  assert.deepEqual(answered.body.data, direct);
  const notices = await admin.call('/api/baseServer/v1/srmBaseNoticeRestful/listSummaryByPage', {});
  assert.equal(typeof notices.body.data[0].selfCount, 'number', 'a property the notice definition does not have');
  assert.equal(typeof (await admin.call('/api/baseServer/v1/baseLoginService/currentUser', {})).body.data.responsibilities[0].respId, 'number');
});

test(`[${dbKind}] real answers match the schemas the document gives them`, async () => {
  const base = 'https://srm.local/doc';
  const rewritten = JSON.parse(JSON.stringify(doc).replaceAll('"#/components/schemas/', `"${base}#/$defs/`));
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema({ $id: base, $defs: rewritten.components.schemas });
  const check = (path: string, answer: { statusCode: number; body: unknown }) => {
    const responses = rewritten.paths[path].post.responses;
    const schema = (responses[String(answer.statusCode)] ?? responses[`${String(answer.statusCode)[0]}XX`]).content['application/json'].schema;
    const validate = ajv.compile(schema);
    assert.ok(validate(answer.body), `${path} ${answer.statusCode}: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
  };
  const buyer = await t.login('buyer');
  const supplier = await t.login('supplier1');
  const order = getEntity('purOrder');
  const list = await buyer.entity('purOrder', 'listByPage', { pageRows: 5 });
  assert.ok(list.body.data.length > 0);
  check(listPath, list);
  check(restPath(order, 'findById'), await buyer.entity('purOrder', 'findById', { poHeaderId: list.body.data[0].poHeaderId }));
  check(restPath(order, 'listByPage'), await buyer.entity('purOrder', 'listByPage', { pageRows: 501 }));
  check(restPath(order, 'saveOrUpdate'), await buyer.entity('purOrder', 'saveOrUpdate', { lines: [{ quantity: 'x' }] }));
  for (const name of ['materialItem', 'supplierInfo', 'purRequisition', 'purDeliveryNote', 'notice']) {
    const def = getEntity(name);
    check(restPath(def, 'listByPage'), await buyer.entity(name, 'listByPage', { pageRows: 20 }));
  }
  check(restPath(getEntity('purOrder'), 'listByPage'), await supplier.entity('purOrder', 'listByPage', {}));
  check('/api/baseServer/v1/baseLoginService/currentUser', await buyer.call('/api/baseServer/v1/baseLoginService/currentUser'));
  check('/api/baseServer/v1/baseLookupValuesRestful/findLookupsByTypes', await buyer.call('/api/baseServer/v1/baseLookupValuesRestful/findLookupsByTypes', {}));
  check('/api/baseServer/v1/baseAccreditService/findBaseMenuByRespId', await buyer.call('/api/baseServer/v1/baseAccreditService/findBaseMenuByRespId', {}));
  check('/api/baseServer/v1/srmBaseNoticeRestful/listSummaryByPage', await buyer.call('/api/baseServer/v1/srmBaseNoticeRestful/listSummaryByPage', {}));
  check('/api/baseServer/v1/baseLoginService/randomValidateCode', await t.anonymous.call('/api/baseServer/v1/baseLoginService/randomValidateCode'));
  check('/api/baseServer/v1/baseLoginService/login', await t.anonymous.call('/api/baseServer/v1/baseLoginService/login', { userName: 'buyer' }));
});

test(`[${dbKind}] Redocly's recommended rules find nothing (info-license off: the project declares no licence)`, async () => {
  const config = await createConfig({ extends: ['recommended'], rules: { 'info-license': 'off' } });
  const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
  assert.deepEqual(
    problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} ${p.location[0]?.pointer ?? ''}`),
    [],
  );
});

test(`[${dbKind}] every tag is described and in exactly one module group; an entity's tag says its module and key`, () => {
  const names = doc.tags.map((tag: { name: string }) => tag.name);
  assert.ok(names.length > 290, `${names.length} tags`);
  assert.deepEqual(
    doc.tags.filter((tag: { description?: string }) => !tag.description?.trim()).map((tag: { name: string }) => tag.name),
    [],
  );
  const grouped = doc['x-tagGroups'].flatMap((g: { tags: string[] }) => g.tags);
  assert.deepEqual([...grouped].sort(), [...names].sort(), 'each tag in one group');
  assert.equal(new Set(grouped).size, grouped.length);
  const order = doc.tags.find((tag: { name: string }) => tag.name === 'Purchase order (purOrder)');
  assert.match(order.description, /^\*\*Purchasing\*\*: .*keyed by `poHeaderId`.*`doRelease`|^\*\*Purchasing\*\*: .*keyed by `poHeaderId`.*`release`/);
  assert.ok(doc['x-tagGroups'].find((g: { name: string }) => g.name === 'Purchasing').tags.includes('Purchase order (purOrder)'));
});

test(`[${dbKind}] /api/docs is the reference page with its assets from this server, within the page policy`, async () => {
  const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
  assert.equal(page.statusCode, 200);
  assert.match(String(page.headers['content-type']), /^text\/html/);
  const csp = String(page.headers['content-security-policy']);
  assert.match(csp, /script-src 'self'/);
  assert.doesNotMatch(csp, /unsafe-eval/);
  const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(sources, [
    '/api/docs/favicon-32x32.png',
    '/api/docs/swagger-ui.css',
    '/api/docs/swagger-ui-bundle.js',
    '/api/docs/swagger-ui-standalone-preset.js',
    '/api/docs/init.js',
  ]);
  assert.doesNotMatch(page.body, /<script>/, 'no inline script: the policy would refuse it');
  for (const src of sources) {
    const asset = await t.app.inject({ method: 'GET', url: src });
    assert.equal(asset.statusCode, 200, src);
    assert.ok(asset.rawPayload.length > 100, src);
  }
  const init = (await t.app.inject({ method: 'GET', url: '/api/docs/init.js' })).body;
  assert.match(init, /fetch\('\/api\/openapi\/modules\.json'\)/);
  assert.match(init, /validatorUrl: null/);
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/docs/package.json' })).statusCode, 404, 'only the listed files');
});

test(`[${dbKind}] the reference is split by module: each operation in exactly its module's document, events with Integration's`, async () => {
  const modules = (await t.app.inject({ method: 'GET', url: '/api/openapi/modules.json' })).json() as { name: string; url: string }[];
  assert.equal(modules[0].name, 'Platform');
  assert.deepEqual(
    modules.map((m) => m.name),
    doc['x-tagGroups'].map((g: { name: string }) => g.name),
    'one document per tag group of the whole',
  );
  const operations = (d: { paths: Record<string, Record<string, { operationId: string }>> }) =>
    Object.values(d.paths).flatMap((p) => Object.values(p).map((op) => op.operationId));
  const seen: string[] = [];
  for (const m of modules) {
    const res = await t.app.inject({ method: 'GET', url: m.url });
    assert.equal(res.statusCode, 200, m.url);
    const part = res.json();
    const groupTags: string[] = doc['x-tagGroups'].find((g: { name: string }) => g.name === m.name).tags;
    for (const [path, ops] of Object.entries(part.paths as Record<string, Record<string, { tags: string[] }>>))
      for (const op of Object.values(ops))
        assert.ok(
          op.tags.some((tag) => groupTags.includes(tag)),
          `${path} is of ${m.name}`,
        );
    assert.equal(part.webhooks !== undefined, m.name === 'Integration', `${m.name}: the events only with Integration`);
    assert.ok(Buffer.byteLength(res.body) < Buffer.byteLength(JSON.stringify(doc)) / 2, `${m.name} is a part of the whole`);
    seen.push(...operations(part));
  }
  assert.deepEqual(seen.sort(), operations(doc).sort(), 'every operation of the whole in one module document');
  const base = (await t.app.inject({ method: 'GET', url: modules.find((m) => m.name === 'Base data')!.url })).json();
  assert.ok(base.paths['/api/baseServer/v1/srmBaseItemsRestful/listByPage'], 'the materials are in Base data');
  const unknown = await t.app.inject({ method: 'GET', url: '/api/openapi/module/no-such-module' });
  assert.equal(unknown.statusCode, 404);
  assert.equal(unknown.json().code, 'NOT_FOUND');
});
