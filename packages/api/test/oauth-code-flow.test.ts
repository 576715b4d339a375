/**
 * The authorization code flow of our OAuth provider, driven by a third-party
 * client (openid-client) against the real server: PKCE (S256) and nonce, the
 * sign-in page under the portal's sign-in policy (picture code, lock, rate
 * limit, audit), the consent page (allow, deny, remembered), and a token that
 * acts as the person who signed in, within both their grants and the app's. A
 * supplier's user authorizes only an app meant for suppliers. Resetting an
 * app's secret ends its tokens; introspection answers a client about its own
 * tokens only; the issuer is the configured public address whatever Host a
 * request names; the OAuth pages carry the security headers.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import * as oidc from 'openid-client';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { dbKind, setup, TEST_CAPTCHA } from './helper.ts';
import { CookieJar, follow } from './sso-kit.ts';
import { MAX_FAILURES } from '../src/auth/throttle.ts';
import { loadGrants } from '../src/engine/permissions.ts';
import { hashPassword } from '../src/engine/values.ts';

// The issuer is the configured public address: the server listens where PUBLIC_URL says.
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});
const srm = `http://127.0.0.1:${port}`;
process.env.PUBLIC_URL = `${srm}/`;
const t = await setup();
await t.app.listen({ port, host: '127.0.0.1' });
const admin = await t.login('admin');
const REDIRECT = 'http://127.0.0.1:9/cb';
const ORDERS = restPath(getEntity('purOrder'), 'listByPage');
const CURRENT_USER = '/api/baseServer/v1/baseLoginService/currentUser';

const respOf = async (userName: string) =>
  (
    await t.db.query<{ respId: number }>(
      `SELECT ur.resp_id AS "respId" FROM saaf_user_resp ur JOIN saaf_users u ON u.user_id = ur.user_id WHERE u.user_name = $1 ORDER BY ur.resp_id LIMIT 1`,
      [userName],
    )
  ).rows[0].respId;
const buyerResp = await respOf('buyer');
assert.ok((await loadGrants(t.db, buyerResp)).has('purOrder'), "the buyer's responsibility reads orders");
/** A responsibility that grants something, but not orders. */
const noOrdersResp = await (async () => {
  const resps = await t.db.query<{ respId: number }>(`SELECT resp_id AS "respId" FROM saaf_responsibilitys WHERE enabled_flag = 'Y' ORDER BY resp_id`);
  for (const { respId } of resps.rows) {
    const grants = await loadGrants(t.db, respId);
    if (grants.size > 0 && !grants.has('purOrder')) return respId;
  }
  throw new Error('no responsibility without orders in the demo');
})();

async function makeApp(appName: string, respId: number, extra: Record<string, unknown> = {}) {
  const saved = await admin.entity('oauthApp', 'saveOrUpdate', {
    appName,
    grantTypes: 'authorization_code client_credentials',
    scopes: 'openid profile api',
    redirectUris: REDIRECT,
    enabledFlag: 'Y',
    grants: [{ respId }],
    ...extra,
  });
  assert.equal(saved.body.status, 'S', saved.body.msg);
  const issued = await admin.entity('oauthApp', 'doResetSecret', { appId: saved.body.data.appId });
  const { clientId, clientSecret } = issued.body.data as { clientId: string; clientSecret: string };
  const config = await oidc.discovery(new URL(`${srm}/oauth`), clientId, undefined, oidc.ClientSecretBasic(clientSecret), {
    execute: [oidc.allowInsecureRequests],
  });
  return { appId: saved.body.data.appId as number, appName, clientId, clientSecret, config };
}

const buyerApp = await makeApp('Orders reader', buyerResp);
const otherApp = await makeApp('No orders', noOrdersResp);

// A user who holds no responsibility at all.
await t.db.query(
  `INSERT INTO saaf_users (user_name, user_full_name, user_type, language, admin_flag, enabled_flag, password, created_by, last_updated_by)
   VALUES ('norights', 'No Rights', 'INSIDE', 'CN', 'N', 'Y', $1, -1, -1)`,
  [await hashPassword('NoRights@123')],
);
const PASSWORDS: Record<string, string> = { buyer: 'Buyer@123', norights: 'NoRights@123', supplier1: 'Supplier@123', approver: 'Approver@123' };

type App = typeof buyerApp;
const form = (values: Record<string, string>) => ({ 'content-type': 'application/x-www-form-urlencoded', body: new URLSearchParams(values) });

/** A browser on the provider's pages: its cookies, the language it asks for. */
function browser(lang = 'zh-CN') {
  const jar = new CookieJar();
  const get = async (url: string) => {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header(), 'accept-language': lang } });
    jar.keep(res);
    return { res, html: await res.text() };
  };
  const post = async (url: string, values: Record<string, string>) => {
    const { body, ...headers } = form(values);
    const res = await fetch(url, { method: 'POST', redirect: 'manual', headers: { ...headers, cookie: jar.header(), 'accept-language': lang }, body });
    jar.keep(res);
    return { res, html: await res.text() };
  };
  /** Follows redirects until an interaction page or the app's redirect URI. */
  const until = async (start: string) => (await follow(start, jar, (u) => u.pathname.startsWith('/oauth/interaction/') || u.href.startsWith(REDIRECT))).url;
  return { jar, get, post, until };
}
type Browser = ReturnType<typeof browser>;

async function authorize(app: App, b: Browser, params: Record<string, string> = {}) {
  const verifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(app.config, {
    redirect_uri: REDIRECT,
    scope: 'openid profile api',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    nonce,
    state,
    ...params,
  });
  return { verifier, nonce, state, at: await b.until(url.href) };
}

const captchaOf = (html: string) => /name="captchaToken" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** Signs in on the interaction page at `at`, answering the picture code it shows; answers the page's answer. */
async function signInAt(b: Browser, at: URL, userName: string, password = PASSWORDS[userName], code = TEST_CAPTCHA) {
  const page = await b.get(at.href);
  assert.equal(page.res.status, 200, page.html);
  return { ...(await b.post(`${at.href}/login`, { userName, password, captchaToken: captchaOf(page.html), captchaCode: code })), page: page.html };
}

/** The whole flow as a browser and the app do it: sign in, consent when asked, code for tokens. */
async function tokensFor(app: App, userName: string) {
  const b = browser();
  const { verifier, nonce, state, at } = await authorize(app, b);
  const signedIn = await signInAt(b, at, userName);
  assert.equal(signedIn.res.status, 303, signedIn.html);
  let back = await b.until(new URL(signedIn.res.headers.get('location')!, srm).href);
  let consent = '';
  if (back.pathname.startsWith('/oauth/interaction/')) {
    consent = (await b.get(back.href)).html;
    const allowed = await b.post(`${back.href}/confirm`, { decision: 'allow' });
    back = await b.until(new URL(allowed.res.headers.get('location')!, srm).href);
  }
  assert.ok(back.href.startsWith(REDIRECT), back.href);
  const tokens = await oidc.authorizationCodeGrant(app.config, back, { pkceCodeVerifier: verifier, expectedNonce: nonce, expectedState: state });
  return { tokens, browser: b, consent, signInPage: signedIn.page };
}

const bearer = async (token: string, path: string, body: unknown = { pageIndex: 1, pageRows: 5 }) => {
  const res = await fetch(`${srm}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { status: string; code?: string; data: any } };
};

async function clientToken(app: App) {
  const res = await fetch(`${srm}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'api' }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

const userIdOf = async (userName: string) =>
  (await t.db.query<{ userId: number }>('SELECT user_id AS "userId" FROM saaf_users WHERE user_name = $1', [userName])).rows[0].userId;

test(`[${dbKind}] a buyer's code-flow token acts as the buyer: it lists orders, as the app also grants them`, async () => {
  const { tokens, consent, signInPage } = await tokensFor(buyerApp, 'buyer');
  assert.equal(tokens.claims()?.sub, String(await userIdOf('buyer')), 'the ID token names the buyer, its nonce checked by the client');
  const me = await bearer(tokens.access_token, CURRENT_USER, {});
  assert.equal(me.status, 200, JSON.stringify(me.body));
  assert.equal(me.body.data.userName, 'buyer');
  const orders = await bearer(tokens.access_token, ORDERS);
  assert.equal(orders.status, 200, JSON.stringify(orders.body));
  assert.ok(orders.body.data.length > 0, 'the buyer sees orders');
  assert.match(signInPage, /<img src="data:image\/svg\+xml;base64,/, 'the sign-in page showed the picture code');
  assert.match(consent, /Orders reader/, 'a consent page named the app');
  assert.match(consent, /<code>api<\/code>/, 'and what it asks');
  // The app's own client-credentials token still acts as its technical user.
  const technical = await bearer(await clientToken(buyerApp), CURRENT_USER, {});
  assert.equal(technical.body.data.userName, buyerApp.clientId);
});

test(`[${dbKind}] the same buyer through an app that does not grant orders lists none`, async () => {
  const { tokens } = await tokensFor(otherApp, 'buyer');
  assert.equal((await bearer(tokens.access_token, CURRENT_USER, {})).body.data.userName, 'buyer', 'the token acts as the buyer');
  const orders = await bearer(tokens.access_token, ORDERS);
  assert.equal(orders.status, 403, JSON.stringify(orders.body));
  assert.equal(orders.body.code, 'FORBIDDEN');
});

test(`[${dbKind}] a user without responsibilities gets a token that can do nothing, though the app grants a buyer's rights`, async () => {
  const { tokens } = await tokensFor(buyerApp, 'norights');
  const me = await bearer(tokens.access_token, CURRENT_USER, {});
  assert.equal(me.body.data.userName, 'norights');
  const orders = await bearer(tokens.access_token, ORDERS);
  assert.equal(orders.status, 403, JSON.stringify(orders.body));
  assert.equal(orders.body.code, 'FORBIDDEN');
});

test(`[${dbKind}] consent is remembered; a denial sends the app access_denied and no code`, async () => {
  const { browser: b } = await tokensFor(buyerApp, 'buyer');
  const again = await authorize(buyerApp, b);
  assert.ok(again.at.href.startsWith(REDIRECT), `the second authorization needs no sign-in or consent: ${again.at.href}`);
  assert.ok(again.at.searchParams.get('code'));
  const other = await authorize(otherApp, b);
  assert.match(other.at.pathname, /^\/oauth\/interaction\//, 'another app asks for consent of its own');
  const denied = await b.post(`${other.at.href}/confirm`, { decision: 'deny' });
  const back = await b.until(new URL(denied.res.headers.get('location')!, srm).href);
  assert.ok(back.href.startsWith(REDIRECT));
  assert.equal(back.searchParams.get('error'), 'access_denied');
  assert.equal(back.searchParams.get('code'), null);
});

test(`[${dbKind}] PKCE is required: an authorization without a code challenge is refused`, async () => {
  const b = browser();
  const url = oidc.buildAuthorizationUrl(buyerApp.config, { redirect_uri: REDIRECT, scope: 'openid api', state: oidc.randomState() });
  const at = await b.until(url.href);
  assert.ok(at.href.startsWith(REDIRECT), at.href);
  assert.equal(at.searchParams.get('error'), 'invalid_request');
  assert.match(at.searchParams.get('error_description') ?? '', /PKCE/);
  // A plain challenge is no proof either.
  const plain = await b.until(
    oidc.buildAuthorizationUrl(buyerApp.config, { redirect_uri: REDIRECT, scope: 'openid api', code_challenge: 'x'.repeat(43), code_challenge_method: 'plain' })
      .href,
  );
  assert.equal(plain.searchParams.get('error'), 'invalid_request');
});

test(`[${dbKind}] the sign-in page: a wrong picture code is refused, five wrong passwords lock the name, in the reader's language, all audited`, async () => {
  const audits = async () =>
    (
      await t.db.query<{ comment: string }>(
        `SELECT comment FROM saaf_audit_log WHERE entity_name = 'user' AND user_name = 'approver' AND comment LIKE '%(oauth,%' ORDER BY 1`,
      )
    ).rows.map((r) => r.comment.replace(/ \(oauth.*/, ''));
  const b = browser('en');
  const { at } = await authorize(buyerApp, b);
  const badCode = await signInAt(b, at, 'approver', PASSWORDS.approver, 'nope');
  assert.match(badCode.page, /<img src="data:image\/svg\+xml;base64,/, 'the page shows the picture code');
  assert.equal(badCode.res.status, 400);
  assert.match(badCode.html, /data-code="CAPTCHA">The validate code is wrong or expired/);
  for (let i = 0; i < MAX_FAILURES; i++) {
    const wrong = await signInAt(b, at, 'approver', 'Wrong@123');
    assert.equal(wrong.res.status, 401);
    assert.match(wrong.html, /data-code="LOGIN_FAILED">Wrong user name or password/);
  }
  const locked = await signInAt(b, at, 'approver', PASSWORDS.approver);
  assert.equal(locked.res.status, 429, 'the right password is refused while the name is locked');
  assert.match(locked.html, /data-code="THROTTLED">Too many failed sign-ins; try again in \d+ minutes/);
  assert.deepEqual(await audits(), Array(MAX_FAILURES).fill('sign-in failed: wrong password'));
  // The portal counts the same failures: the name is locked there too.
  const captcha = await t.anonymous.call('/api/baseServer/v1/baseLoginService/randomValidateCode');
  const portal = await t.anonymous.call('/api/baseServer/v1/baseLoginService/login', {
    userName: 'approver',
    password: PASSWORDS.approver,
    captchaToken: captcha.body.data.captchaToken,
    captchaCode: TEST_CAPTCHA,
  });
  assert.equal(portal.body.code, 'THROTTLED');
  // A good sign-in is audited as one.
  const successes = async () =>
    (
      await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM saaf_audit_log WHERE entity_name = 'user' AND user_name = 'norights' AND comment LIKE 'sign-in (oauth,%'`,
      )
    ).rows[0].n;
  const before = await successes();
  await tokensFor(buyerApp, 'norights');
  assert.equal(await successes(), before + 1);
});

test(`[${dbKind}] a supplier's user may authorize only an app marked for suppliers`, async () => {
  const before = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM saaf_audit_log WHERE user_name = 'supplier1'`);
  const b = browser('en');
  const { at } = await authorize(buyerApp, b);
  const refused = await signInAt(b, at, 'supplier1');
  assert.equal(refused.res.status, 403);
  assert.match(refused.html, /data-code="OAUTH_SUPPLIER_APP">The app &#34;Orders reader&#34; is not open to suppliers/);
  assert.deepEqual(
    (await t.db.query(`SELECT count(*)::int AS n FROM saaf_audit_log WHERE user_name = 'supplier1'`)).rows,
    before.rows,
    'the refusal wrote nothing',
  );
  const portalApp = await makeApp('Supplier portal link', await respOf('supplier1'), { supplierFlag: 'Y' });
  const { tokens } = await tokensFor(portalApp, 'supplier1');
  const me = await bearer(tokens.access_token, CURRENT_USER, {});
  assert.equal(me.body.data.userName, 'supplier1');
  assert.equal(me.body.data.userType, 'EX');
});

test(`[${dbKind}] introspection answers a client about its own tokens only`, async () => {
  const introspect = async (app: App, token: string) => (await oidc.tokenIntrospection(app.config, token)).active;
  const technical = await clientToken(buyerApp);
  assert.equal(await introspect(buyerApp, technical), true);
  assert.equal(await introspect(otherApp, technical), false, "another client's token introspects as inactive");
  const { tokens } = await tokensFor(buyerApp, 'buyer');
  assert.equal(await introspect(buyerApp, tokens.access_token), true);
  assert.equal(await introspect(otherApp, tokens.access_token), false);
});

test(`[${dbKind}] a new secret ends every token issued to the app, code flow and client credentials alike`, async () => {
  const app = await makeApp('Reset me', buyerResp);
  const technical = await clientToken(app);
  assert.equal((await bearer(technical, ORDERS)).status, 200);
  const reset = await admin.entity('oauthApp', 'doResetSecret', { appId: app.appId });
  assert.equal(reset.body.status, 'S', reset.body.msg);
  assert.equal((await bearer(technical, ORDERS)).status, 401, 'the client-credentials token ended');
  const renewed = { ...app, clientSecret: reset.body.data.clientSecret as string };
  renewed.config = await oidc.discovery(new URL(`${srm}/oauth`), app.clientId, undefined, oidc.ClientSecretBasic(renewed.clientSecret), {
    execute: [oidc.allowInsecureRequests],
  });
  const { tokens } = await tokensFor(renewed, 'buyer');
  assert.equal((await bearer(tokens.access_token, ORDERS)).status, 200);
  assert.equal((await admin.entity('oauthApp', 'doResetSecret', { appId: app.appId })).body.status, 'S');
  assert.equal((await bearer(tokens.access_token, ORDERS)).status, 401, 'the code-flow token ended');
  // Another app's tokens are untouched.
  assert.equal((await bearer(await clientToken(buyerApp), ORDERS)).status, 200);
});

test(`[${dbKind}] one issuer, the configured public address, whatever Host a request claims`, async () => {
  for (const host of ['evil.example.com', `127.0.0.1:${port}`, 'localhost']) {
    const res = await t.app.inject({ method: 'GET', url: '/oauth/.well-known/openid-configuration', headers: { host, 'x-forwarded-host': host } });
    const doc = res.json() as Record<string, string>;
    assert.equal(doc.issuer, `${srm}/oauth`, host);
    assert.equal(doc.token_endpoint, `${srm}/oauth/token`, host);
    assert.equal(doc.authorization_endpoint, `${srm}/oauth/auth`, host);
  }
});

test(`[${dbKind}] the OAuth pages carry the security headers, those the provider writes itself too`, async () => {
  const b = browser();
  const { at } = await authorize(buyerApp, b);
  const pages = [
    await fetch(at.href, { headers: { cookie: b.jar.header() } }),
    await fetch(`${srm}/oauth/.well-known/openid-configuration`),
    // An error page oidc-provider renders: an unknown client.
    await fetch(`${srm}/oauth/auth?client_id=nobody&response_type=code&scope=openid`),
  ];
  for (const res of pages) {
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff', res.url);
    assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', res.url);
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, /frame-ancestors 'self'/, res.url);
    assert.match(csp, /script-src 'self'/, res.url);
  }
  assert.equal(pages[2].status, 400);
});

// Last: it spends this address's allowance.
test(`[${dbKind}] the sign-in page is rate limited`, async () => {
  let answer: Response | undefined;
  for (let i = 0; i < 70; i++) {
    answer = await fetch(`${srm}/oauth/interaction/unknown/login`, { method: 'POST', ...form({ userName: 'x', password: 'y' }) });
    if (answer.status === 429) break;
  }
  assert.equal(answer?.status, 429);
  const body = (await answer?.json()) as { code: string };
  assert.equal(body.code, 'THROTTLED');
});
