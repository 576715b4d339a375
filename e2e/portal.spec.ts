import { expect, test } from './fixtures.ts';
import { expectAccessible, openMenu, panel, signIn, signedIn } from './helpers.ts';

test('login screen: picture code, language choice, and a wrong password says so', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1')).toHaveText('账号登录');
  await expect(page.locator('.captcha-image img')).toHaveAttribute('src', /^data:image\/svg/);
  await expectAccessible(page, 'login');
  await page.locator('#lang select').selectOption('EN');
  await expect(page.locator('h1')).toHaveText('Sign in');
  await page.locator('#userName').fill('buyer');
  await page.locator('#password').fill('Wrong@123');
  await page.locator('#captchaCode').fill('TEST');
  await page.locator('form button[type=submit]').click();
  await expect(page.locator('.alert-error')).toHaveText('Wrong user name or password');
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.locator('.not-found h1')).toHaveText('页面不存在');
});

test('administrator walks the menus, opens tabs up to the limit of 15 and is told so', async ({ page }) => {
  // Fifteen screens each load their list: 49 s on a quiet machine, over the default minute on a busy one.
  test.setTimeout(150_000);
  await signIn(page, 'admin');
  await expectAccessible(page, 'internal home');
  const links = page.locator('.menu a.menu-item.sub');
  const names = await links.allInnerTexts();
  expect(names.length).toBeGreaterThan(20);
  expect(names).toContain('用户管理');
  // Open menus one by one: every one shows its screen; the 16th tab is refused.
  for (let i = 0; i < 14; i++) {
    await links.nth(i).click();
    await expect(page.locator('.tab')).toHaveCount(i + 2);
    await expect(panel(page).locator('.page, .page-empty').first()).toBeVisible();
    await expect(panel(page).locator('.not-found')).toHaveCount(0);
  }
  await expect(page.locator('.tab-count')).toHaveText('15/15');
  await links.nth(14).click();
  await expect(page.locator('srm-toast')).toContainText('最多只能打开 15 个标签页');
  await expect(page.locator('.tab')).toHaveCount(15);
  // Closing one makes room again.
  await page.locator('.tab').nth(3).locator('.tab-close').click();
  await expect(page.locator('.tab')).toHaveCount(14);
  await links.nth(14).click();
  await expect(page.locator('.tab')).toHaveCount(15);
});

test('language switch: the shell, menus and screens change between Chinese and English and the choice is kept', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.locator('.menu')).toContainText('物料管理');
  await page.locator('.user-btn').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('.menu')).toContainText('Materials');
  await expect(page.locator('.tab.active')).toContainText('Home');
  await openMenu(page, 'Materials');
  await expect(panel(page).locator('.search-form')).toContainText('Material code');
  await page.reload();
  await expect(page.locator('.menu')).toContainText('Materials');
  await page.locator('.user-btn').click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expect(page.locator('.menu')).toContainText('物料管理');
});

test('buyer creates, edits and deletes a project through the generic screens, with rules shown at the field', async ({ page }) => {
  await signIn(page, 'buyer');
  await openMenu(page, '项目');
  await panel(page).getByRole('button', { name: /新增/ }).click();
  await expect(page.locator('.tab.active')).toContainText('新建');
  const form = panel(page);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.locator('[data-field=projectCode] .field-error')).toHaveText('必填');
  await form.locator('[data-field=projectCode] input').fill('PRJ-E2E-01');
  await form.locator('[data-field=projectName] input').fill('端到端测试项目');
  await form.locator('[data-field=budgetAmount] input').fill('-5');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.locator('[data-field=budgetAmount] .field-error')).toHaveText('必须输入不小于零数值');
  await form.locator('[data-field=budgetAmount] input').fill('120000');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('srm-toast')).toContainText('保存成功');
  await expect(page.locator('.tab.active')).toContainText('端到端测试项目');
  await expect(form.locator('.edit-header')).toContainText('版本 1');
  await expect(page, 'a reload opens the saved record, not a new form').toHaveURL(/id=\d+/);

  await form.locator('[data-field=projectName] input').fill('端到端测试项目（改）');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.locator('.edit-header')).toContainText('版本 2');

  await page.locator('.tab', { hasText: '项目' }).first().locator('.tab-label').click();
  const list = panel(page);
  await list.locator('.search-item', { hasText: '项目编号' }).locator('input').fill('E2E');
  await list.getByRole('button', { name: '查询' }).click();
  await expect(list.locator('srm-data-grid')).toContainText('端到端测试项目（改）');
  await list.locator('srm-data-grid button[data-resource=btnDelete]').first().click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.locator('srm-toast')).toContainText('删除成功');
  await expect(list.locator('srm-data-grid')).toContainText('共 0 条');
});

test('someone else saving first is told clearly, and leaving with unsaved changes warns', async ({ browser }) => {
  const [a, b] = await signedIn(browser, 'buyer', 'admin');
  for (const p of [a, b]) await p.goto('/main/projectList?id=1');
  await a.locator('[data-field=projectName] input').fill('A 的修改');
  await b.locator('[data-field=projectName] input').fill('B 的修改');
  await a.getByRole('button', { name: '保存' }).click();
  await expect(a.locator('srm-toast')).toContainText('保存成功');
  await b.getByRole('button', { name: '保存' }).click();
  await expect(b.locator('.alert-warning')).toContainText('该记录已被他人修改并保存');
  await b.locator('[data-field=projectName] input').fill('B 再改');
  let asked = '';
  b.once('dialog', (d) => ((asked = d.message()), void d.dismiss()));
  await b.locator('.tab.active .tab-close').click();
  expect(asked).toContain('有未保存的修改');
  await expect(b.locator('.tab')).toHaveCount(2);
  await a.close();
  await b.close();
});

test('buyer marks a to-do handled: 处理成功, and it moves to My done', async ({ page }) => {
  await signIn(page, 'buyer');
  const todo = page.locator('srm-todo-panel');
  const item = todo.locator('td.title', { hasText: '请维护2027年度物料基准价' });
  await expect(item).toBeVisible();
  // Other tests may give the buyer to-dos of their own: the badge counts one fewer, whatever it was.
  const badge = page.locator('[data-testid=todo-badge]');
  await expect(badge).toHaveText(/^\d+$/);
  const before = Number(await badge.innerText());
  await todo
    .getByRole('button', { name: /请维护2027年度物料基准价/ })
    .and(todo.locator('[part=handle-button]'))
    .click();
  await expect(page.locator('srm-toast')).toContainText('处理成功');
  if (before > 1) await expect(badge).toHaveText(String(before - 1));
  else await expect(badge).toHaveCount(0);
  await todo.getByRole('tab', { name: '我的已办' }).click();
  await expect(item).toBeVisible();
  await page.reload();
  await expect(page.locator('.page.home')).toBeVisible();
  await expect(page.locator('srm-todo-panel').getByRole('tab', { name: '我的待办' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('srm-todo-panel td.title', { hasText: '请维护2027年度物料基准价' })).toHaveCount(0);
});

test('announcements open with a view count and read ones are no longer bold', async ({ page }) => {
  await signIn(page, 'buyer');
  // An internal announcement of the demo that no one has opened yet (seed/demo.ts).
  const title = '采购管理制度（2026修订版）发布';
  const item = page.locator('[data-testid=notice-list] li', { hasText: title });
  await expect(item).toHaveClass(/unread/);
  await item.locator('a').click();
  await expect(panel(page).locator('.article h1')).toHaveText(title);
  await expect(panel(page).locator('[data-testid=view-count]')).toContainText('浏览 1 次');
  await page.locator('.tab').first().locator('.tab-label').click();
  await expect(page.locator('[data-testid=notice-list] li', { hasText: title })).not.toHaveClass(/unread/);
});

test('supplier home: own company, no internal menus, no other supplier’s data', async ({ page }) => {
  await signIn(page, 'supplier1');
  await expect(page.locator('.welcome h1')).toContainText('华东精密机械有限公司');
  await expect(page.locator('srm-todo-panel td.title', { hasText: '请更新企业资质信息' })).toBeVisible();
  await expect(page.locator('srm-todo-panel [part=handle-button]')).toHaveCount(0);
  await expectAccessible(page, 'supplier home');
  const menu = page.locator('.menu');
  await expect(menu).toContainText('我的企业信息');
  for (const internal of ['物料管理', '供应商档案', '系统设置', '用户管理', '供应商注册审批']) await expect(menu).not.toContainText(internal);
  // The menu opens the supplier's own record, with its lines.
  await openMenu(page, '我的企业信息');
  await expect(panel(page).locator('[data-field=supplierName]')).toContainText('华东精密机械有限公司');
  await expect(panel(page).locator('[data-field=purchaseFlag]')).toContainText('是');
  await expect(panel(page)).toContainText('华东精密昆山工厂');
  await expect(panel(page)).not.toContainText('蓝海电子科技有限公司');
  // A URL of an internal screen is refused, and the server refuses another supplier's record.
  await page.goto('/main/materialManagement');
  await expect(panel(page)).toContainText('当前职责没有此页面的权限');
  await page.goto('/main/supplierInfoToPortal?id=2');
  await expect(panel(page).locator('.alert-error')).toContainText('记录不存在或无权查看');
});

test('axe: a list screen and an edit screen', async ({ page }) => {
  await signIn(page, 'admin');
  await openMenu(page, '物料管理');
  await expect(panel(page).locator('srm-data-grid')).toContainText('M-100001');
  await expectAccessible(page, 'list');
  await panel(page).locator('srm-data-grid').getByText('轴承座').click();
  await expect(panel(page).locator('.edit-page')).toBeVisible();
  await expectAccessible(page, 'edit');
});

test('export hands over an Excel file of the searched rows', async ({ page }) => {
  await signIn(page, 'buyer');
  await openMenu(page, '物料管理');
  const download = page.waitForEvent('download');
  await panel(page).getByRole('button', { name: '导出' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('物料管理.xlsx');
});

test('a document prints its header and every line', async ({ page }) => {
  await signIn(page, 'buyer');
  await page.goto('/main/paymentProportionManagementEdit?id=2');
  const form = panel(page);
  await expect(form.locator('.edit-header')).toContainText('付款条件');
  await expect(form.locator('.print-sheet')).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  const sheet = form.locator('.print-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.locator('.print-fields')).toContainText('预付30%，到货60%，质保10%');
  const rows = sheet.locator('.print-lines tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('预付款');
  await expect(rows.nth(2)).toContainText('质保金');
  await page.emulateMedia({ media: 'screen' });
  await expect(form.getByRole('button', { name: '打印' })).toBeEnabled();
});
