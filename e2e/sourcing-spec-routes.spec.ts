/**
 * The four SPEC routes that had no screen, walked as their users reach them:
 * the buyer's tender competes (招标竞价) list the demo's compete made from its
 * evaluated tender and open it read-only with the tender named; a contract's
 * PDF opens in the portal's viewer from the contract, and another supplier's
 * contract is refused there with the server's message; supplier1's offers
 * (我的出价记录) list its own offers only, also from its hall. axe on each.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { apiLogin } from './api.ts';
import { expect, test } from './fixtures.ts';
import { clickVisible, expectAccessible, openMenu, panel, signIn } from './helpers.ts';

const TENDER = '2027年度钢材铝材追加招标';

test('the buyer lists the competes made from tenders and opens one read-only with its tender', async ({ page }) => {
  // The demo's evaluated tender put to a compete, as its 转竞价 button does (the server test covers what it makes).
  await signIn(page, 'buyer');
  await openMenu(page, '招标竞价');
  const grid = panel(page).locator('srm-data-grid');
  await expect(grid.locator('[part=total]')).toHaveText(/共 \d+ 条/);
  await expect(grid.getByText(TENDER, { exact: true })).toBeVisible();
  await expectAccessible(page, 'tender competes');
  await clickVisible(grid.getByText(`${TENDER} 竞价`, { exact: true }));
  const record = panel(page);
  // The read-only fields of the source section (the print sheet beside them is hidden).
  await expect(record.getByTitle(TENDER, { exact: true })).toBeVisible();
  await expect(record.getByTitle('招标转竞价', { exact: true })).toBeVisible();
  await expectAccessible(page, 'tender compete detail');
});

test("a contract's PDF opens in the portal for its parties, and is refused to another supplier", async ({ page, browser, baseURL }) => {
  const buyer = await apiLogin(baseURL!, 'buyer');
  const def = getEntity('contract');
  const found = await buyer.client.post<Record<string, any>[]>(restPath(def, 'listByPage'), { contractStatus: 'EFFECTIVE', pageRows: 50 });
  const mine = (found.data ?? []).find((c) => c.supplierName && String(c.supplierName).includes('华东精密'));
  expect(mine, 'an effective contract of supplier1').toBeTruthy();

  await signIn(page, 'supplier1');
  await page.goto(`/main/supplierContractDetail?id=${mine!.contractId}`);
  await panel(page).getByTestId('contract-pdf-view').click();
  const viewer = panel(page).getByTestId('pdf-view');
  await expect(viewer.getByTestId('pdf-view-frame')).toHaveAttribute('src', /^blob:/);
  await expect(viewer.getByRole('heading', { level: 1 })).toContainText(String(mine!.contractCode));
  await expect(viewer.getByTestId('pdf-view-download')).toBeVisible();
  await expectAccessible(page, 'pdf viewer');

  const other = await browser.newPage();
  await signIn(other, 'supplier2');
  await other.goto(`/main/pdfView?contractId=${mine!.contractId}`);
  const refused = panel(other).getByTestId('pdf-view');
  await expect(refused.getByRole('alert')).toBeVisible();
  await expect(refused.getByTestId('pdf-view-frame')).toHaveCount(0);
  await other.close();
});

test("supplier1's offers list its own offers only, of every event and from its hall", async ({ page, baseURL }) => {
  const s1 = await apiLogin(baseURL!, 'supplier1');
  const offers = await s1.client.post<Record<string, any>[]>(restPath(getEntity('ponCompeteOffer'), 'listByPage'), { pageRows: 100, exactCount: true });
  expect(offers.count).toBeGreaterThan(0);
  await signIn(page, 'supplier1');
  await openMenu(page, '我的出价记录');
  const grid = panel(page).locator('srm-data-grid');
  await expect(grid.locator('[part=total]')).toHaveText(new RegExp(`共 ${offers.count} 条`));
  await expectAccessible(page, 'my offers');
  // From one event's hall: its offers only.
  const event = Number(offers.data[0].competeHeaderId);
  const ofEvent = offers.data.filter((o) => Number(o.competeHeaderId) === event).length;
  await page.goto(`/main/supplierCompeteDetail?id=${event}`);
  await panel(page).getByTestId('compete-my-offers').click();
  await expect(panel(page).locator('srm-data-grid [part=total]')).toHaveText(new RegExp(`共 ${ofEvent} 条`));
});
