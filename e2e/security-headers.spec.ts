/**
 * The portal lives with its Content-Security-Policy: signing in, the home with its
 * charts, a list, an edit screen and the legacy page framed through /iframeBox
 * raise no policy violation in Chromium.
 */
import { expect, test } from './fixtures.ts';
import { openMenu, panel, signIn } from './helpers.ts';

test('no Content-Security-Policy violation while a buyer works in the portal', async ({ page, baseURL }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`));
  });
  const portal = await page.request.get(`${baseURL}/main`);
  expect(portal.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(portal.headers()['x-content-type-options']).toBe('nosniff');

  await signIn(page, 'buyer');
  await expect(page.locator('.page.home srm-chart-box').first()).toBeVisible();
  await openMenu(page, '物料管理');
  // Whatever materials earlier tests left: the first one shown opens its edit screen.
  const firstRow = panel(page).locator('srm-data-grid').locator('a[part="cell-link"]').filter({ visible: true }).first();
  await expect(firstRow).toBeVisible();
  await firstRow.click();
  await expect(panel(page).locator('.edit-page')).toBeVisible();
  await page.goto('/legacy/orders.html');
  await expect(page.locator('srm-data-grid')).toContainText('PO-');
  expect(violations).toEqual([]);
});
