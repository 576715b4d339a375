/**
 * Document versions in the portal: a buyer changes a released order (the reason
 * asked for, the order then being changed), and the versions part of an order
 * changed earlier compares version 1 with the current one, for the buyer in
 * Chinese and for the order's supplier in English.
 */
import { expect, test, type Page } from './fixtures.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { apiLogin } from './api.ts';
import { clickVisible, openMenu, panel, search, signIn } from './helpers.ts';

const order = getEntity('purOrder');

async function openOrder(page: Page, menu: string, filter: string, poNumber: string) {
  await openMenu(page, menu);
  const grid = await search(page, filter, poNumber, /查询|Search/);
  // Click once the search has answered: the grid recycles its row elements, and one it hides while
  // the answer arrives may still hold the number (Playwright then waits on that hidden element).
  await expect(grid.locator('[part=total]')).toHaveText(/^\s*(共 1 条|Total 1 items)\s*$/);
  await clickVisible(grid.getByText(poNumber, { exact: true }));
  await expect(panel(page).locator('.edit-page')).toBeVisible();
}

test('a changed order shows its versions compared, to the buyer and to its supplier', async ({ page, baseURL }) => {
  const { client } = await apiLogin(baseURL!, 'buyer');
  const released = (
    await client.post<{ poHeaderId: number; poNumber: string; supplierId: number }[]>(restPath(order, 'listByPage'), { poStatus: 'RELEASED', pageRows: 100 })
  ).data;
  let changed: (typeof released)[number] | undefined;
  for (const po of released) {
    const versions = (await client.post<unknown[]>(restPath(order, 'listVersions'), { poHeaderId: po.poHeaderId })).data;
    if (versions.length > 1) changed = po;
  }
  expect(changed, 'the demo has a released order in its second version').toBeTruthy();

  await signIn(page, 'buyer');
  await openOrder(page, '采购订单', '采购订单号', changed!.poNumber);
  const versions = panel(page).locator('[data-testid=versions]');
  await expect(versions).toContainText('第 1 版');
  await expect(versions).toContainText('第 2 版 (当前)');
  await expect(versions).toContainText('变更原因：客户需求调整，数量追加');
  await expect(versions.locator('.versions-diff')).toContainText('数量');
  await expect(versions.locator('.versions-diff')).toContainText('含税总额');

  const supplierUser = (await apiLogin(baseURL!, 'supplier1')).client;
  const mine = (await supplierUser.post<{ poNumber: string }[]>(restPath(order, 'listByPage'), { pageRows: 200 })).data.some(
    (o) => o.poNumber === changed!.poNumber,
  );
  const supplier = mine ? 'supplier1' : 'supplier2';
  await signIn(page, supplier, 'EN');
  await openOrder(page, 'Purchase orders', 'Order number', changed!.poNumber);
  const theirs = panel(page).locator('[data-testid=versions]');
  await expect(theirs).toContainText('Version 1');
  await expect(theirs).toContainText('Version 2 (current)');
  await expect(theirs.locator('.versions-diff')).toContainText('Quantity');
  // Names copied from references compare in the reader's language on both sides: not a change.
  await expect(theirs.locator('.versions-diff')).not.toContainText('Organisation name');
});

test('a buyer changes a released order: the reason is asked for and the order is being changed', async ({ page, baseURL }) => {
  const { client } = await apiLogin(baseURL!, 'buyer');
  // A released order still in its first version: the demo's changed order stays for the other test.
  const released = (await client.post<{ poHeaderId: number; poNumber: string }[]>(restPath(order, 'listByPage'), { poStatus: 'RELEASED', pageRows: 100 })).data;
  let po: (typeof released)[number] | undefined;
  for (const candidate of released) {
    if (po) break;
    const versions = (await client.post<unknown[]>(restPath(order, 'listVersions'), { poHeaderId: candidate.poHeaderId })).data;
    if (versions.length === 1) po = candidate;
  }
  expect(po, 'the demo has a released order never changed').toBeTruthy();
  await signIn(page, 'buyer');
  await openOrder(page, '采购订单', '采购订单号', po!.poNumber);
  await panel(page).locator('.edit-header').getByRole('button', { name: '变更' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toContainText('请填写意见');
  await dialog.locator('textarea').fill('交期提前，数量调整');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(panel(page).locator('.status-tag')).toHaveText('变更中');
  // Editable again, and version 1 is kept: the versions part lists it.
  await expect(panel(page).getByRole('button', { name: '保存' })).toBeVisible();
  await expect(panel(page).locator('[data-testid=versions]')).toContainText('第 1 版');
});
