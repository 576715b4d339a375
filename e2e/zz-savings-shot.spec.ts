import { expect, test } from './fixtures.ts';
import { openMenu, panel, signIn } from './helpers.ts';
test('shots', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1800 });
  await signIn(page, 'buyer');
  await openMenu(page, '寻源节约分析');
  await expect(panel(page).getByTestId('savings-by-month').locator('canvas').first()).toBeVisible();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/sav-zh.png', fullPage: true });
  await page.locator('.user-btn').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await openMenu(page, 'Sourcing savings');
  await panel(page).locator('#savings-group-by select').selectOption('category');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/sav-en.png', fullPage: true });
});
