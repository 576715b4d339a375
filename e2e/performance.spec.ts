/**
 * Supplier performance in the browser: the buyer collects the demo's NEW
 * scheme, the evaluators (the buyer and the approver) score the manual
 * indicator from their to-do list, the buyer calculates and publishes, and
 * supplier1 reads its published result with the scores per indicator.
 * The appeal is not built yet (entities/performance/STATES.md).
 */
import { expect, test, type Page } from './fixtures.ts';
import { expectAccessible, openMenu, panel, signIn } from './helpers.ts';

/** Runs a header action of the open record and waits for the state it leads to. */
async function headerAction(page: Page, button: string, state: string): Promise<void> {
  const doc = panel(page);
  await doc.locator('.edit-header').getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(doc.locator('.edit-header')).toContainText(state);
}

/** Scores each of the evaluator's rows of the scheme from the manual scoring list. */
async function scoreAll(page: Page, schemeNumber: string, scores: string[]): Promise<void> {
  for (const [i, score] of scores.entries()) {
    await openMenu(page, '人工评分');
    const grid = panel(page).locator('srm-data-grid');
    if (i === 0) await expectAccessible(page, 'manual scoring list');
    // Newest first: this scheme's rows lead; a row opens from its title, the indicator.
    await expect(grid.getByText(schemeNumber).filter({ visible: true }).first()).toBeVisible();
    await grid.getByText('服务配合度', { exact: true }).filter({ visible: true }).nth(i).click();
    const doc = panel(page);
    await expect(doc.locator('[data-field=indicatorName]')).toContainText('服务配合度');
    await doc.locator('.edit-header').getByRole('button', { name: '评分', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('得分').fill(score);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(doc.locator('.edit-header')).toContainText('已评分');
  }
}

test('a scheme collected, scored by its evaluators, calculated and published; supplier1 reads its result', async ({ browser }) => {
  test.setTimeout(240_000);
  const buyer = await browser.newPage();
  await signIn(buyer, 'buyer');
  await openMenu(buyer, '绩效指标');
  await expect(panel(buyer).locator('srm-data-grid')).toContainText('准时交货率');
  await expectAccessible(buyer, 'indicator list');
  await openMenu(buyer, '绩效模板');
  await expect(panel(buyer).locator('srm-data-grid')).toContainText('供应商季度绩效模板');
  await expectAccessible(buyer, 'template list');

  await openMenu(buyer, '绩效方案');
  const schemes = panel(buyer).locator('srm-data-grid');
  await expect(schemes).toContainText('本季度供应商绩效评估');
  // The demo's NEW scheme is its latest, first in the list.
  await schemes
    .getByText(/^S-\d{8}-\d{3}$/)
    .filter({ visible: true })
    .first()
    .click();
  const scheme = panel(buyer);
  await expect(scheme.locator('.edit-header')).toContainText('新建');
  const number = (await scheme.locator('.edit-subtitle').innerText()).trim();
  expect(number).toMatch(/^S-\d{8}-\d{3}$/);
  await expectAccessible(buyer, 'scheme form');
  await headerAction(buyer, '采集数据', '已采集');
  await expect(scheme.locator('[data-field=supplierCount]')).toContainText('2');

  await scoreAll(buyer, number, ['86', '79.5']);
  const approver = await browser.newPage();
  await signIn(approver, 'approver');
  await scoreAll(approver, number, ['90', '82.25']);

  await openMenu(buyer, '绩效方案');
  await panel(buyer).locator('srm-data-grid').getByText(number).filter({ visible: true }).first().click();
  await headerAction(buyer, '计算', '已计算');
  await headerAction(buyer, '发布', '已发布');
  await openMenu(buyer, '绩效结果');
  await expect(panel(buyer).locator('srm-data-grid')).toContainText(number);
  await expectAccessible(buyer, 'result list');

  const supplier = await browser.newPage();
  await signIn(supplier, 'supplier1');
  await openMenu(supplier, '我的绩效');
  const mine = panel(supplier).locator('srm-data-grid');
  await expect(mine).toContainText('已发布');
  await expect(mine).not.toContainText('蓝海');
  await expectAccessible(supplier, 'my results');
  await mine.getByText(/^JX-/).filter({ visible: true }).first().click();
  const result = panel(supplier);
  await expect(result.locator('.edit-header')).toContainText('已发布');
  await expect(result).toContainText('服务配合度');
  await expect(result).toContainText('准时交货率');
  await expectAccessible(supplier, 'my result');
});
