/**
 * Dynamic charts in the browser: the buyer opens the purchasing dashboard
 * from its menu and sees its two charts (a bar of order amounts by supplier,
 * a pie of orders by status) drawn, each with its figures in a data grid. axe on the dashboard.
 */
import { expect, test } from './fixtures.ts';
import { expectAccessible, openMenu, panel, signIn } from './helpers.ts';

test('a dashboard of two charts opens from the buyer’s menu', async ({ page }) => {
  await signIn(page, 'buyer');
  await openMenu(page, '采购看板');
  const board = panel(page).getByTestId('chart-dashboard');
  await expect(board.locator('section.card')).toHaveCount(2);
  await expect(board.locator('section.card').nth(0)).toContainText('各供应商订单金额');
  await expect(board.locator('section.card').nth(1)).toContainText('订单状态分布');
  await expect(board.locator('section.card srm-data-grid #items tr:not([hidden])').first()).toBeVisible();
  await expect(board.locator('canvas').first()).toBeVisible();
  await expectAccessible(page, 'chart dashboard');
});
