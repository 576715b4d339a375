/**
 * Single sign-on (entities/sso): the administrator configures an external
 * OpenID Connect provider (a real oidc-provider in process on the loopback
 * address); a user signs in through it with the authorization code flow (PKCE,
 * state, nonce) and ends with a session of ours, as the password login gives.
 * An unknown user is refused while creation is off (nothing written), made when
 * it is on; a wrong client secret is refused by the provider; the secret is
 * stored wrapped and never answered.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type AddressInfo } from 'node:net';
import { dbKind, setup, signedHeaders } from './helper.ts';
import { firstRespOf } from './oauth-kit.ts';
import { CookieJar, follow, startIdp } from './sso-kit.ts';
import { LINK_ROUTE } from '../src/sso/sso-link-routes.ts';
import { clearFailures, recordFailure } from '../src/auth/throttle.ts';

// The provider is told to return to PUBLIC_URL, never to whatever Host a request named: so the port is chosen first.
const port = await freePort();
const srm = `http://127.0.0.1:${port}`;
const t = await setup({ env: { PUBLIC_URL: srm } });
const admin = await t.login('admin');
await t.app.listen({ port, host: '127.0.0.1' });
const LOGIN = '/api/baseServer/v1/baseLoginService';
const CLIENT_SECRET = 'idp-client-secret-1';
const idp = await startIdp({ clientId: 'srm-portal', clientSecret: CLIENT_SECRET, redirectUri: `${srm}${LOGIN}/ssoLogin` });
after(() => idp.close());

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const buyerResp = await firstRespOf(t, 'buyer');

async function saveProvider(values: Record<string, unknown>) {
  return admin.entity('ssoProvider', 'saveOrUpdate', values);
}

/** Drives the whole flow as a browser would, and answers what the login page is then told. */
async function signIn(providerCode: string) {
  const jar = new CookieJar();
  const start = `${srm}${LOGIN}/ssoUrl?provider=${providerCode}`;
  const { url } = await follow(start, jar, (u) => u.pathname === '/login');
  assert.equal(url.pathname, '/login', 'the flow ends on the login page');
  const res = await fetch(`${srm}${LOGIN}/ssoSession`, { method: 'POST', headers: { ...(await signedHeaders('')), cookie: jar.header() }, body: '{}' });
  return (await res.json()) as { status: string; code?: string; msg: string; data: Record<string, any> };
}

const provider = await saveProvider({
  providerCode: 'TESTIDP',
  providerName: '测试身份提供方',
  providerNameEn: 'Test IdP',
  issuerUrl: idp.issuer,
  clientId: 'srm-portal',
  clientSecret: CLIENT_SECRET,
  scopes: 'openid profile email',
  usernameClaim: 'preferred_username',
  createUsersFlag: 'N',
  enabledFlag: 'Y',
});

test(`[${dbKind}] the provider is saved with its secret wrapped, and no answer carries the secret`, async () => {
  assert.equal(provider.body.status, 'S', provider.body.msg);
  const id = provider.body.data.providerId;
  const stored = await t.db.query<{ secret: string }>('SELECT client_secret AS secret FROM srm_base_sso_providers WHERE provider_id = $1', [id]);
  assert.match(stored.rows[0].secret, /^v1:/);
  assert.ok(!stored.rows[0].secret.includes(CLIENT_SECRET));
  assert.equal('clientSecret' in provider.body.data, false);
  const found = await admin.entity('ssoProvider', 'findById', { providerId: id });
  assert.equal(found.body.data.providerCode, 'TESTIDP');
  assert.equal('clientSecret' in found.body.data, false);
  const list = await admin.entity('ssoProvider', 'listByPage', { pageIndex: 1, pageRows: 50 });
  const row = list.body.data.find((r: Record<string, unknown>) => r.providerId === id);
  assert.ok(row);
  assert.equal('clientSecret' in row, false);
  assert.ok(!JSON.stringify(list.body).includes(CLIENT_SECRET));
});

test(`[${dbKind}] the login page lists enabled providers only`, async () => {
  const res = await t.anonymous.call(`${LOGIN}/ssoProviders`, {}, { lang: 'EN' });
  assert.deepEqual(
    res.body.data.filter((p: { providerCode: string }) => p.providerCode === 'TESTIDP'),
    [{ providerCode: 'TESTIDP', providerName: 'Test IdP' }],
  );
  assert.equal(
    res.body.data.some((p: { providerCode: string }) => p.providerCode === 'DEMO_SSO'),
    false,
    'the demo provider is disabled',
  );
});

test(`[${dbKind}] bad provider input is refused naming the field, nothing written`, async () => {
  const before = await t.db.query('SELECT count(*)::int AS n FROM srm_base_sso_providers');
  const http = await saveProvider({ providerCode: 'BAD1', providerName: 'x', issuerUrl: 'http://idp.example.com', clientId: 'c', clientSecret: 's' });
  assert.equal(http.body.code, 'VALIDATION');
  assert.equal(http.body.errors?.[0].field, 'issuerUrl');
  const noSecret = await saveProvider({ providerCode: 'BAD2', providerName: 'x', issuerUrl: 'https://idp.example.com', clientId: 'c' });
  assert.equal(noSecret.body.errors?.[0].field, 'clientSecret');
  const noResp = await saveProvider({
    providerCode: 'BAD3',
    providerName: 'x',
    issuerUrl: 'https://idp.example.com',
    clientId: 'c',
    clientSecret: 's',
    createUsersFlag: 'Y',
  });
  assert.equal(noResp.body.errors?.[0].field, 'newUserRespId');
  const afterCount = await t.db.query('SELECT count(*)::int AS n FROM srm_base_sso_providers');
  assert.deepEqual(afterCount.rows, before.rows);
});

const emailOf = async (userName: string) =>
  (await t.db.query<{ email: string }>('SELECT email FROM saaf_users WHERE user_name = $1', [userName])).rows[0].email;
const sessionsAndLinks = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_sessions')).rows[0].n + (await links());
const links = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_sso_identities')).rows[0].n;
async function allowEmailLinking(flag: 'Y' | 'N') {
  const found = await admin.entity('ssoProvider', 'findById', { providerId: provider.body.data.providerId });
  const res = await saveProvider({ ...found.body.data, emailLinkFlag: flag });
  assert.equal(res.body.status, 'S', res.body.msg);
}

test(`[${dbKind}] an existing account is never found by the user name the provider sends: refused, nothing written`, async () => {
  idp.signInAs('buyer');
  const before = await sessionsAndLinks();
  const answer = await signIn('TESTIDP');
  assert.equal(answer.code, 'SSO_ACCOUNT_EXISTS', answer.msg);
  assert.match(answer.msg, /buyer/);
  assert.equal(await sessionsAndLinks(), before, 'no session and no link');
});

test(`[${dbKind}] an e-mail the provider did not verify links no account, even with e-mail linking allowed`, async () => {
  await allowEmailLinking('Y');
  idp.signInAs('idp-buyer', { email: await emailOf('buyer'), email_verified: false });
  const before = await sessionsAndLinks();
  const answer = await signIn('TESTIDP');
  assert.equal(answer.code, 'SSO_ACCOUNT_EXISTS', answer.msg);
  assert.equal(await sessionsAndLinks(), before);
});

test(`[${dbKind}] a verified e-mail links no account while the administrator has not allowed e-mail linking`, async () => {
  await allowEmailLinking('N');
  idp.signInAs('idp-buyer', { email: await emailOf('buyer'), email_verified: true });
  const before = await sessionsAndLinks();
  const answer = await signIn('TESTIDP');
  assert.equal(answer.code, 'SSO_ACCOUNT_EXISTS', answer.msg);
  assert.equal(await sessionsAndLinks(), before);
});

test(`[${dbKind}] a verified e-mail links the account once allowed; then issuer and subject find it after both e-mails change`, async () => {
  await allowEmailLinking('Y');
  const email = await emailOf('buyer');
  idp.signInAs('idp-buyer', { email, email_verified: true });
  const answer = await signIn('TESTIDP');
  assert.equal(answer.status, 'S', answer.msg);
  assert.equal(answer.data.userName, 'buyer');
  assert.ok(answer.data.authorizationCode);
  assert.equal(answer.data.currentRespId, buyerResp);
  // The token works as any session's: the current user answers with it.
  const me = await fetch(`${srm}${LOGIN}/currentUser`, { method: 'POST', headers: await signedHeaders(answer.data.authorizationCode), body: '{}' });
  assert.equal(((await me.json()) as { data: { userName: string } }).data.userName, 'buyer');
  const link = await t.db.query<{ issuer: string; subject: string; userName: string }>(
    `SELECT i.issuer, i.subject, u.user_name AS "userName" FROM sys_sso_identities i JOIN saaf_users u ON u.user_id = i.user_id WHERE i.subject = 'idp-buyer'`,
  );
  assert.deepEqual(link.rows, [{ issuer: idp.issuer, subject: 'idp-buyer', userName: 'buyer' }]);

  // The buyer changes its e-mail here, and the IdP's account its own: the link still holds.
  await t.db.query(`UPDATE saaf_users SET email = 'buyer-moved@example.com' WHERE user_name = 'buyer'`);
  idp.signInAs('idp-buyer', { email: 'someone-else@idp.test', email_verified: true });
  const again = await signIn('TESTIDP');
  await t.db.query(`UPDATE saaf_users SET email = $1 WHERE user_name = 'buyer'`, [email]);
  assert.equal(again.status, 'S', again.msg);
  assert.equal(again.data.userName, 'buyer');
});

test(`[${dbKind}] an IdP account that takes a victim's e-mail (unverified) no longer signs in as the victim`, async () => {
  // A provider naming users by e-mail: the old rule took whichever account had the e-mail the IdP sent.
  const byMail = await saveProvider({
    providerCode: 'MAILIDP',
    providerName: '按邮箱',
    issuerUrl: idp.issuer,
    clientId: 'srm-portal',
    clientSecret: CLIENT_SECRET,
    usernameClaim: 'email',
    emailLinkFlag: 'Y',
    enabledFlag: 'Y',
  });
  assert.equal(byMail.body.status, 'S', byMail.body.msg);
  idp.signInAs('mallory', { preferred_username: 'mallory', email: await emailOf('supplier1'), email_verified: false });
  const before = await sessionsAndLinks();
  const answer = await signIn('MAILIDP');
  assert.equal(answer.code, 'SSO_ACCOUNT_EXISTS', answer.msg);
  assert.equal(answer.data, null, 'no session handed over');
  assert.equal(await sessionsAndLinks(), before);
});

test(`[${dbKind}] an administrator's account is never linked by single sign-on, by e-mail or by name`, async () => {
  await allowEmailLinking('Y');
  const before = await sessionsAndLinks();
  idp.signInAs('idp-admin', { email: await emailOf('admin'), email_verified: true });
  const byEmail = await signIn('TESTIDP');
  assert.equal(byEmail.code, 'SSO_ADMIN_LINK', byEmail.msg);
  assert.match(byEmail.msg, /管理员/);
  idp.signInAs('admin', { email: 'admin-elsewhere@idp.test', email_verified: true });
  const byName = await signIn('TESTIDP');
  assert.equal(byName.code, 'SSO_ADMIN_LINK', byName.msg);
  assert.equal(await sessionsAndLinks(), before, 'no session and no link');
});

test(`[${dbKind}] an administrator links an identity by hand, the one way an administrator's account is linked; no one else may, and bad input names the field`, async () => {
  const buyer = await t.login('buyer');
  const body = { providerId: provider.body.data.providerId, subject: 'idp-admin', userId: admin.user.userId };
  const before = await sessionsAndLinks();
  const forbidden = await buyer.call(LINK_ROUTE, body);
  assert.equal(forbidden.body.code, 'FORBIDDEN');
  const empty = await admin.call(LINK_ROUTE, {}, { lang: 'EN' });
  assert.equal(empty.statusCode, 400);
  assert.deepEqual(
    empty.body.errors?.map((e) => e.field),
    ['providerId', 'subject', 'userId'],
  );
  const unknown = await admin.call(LINK_ROUTE, { ...body, providerId: 99_999_999 });
  assert.deepEqual(
    unknown.body.errors?.map((e) => e.field),
    ['providerId'],
  );
  assert.equal(await sessionsAndLinks(), before, 'nothing written by a refusal');
  const linked = await admin.call(LINK_ROUTE, body);
  assert.equal(linked.body.status, 'S', linked.body.msg);
  idp.signInAs('idp-admin', { email: 'admin-elsewhere@idp.test', email_verified: false });
  const answer = await signIn('TESTIDP');
  assert.equal(answer.status, 'S', answer.msg);
  assert.equal(answer.data.userName, 'admin');
  const again = await admin.call(LINK_ROUTE, body);
  assert.deepEqual(
    again.body.errors?.map((e) => e.field),
    ['subject'],
  );
});

test(`[${dbKind}] the session is handed over once`, async () => {
  idp.signInAs('idp-buyer');
  const jar = new CookieJar();
  await follow(`${srm}${LOGIN}/ssoUrl?provider=TESTIDP`, jar, (u) => u.pathname === '/login');
  const take = async () =>
    (await (
      await fetch(`${srm}${LOGIN}/ssoSession`, { method: 'POST', headers: { ...(await signedHeaders('')), cookie: jar.header() }, body: '{}' })
    ).json()) as {
      status: string;
      code?: string;
    };
  const first = await fetch(`${srm}${LOGIN}/ssoSession`, { method: 'POST', headers: { ...(await signedHeaders('')), cookie: jar.header() }, body: '{}' });
  jar.keep(first);
  assert.equal(((await first.json()) as { status: string }).status, 'S');
  assert.equal((await take()).code, 'SSO_NO_SESSION');
});

test(`[${dbKind}] the sign-in policy holds for single sign-on: a locked name is refused, a success is audited`, async () => {
  idp.signInAs('idp-buyer');
  const audits = async () =>
    Number(
      (
        await t.db.query<{ n: string }>(
          `SELECT count(*) AS n FROM saaf_audit_log a JOIN saaf_users u ON a.entity_name = 'user' AND a.record_id = u.user_id WHERE u.user_name = 'buyer' AND a.comment LIKE 'sign-in (sso,%'`,
        )
      ).rows[0].n,
    );
  const before = await audits();
  assert.equal((await signIn('TESTIDP')).status, 'S');
  assert.equal(await audits(), before + 1, 'the single sign-on is audited as a sign-in');
  for (let i = 0; i < 5; i++) await recordFailure(t.db, 'buyer');
  try {
    const locked = await signIn('TESTIDP');
    assert.equal(locked.status, 'M');
    assert.equal(locked.code, 'THROTTLED', 'five wrong passwords lock the name for single sign-on too');
    assert.equal(await audits(), before + 1);
  } finally {
    await clearFailures(t.db, 'buyer');
  }
});

test(`[${dbKind}] an unknown user is refused while creation is off, and nothing is written`, async () => {
  idp.signInAs('stranger');
  const users = await t.db.query('SELECT count(*)::int AS n FROM saaf_users');
  const sessions = await t.db.query('SELECT count(*)::int AS n FROM sys_sessions');
  const answer = await signIn('TESTIDP');
  assert.equal(answer.code, 'SSO_USER_UNKNOWN');
  assert.match(answer.msg, /stranger/);
  assert.deepEqual((await t.db.query('SELECT count(*)::int AS n FROM saaf_users')).rows, users.rows);
  assert.deepEqual((await t.db.query('SELECT count(*)::int AS n FROM sys_sessions')).rows, sessions.rows);
});

test(`[${dbKind}] with creation on, an unknown user is made an internal user holding the chosen responsibility`, async () => {
  const found = await admin.entity('ssoProvider', 'findById', { providerId: provider.body.data.providerId });
  const res = await saveProvider({ ...found.body.data, createUsersFlag: 'Y', newUserRespId: buyerResp });
  assert.equal(res.body.status, 'S', res.body.msg);
  idp.signInAs('newcomer');
  const answer = await signIn('TESTIDP');
  assert.equal(answer.status, 'S', answer.msg);
  assert.equal(answer.data.userName, 'newcomer');
  assert.equal(answer.data.userType, 'INSIDE');
  assert.deepEqual(
    answer.data.responsibilities.map((r: { respId: number }) => r.respId),
    [buyerResp],
  );
  // The stored secret was kept by the save that did not send it: the sign-in worked.
  const again = await signIn('TESTIDP');
  assert.equal(again.data.userName, 'newcomer');
  const count = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM saaf_users WHERE user_name = 'newcomer'`);
  assert.equal(count.rows[0].n, 1);
});

test(`[${dbKind}] a wrong client secret is refused by the provider's token endpoint, with a clear message`, async () => {
  const wrong = await saveProvider({
    providerCode: 'WRONGSECRET',
    providerName: '错误密钥',
    issuerUrl: idp.issuer,
    clientId: 'srm-portal',
    clientSecret: 'not-the-secret',
    usernameClaim: 'preferred_username',
    enabledFlag: 'Y',
  });
  assert.equal(wrong.body.status, 'S', wrong.body.msg);
  idp.signInAs('buyer');
  const sessions = await t.db.query('SELECT count(*)::int AS n FROM sys_sessions');
  const answer = await signIn('WRONGSECRET');
  assert.equal(answer.code, 'SSO_TOKEN_REFUSED');
  assert.match(answer.msg, /客户端密钥/);
  assert.deepEqual((await t.db.query('SELECT count(*)::int AS n FROM sys_sessions')).rows, sessions.rows);
});

test(`[${dbKind}] a disabled or unknown provider cannot be used`, async () => {
  const res = await fetch(`${srm}${LOGIN}/ssoUrl?provider=DEMO_SSO`, { redirect: 'manual' });
  const body = (await res.json()) as { code: string };
  assert.equal(body.code, 'SSO_PROVIDER_UNKNOWN');
});
