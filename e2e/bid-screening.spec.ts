/**
 * Bid screening (issue 47): the auditor opens the flags in Chinese and English,
 * opens one, follows its evidence to the event, and marks it reviewed with a
 * comment; a supplier's menu has no screening.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { apiLogin } from './api.ts';
import { expect, test } from './fixtures.ts';
import { act, clickVisible, openMenu, panel, signIn } from './helpers.ts';

test('the auditor reads a flag, follows its evidence and marks it reviewed', async ({ page, baseURL }) => {
  // The demo has reviewed one flag already (seed/screen-demo.ts): the walk opens one still to review.
  const { client } = await apiLogin(baseURL!, 'auditor');
  const [open] = (await client.post<{ flagNumber: string }[]>(restPath(getEntity('screeningFlag'), 'listByPage'), { flagStatus: 'OPEN', pageRows: 1 })).data;
  expect(open, 'the demo has a flag to review').toBeTruthy();
  await signIn(page, 'auditor', 'EN');
  await openMenu(page, 'Bid screening');
  await expect(panel(page).locator('srm-data-grid')).toContainText('SF-');
  await signIn(page, 'auditor', 'CN');
  await openMenu(page, '围标串标筛查');
  await clickVisible(panel(page).locator('srm-data-grid').getByText(open.flagNumber, { exact: true }));
  await expect(panel(page).getByTestId('screening-evidence-links')).toBeVisible();
  const evidence = panel(page).getByTestId('screening-evidence').locator('a').first();
  await expect(evidence).toBeVisible();
  await act(page, '标记已复核', { reason: '已核实：公开目录价' });
  await expect(panel(page)).toContainText('已复核');
  await panel(page).getByTestId('screening-evidence').locator('a').first().click();
  await expect(page.locator('.tab.active')).not.toContainText('围标串标筛查');
});

test("a supplier's menu has no screening", async ({ page }) => {
  await signIn(page, 'supplier1', 'EN');
  await expect(page.locator('.menu')).toBeVisible();
  await expect(page.locator('.menu')).not.toContainText('Bid screening');
  await expect(page.locator('.menu')).not.toContainText('Analytics');
});
