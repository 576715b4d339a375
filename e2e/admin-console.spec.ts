/**
 * The admin console's remaining screens in the browser (issue 20, "the rest of
 * the table"): the administrator opens each (axe on each); a user changes
 * their language and password in the user centre and signs in again with the
 * new one; the buyer opens a help article from the home's operation-guide
 * "more" link, stars a menu and finds it in the favourites.
 */
import { createClient } from '@srm/domain/client/api-client.ts';
import { expect, test, type Page } from './fixtures.ts';
import { expectAccessible, openMenu, panel, signIn } from './helpers.ts';

async function openPath(page: Page, path: string) {
  await page.goto(`/main/${path}`);
  await expect(page.locator('.shell')).toBeVisible();
}

test('the administrator opens every new admin console screen', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');

  await openPath(page, 'userCenter');
  await expect(panel(page).getByTestId('uc-profile')).toContainText('admin');
  await expect(panel(page).getByTestId('uc-sessions').locator('.ac-chip.current')).toHaveCount(1);
  await expectAccessible(page, 'user centre');

  await openPath(page, 'userCenter/editUserCenter');
  await expect(panel(page).getByTestId('uc-password-form')).toBeVisible();
  await expectAccessible(page, 'edit user centre');

  await openPath(page, 'articleManagementList');
  await expect(panel(page).locator('srm-data-grid')).toContainText('供应商门户快速入门');
  await expectAccessible(page, 'help article list');

  await openPath(page, 'helpCenter');
  await expect(panel(page).getByTestId('help-list').first()).toContainText('供应商门户快速入门');
  await panel(page).getByRole('link', { name: '如何确认采购订单' }).click();
  await expect(panel(page).getByTestId('help-article')).toContainText('承诺交期');
  await expectAccessible(page, 'help article');

  await openPath(page, 'devtoolsGeneratorCode');
  await panel(page).locator('#gen-table select').selectOption('srm_base_help_articles');
  await panel(page).getByRole('button', { name: '生成预览' }).click();
  const code = panel(page).getByTestId('generated-code');
  await expect(code).toContainText('export default defineEntity({');
  await expect(code).toContainText("f.text('articleCode'");
  await expect(code).toContainText("key: 'articleId'");
  const download = page.waitForEvent('download');
  await panel(page).getByRole('button', { name: '下载文件' }).click();
  expect((await download).suggestedFilename()).toBe('base-help-articles.ts');
  await expectAccessible(page, 'entity code generator');

  await openPath(page, 'table_model');
  await panel(page).locator('#tm-search').fill('purOrder');
  await panel(page).getByTestId('tm-entities').getByRole('button').filter({ hasText: 'srm_po_headers' }).click();
  await expect(panel(page).getByTestId('tm-fields')).toContainText('po_number');
  await expect(panel(page).getByTestId('tm-states')).toContainText('RELEASED');
  await expectAccessible(page, 'data model');

  await openPath(page, 'redis');
  await expect(panel(page).getByTestId('no-redis')).toContainText('本系统不使用 Redis');
  // The five caches of the engine and the people's names the change feed keeps fresh.
  await expect(panel(page).getByTestId('cache-table').locator('[data-cache]')).toHaveCount(6);
  await expect(panel(page).getByTestId('cache-table').locator('[data-cache="peopleNames"]')).toContainText('人员姓名');
  await expectAccessible(page, 'caches');

  await openPath(page, 'datasource');
  await expect(panel(page).getByTestId('datasource')).toContainText('PostgreSQL');
  await expectAccessible(page, 'data source');

  await openPath(page, 'user2');
  await expect(panel(page).locator('srm-data-grid')).toContainText('supplier1');
  await expect(panel(page).locator('srm-data-grid')).not.toContainText('approver');
  await expectAccessible(page, 'supplier users');

  await openPath(page, 'collect');
  await expect(panel(page).getByRole('heading', { name: '我的收藏' })).toBeVisible();
  await expectAccessible(page, 'favourites');
});

test('a user changes language and password in the user centre, and signs in again with the new password', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signIn(page, 'buyer2');
  await page.locator('.user-btn').click();
  await page.getByRole('menuitem', { name: '个人中心' }).click();
  await panel(page).getByRole('button', { name: '编辑资料' }).click();

  await panel(page).locator('#uc-language select').selectOption('EN');
  await panel(page).getByRole('button', { name: '保存资料' }).click();
  await expect(panel(page).getByRole('heading', { name: 'Edit my profile' })).toBeVisible();

  // A wrong current password is refused on its field, in the language just chosen; nothing changes.
  await panel(page).locator('#uc-oldPassword').fill('Wrong@1234');
  await panel(page).locator('#uc-newPassword').fill('Renewed@2026');
  await panel(page).locator('#uc-confirm').fill('Renewed@2026');
  await panel(page).getByRole('button', { name: 'Change password' }).click();
  await expect(panel(page).locator('#uc-oldPassword-error')).toHaveText('The current password is wrong');
  await expectAccessible(page, 'user centre with a refused password');

  await panel(page).locator('#uc-oldPassword').fill('Buyer@123');
  await panel(page).getByRole('button', { name: 'Change password' }).click();
  await expect(page.locator('srm-toast')).toContainText('The password has been changed');

  await page.locator('.user-btn').click();
  await page.getByRole('menuitem', { name: /Sign out|退出/ }).click();
  await expect(page.locator('#userName')).toBeVisible();
  await page.locator('#userName').fill('buyer2');
  await page.locator('#password').fill('Renewed@2026');
  await expect(page.locator('.captcha-image img')).toBeVisible();
  await page.locator('#captchaCode').fill('TEST');
  await page.locator('form button[type=submit]').click();
  await expect(page.locator('.page.home')).toBeVisible();
  await page.locator('.user-btn').click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(panel(page).getByTestId('uc-language')).toHaveText('English');

  // The demo's password and language back: later walks on this worker's server sign buyer2 in with them.
  const { token } = JSON.parse((await page.evaluate(() => localStorage.getItem('srm.session'))) ?? '{}');
  const me = createClient({ baseUrl: baseURL, getToken: () => token, getLanguage: () => 'EN' });
  await me.post('/api/baseServer/v1/userCenterRestful/changePassword', { oldPassword: 'Renewed@2026', newPassword: 'Buyer@123' });
  const profile = await me.post<{ versionNum: number }>('/api/baseServer/v1/userCenterRestful/profile');
  await me.post('/api/baseServer/v1/userCenterRestful/saveProfile', { versionNum: profile.data.versionNum, language: 'CN' });
});

test('the buyer opens a help article from the operation guide’s "more" link, stars a menu and finds it in the favourites', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'buyer');

  await page
    .locator('srm-todo-panel')
    .getByRole('button', { name: /^操作指引/ })
    .click();
  await expect(page.locator('.tab.active')).toContainText('帮助中心');
  await panel(page).getByRole('link', { name: '常见问题：忘记密码怎么办？' }).click();
  await expect(panel(page).getByTestId('help-article')).toContainText('忘记密码');
  // The draft is not in the readers' list.
  await panel(page).getByRole('button', { name: '全部文章' }).click();
  await expect(panel(page).getByTestId('help-list').first()).toBeVisible();
  await expect(panel(page)).not.toContainText('对账与开票规范');

  await openMenu(page, '银行');
  const star = page.getByTestId('favourite-star');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page.locator('.user-btn').click();
  await page.getByRole('menuitem', { name: '我的收藏' }).click();
  const table = panel(page).getByTestId('favourites-table');
  await expect(table).toContainText('银行');
  await expect(table).toContainText('物料管理');
  await table.getByRole('link', { name: '银行' }).click();
  await expect(page.locator('.tab.active')).toContainText('银行');
});
