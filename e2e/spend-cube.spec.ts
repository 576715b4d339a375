/**
 * The spend cube in the browser: the buyer opens it in Chinese, sees the
 * demo's year of spend pivoted by supplier and agreed price with its Pareto,
 * pivots by month instead, drills into a cell and opens the order behind a
 * line, exports the pivot; then reads it in English.
 */
import { expect, test, type Locator } from './fixtures.ts';
import { openMenu, panel, signIn } from './helpers.ts';

async function expectDrawn(chart: Locator): Promise<void> {
  const canvas = chart.locator('canvas').first();
  await expect(canvas).toBeVisible();
  expect((await canvas.boundingBox())?.width ?? 0).toBeGreaterThan(0);
}

test('a buyer pivots the spend, drills into a cell, opens its order and exports, in Chinese and in English', async ({ page }) => {
  await signIn(page, 'buyer');
  await openMenu(page, '支出分析');
  const cube = panel(page).getByTestId('spend-cube');
  const pivot = cube.getByTestId('spend-pivot');
  // The demo's year: 华东精密 has the most spend, and a couple of suppliers make 80 % of it.
  await expect(pivot).toContainText('华东精密');
  await expect(cube.getByTestId('spend-pareto-count')).toContainText('80%');
  await expectDrawn(cube.getByTestId('spend-pareto-chart'));
  await expectDrawn(cube.getByTestId('spend-coverage-chart'));
  // Office supplies come from 瑞丰五金 alone.
  await expect(cube.getByTestId('spend-single-source')).toContainText('办公用品');

  // Rows by month: a row per month of the year.
  await cube.getByTestId('spend-rows').locator('select').selectOption('month');
  await expect(pivot).toContainText(/\d{4}-\d{2}/);
  await cube.getByTestId('spend-rows').locator('select').selectOption('supplier');
  await expect(pivot).toContainText('华东精密');

  // A cell's amount drills into its lines; a line opens its order.
  await pivot.locator('button.link-button').first().click();
  const drill = cube.getByTestId('spend-drill-rows');
  await expect(drill.locator('a').first()).toBeVisible();
  const number = (await drill.locator('a').first().textContent())?.trim() ?? '';
  expect(number).toMatch(/^PO-/);
  await drill.locator('a').first().click();
  await expect(page.locator('.tab.active')).toContainText(number);

  await openMenu(page, '支出分析');
  const download = page.waitForEvent('download');
  await panel(page).getByTestId('spend-export').click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  await page.locator('.user-btn').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await openMenu(page, 'Spend cube');
  const en = panel(page).getByTestId('spend-cube');
  await expect(en.getByTestId('spend-filters')).toContainText('Measure');
  await expect(en.getByTestId('spend-pareto-count')).toContainText('make 80 % of spend');
  await expect(en).not.toContainText('帕累托');
});
