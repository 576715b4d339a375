/**
 * The platform as an OAuth 2.0 provider (entities/sso/oauth-app.ts): the
 * administrator registers an app granted the buyer's responsibility; the app
 * gets a token by client credentials from our provider (listening on the
 * loopback address) and calls the REST API with `Authorization: Bearer` as its
 * technical user: what the grants allow answers, what they do not is refused
 * 403. The secret is answered once and never by a list or find; a wrong one is
 * refused by the token endpoint. Redirect URIs are https or loopback http.
 * Calls of the app land in the API call log.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { dbKind, eventually, setup } from './helper.ts';
import { registerBuyerApiApp } from './oauth-kit.ts';

const t = await setup();
const admin = await t.login('admin');
await t.app.listen({ port: 0, host: '127.0.0.1' });
const srm = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

const { appId, clientId, clientSecret, saved, issued } = await registerBuyerApiApp(t, admin, 'Test integrator');

async function token(id: string, secret: string) {
  const res = await fetch(`${srm}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'api' }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

const bearerCall = async (accessToken: string, path: string, body: unknown = {}) => {
  const res = await fetch(`${srm}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { status: string; code?: string; data: unknown } };
};

test(`[${dbKind}] the app is saved with a client id and a technical user; the secret is answered once`, async () => {
  assert.equal(saved.status, 'S', saved.msg);
  assert.match(String(saved.data.clientId), /^srm_[0-9a-f]{24}$/);
  assert.ok(saved.data.userId, 'a technical user was made');
  assert.equal(issued.status, 'S', issued.msg);
  assert.equal(clientId, saved.data.clientId);
  assert.ok(clientSecret.length >= 32);
  const stored = await t.db.query<{ s: string }>('SELECT client_secret AS s FROM srm_base_oauth_apps WHERE app_id = $1', [appId]);
  assert.match(stored.rows[0].s, /^v1:/);
  assert.ok(!stored.rows[0].s.includes(clientSecret));
  const found = await admin.entity('oauthApp', 'findById', { appId });
  assert.equal('clientSecret' in found.body.data, false);
  const list = await admin.entity('oauthApp', 'listByPage', { pageIndex: 1, pageRows: 100 });
  assert.ok(list.body.data.length > 0);
  assert.ok(!JSON.stringify(list.body).includes(clientSecret));
  assert.ok(!JSON.stringify(found.body).includes(clientSecret));
});

test(`[${dbKind}] redirect URIs must be https or loopback http, refused naming the field`, async () => {
  const before = await t.db.query('SELECT count(*)::int AS n FROM srm_base_oauth_apps');
  const bad = await admin.entity('oauthApp', 'saveOrUpdate', {
    appName: 'Plain http',
    grantTypes: 'authorization_code',
    scopes: 'openid api',
    redirectUris: 'https://ok.example.com/cb\nhttp://app.example.com/cb',
  });
  assert.equal(bad.body.code, 'VALIDATION');
  assert.equal(bad.body.errors?.[0].field, 'redirectUris');
  assert.match(bad.body.errors?.[0].message ?? '', /http:\/\/app\.example\.com\/cb/);
  const grant = await admin.entity('oauthApp', 'saveOrUpdate', { appName: 'Bad grant', grantTypes: 'password', scopes: 'api' });
  assert.equal(grant.body.errors?.[0].field, 'grantTypes');
  assert.deepEqual((await t.db.query('SELECT count(*)::int AS n FROM srm_base_oauth_apps')).rows, before.rows);
  const loopback = await admin.entity('oauthApp', 'saveOrUpdate', {
    appName: 'Loopback',
    grantTypes: 'authorization_code',
    scopes: 'openid api',
    redirectUris: 'http://127.0.0.1:5000/cb https://app.example.com/cb',
  });
  assert.equal(loopback.body.status, 'S', loopback.body.msg);
});

test(`[${dbKind}] a wrong secret gets no token`, async () => {
  const res = await token(clientId, 'wrong-secret');
  assert.equal(res.status, 401);
  assert.equal(res.body.error, 'invalid_client');
});

test(`[${dbKind}] a browser asks a token only from this server's own pages (the reference's Authorize), not from another origin`, async () => {
  const ask = (origin: string) =>
    fetch(`${srm}/oauth/token`, {
      method: 'POST',
      headers: {
        origin,
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'api' }),
    });
  const own = await ask(new URL(t.app.srm.config.publicUrl).origin);
  assert.equal(own.status, 200);
  assert.ok(((await own.json()) as { access_token?: string }).access_token);
  const other = await ask('https://elsewhere.example');
  assert.equal(other.status, 400);
  assert.match(((await other.json()) as { error_description: string }).error_description, /origin .* not allowed/);
});

test(`[${dbKind}] the app's token calls the API within its grants, and is refused outside them`, async () => {
  const got = await token(clientId, clientSecret);
  assert.equal(got.status, 200, JSON.stringify(got.body));
  assert.ok(got.body.access_token);
  // The buyer's responsibility reads materials ...
  const items = await bearerCall(got.body.access_token, restPath(getEntity('materialItem'), 'listByPage'), { pageIndex: 1, pageRows: 5 });
  assert.equal(items.status, 200, JSON.stringify(items.body));
  assert.equal(items.body.status, 'S');
  assert.ok((items.body.data as unknown[]).length > 0);
  // ... but not the users of the administration.
  const users = await bearerCall(got.body.access_token, restPath(getEntity('user'), 'listByPage'), { pageIndex: 1, pageRows: 5 });
  assert.equal(users.status, 403);
  assert.equal(users.body.code, 'FORBIDDEN');
  // Nor its own app's secret.
  const apps = await bearerCall(got.body.access_token, restPath(getEntity('oauthApp'), 'listByPage'), { pageIndex: 1, pageRows: 5 });
  assert.equal(apps.status, 403);
  // A made-up token is no one.
  const nobody = await bearerCall('not-a-token', restPath(getEntity('materialItem'), 'listByPage'), {});
  assert.equal(nobody.status, 401);
  // The app's calls are in the API call log, with its client id.
  const logged = await eventually(
    async () =>
      (
        await t.db.query<{ status: number }>('SELECT status_code AS status FROM srm_base_interface_logs WHERE client_id = $1 ORDER BY status_code', [clientId])
      ).rows.map((r) => r.status),
    (rows) => rows.length >= 3,
  );
  // Each row is written after its answer has left, so the order they land in is not the order of the calls.
  assert.deepEqual(logged, [200, 403, 403]);
});

test(`[${dbKind}] an app's token has no portal sign-in: signing out, switching responsibility and the session list refuse it by name`, async () => {
  const got = await token(clientId, clientSecret);
  for (const path of [
    '/api/baseServer/v1/baseLoginService/logout',
    '/api/baseServer/v1/baseLoginService/switchResponsibility',
    '/api/baseServer/v1/userCenterRestful/sessions',
    '/api/baseServer/v1/userCenterRestful/signOutSession',
  ]) {
    const res = await bearerCall(got.body.access_token, path, path.endsWith('switchResponsibility') ? { respId: 1 } : { others: true });
    assert.equal(res.status, 403, `${path}: ${JSON.stringify(res.body)}`);
    assert.equal(res.body.code, 'SESSION_ONLY', path);
  }
  // The refusals ended nothing: the token still calls.
  const items = await bearerCall(got.body.access_token, restPath(getEntity('materialItem'), 'listByPage'), { pageIndex: 1, pageRows: 1 });
  assert.equal(items.status, 200, JSON.stringify(items.body));
});

test(`[${dbKind}] a disabled app's token no longer calls`, async () => {
  const got = await token(clientId, clientSecret);
  const found = await admin.entity('oauthApp', 'findById', { appId });
  const off = await admin.entity('oauthApp', 'saveOrUpdate', { ...found.body.data, enabledFlag: 'N' });
  assert.equal(off.body.status, 'S', off.body.msg);
  const items = await bearerCall(got.body.access_token, restPath(getEntity('materialItem'), 'listByPage'), {});
  assert.equal(items.status, 401);
});
