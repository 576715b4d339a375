import { test } from 'node:test';
import assert from 'node:assert/strict';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { creditCodeCheckChar } from '@srm/domain/validation/credit-code.ts';
import { DEMO_USERS } from '../src/seed/demo.ts';
import { dbKind, setup, TEST_CAPTCHA } from './helper.ts';
import { ok, refused } from './purchase-kit.ts';

const t = await setup();
const BASE = '/api/baseServer/v1/srmSupplierRegisterRestful';
const LOGIN = '/api/baseServer/v1/baseLoginService';

async function emailCode(email: string): Promise<string> {
  const sent = await t.anonymous.call(`${LOGIN}/sendEmailCode`, { email, purpose: 'REGISTER' });
  assert.equal(sent.body.status, 'S', sent.body.msg);
  const mail = await t.db.query<{ body: string }>('SELECT body FROM msg_outbox WHERE to_address = $1 ORDER BY mail_id DESC LIMIT 1', [email]);
  return /(\d{6})/.exec(mail.rows[0].body)![1];
}

const creditCode = (first17: string) => first17 + creditCodeCheckChar(first17);

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
    list.body.data.map((r: any) => r.supplierName).sort(),
    ['东方新能源科技有限公司', '长风模具科技有限公司'].sort(),
    "the new registration waits beside the demo's",
  );
  const todos = await buyer.entity('interiorPending', 'listByPage', { pageIndex: 1, pageRows: 50, handleFlag: 'N' });
  const todo = todos.body.data.find((r: any) => r.recordId === supplierId && r.entityName === 'supplierInfo');
  assert.ok(todo, 'the buyer has a to-do for the registration');
  assert.equal(todo.billLink, `supplierRegisterInfoApproval?id=${supplierId}`);

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

test(`[${dbKind}] a registrant withdraws its registration while it waits, corrects it and submits it again; the approvers' to-dos follow`, async () => {
  const code = await emailCode('chen@xibei.example');
  const reg = { ...registration({ supplierName: '西北新能源有限公司', contactEmail: 'chen@xibei.example', userName: 'xibei' }), emailCode: code };
  const { supplierId } = ok(await t.anonymous.call(`${BASE}/register`, reg));
  const me = { userName: 'xibei', password: 'Dongfang@2026' };
  const buyer = await t.login('buyer');
  const openTodos = async () =>
    (await t.db.query(`SELECT 1 FROM srm_base_interior_pending WHERE entity_name = 'supplierInfo' AND record_id = $1 AND handle_flag = 'N'`, [supplierId])).rows
      .length;
  assert.ok((await openTodos()) >= 1, 'the approvers have a to-do');

  refused(await t.anonymous.call(`${BASE}/withdraw`, { ...me, password: 'Wrong@2026x' }), 'LOGIN_FAILED', 'a wrong password');
  refused(await t.anonymous.call(`${BASE}/myRegistration`, DEMO_USERS.supplier1), 'NOT_FOUND', 'a supplier that did not register itself');
  assert.equal(ok(await t.anonymous.call(`${BASE}/myRegistration`, me)).registerStatus, 'SUBMITTED');
  refused(
    await t.anonymous.call(`${BASE}/resubmit`, { ...me, supplierName: '西北新能源有限公司', contactName: '陈' }),
    'TRANSITION_REFUSED',
    'not withdrawn yet',
  );

  const withdrawn = ok(await t.anonymous.call(`${BASE}/withdraw`, { ...me, reason: '营业执照号填错' }));
  assert.deepEqual([withdrawn.registerStatus, withdrawn.supplierStatus], ['DRAFT', 'POTENTIAL']);
  assert.equal(await openTodos(), 0, "the approvers' to-dos are closed");
  const cancelled = await t.db.query(`SELECT cancel_flag FROM srm_base_interior_pending WHERE entity_name = 'supplierInfo' AND record_id = $1`, [supplierId]);
  assert.deepEqual([...new Set(cancelled.rows.map((r: any) => r.cancel_flag))], ['Y'], 'closed as cancelled, not decided');
  const waiting = ok(await buyer.entity('supplierInfo', 'listByPage', { pageIndex: 1, pageRows: 50, sourceCode: 'REGISTER', registerStatus: 'SUBMITTED' }));
  assert.ok(!waiting.some((r: any) => r.supplierId === supplierId), 'gone from the approval list');
  refused(await buyer.call(`${BASE}/approve`, { supplierId }), 'TRANSITION_REFUSED', 'nothing to approve');
  refused(await t.anonymous.call(`${BASE}/withdraw`, me), 'TRANSITION_REFUSED', 'withdrawn once');
  assert.equal((await login('xibei', 'Dongfang@2026')).body.code, 'USER_DISABLED', 'still no sign-in');

  // Corrected: what a registration refuses, a correction refuses, naming the field, and writes nothing.
  const correction = { ...me, supplierName: '西北新能源科技有限公司', contactName: '陈晓', companyPhone: '029-88886666', taxRegistrationNumber: '' };
  const taken = await t.anonymous.call(`${BASE}/resubmit`, { ...correction, supplierName: ' 蓝海电子科技有限公司 ' });
  assert.deepEqual(
    taken.body.errors?.map((e) => e.field),
    ['supplierName'],
  );
  const badCode = await t.anonymous.call(`${BASE}/resubmit`, { ...correction, taxRegistrationNumber: '91310000MA1K000000' });
  assert.deepEqual(
    badCode.body.errors?.map((e) => e.field),
    ['taxRegistrationNumber'],
  );
  const badPhone = await t.anonymous.call(`${BASE}/resubmit`, { ...correction, companyPhone: 'call me' });
  assert.deepEqual(
    badPhone.body.errors?.map((e) => e.field),
    ['companyPhone'],
  );
  const still = ok(await t.anonymous.call(`${BASE}/myRegistration`, me));
  assert.deepEqual([still.supplierName, still.registerStatus, still.companyPhone], ['西北新能源有限公司', 'DRAFT', '021-66881234'], 'nothing written');

  const again = ok(await t.anonymous.call(`${BASE}/resubmit`, correction));
  assert.deepEqual(
    [again.supplierName, again.contactName, again.companyPhone, again.contactEmail, again.registerStatus],
    ['西北新能源科技有限公司', '陈晓', '029-88886666', 'chen@xibei.example', 'SUBMITTED'],
  );
  assert.ok((await openTodos()) >= 1, 'the approvers have a to-do again');
  const history = await t.db.query<{ changes: string }>(
    `SELECT changes::text AS changes FROM saaf_audit_log WHERE entity_name = 'supplierInfo' AND record_id = $1 AND operation = 'ACTION' ORDER BY audit_id`,
    [supplierId],
  );
  assert.deepEqual(
    history.rows.map((r) => JSON.parse(r.changes).registerStatus),
    [
      ['SUBMITTED', 'DRAFT'],
      ['DRAFT', 'SUBMITTED'],
    ],
    'withdrawal and resubmission kept in the history',
  );
  ok(await buyer.call(`${BASE}/approve`, { supplierId }));
  refused(await t.anonymous.call(`${BASE}/withdraw`, me), 'TRANSITION_REFUSED', 'an approved registration is not withdrawn');
  assert.equal((await login('xibei', 'Dongfang@2026')).body.status, 'S', 'approved, it signs in');
});

test(`[${dbKind}] a buyer creates a supplier internally: marked created, no registration to approve; a taken name or a bad credit code refused naming the field`, async () => {
  const buyer = await t.login('buyer');
  const menu = await t.db.query(
    `SELECT 1 FROM saaf_menus m JOIN saaf_role_resources rr ON rr.menu_id = m.menu_id AND rr.resource_code = 'btnAdd' JOIN saaf_roles r ON r.role_id = rr.role_id AND r.role_code = 'BUYER'
      WHERE m.html_url = 'supplierInfoCreate'`,
  );
  assert.equal(menu.rows.length, 1, 'the buyer adds suppliers from its menu');
  const body = {
    supplierName: '南方精工机械有限公司',
    supplierType: 'MANUFACTURER',
    contactName: '韩梅',
    taxRegistrationNumber: creditCode('91440300MA5F00001'),
  };
  const taken = await buyer.entity('supplierInfo', 'saveOrUpdate', { ...body, supplierName: '华东精密机械有限公司' });
  assert.deepEqual(
    taken.body.errors?.map((e) => e.field),
    ['supplierName'],
  );
  const badCode = await buyer.entity('supplierInfo', 'saveOrUpdate', { ...body, taxRegistrationNumber: '91440300MA5F000010' });
  assert.deepEqual(
    badCode.body.errors?.map((e) => e.field),
    ['taxRegistrationNumber'],
  );
  assert.equal((await t.db.query(`SELECT 1 FROM srm_pos_supplier_info WHERE supplier_name = '南方精工机械有限公司'`)).rows.length, 0, 'nothing written');

  const made = ok(await buyer.entity('supplierInfo', 'saveOrUpdate', { ...body, sourceCode: 'REGISTER', registerStatus: 'APPROVED', supplierStatus: 'QUIT' }));
  const statusDefault = getEntity('supplierInfo').fields.find((f) => f.name === 'supplierStatus')!.default;
  assert.deepEqual(
    [made.sourceCode, made.registerStatus ?? null, made.supplierStatus],
    ['CREATE', null, statusDefault],
    'its standing is the server’s, whatever was sent',
  );
  assert.match(made.supplierNumber, /^S\d{6}$/);
  const waiting = ok(await buyer.entity('supplierInfo', 'listByPage', { pageIndex: 1, pageRows: 50, sourceCode: 'REGISTER', registerStatus: 'SUBMITTED' }));
  assert.ok(!waiting.some((r: any) => r.supplierId === made.supplierId), 'not a registration to approve');
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
    theirs.body.data.every((n: any) => ['ALL', 'EX', 'SELECTED'].includes(n.receiverType)),
    'suppliers see only announcements for them',
  );
  const internal = await buyer.call('/api/baseServer/v1/srmBaseNoticeRestful/listSummaryByPage', { pageIndex: 1, pageRows: 50 });
  const internalOnly = internal.body.data.find((n: any) => n.receiverType === 'INSIDE');
  assert.ok(internalOnly, 'the demo has an internal announcement');
  assert.equal((await supplier.call('/api/baseServer/v1/srmBaseNoticeRestful/viewNotice', { noticeId: internalOnly.noticeId })).body.code, 'NOT_FOUND');
});
