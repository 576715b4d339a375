/**
 * Shipping reports in the browser: 华东精密 (supplier1) fills the demo's report
 * waiting for it, one wall thickness out of tolerance (marked by the server on
 * save), and submits; the buyer refuses that line with a reason and agrees the
 * rest; supplier1 sees the outcome. axe on the new screens.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { apiLogin } from './api.ts';
import { expect, test, type Page } from './fixtures.ts';
import { childGrid, clickVisible, expectAccessible, fillCell, gridCell, openMenu, panel, search, signIn, editHeader as header, act } from './helpers.ts';

/** Searches the report list by number and opens the one row. */
async function openReport(page: Page, number: string) {
  // Exactly this menu: the other shipping menus' names begin with the same words.
  await page
    .locator('.menu a.menu-item.sub')
    .filter({ hasText: /^\s*出货报告\s*$/ })
    .click();
  await expect(page.locator('.tab.active')).toContainText('出货报告');
  const grid = await search(page, '报告编号', number);
  await expect(grid).toContainText('共 1 条');
  await clickVisible(grid.getByText(number));
  await expect(panel(page).locator('.edit-subtitle')).toHaveText(number);
}

/** Per item (row), the samples typed: the wall thickness's second sample 1.1 is under 1.2 − 0.05. */
const SAMPLES = [
  ['40.02', '39.95', '40.1', '40', '39.9'],
  ['1.2', '1.1', '1.21', '1.19', '1.22'],
  ['11', '12', '10.5'],
  ['13', '12.5', '14'],
];

test('supplier1 fills and submits a shipping report; the buyer refuses the line out of tolerance and agrees the rest', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const report = getEntity('qmsShippingReport');
  const signed = await apiLogin(baseURL!, 'supplier1');
  const waiting = (await signed.client.post<{ reportNumber: string }[]>(restPath(report, 'listByPage'), { reportStatus: 'DRAFT', pageRows: 1 })).data[0];
  const number = waiting.reportNumber;

  const supplier = await browser.newPage();
  await signIn(supplier, 'supplier1');
  await openReport(supplier, number);
  const grid = childGrid(supplier);
  for (const [row, values] of SAMPLES.entries()) for (const [i, v] of values.entries()) await fillCell(gridCell(grid, `样本${i + 1}`, row), v);
  await panel(supplier).locator('[data-field=batchNumber] input').fill('AL-E2E-001');
  await panel(supplier).getByRole('button', { name: '保存' }).click();
  await expect(supplier.locator('srm-toast')).toContainText('保存成功');
  // The server's judgement: the wall thickness is out of tolerance on sample 2, the rest within.
  await expect(grid).toContainText('超差');
  await expect(panel(supplier).locator('[data-field=outOfToleranceCount]')).toContainText('1');
  await expectAccessible(supplier, 'shipping report, supplier');
  await act(supplier, '提交');
  await expect(panel(supplier).locator('[data-field=reportStatus]')).toContainText('已提交');

  const buyer = await browser.newPage();
  await signIn(buyer, 'buyer');
  await openReport(buyer, number);
  await expect(childGrid(buyer)).toContainText('超差');
  await expectAccessible(buyer, 'shipping report, buyer');
  await header(buyer).getByRole('button', { name: '拒绝', exact: true }).click();
  const dialog = buyer.getByRole('dialog');
  // Line 2 (壁厚) of the report, second in the dialog's line grid.
  await fillCell(gridCell(dialog.locator('srm-data-grid'), '拒绝原因', 1), '壁厚样本2为1.1mm，低于下限1.15mm');
  await expectAccessible(buyer, 'refuse dialog');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(buyer.locator('srm-toast')).toContainText('操作成功');
  await expect(panel(buyer).locator('[data-field=reportStatus]')).toContainText('已拒绝');

  // The other screens of shipping reports, for the buyer.
  for (const menu of ['出货报告模板', '出货报告供应商', '出货报告物料', '出货报告免检']) {
    await openMenu(buyer, menu);
    await expect(panel(buyer).locator('srm-data-grid')).toContainText('共');
    await expectAccessible(buyer, menu);
  }
  await openMenu(buyer, '出货报告模板');
  await panel(buyer).locator('srm-data-grid').getByText('铝型材出货检验', { exact: true }).first().click();
  await expect(panel(buyer).locator('[data-child=lines] srm-data-grid')).toContainText('壁厚');
  await expectAccessible(buyer, 'shipping template');

  // supplier1 sees the outcome: line 2 refused with the reason, the others agreed.
  await supplier.reload();
  await expect(panel(supplier).locator('[data-field=reportStatus]')).toContainText('已拒绝');
  await expect(childGrid(supplier)).toContainText('壁厚样本2为1.1mm，低于下限1.15mm');
  await expect(childGrid(supplier)).toContainText('同意');
  // Its exemption requests in every state of the demo: drafted, waiting, agreed, refused.
  await openMenu(supplier, '出货报告免检');
  await expect(panel(supplier).locator('srm-data-grid')).toContainText('共 4 条');
  await expectAccessible(supplier, 'shipping exemptions, supplier');
});
