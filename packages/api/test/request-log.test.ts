/**
 * No token or secret in a log line: the server's own log (here captured from
 * its logger) names each request by method and path, with the values of the
 * query's tokens, signatures, tickets and codes redacted, and never writes
 * the Authorization or cookie headers or a body with a password in it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { DEMO_USERS } from '../src/seed/demo.ts';
import { setup, TEST_CAPTCHA } from './helper.ts';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const t = await setup({ env: { LOG_LEVEL: 'info' }, logStream });

const SECRETS = {
  token: 'tok-SECRET-1f2e',
  sig: 'sig-SECRET-9a8b',
  ticket: 'ST-SECRET-5150',
  accessToken: 'at-SECRET-7c7c',
  code: 'code-SECRET-4242',
  authorization: 'auth-SECRET-3d3d',
  cookie: 'cookie-SECRET-6e6e',
};

test('query tokens are redacted and credentials never logged', async () => {
  const download = `/api/baseServer/v1/fileService/download?fileId=77&token=${SECRETS.token}&ts=1&sig=${SECRETS.sig}`;
  await t.app.inject({ method: 'GET', url: download, headers: { authorization: SECRETS.authorization, cookie: `sid=${SECRETS.cookie}` } });
  await t.app.inject({ method: 'GET', url: `/sso/callback?ticket=${SECRETS.ticket}&access_token=${SECRETS.accessToken}&code=${SECRETS.code}&lang=en` });
  const captcha = await t.anonymous.call('/api/baseServer/v1/baseLoginService/randomValidateCode');
  const login = await t.anonymous.call('/api/baseServer/v1/baseLoginService/login', {
    ...DEMO_USERS.buyer,
    captchaToken: captcha.body.data.captchaToken,
    captchaCode: TEST_CAPTCHA,
  });
  assert.equal(login.body.status, 'S');

  const text = lines.join('');
  // The requests were logged, by path, with what is harmless in their query kept.
  assert.match(text, /"url":"\/api\/baseServer\/v1\/fileService\/download\?fileId=77&token=\[redacted\]&ts=1&sig=\[redacted\]"/);
  assert.match(text, /"url":"\/sso\/callback\?ticket=\[redacted\]&access_token=\[redacted\]&code=\[redacted\]&lang=en"/);
  assert.match(text, /"url":"\/api\/baseServer\/v1\/baseLoginService\/login"/);
  for (const [name, secret] of Object.entries(SECRETS)) assert.ok(!text.includes(secret), `${name} is not in the log`);
  assert.ok(!text.includes(DEMO_USERS.buyer.password), 'the password is not in the log');
  assert.ok(!text.includes(login.body.data.authorizationCode), 'the session token is not in the log');
});
