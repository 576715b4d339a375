/**
 * A new supplier from registration to its first approved change: a company
 * registers in English with the code mailed to it, the buyer approves the
 * registration, the supplier completes its record (a site, a bank account
 * from the base data's banks and branches) while it is potential, is
 * introduced (a qualification review over the API: issue 15's second walk
 * drives that chain on screen), then proposes a new account; the buyer reads
 * the comparison in English and approves, and the record shows the new
 * account. axe on each screen no other spec checks.
 */
import { creditCodeCheckChar } from '@srm/domain/validation/credit-code.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { expect, type Locator, type Page, test } from './fixtures.ts';
import { act, apiLogin, mailedCode } from './api.ts';
import { addLine, childGrid, clickVisible, expectAccessible, fillCell, gridCell, openMenu, panel, pickRecord, search, signIn } from './helpers.ts';

const PASSWORD = 'Yunqi@2026';
const OLD_ACCOUNT = '1202026109900012345';
const NEW_ACCOUNT = '31050161393600000888';

/** Types into a line grid's cell and leaves it, so the grid takes the value before the next cell is touched. */
async function typeCell(grid: Locator, column: string, value: string): Promise<void> {
  await fillCell(gridCell(grid, column), value);
  await expect(gridCell(grid, column)).toHaveValue(value);
}

/** Signs in a user the demo does not have (the company registered here). */
async function signInAs(page: Page, userName: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('srm.language', JSON.stringify('CN'));
  });
  await page.reload();
  await page.locator('#userName').fill(userName);
  await page.locator('#password').fill(password);
  await expect(page.locator('.captcha-image img')).toBeVisible();
  await page.locator('#captchaCode').fill('TEST');
  await page.locator('form button[type=submit]').click();
  await expect(page.locator('.page.home')).toBeVisible();
}

/** The buyer introduces the supplier to 星辰制造 under the scene that asks for no inspection or trial; the approver approves: EFFECTIVE. */
async function introduce(baseURL: string, supplierName: string): Promise<void> {
  const buyer = await apiLogin(baseURL, 'buyer');
  const approver = await apiLogin(baseURL, 'approver');
  const list = async (entity: string, body: Record<string, unknown>) =>
    (await buyer.client.post<Record<string, unknown>[]>(restPath(getEntity(entity), 'listByPage'), { pageIndex: 1, pageRows: 5, ...body })).data;
  const [supplier] = await list('supplierInfo', { supplierName });
  const [scene] = await list('slcIntroduceScene', { sceneCode: 'NEW_SITE' });
  const [org] = await list('organization', { keyword: 'XC-MFG' });
  const saved = await buyer.client.post<Record<string, unknown>>(restPath(getEntity('slcQualification'), 'saveOrUpdate'), {
    supplierId: supplier.supplierId,
    orgId: org.orgId,
    sceneId: scene.sceneId,
    description: '新注册供应商引入',
  });
  const id = saved.data.qualificationId;
  await act(buyer, 'slcQualification', 'submit', id, { qualificationResult: 'PASS', reviewOpinion: '营业执照与开户资料齐全' });
  await act(approver, 'slcQualification', 'approval', id);
}

test('a company registers, is approved, completes its record, and its proposed new account is approved after the comparison', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  // A retry, or a repeat, on a server where the company already registered needs names of its own.
  const run = String(Date.now()).slice(-5);
  const NAME = `杭州云栖精工${run}科技有限公司`;
  const USER = `yunqi${run}`;
  const EMAIL = `sales${run}@yunqi.example`;
  const CODE17 = `91330106MA2B${run}`;

  // Registration, in English, with the code the mail brought.
  const registrant = await browser.newPage();
  await registrant.goto('/register');
  await registrant.evaluate(() => localStorage.setItem('srm.language', JSON.stringify('EN')));
  await registrant.reload();
  await expect(registrant.locator('h1')).toHaveText('Supplier registration');
  await registrant.locator('#reg-supplierName').fill(NAME);
  await registrant.locator('#reg-supplierShortName').fill('云栖精工');
  await expect(registrant.getByText('This company name is available')).toBeVisible();
  await registrant.locator('#reg-supplierType select').selectOption({ index: 1 });
  await registrant.locator('#reg-taxRegistrationNumber').fill(`${CODE17}${creditCodeCheckChar(CODE17)}`);
  await registrant.locator('#reg-companyPhone').fill('0571-88886666');
  await registrant.locator('#reg-companyRegisteredAddress').fill('浙江省杭州市西湖区云栖小镇8号');
  await registrant.locator('#reg-contactName').fill('周敏');
  await registrant.locator('#reg-contactEmail').fill(EMAIL);
  await registrant.getByRole('button', { name: 'Send code' }).click();
  await expect(registrant.locator('.alert-success')).toHaveText('The code has been sent');
  await registrant.locator('#reg-emailCode').fill(await mailedCode(await apiLogin(baseURL!, 'admin'), EMAIL));
  await registrant.locator('#reg-userName').fill(USER);
  await registrant.locator('#reg-password').fill(PASSWORD);
  await registrant.locator('#reg-password2').fill(PASSWORD);
  await expectAccessible(registrant, 'registration');
  await registrant.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(registrant.locator('.alert-success')).toContainText(USER);

  // The buyer approves the registration.
  const buyer = await browser.newPage();
  await signIn(buyer, 'buyer');
  await openMenu(buyer, '供应商注册审批');
  const registrations = await search(buyer, '供应商名称', NAME);
  await expect(registrations.locator('[part=total]')).toHaveText(/共 1 条/);
  await expect(registrations).toContainText(NAME);
  await expectAccessible(buyer, 'registration approval');
  // The registration opens read-only, with what the company entered, and is approved there.
  await clickVisible(registrations.getByText(NAME));
  const registration = panel(buyer);
  await expect(registration.locator('input, select, textarea').filter({ visible: true })).toHaveCount(0);
  await expect(registration).toContainText(`${CODE17}${creditCodeCheckChar(CODE17)}`);
  await expectAccessible(buyer, 'registration record');
  await registration.getByRole('button', { name: '通过', exact: true }).click();
  const decision = buyer.getByRole('dialog');
  await expect(decision).toContainText(NAME);
  await decision.locator('#decision-comment').fill('资料齐全，同意注册');
  await expectAccessible(buyer, 'registration decision');
  await decision.getByRole('button', { name: '确定' }).click();
  await expect(buyer.locator('srm-toast')).toContainText('成功');
  await expect(registration.getByRole('button', { name: '通过', exact: true })).toHaveCount(0);
  await buyer.locator('.tab', { hasText: '供应商注册审批' }).locator('.tab-label').click();
  await panel(buyer).getByRole('button', { name: '查询' }).click();
  await expect(registrations.locator('[part=total]')).toHaveText(/共 0 条/);

  // Signed in, the new supplier completes its record while it is potential.
  const supplier = await browser.newPage();
  await signInAs(supplier, USER, PASSWORD);
  await expect(supplier.locator('.welcome h1')).toContainText(NAME);
  await openMenu(supplier, '我的企业信息');
  const record = panel(supplier);
  await expect(record.locator('[data-field=supplierName] input')).toHaveValue(NAME);
  await expect(record.locator('[data-field=supplierStatus]')).toContainText('潜在');
  await record.locator('[data-field=registeredCapital] input').fill('800');

  await addLine(supplier, 'sites');
  const sites = childGrid(supplier, 'sites');
  await typeCell(sites, '地点名称', '云栖精工杭州工厂');
  await pickRecord(supplier, sites.getByRole('button', { name: '组织', exact: true }), 'XC-MFG', '星辰制造有限公司');
  await typeCell(sites, '地址', '浙江省杭州市西湖区云栖小镇8号');

  await addLine(supplier, 'banks');
  const banks = childGrid(supplier, 'banks');
  await pickRecord(supplier, banks.getByRole('button', { name: '银行', exact: true }), 'ICBC', '中国工商银行');
  await pickRecord(supplier, banks.getByRole('button', { name: '开户行', exact: true }), '102290000011', '中国工商银行上海市分行营业部');
  await typeCell(banks, '账户名称', NAME);
  await typeCell(banks, '银行账号', OLD_ACCOUNT);
  await expectAccessible(supplier, 'my company, completing');
  await record.getByRole('button', { name: '保存' }).click();
  await expect(supplier.locator('srm-toast')).toContainText('保存成功');
  await supplier.reload();
  const saved = panel(supplier);
  await expect(saved.locator('[data-child=sites] srm-data-grid').getByRole('button', { name: '星辰制造有限公司' })).toBeVisible();
  await expect(saved.locator('[data-child=sites] srm-data-grid').getByLabel('地点名称', { exact: true })).toHaveValue('云栖精工杭州工厂');
  await expect(saved.locator('[data-child=banks] srm-data-grid').getByLabel('银行账号', { exact: true })).toHaveValue(OLD_ACCOUNT);
  await expect(saved.locator('[data-child=banks] srm-data-grid')).toContainText('102290000011');

  // Introduced, its record is in effect: read-only, changed by proposal.
  await introduce(baseURL!, NAME);
  await supplier.reload();
  const effective = panel(supplier);
  await expect(effective.locator('[data-field=supplierStatus]')).toContainText('合格');
  await expect(effective).toContainText('资料已生效，修改请通过“我的资料变更”发起变更');
  await expect(effective.getByRole('button', { name: '保存' })).toHaveCount(0);
  await expect(effective.locator('[data-child=sites]')).toContainText('合格');

  // It proposes the new account: another bank, branch and number.
  await openMenu(supplier, '我的资料变更');
  await panel(supplier).getByRole('button', { name: '发起变更' }).click();
  const change = panel(supplier);
  await expect(change.locator('.edit-header')).toContainText('拟定');
  const proposed = change.locator('[data-child=banks] srm-data-grid');
  await expect(proposed.getByLabel('银行账号', { exact: true })).toHaveValue(OLD_ACCOUNT);
  await pickRecord(supplier, proposed.getByRole('button', { name: '中国工商银行', exact: true }), 'CCB', '中国建设银行');
  await pickRecord(supplier, proposed.getByRole('button', { name: '中国工商银行上海市分行营业部', exact: true }), '105290000018', '中国建设银行上海市分行');
  await typeCell(proposed, '银行账号', NEW_ACCOUNT);
  await change.locator('[data-field=changeReason] input').fill('结算账户改为中国建设银行');
  await change.getByRole('button', { name: '保存' }).click();
  await expect(supplier.locator('srm-toast')).toContainText('保存成功');
  const number = (await change.locator('.edit-subtitle').innerText()).trim();
  expect(number).toMatch(/^ZLBG-\d{8}-\d{3}$/);
  await change.locator('.edit-header').getByRole('button', { name: '提交', exact: true }).click();
  await supplier.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(change.locator('.edit-header')).toContainText('待审核');

  // The buyer reads it field by field, in English, and approves.
  await signIn(buyer, 'buyer', 'EN');
  await openMenu(buyer, 'Record changes');
  await panel(buyer).locator('srm-data-grid').getByText(number).click();
  const review = panel(buyer);
  const comparison = review.getByTestId('comparison');
  await expect(comparison.getByRole('row', { name: /^Account number/ })).toContainText(OLD_ACCOUNT);
  await expect(comparison.getByRole('row', { name: /^Account number/ })).toContainText(NEW_ACCOUNT);
  const bank = comparison.getByRole('row', { name: /^Bank / });
  await expect(bank.locator('td').nth(0)).toHaveText('中国工商银行');
  await expect(bank.locator('td').nth(1)).toHaveText('中国建设银行');
  await expect(comparison).toContainText('中国建设银行上海市分行');
  await review.locator('.edit-header').getByRole('button', { name: 'Approve', exact: true }).click();
  await buyer.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(review.locator('.edit-header')).toContainText('Approved');

  // The supplier's record now holds the new account, not the old one.
  await openMenu(supplier, '我的企业信息');
  await supplier.reload();
  const accounts = panel(supplier).locator('[data-child=banks]');
  await expect(accounts).toContainText(NEW_ACCOUNT);
  await expect(accounts).toContainText('中国建设银行上海市分行');
  await expect(accounts).not.toContainText(OLD_ACCOUNT);
});
