/**
 * Forwarded headers are believed only from TRUSTED_PROXIES: with none, a client
 * that writes its own X-Forwarded-For keeps its connection's address, so it
 * neither escapes a rate limit nor puts another address on its session and in
 * the API call log; with the test client's address (the injected requests'
 * 127.0.0.1) listed as a proxy, the forwarded address is the client's.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_USERS } from '../src/seed/demo.ts';
import { eventually, setup, TEST_CAPTCHA, type TestContext } from './helper.ts';

const LOGIN = '/api/baseServer/v1/baseLoginService';
const direct = await setup();
const proxied = await setup({ env: { TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' } });

/** Signs buyer in with `forwardedFor` in X-Forwarded-For; answers the address its session and its call-log line were given. */
async function loginFrom(t: TestContext, forwardedFor: string): Promise<{ session: string; logged: string }> {
  const headers = { 'x-forwarded-for': forwardedFor };
  // Only this sign-in's line: the two servers share a database, and the other's sign-in is in the log too.
  const mark = (await t.db.query<{ n: number }>('SELECT coalesce(max(log_id), 0)::int AS n FROM srm_base_interface_logs')).rows[0].n;
  const captcha = await t.anonymous.call(`${LOGIN}/randomValidateCode`, {}, { headers });
  const res = await t.anonymous.call(
    `${LOGIN}/login`,
    { ...DEMO_USERS.buyer, captchaToken: captcha.body.data.captchaToken, captchaCode: TEST_CAPTCHA },
    { headers },
  );
  assert.equal(res.body.status, 'S', res.body.msg);
  const session = await t.db.query<{ ip: string }>(
    `SELECT s.ip FROM sys_sessions s JOIN saaf_users u ON u.user_id = s.user_id WHERE u.user_name = 'buyer' ORDER BY s.session_id DESC LIMIT 1`,
  );
  // The call log is written after the answer has left.
  const logged = await eventually(
    async () => (await t.db.query<{ ip: string }>(`SELECT ip FROM srm_base_interface_logs WHERE path = $1 AND log_id > $2`, [`${LOGIN}/login`, mark])).rows,
    (rows) => rows.length > 0,
  );
  assert.equal(logged.length, 1, 'the login is in the call log');
  return { session: session.rows[0].ip, logged: logged[0].ip };
}

/** Spends the ten e-mail codes a minute one address may ask for, then asks once more from `then`; answers that last status. */
async function exhaustEmailCodes(t: TestContext, first: string, then: string): Promise<number> {
  for (let i = 0; i < 10; i++) {
    const res = await t.anonymous.call(`${LOGIN}/sendEmailCode`, {}, { headers: { 'x-forwarded-for': first } });
    assert.notEqual(res.statusCode, 429, `request ${i + 1} of the allowance`);
  }
  return (await t.anonymous.call(`${LOGIN}/sendEmailCode`, {}, { headers: { 'x-forwarded-for': then } })).statusCode;
}

test('without trusted proxies a forged X-Forwarded-For is not the session or audit address', async () => {
  const { session, logged } = await loginFrom(direct, '203.0.113.77');
  assert.equal(session, '127.0.0.1');
  assert.equal(logged, '127.0.0.1');
});

test('without trusted proxies a new X-Forwarded-For does not reset the rate limit', async () => {
  const last = await exhaustEmailCodes(direct, '198.51.100.1', '198.51.100.2');
  assert.equal(last, 429);
});

test("a trusted proxy's X-Forwarded-For is the client's address", async () => {
  const { session, logged } = await loginFrom(proxied, '203.0.113.77');
  assert.equal(session, '203.0.113.77');
  assert.equal(logged, '203.0.113.77');
});

test('behind a trusted proxy each client has its own rate limit', async () => {
  const last = await exhaustEmailCodes(proxied, '198.51.100.1', '198.51.100.2');
  assert.notEqual(last, 429);
});
