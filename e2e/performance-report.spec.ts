/**
 * The performance reports in the browser: the buyer opens the grade
 * distribution and the trend, each chart drawn on a canvas with as many
 * results as its grid has rows, in Chinese and then in English; the scheme
 * score lists open their rows read-only. axe on each new screen.
 */
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { clickVisible, expectAccessible, openMenu, panel, signIn } from './helpers.ts';

/** The chart is drawn: a canvas of some size inside the chart box. */
async function expectDrawn(chart: Locator): Promise<void> {
  const canvas = chart.locator('canvas').first();
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(0);
  expect(box?.height ?? 0).toBeGreaterThan(0);
}

/** What the chart's option plots: the bars' values, or the points of every line. */
const plotted = (chart: Locator) =>
  chart.evaluate((el) =>
    (el as unknown as { option: { series: { data: (number | { value: number } | null)[] }[] } }).option.series.flatMap((s) =>
      s.data.filter((d) => d !== null).map((d) => (typeof d === 'number' ? d : d.value)),
    ),
  );

/** The rows the report's grid holds. */
const tableRows = (page: Page) => ({
  count: () =>
    panel(page)
      .getByTestId('report-table')
      .evaluate((el) => (el as unknown as { getRows(): unknown[] }).getRows().length),
});

test('the buyer reads the grade distribution and the trend, in Chinese and in English', async ({ page }) => {
  await signIn(page, 'buyer');
  await openMenu(page, '供应商等级分布');
  const grades = panel(page).getByTestId('grade-chart');
  await expectDrawn(grades);
  // The demo publishes 华东 and 蓝海: each result once, and the bars add up to the table's rows.
  await expect(panel(page).getByTestId('report-table')).toContainText('华东精密');
  await expect(panel(page).getByTestId('report-table')).toContainText('蓝海');
  const bars = await plotted(grades);
  expect(bars.reduce((a, b) => a + b, 0)).toBe(await tableRows(page).count());
  await expect(panel(page).locator('h2')).toHaveText('供应商等级分布');
  // Names in full: on one line, whole where the column is wide enough and on hover always; codes and dates never cut.
  const name = panel(page).getByTestId('report-table').locator('span.ellipsis', { hasText: '华东精密机械有限公司' }).first();
  await expect(name).toBeVisible();
  await expect(name).toHaveAttribute('title', '华东精密机械有限公司');
  expect((await name.boundingBox())?.height ?? 0).toBeLessThan(30);
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const uncut = await panel(page)
    .getByTestId('report-table')
    .locator('vaadin-grid-cell-content')
    .evaluateAll((cells) =>
      cells.filter((c) => /^(JX-\d{8}-\d{3}|\d{4}-\d{2}-\d{2})$/.test(c.textContent?.trim() ?? '')).map((c) => c.scrollWidth <= c.clientWidth),
    );
  expect(uncut.length).toBeGreaterThan(0);
  expect(uncut).not.toContain(false);
  await expectAccessible(page, 'grade distribution');

  await openMenu(page, '供应商绩效趋势');
  const trend = panel(page).getByTestId('trend-chart');
  await expectDrawn(trend);
  // One point per result row.
  expect((await plotted(trend)).length).toBe(await tableRows(page).count());
  await expectAccessible(page, 'performance trend');

  await page.locator('.user-btn').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(panel(page).locator('h2')).toHaveText('Total score by period');
  await expect(panel(page).getByTestId('report-table')).toContainText('Total score');
  await expect(panel(page).getByTestId('report-table')).not.toContainText('综合得分');
  await openMenu(page, 'Grade distribution');
  await expect(panel(page).locator('h2')).toHaveText('Suppliers by grade');
  await expect(panel(page).getByTestId('report-filters')).toContainText('Organisation');
  await expectDrawn(panel(page).getByTestId('grade-chart'));
});

test('the scheme score lists open their rows read-only', async ({ page }) => {
  await signIn(page, 'buyer');
  await openMenu(page, '方案评分');
  const grid = panel(page).locator('srm-data-grid');
  await expect(grid).toContainText('KPI-OTD');
  await expectAccessible(page, 'scheme scores');
  await clickVisible(grid.getByText('准时交货率', { exact: true }));
  await expect(panel(page).locator('[data-field=indicatorCode]')).toContainText('KPI-OTD');
  await expectAccessible(page, 'scheme score');

  await openMenu(page, '方案总分');
  const totals = panel(page).locator('srm-data-grid');
  await expect(totals).toContainText('华东精密');
  await expectAccessible(page, 'scheme totals');
  await totals
    .getByText(/^JX-\d{8}-\d{3}$/)
    .filter({ visible: true })
    .first()
    .click();
  await expect(panel(page).getByTestId('drill-down')).toBeVisible();
});

test('a supplier has neither report on its menus', async ({ page }) => {
  await signIn(page, 'supplier1');
  await expect(page.locator('.menu')).toContainText('我的绩效');
  await expect(page.locator('.menu')).not.toContainText('供应商等级分布');
  await expect(page.locator('.menu')).not.toContainText('方案评分');
});
