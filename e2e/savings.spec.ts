/**
 * The sourcing savings report in the browser (entities/savings/SAVINGS.md): the
 * buyer opens it in Chinese, reads the totals and both charts drawn, sums it by
 * category, opens the sourcing event behind a line, exports the lines to Excel,
 * and reads it again in English. axe on the screen.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from './fixtures.ts';
import { expectAccessible, openMenu, panel, signIn } from './helpers.ts';

async function expectDrawn(chart: Locator): Promise<void> {
  const canvas = chart.locator('canvas').first();
  await expect(canvas).toBeVisible();
  expect((await canvas.boundingBox())?.width ?? 0).toBeGreaterThan(0);
}

test('the buyer reads the savings by month and by category, opens an event, exports, in Chinese and English', async ({ page }) => {
  await signIn(page, 'buyer');
  await openMenu(page, '寻源节约分析');
  const report = panel(page).getByTestId('savings-report');
  await expect(report.getByTestId('savings-totals')).toContainText('较上次采购价');
  // The demo's awards saved on their budgets and on the steel paid before: positive totals.
  await expect(report.getByTestId('savings-total-savingLastCny')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(report.getByTestId('savings-total-realisedSavingCny')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  await expectDrawn(report.getByTestId('savings-by-month'));
  await expectDrawn(report.getByTestId('savings-by-category'));
  await expect(report.getByTestId('savings-lines')).toContainText('冷轧钢板');
  await expectAccessible(page, 'savings report');

  // Summed by category: the demo's awards are all raw materials.
  await report.locator('#savings-group-by select').selectOption('category');
  await expect(report.getByTestId('savings-groups')).toContainText('原材料');
  await expect(report.getByTestId('savings-groups')).toContainText('采购分类');

  // Exported: an Excel workbook of the lines.
  const [download] = await Promise.all([page.waitForEvent('download'), report.getByTestId('savings-export').click()]);
  expect(download.suggestedFilename()).toBe('寻源节约分析.xlsx');
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 2)
      .toString('latin1'),
  ).toBe('PK');

  // A line opens its sourcing event.
  const link = report.getByTestId('savings-event-link').first();
  const number = (await link.textContent())!.trim();
  expect(number).toMatch(/^(XJ|ZB|JJ)-\d{8}-\d{3}$/);
  await link.click();
  await expect(page.locator('.tab.active')).not.toContainText('寻源节约分析');
  await expect(panel(page)).toContainText(number);

  await page.locator('.user-btn').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await openMenu(page, 'Sourcing savings');
  const en = panel(page).getByTestId('savings-report');
  await expect(en.getByTestId('savings-totals')).toContainText('On last price paid');
  await expect(en.getByTestId('savings-totals')).not.toContainText('较上次采购价');
  await expect(en.getByTestId('savings-lines')).toContainText('Award price (CNY)');
  await en.locator('#savings-group-by select').selectOption('category');
  await expect(en.getByTestId('savings-groups')).toContainText('Purchase category');
  await expectDrawn(en.getByTestId('savings-by-category'));
});
