/**
 * The demo company's year shows on the buyer's home: the delivery accuracy
 * chart draws twelve months of receipts instead of an empty frame.
 */
import { expect, test } from './fixtures.ts';
import { signIn } from './helpers.ts';

test('the buyer home charts a year of delivery accuracy from the demo data', async ({ page }) => {
  await signIn(page, 'buyer');
  const chart = page.locator('[data-testid=delivery-chart]');
  await expect(chart).toBeVisible();
  await expect(page.locator('[data-testid=delivery-empty]')).toHaveCount(0);
  await expect(chart.locator('canvas, svg').first()).toBeVisible();
});
