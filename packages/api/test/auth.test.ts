import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HEADERS } from '@srm/domain/client/headers.ts';
import { dbKind, setup, signedHeaders, TEST_CAPTCHA } from './helper.ts';
import { MAX_FAILURES } from '../src/auth/throttle.ts';

const t = await setup();
const LOGIN = '/api/baseServer/v1/baseLoginService/login';
const CAPTCHA = '/api/baseServer/v1/baseLoginService/randomValidateCode';

async function attempt(userName: string, password: string, code = TEST_CAPTCHA) {
  const captcha = await t.anonymous.call(CAPTCHA);
  return t.anonymous.call(LOGIN, { userName, password, captchaToken: captcha.body.data.captchaToken, captchaCode: code });
}

test(`[${dbKind}] login answers a token, the user and their responsibilities`, async () => {
  const buyer = await t.login('buyer');
  assert.equal(buyer.user.userType, 'INSIDE');
  assert.ok(buyer.user.responsibilities.length >= 1);
  const me = await buyer.call('/api/baseServer/v1/baseLoginService/currentUser');
  assert.equal(me.body.data.userName, 'buyer');
  const sup = await t.login('supplier1');
  assert.equal(sup.user.userType, 'EX');
  assert.equal(sup.user.supplierName, '华东精密机械有限公司');
});

test(`[${dbKind}] a wrong picture code is refused before the password is checked`, async () => {
  const res = await attempt('buyer', 'Buyer@123', 'nope');
  assert.equal(res.statusCode, 400);
  assert.equal(res.body.code, 'CAPTCHA');
});

test(`[${dbKind}] repeated wrong passwords lock the name, even with the right password`, async () => {
  for (let i = 0; i < MAX_FAILURES; i++) {
    const res = await attempt('approver', 'Wrong@123');
    assert.equal(res.body.code, 'LOGIN_FAILED');
  }
  const locked = await attempt('approver', 'Approver@123');
  assert.equal(locked.statusCode, 429);
  assert.equal(locked.body.code, 'THROTTLED');
  assert.match(locked.body.msg, /分钟后再试/);
});

test(`[${dbKind}] every portal sign-in is audited on the user's record, a failed one too`, async () => {
  const comments = async () =>
    (
      await t.db.query<{ comment: string }>(
        `SELECT a.comment FROM saaf_audit_log a JOIN saaf_users u ON u.user_id = a.record_id WHERE a.entity_name = 'user' AND u.user_name = 'buyer2' AND a.comment LIKE '%(portal,%' ORDER BY a.audit_id`,
      )
    ).rows.map((r) => r.comment.replace(/ \(portal.*/, ''));
  const before = await comments();
  assert.equal((await attempt('buyer2', 'Wrong@123')).body.code, 'LOGIN_FAILED');
  assert.equal((await attempt('buyer2', 'Buyer@123')).body.status, 'S');
  assert.deepEqual((await comments()).slice(before.length), ['sign-in failed: wrong password', 'sign-in']);
});

test(`[${dbKind}] signature: missing, stale, wrong or forged calls are refused`, async () => {
  const buyer = await t.login('buyer');
  const path = '/api/baseServer/v1/baseLoginService/currentUser';
  const noSig = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', authorization: buyer.token }, payload: '{}' });
  assert.equal(noSig.json().code, 'BAD_SIGNATURE');
  const old = String(Date.now() - 10 * 60 * 1000);
  const { signRequest } = await import('@srm/domain/client/signature.ts');
  const stale = await t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      authorization: buyer.token,
      [HEADERS.timestamp]: old,
      [HEADERS.signature]: await signRequest(old, buyer.token),
    },
    payload: '{}',
  });
  assert.equal(stale.statusCode, 401);
  assert.equal(stale.json().code, 'BAD_SIGNATURE');
  const headers = await signedHeaders(buyer.token);
  headers[HEADERS.signature] = headers[HEADERS.signature].replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
  const wrong = await t.app.inject({ method: 'POST', url: path, headers, payload: '{}' });
  assert.equal(wrong.json().code, 'BAD_SIGNATURE');
  const forged = await t.app.inject({ method: 'POST', url: path, headers: await signedHeaders('forged-token'), payload: '{}' });
  assert.equal(forged.statusCode, 401);
  assert.equal(forged.json().code, 'UNAUTHENTICATED');
});

test(`[${dbKind}] logout ends the session; an expired session is refused`, async () => {
  const buyer = await t.login('buyer');
  await buyer.call('/api/baseServer/v1/baseLoginService/logout');
  const after = await buyer.call('/api/baseServer/v1/baseLoginService/currentUser');
  assert.equal(after.body.code, 'UNAUTHENTICATED');
  const other = await t.login('buyer');
  await t.db.query(`UPDATE sys_sessions SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [other.user.userId]);
  assert.equal((await other.call('/api/baseServer/v1/baseLoginService/currentUser')).body.code, 'UNAUTHENTICATED');
});

test(`[${dbKind}] messages follow the language header`, async () => {
  const zh = await attempt('nobody', 'Xx@12345678');
  assert.equal(zh.body.msg, '用户名或密码错误');
  const captcha = await t.anonymous.call(CAPTCHA);
  const en = await t.anonymous.call(
    LOGIN,
    { userName: 'nobody', password: 'x', captchaToken: captcha.body.data.captchaToken, captchaCode: TEST_CAPTCHA },
    { lang: 'EN' },
  );
  assert.equal(en.body.msg, 'Wrong user name or password');
});

test(`[${dbKind}] change password enforces complexity and the old password`, async () => {
  const sup = await t.login('supplier2');
  const path = '/api/baseServer/v1/baseLoginService/changePassword';
  const weak = await sup.call(path, { oldPassword: 'Supplier@123', newPassword: 'short' });
  assert.equal(weak.body.errors?.[0].field, 'newPassword');
  const wrongOld = await sup.call(path, { oldPassword: 'nope', newPassword: 'Better@2026' });
  assert.equal(wrongOld.body.code, 'OLD_PASSWORD');
  const good = await sup.call(path, { oldPassword: 'Supplier@123', newPassword: 'Better@2026' });
  assert.equal(good.body.status, 'S');
  await t.login({ userName: 'supplier2', password: 'Better@2026' });
});

test(`[${dbKind}] forgotten password: the code goes to the outbox and resets the password once`, async () => {
  const send = await t.anonymous.call('/api/baseServer/v1/baseLoginService/sendEmailCode', { email: 'buyer@xingchen.example', purpose: 'FORGET' });
  assert.equal(send.body.status, 'S');
  const mail = await t.db.query<{ body: string; sendStatus: string }>(
    `SELECT body, send_status AS "sendStatus" FROM msg_outbox WHERE to_address = 'buyer@xingchen.example' ORDER BY mail_id DESC LIMIT 1`,
  );
  assert.equal(mail.rows[0].sendStatus, 'OUTBOX');
  const code = /(\d{6})/.exec(mail.rows[0].body)![1];
  const bad = await t.anonymous.call('/api/baseServer/v1/baseLoginService/resetPasswordByEmail', {
    email: 'buyer@xingchen.example',
    code: '000000' === code ? '111111' : '000000',
    newPassword: 'Reset@2026',
  });
  assert.equal(bad.body.code, 'EMAIL_CODE');
  const reset = await t.anonymous.call('/api/baseServer/v1/baseLoginService/resetPasswordByEmail', {
    email: 'buyer@xingchen.example',
    code,
    newPassword: 'Reset@2026',
  });
  assert.equal(reset.body.status, 'S');
  const again = await t.anonymous.call('/api/baseServer/v1/baseLoginService/resetPasswordByEmail', {
    email: 'buyer@xingchen.example',
    code,
    newPassword: 'Reset@2027',
  });
  assert.equal(again.body.code, 'EMAIL_CODE', 'a code is used once');
  await t.login({ userName: 'buyer', password: 'Reset@2026' });
  const unknown = await t.anonymous.call('/api/baseServer/v1/baseLoginService/sendEmailCode', { email: 'nobody@example.com' });
  assert.equal(unknown.body.code, 'EMAIL_UNKNOWN');
});

test(`[${dbKind}] only administrators reset other users' passwords; suppliers cannot call admin endpoints`, async () => {
  const sup = await t.login('supplier1');
  const target = (await t.db.query<{ id: number }>(`SELECT user_id AS id FROM saaf_users WHERE user_name = 'approver'`)).rows[0].id;
  const refused = await sup.call('/api/baseServer/v1/baseLoginService/adminResetPassword', { userId: target, newPassword: 'Hacked@123' });
  assert.equal(refused.statusCode, 403);
  const listUsers = await sup.entity('user', 'listByPage', { pageIndex: 1, pageRows: 20 });
  assert.equal(listUsers.statusCode, 403);
  const admin = await t.login('admin');
  const ok = await admin.call('/api/baseServer/v1/baseLoginService/adminResetPassword', { userId: target, newPassword: 'Approver@456' });
  assert.equal(ok.body.status, 'S');
});
