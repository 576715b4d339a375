/**
 * The supplier blacklist in the browser: the buyer submits one, the approver
 * approves it in English from the to-do, a new approved supplier list naming the
 * supplier is refused with the reason, and the buyer lifts it. Suppliers have no
 * blacklist menu and read no blacklist.
 */
import { expect, test } from './fixtures.ts';
import { clickVisible, expectAccessible, openMenu, panel, signIn, act, pickField } from './helpers.ts';

test('中科新材 blacklisted: submitted by the buyer, approved in English from the to-do, refused on a new supplier list, then lifted', async ({ browser }) => {
  test.setTimeout(150_000);
  const buyer = await browser.newPage();
  await signIn(buyer, 'buyer');
  await openMenu(buyer, '供应商黑名单');
  const grid = panel(buyer).locator('srm-data-grid');
  await expect(grid).toContainText('恒通物流服务有限公司');
  await expect(grid).toContainText('已驳回');
  await expectAccessible(buyer, 'blacklist list');
  // The newest first: the demo's draft for 中科新材.
  await clickVisible(grid.getByText(/^HMD-/));
  const doc = panel(buyer);
  await expect(doc.locator('.edit-header')).toContainText('拟定');
  await expect(doc.locator('[data-field=supplierId]')).toContainText('中科新材料股份有限公司');
  const number = (await doc.locator('.edit-subtitle').innerText()).trim();
  expect(number).toMatch(/^HMD-\d{8}-\d{3}$/);
  await doc.locator('[data-field=blacklistReason] input').fill('材质证明再次与实物不符，永久列入');
  await doc.getByRole('button', { name: '保存' }).click();
  await expect(buyer.locator('srm-toast')).toContainText('保存成功');
  await expectAccessible(buyer, 'blacklist form');
  await act(buyer, '提交');
  await expect(doc.locator('.edit-header')).toContainText('已提交');

  const approver = await browser.newPage();
  await signIn(approver, 'approver', 'EN');
  await approver.getByText(number).first().click();
  const review = panel(approver);
  await expect(review.locator('[data-field=blacklistReason]')).toContainText('材质证明再次与实物不符');
  await act(approver, 'Approve', { ok: 'OK', done: 'Done' });
  await expect(review.locator('.edit-header')).toContainText('Approved');

  // A new approved supplier list may not name a blacklisted supplier: the field says why.
  await openMenu(buyer, '货源清单');
  await panel(buyer).getByRole('button', { name: /新增/ }).click();
  const asl = panel(buyer);
  await pickField(buyer, 'supplierId', '中科', '中科新材料股份有限公司');
  await pickField(buyer, 'orgId', 'XC-MFG', '星辰制造有限公司');
  await asl.getByRole('button', { name: '保存' }).click();
  await expect(asl.locator('[data-field=supplierId] .field-error')).toContainText('中科新材料股份有限公司已列入黑名单');

  await openMenu(buyer, '供应商黑名单');
  await panel(buyer).locator('srm-data-grid').getByText(number).click();
  // The buyer's tab of it was opened before the approval: read it again.
  await buyer.reload();
  await expect(panel(buyer).locator('.edit-header')).toContainText('已批准');
  await act(buyer, '解除', { reason: '误判，撤销黑名单' });
  await expect(panel(buyer).locator('.edit-header')).toContainText('已解除');
  await expect(panel(buyer).locator('[data-field=liftReason]')).toContainText('误判，撤销黑名单');
});

test('a supplier has no blacklist menu and reads no blacklist', async ({ page }) => {
  await signIn(page, 'supplier1');
  await expect(page.getByText('供应商黑名单')).toHaveCount(0);
  await page.goto('/main/srmSlcSupplierBlacklistList');
  await expect(page.getByText('当前职责没有此页面的权限')).toBeVisible();
  await expect(page.getByText('恒通物流服务有限公司')).toHaveCount(0);
});
