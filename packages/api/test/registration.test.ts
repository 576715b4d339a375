import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dbKind, setup, TEST_CAPTCHA } from './helper.ts';

const t = await setup();
const BASE = '/api/baseServer/v1/srmSupplierRegisterRestful';
const LOGIN = '/api/baseServer/v1/baseLoginService';

async function emailCode(email: string): Promise<string> {
  const sent = await t.anonymous.call(`${LOGIN}/sendEmailCode`, { email, purpose: 'REGISTER' });
  assert.equal(sent.body.status, 'S', sent.body.msg);
  const mail = await t.db.query<{ body: string }>('SELECT body FROM msg_outbox WHERE to_address = $1 ORDER BY mail_id DESC LIMIT 1', [email]);
  return /(\d{6})/.exec(mail.rows[0].body)![1];
}

const registration = (over: Record<string, unknown> = {}) => ({
  supplierName: '东方新能源科技有限公司',
  supplierShortName: '东方新能源',
  supplierType: 'MANUFACTURER',
  companyPhone: '021-66881234',
  contactName: '孙磊',
  contactEmail: 'sunlei@dongfang.example',
  userName: 'dongfang',
  password: 'Dongfang@2026',
  ...over,
});

async function login(userName: string, password: string) {
  const captcha = await t.anonymous.call(`${LOGIN}/randomValidateCode`);
  return t.anonymous.call(`${LOGIN}/login`, { userName, password, captchaToken: captcha.body.data.captchaToken, captchaCode: TEST_CAPTCHA });
}

test(`[${dbKind}] the duplicate-name check answers whether a company name is free, ignoring case and spaces`, async () => {
  const taken = await t.anonymous.call(`${BASE}/checkSupplierName`, { supplierName: ' 华东精密机械有限公司 ' });
  assert.equal(taken.body.data.available, false);
  const free = await t.anonymous.call(`${BASE}/checkSupplierName`, { supplierName: '从未注册过的公司' });
  assert.equal(free.body.data.available, true);
});

test(`[${dbKind}] a registration needs the e-mailed code and refuses a taken name with the field named`, async () => {
  const wrong = await t.anonymous.call(`${BASE}/register`, { ...registration(), emailCode: '000000' });
  assert.equal(wrong.body.code, 'EMAIL_CODE');
  const code = await emailCode('dup@example.com');
  const dup = await t.anonymous.call(`${BASE}/register`, {
    ...registration({ supplierName: '蓝海电子科技有限公司', contactEmail: 'dup@example.com', userName: 'dup1' }),
    emailCode: code,
  });
  assert.equal(dup.statusCode, 400);
  assert.equal(dup.body.errors?.[0].field, 'supplierName');
  const weak = await t.anonymous.call(`${BASE}/register`, {
    ...registration({ contactEmail: 'dup@example.com', userName: 'dup2', password: 'weak' }),
    emailCode: code,
  });
  assert.equal(weak.body.errors?.[0].field, 'password');
  const suppliers = await t.db.query(`SELECT 1 FROM srm_pos_supplier_info WHERE supplier_name = '东方新能源科技有限公司'`);
  assert.equal(suppliers.rows.length, 0, 'nothing written by refused registrations');
});

test(`[${dbKind}] a registration creates a potential supplier and a disabled EX user, lands in the buyer's approval list, and approval lets the user in`, async () => {
  const code = await emailCode('sunlei@dongfang.example');
  const res = await t.anonymous.call(`${BASE}/register`, { ...registration(), emailCode: code });
  assert.equal(res.body.status, 'S', res.body.msg);
  const { supplierId } = res.body.data;

  const blocked = await login('dongfang', 'Dongfang@2026');
  assert.equal(blocked.body.code, 'USER_DISABLED', 'no sign-in before approval');

  const buyer = await t.login('buyer');
  const list = await buyer.entity('supplierInfo', 'listByPage', { pageIndex: 1, pageRows: 20, sourceCode: 'REGISTER', registerStatus: 'SUBMITTED' });
  assert.deepEqual(
    list.body.data.map((r: any) => r.supplierName),
    ['东方新能源科技有限公司'],
  );
  const todos = await buyer.entity('interiorPending', 'listByPage', { pageIndex: 1, pageRows: 50, handleFlag: 'N' });
  const todo = todos.body.data.find((r: any) => r.recordId === supplierId && r.entityName === 'supplierInfo');
  assert.ok(todo, 'the buyer has a to-do for the registration');
  assert.equal(todo.billLink, `supplierRegisterApproval?id=${supplierId}`);

  const supplier = await t.login('supplier1');
  assert.equal((await supplier.call(`${BASE}/approve`, { supplierId })).body.code, 'FORBIDDEN', 'a supplier cannot approve');
  const rejectNoComment = await buyer.call(`${BASE}/reject`, { supplierId });
  assert.equal(rejectNoComment.statusCode, 400);

  const approved = await buyer.call(`${BASE}/approve`, { supplierId, comment: '资料齐全' });
  assert.equal(approved.body.status, 'S', approved.body.msg);
  assert.equal((await buyer.call(`${BASE}/approve`, { supplierId })).body.code, 'TRANSITION_REFUSED', 'approved only once');
  const standing = (await buyer.entity('supplierInfo', 'findById', { supplierId })).body.data;
  assert.deepEqual([standing.registerStatus, standing.supplierStatus], ['APPROVED', 'POTENTIAL'], 'a potential supplier, to complete its record');

  const signedIn = await login('dongfang', 'Dongfang@2026');
  assert.equal(signedIn.body.status, 'S', signedIn.body.msg);
  assert.equal(signedIn.body.data.userType, 'EX');
  assert.equal(signedIn.body.data.supplierId, supplierId);
  assert.ok(signedIn.body.data.responsibilities.length >= 1, 'the new user holds the supplier responsibility');
  const after = await buyer.entity('interiorPending', 'listByPage', { pageIndex: 1, pageRows: 50, handleFlag: 'N' });
  assert.ok(!after.body.data.some((r: any) => r.recordId === supplierId && r.entityName === 'supplierInfo'), 'the to-do is closed');
});

test(`[${dbKind}] a published announcement counts views and tells each reader whether they read it`, async () => {
  const buyer = await t.login('buyer');
  const summary = await buyer.call('/api/baseServer/v1/srmBaseNoticeRestful/listSummaryByPage', { pageIndex: 1, pageRows: 5 });
  assert.equal(summary.body.status, 'S', summary.body.msg);
  const first = summary.body.data[0];
  assert.equal(first.selfCount, 0);
  const viewed = await buyer.call('/api/baseServer/v1/srmBaseNoticeRestful/viewNotice', { noticeId: first.noticeId });
  assert.equal(viewed.body.data.viewCount, (first.viewCount ?? 0) + 1);
  const again = await buyer.call('/api/baseServer/v1/srmBaseNoticeRestful/listSummaryByPage', { pageIndex: 1, pageRows: 5 });
  assert.equal(again.body.data.find((n: any) => n.noticeId === first.noticeId).selfCount, 1);
  const supplier = await t.login('supplier1');
  const theirs = await supplier.call('/api/baseServer/v1/srmBaseNoticeRestful/listSummaryByPage', { pageIndex: 1, pageRows: 5 });
  assert.ok(theirs.body.data.length > 0, 'suppliers have announcements to read');
  assert.ok(
    theirs.body.data.every((n: any) => ['ALL', 'EX'].includes(n.receiverType)),
    'suppliers see only announcements for them',
  );
  const internal = await buyer.call('/api/baseServer/v1/srmBaseNoticeRestful/listSummaryByPage', { pageIndex: 1, pageRows: 50 });
  const internalOnly = internal.body.data.find((n: any) => n.receiverType === 'INSIDE');
  assert.ok(internalOnly, 'the demo has an internal announcement');
  assert.equal((await supplier.call('/api/baseServer/v1/srmBaseNoticeRestful/viewNotice', { noticeId: internalOnly.noticeId })).body.code, 'NOT_FOUND');
});
