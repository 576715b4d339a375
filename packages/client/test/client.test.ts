/**
 * The typed client against a real server (a copy of the suite's seeded demo,
 * listening on a loopback port): an API app signs in by OAuth client
 * credentials, renews its token when it expires by the clock and when the
 * server has forgotten it, and pages a list to its end by cursor; a portal
 * session signs in and signs its calls as the portal does, and a tampered
 * signature is refused; a refused save is an SrmError naming the field.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { createSrmClient, SrmError } from '@srm/client';
import { dbKind, setup, TEST_CAPTCHA } from '../../api/test/helper.ts';
import { firstRespOf } from '../../api/test/oauth-kit.ts';
import { DEMO_USERS } from '../../api/src/seed/demo.ts';

const t = await setup();
await t.app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
const ITEMS = '/api/baseServer/v1/srmBaseItemsRestful/listByPage';
const APPS = '/api/baseServer/v1/baseOauthAppRestful';

/** The portal's sign-in, through the client: captcha, then login, both signed without a token. */
async function signIn(user: keyof typeof DEMO_USERS) {
  const anonymous = createSrmClient({ baseUrl });
  const captcha = await anonymous.call('/api/baseServer/v1/baseLoginService/randomValidateCode');
  const login = await anonymous.call('/api/baseServer/v1/baseLoginService/login', {
    ...DEMO_USERS[user],
    captchaToken: captcha.data.captchaToken,
    captchaCode: TEST_CAPTCHA,
  });
  return login.data.authorizationCode;
}

const adminToken = await signIn('admin');
const admin = createSrmClient({ baseUrl, token: adminToken, language: 'EN' });
const buyerResp = await firstRespOf(t, 'buyer');
const app = await admin.call(`${APPS}/saveOrUpdate`, {
  appName: 'Client test ERP',
  grantTypes: 'client_credentials',
  scopes: 'api',
  enabledFlag: 'Y',
  grants: [{ respId: buyerResp }],
});
const secret = await admin.call(`${APPS}/doResetSecret`, { appId: app.data.appId });
const credentials = { clientId: String(secret.data.clientId), clientSecret: String(secret.data.clientSecret) };

/** A fetch that counts the calls of each URL path. */
function counting() {
  const calls = new Map<string, number>();
  const fetcher: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.set(url.pathname, (calls.get(url.pathname) ?? 0) + 1);
    return fetch(input, init);
  };
  return { calls, fetcher };
}

test(`[${dbKind}] an API app signs in by client credentials and pages a list to its end by cursor, each row once`, async () => {
  const { calls, fetcher } = counting();
  const erp = createSrmClient({ baseUrl, oauth: credentials, fetch: fetcher });
  const keys: number[] = [];
  for await (const item of erp.rows(ITEMS, { key: 'itemId', pageRows: 7 })) keys.push(item.itemId);
  const all = (await t.db.query<{ id: number }>('SELECT item_id AS id FROM srm_base_items ORDER BY item_code, item_id')).rows.map((r) => Number(r.id));
  assert.ok(all.length > 14, `${all.length} materials: enough for three pages`);
  // The list's own order (by material code), every row once.
  assert.deepEqual(keys, all);
  // A page of seven asks for an eighth row, which says whether another page follows: no empty last call.
  assert.equal(calls.get(ITEMS), Math.ceil(all.length / 7));
  assert.equal(calls.get('/oauth/token'), 1, 'one token for every page');
  // A cursor kept from before: only the rows after it.
  const since: number[] = [];
  for await (const item of erp.rows(ITEMS, { key: 'itemId', pageRows: 5, since: all[9] })) since.push(item.itemId);
  assert.deepEqual(since, all.slice(10));
  // Filters go with every page.
  const filtered: string[] = [];
  for await (const item of erp.rows(ITEMS, { key: 'itemId', pageRows: 2, filters: { itemCode_like: 'M-1000' } })) filtered.push(String(item.itemCode));
  const like = (await t.db.query<{ c: string }>(`SELECT item_code AS c FROM srm_base_items WHERE item_code LIKE '%M-1000%' ORDER BY item_code, item_id`)).rows;
  assert.ok(like.length > 2);
  assert.deepEqual(
    filtered,
    like.map((r) => r.c),
  );
  // The plain openapi-fetch client goes through the same authentication.
  const plain = await erp.api.POST(ITEMS, { body: { pageIndex: 1, pageRows: 2 } });
  assert.equal(plain.response.status, 200);
  assert.deepEqual(
    plain.data?.data.map((r) => r.itemId),
    all.slice(0, 2),
  );
});

test(`[${dbKind}] the token is renewed when it expires by the clock, and when the server refuses it`, async () => {
  let clock = Date.now();
  const { calls, fetcher } = counting();
  const erp = createSrmClient({ baseUrl, oauth: credentials, fetch: fetcher, now: () => clock });
  const page = { pageIndex: 1, pageRows: 1 };
  assert.equal((await erp.call(ITEMS, page)).status, 'S');
  assert.equal((await erp.call(ITEMS, page)).status, 'S');
  assert.equal(calls.get('/oauth/token'), 1);
  // An hour later (the provider's tokens last 3,600 s): a new token before the call.
  clock += 3_600_000;
  assert.equal((await erp.call(ITEMS, page)).status, 'S');
  assert.equal(calls.get('/oauth/token'), 2);
  assert.equal(calls.get(ITEMS), 3);
  // The server no longer knows the token (revoked): refused once, renewed, sent again.
  await t.db.query(`DELETE FROM sys_oauth_payloads WHERE model = 'ClientCredentials'`);
  assert.equal((await erp.call(ITEMS, page)).status, 'S');
  assert.equal(calls.get('/oauth/token'), 3);
  assert.equal(calls.get(ITEMS), 5);
  // A wrong secret gets no token: the call fails with the provider's reason.
  const wrong = createSrmClient({ baseUrl, oauth: { ...credentials, clientSecret: 'not-it' } });
  await assert.rejects(wrong.call(ITEMS, page), { name: 'OAuthError', httpStatus: 401, error: 'invalid_client' });
});

test(`[${dbKind}] a refused save is an SrmError with its code, the field, the request id and the HTTP status`, async () => {
  const refused = await admin.call(`${APPS}/saveOrUpdate`, { appName: 'Bad grant', grantTypes: 'password', scopes: 'api' }).catch((e: unknown) => e);
  assert.ok(refused instanceof SrmError, String(refused));
  assert.equal(refused.code, 'VALIDATION');
  assert.equal(refused.status, 'M');
  assert.equal(refused.field, 'grantTypes');
  assert.equal(refused.httpStatus, 400);
  assert.match(refused.requestId ?? '', /\S{8,}/);
  assert.equal(refused.errors[0].field, 'grantTypes');
  assert.ok(refused.message.length > 0);
  // The types know each list's filters: a misspelt one does not compile, and the server names it.
  const erp = createSrmClient({ baseUrl, oauth: credentials });
  // @ts-expect-error itemCode_lik is no filter of the materials
  const unknown = await erp.call(ITEMS, { pageIndex: 1, pageRows: 5, itemCode_lik: 'x' }).catch((e: unknown) => e);
  assert.ok(unknown instanceof SrmError);
  assert.equal(unknown.field, 'itemCode_lik');
  // Outside the app's grants: FORBIDDEN, 403.
  await assert.rejects(erp.call(`${APPS}/listByPage`, { pageIndex: 1, pageRows: 5 }), { name: 'SrmError', code: 'FORBIDDEN', httpStatus: 403 });
});

test(`[${dbKind}] a signed request passes; one whose signature no longer matches its timestamp or token is refused`, async () => {
  const buyerToken = await signIn('buyer');
  const buyer = createSrmClient({ baseUrl, token: buyerToken });
  const page = await buyer.call(ITEMS, { pageIndex: 1, pageRows: 3 });
  assert.equal(page.data.length, 3);
  const tamper =
    (header: string, change: (v: string) => string): typeof fetch =>
    (input, init) => {
      const request = new Request(input, init);
      const headers = new Headers(request.headers);
      headers.set(header, change(headers.get(header) ?? ''));
      return fetch(new Request(request, { headers }));
    };
  const cases = [
    ['x-srm-timestamp', (v: string) => String(Number(v) + 1)],
    ['x-srm-signature', (v: string) => (v.startsWith('0') ? '1' : '0') + v.slice(1)],
    ['authorization', () => adminToken],
  ] as const;
  for (const [header, change] of cases) {
    const forged = createSrmClient({ baseUrl, token: buyerToken, fetch: tamper(header, change) });
    await assert.rejects(forged.call(ITEMS, { pageIndex: 1, pageRows: 3 }), { name: 'SrmError', code: 'BAD_SIGNATURE', httpStatus: 401 }, header);
  }
});
