/**
 * Screens speak the reader's language and fit who is looking: names kept in both
 * languages follow the language switch, a supplier's lists offer no supplier
 * column or filter, and people appear by name, not by sign-in name.
 */
import { expect, test, type Page } from './fixtures.ts';
import { openMenu, panel, signIn } from './helpers.ts';

const respSwitch = (page: Page) => page.locator('.resp-switch select');
const columnTitles = (page: Page) => panel(page).locator('srm-data-grid .header .title').allInnerTexts();
const filterLabels = (page: Page) => panel(page).locator('.search-form label').allInnerTexts();

test('switching the portal to English names the responsibility and the menus in English', async ({ page }) => {
  await signIn(page, 'buyer');
  await expect(respSwitch(page).locator('option:checked')).toHaveText('采购员');
  await expect(page.locator('.menu')).toContainText('采购订单');
  await page.locator('.user-btn').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(respSwitch(page).locator('option:checked')).toHaveText('Buyer');
  await expect(page.locator('.menu')).toContainText('Purchase orders');
  await expect(page.locator('.menu')).not.toContainText('采购订单');
  // Buttons granted on a menu come in English too.
  await openMenu(page, 'Purchase orders');
  await expect(panel(page).locator('.grid-card > .toolbar')).toContainText('Export');
  await expect(panel(page).locator('.grid-card > .toolbar')).not.toContainText('导出');
  // Organisation names copied onto the orders follow the language too.
  await expect(panel(page).locator('srm-data-grid')).toContainText('Xingchen Manufacturing');
  // The choice is kept across a reload, names included.
  await page.reload();
  await expect(respSwitch(page).locator('option:checked')).toHaveText('Buyer');
  await page.locator('.user-btn').click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expect(respSwitch(page).locator('option:checked')).toHaveText('采购员');
});

test("a supplier's order list has no supplier filter or column; the buyer's has both", async ({ browser }) => {
  const buyer = await browser.newPage();
  await signIn(buyer, 'buyer');
  await openMenu(buyer, '采购订单');
  await expect(panel(buyer).locator('srm-data-grid')).toContainText('PO-');
  expect(await filterLabels(buyer)).toContain('供应商');
  expect(await columnTitles(buyer)).toEqual(expect.arrayContaining(['供应商编码', '供应商名称']));

  const supplier = await browser.newPage();
  await signIn(supplier, 'supplier1');
  await openMenu(supplier, '采购订单');
  await expect(panel(supplier).locator('srm-data-grid')).toContainText('PO-');
  const labels = await filterLabels(supplier);
  expect(labels).toContain('采购订单号');
  expect(labels).not.toContain('供应商');
  const titles = await columnTitles(supplier);
  expect(titles).toContain('采购订单号');
  expect(titles).not.toContain('供应商编码');
  expect(titles).not.toContain('供应商名称');
});

test('people appear by their names, not their sign-in names', async ({ page }) => {
  await signIn(page, 'buyer');
  await expect(page.locator('.user-name')).toHaveText('张采购');
  await openMenu(page, '采购订单');
  const grid = panel(page).locator('srm-data-grid');
  await expect(grid).toContainText('PO-');
  expect(await columnTitles(page)).toContain('采购员');
  await expect(grid).toContainText('张采购');
  await expect(grid.locator('td', { hasText: /^buyer$/ })).toHaveCount(0);
  // The record says who created it, by name.
  await grid.locator('a.link', { hasText: 'PO-' }).first().click();
  await expect(panel(page).getByText(/张采购 创建于/)).toBeVisible();
  await expect(panel(page).getByText(/buyer 创建于/)).toHaveCount(0);
});
