/**
 * The request log, read whole: a run of what users and integrators do (sign-ins,
 * failed ones too, lists, a save, an error, an upload, a download by one-use
 * ticket, an ERP's API-key message, an OAuth app's call, a metrics scrape)
 * writes one JSON line per request with its request id, route template, status,
 * time and caller, and not one of the secrets the run knows: passwords, session
 * tokens, tickets, API keys and signing secrets, the OAuth client secret and
 * its access token, the seal key, the metrics token. The request id an answer
 * carries (header and error envelope) finds its line.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';

// The seal key is read from the environment when the features start: set before the app is built.
const SEAL_KEY = randomBytes(32).toString('base64');
process.env.SRM_SEAL_KEY = SEAL_KEY;
const { DEMO_USERS } = await import('../src/seed/demo.ts');
const { setup, signedHeaders, TEST_CAPTCHA } = await import('./helper.ts');
const { adminClient, erpSignature } = await import('./interface-kit.ts');
const { registerBuyerApiApp } = await import('./oauth-kit.ts');
const { TICKET_ROUTE } = await import('../src/tickets/ticket-routes.ts');
const { REDACTED } = await import('../src/plugins/log-redaction.ts');

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const METRICS_TOKEN = `metrics-${randomBytes(12).toString('hex')}`;
const t = await setup({ env: { LOG_LEVEL: 'info', METRICS_TOKEN }, logStream });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

/** Every secret the run sees, by what it is. */
const secrets = new Map<string, string>(Object.entries(DEMO_USERS).map(([user, c]) => [`password of ${user}`, c.password]));
secrets.set('seal key', SEAL_KEY);
secrets.set('metrics token', METRICS_TOKEN);
const keep = (what: string, value: unknown) => {
  assert.ok(typeof value === 'string' && value.length >= 6, `${what} was issued`);
  secrets.set(what, value);
  return value;
};

interface Line {
  msg: string;
  level: number;
  requestId?: string;
  method?: string;
  route?: string | null;
  url?: string;
  status?: number;
  ms?: number;
  userId?: number | null;
  supplierId?: number | null;
}
const parsed = (): Line[] => lines.map((l) => JSON.parse(l) as Line);
const lineOf = (requestId: unknown): Line => {
  const found = parsed().filter((l) => l.msg === 'request' && l.requestId === requestId);
  assert.equal(found.length, 1, `one line for request ${requestId}: ${JSON.stringify(found)}`);
  return found[0];
};

// --- the run ---------------------------------------------------------------------------------------
const LOGIN = '/api/baseServer/v1/baseLoginService';
const WRONG_PASSWORD = 'Wrong-Pa55word!';
const captcha = await t.anonymous.call(`${LOGIN}/randomValidateCode`);
const failedLogin = await t.anonymous.call(`${LOGIN}/login`, {
  userName: 'buyer',
  password: WRONG_PASSWORD,
  captchaToken: keep('captcha token', captcha.body.data.captchaToken),
  captchaCode: TEST_CAPTCHA,
});
secrets.set('wrong password', WRONG_PASSWORD);

const buyer = await t.login('buyer');
keep('buyer session', buyer.token);
const supplier = await t.login('supplier1');
keep('supplier session', supplier.token);
const admin = await adminClient(t);
keep('admin session', admin.token);

const list = await t.app.inject({
  method: 'POST',
  url: '/api/baseServer/v1/srmBaseItemsRestful/listByPage',
  headers: await signedHeaders(buyer.token),
  payload: { pageIndex: 1, pageRows: 5 },
});
const supplierTodos = await supplier.call('/api/baseServer/v1/srmBaseItemsRestful/listByPage', { pageIndex: 1, pageRows: 5 });

// A save: an inbound interface with its API key and signing secret (both secrets).
const API_KEY = keep('API key', `key-${randomBytes(12).toString('hex')}`);
const SIGN = keep('signing secret', `sign-${randomBytes(12).toString('hex')}`);
const definition = await admin.entity('scsiDefinition', 'saveOrUpdate', {
  definitionCode: 'LOG_ITEM_IN',
  definitionName: '日志测试物料接收',
  direction: 'INBOUND',
  targetEntity: 'materialItem',
  httpMethod: 'POST',
  authType: 'API_KEY',
  authSecret: API_KEY,
  signSecret: SIGN,
  reqFieldMaps: [
    { seqNum: 1, sourcePath: 'item.code', targetField: 'itemCode', requiredFlag: 'Y' },
    { seqNum: 2, sourcePath: 'item.name', targetField: 'itemName' },
    { seqNum: 3, sourcePath: 'item.uom', targetField: 'uomCode' },
  ],
});
assert.equal(definition.body.status, 'S', definition.body.msg);
assert.equal((await admin.entity('scsiDefinition', 'doEffect', { definitionId: definition.body.data.definitionId })).body.status, 'S');
const raw = JSON.stringify({ item: { code: 'LOG-ITEM-1', name: '日志物料', uom: 'PCS' } });
const signature = erpSignature(SIGN, 'LOG-MSG-1', raw);
keep('message signature', signature['x-signature']);
const pushed = await t.app.inject({
  method: 'POST',
  url: '/api/baseServer/v1/scsiInbound/LOG_ITEM_IN',
  headers: { 'content-type': 'application/json', 'x-api-key': API_KEY, ...signature },
  payload: raw,
});

// An error: a save the engine refuses, and a route that does not exist.
const refusedSave = await buyer.entity('materialItem', 'saveOrUpdate', { itemName: '' });
const notFound = await t.app.inject({ method: 'GET', url: '/api/nowhere/42?token=tok-SECRET-1f2e' });
secrets.set('query token', 'tok-SECRET-1f2e');

// An upload, and its download by a one-use ticket.
const F = '/api/fileServer/v2/file';
const boundary = `----log${randomBytes(6).toString('hex')}`;
const uploaded = await t.app.inject({
  method: 'POST',
  url: `${F}/upload`,
  headers: { ...(await signedHeaders(buyer.token)), 'content-type': `multipart/form-data; boundary=${boundary}` },
  payload: Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="log.txt"\r\nContent-Type: text/plain\r\n\r\nlogged file\r\n--${boundary}--\r\n`,
  ),
});
const fileId = String(uploaded.json().data?.[0]?.fileId);
const issuedTicket = await buyer.call(TICKET_ROUTE, { path: `${F}/download`, params: { fileId } });
const ticket = keep('download ticket', issuedTicket.body.data?.ticket);
const download = await t.app.inject({ method: 'GET', url: `${F}/download?fileId=${fileId}&ticket=${encodeURIComponent(ticket)}` });

// An OAuth app: its secret, issued once, buys a token by client credentials; the token calls the API.
const issued = await registerBuyerApiApp(t, admin, 'Log test app');
const clientId = issued.clientId;
const clientSecret = keep('OAuth client secret', issued.clientSecret);
const tokenRes = await fetch(`${base}/oauth/token`, {
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` },
  body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'api' }),
});
const accessToken = keep('OAuth access token', ((await tokenRes.json()) as { access_token?: string }).access_token);
const appCall = await fetch(`${base}/api/baseServer/v1/srmBaseItemsRestful/listByPage`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
  body: JSON.stringify({ pageIndex: 1, pageRows: 1 }),
});

const scrape = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
// Loggers write asynchronously: the last request's line is there once the stream has had its turn.
await new Promise((resolve) => setImmediate(resolve));

// --- what the log says ------------------------------------------------------------------------------
test('the run did what a log must then not give away', () => {
  assert.notEqual(failedLogin.body.status, 'S');
  assert.equal(list.json().status, 'S');
  assert.ok(supplierTodos.body.status, 'the supplier was answered');
  assert.equal(pushed.json().status, 'S', pushed.body);
  assert.equal(refusedSave.body.status, 'M');
  assert.ok(notFound.statusCode >= 400, 'the odd URL was refused');
  assert.equal(download.statusCode, 200);
  assert.equal(tokenRes.status, 200);
  assert.equal(appCall.status, 200);
  assert.equal(scrape.statusCode, 200);
});

test('no secret the run knows is anywhere in its log', () => {
  const text = lines.join('\n');
  assert.ok(lines.length > 20, 'the run was logged');
  for (const [what, secret] of secrets) assert.ok(!text.includes(secret), `${what} is not in the log`);
  // Nor anything that carries them: headers and bodies are never written.
  assert.doesNotMatch(text, /"authorization"|"cookie"|"x-api-key"|"password"/i);
});

test('one line per request, with its id, route template, status, time and caller', () => {
  const all = parsed();
  assert.equal(all.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed').length, 0, "Fastify's pair of lines is off");

  const listLine = lineOf(list.headers['x-request-id']);
  assert.deepEqual(
    { method: listLine.method, route: listLine.route, status: listLine.status, userId: listLine.userId, supplierId: listLine.supplierId },
    { method: 'POST', route: '/api/baseServer/v1/srmBaseItemsRestful/listByPage', status: 200, userId: buyer.user.userId, supplierId: null },
  );
  assert.equal(typeof listLine.ms, 'number');

  // A route with a parameter is named by its template; the URL is there too, its secrets redacted.
  assert.equal(lineOf(pushed.headers['x-request-id']).route, '/api/baseServer/v1/scsiInbound/:code');
  const downloadLine = lineOf(download.headers['x-request-id']);
  assert.equal(downloadLine.route, `${F}/download`);
  assert.equal(downloadLine.url, `${F}/download?fileId=${fileId}&ticket=${REDACTED}`);
  assert.equal(downloadLine.userId, buyer.user.userId, 'a ticket acts for the user it was issued to');

  const supplierLines = all.filter((l) => l.msg === 'request' && l.supplierId !== null && l.supplierId !== undefined);
  assert.ok(supplierLines.length > 0, "the supplier's calls name its supplier");
  assert.ok(
    supplierLines.every((l) => l.supplierId === supplier.user.supplierId),
    'only the supplier user called with a supplier',
  );
});

test('a refusal carries its request id in the header and the envelope, and the id finds its log line', () => {
  for (const answer of [notFound]) {
    const id = answer.headers['x-request-id'];
    assert.match(String(id), /^[0-9a-f]{16}$/);
    assert.equal(answer.json().requestId, id);
    const line = lineOf(id);
    assert.equal(line.status, answer.statusCode);
    assert.notEqual(line.route, '/api/nowhere/42', 'a route template, never the URL');
    assert.equal(line.url, `/api/nowhere/42?token=${REDACTED}`);
  }
  const refusedId = (refusedSave.body as { requestId?: string }).requestId;
  assert.match(String(refusedId), /^[0-9a-f]{16}$/);
  assert.equal(lineOf(refusedId).status, refusedSave.statusCode);
  assert.equal(lineOf(refusedId).userId, buyer.user.userId);
});

test("a proxy's well-formed X-Request-Id is kept; anything else is replaced", async () => {
  const proxyId = 'f3a9c2d1e4b5a6978877665544332211';
  const kept = await t.app.inject({ method: 'GET', url: '/api/nowhere', headers: { 'x-request-id': proxyId } });
  assert.equal(kept.headers['x-request-id'], proxyId);
  assert.equal(kept.json().requestId, proxyId);
  for (const forged of ['short', 'a b c d e f g h', `x${'y'.repeat(80)}`, 'id"}{"msg":"forged"']) {
    const res = await t.app.inject({ method: 'GET', url: '/api/nowhere', headers: { 'x-request-id': forged } });
    assert.match(String(res.headers['x-request-id']), /^[0-9a-f]{16}$/, `${JSON.stringify(forged)} is replaced`);
  }
});
