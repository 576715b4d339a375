/**
 * Freezing a supplier in the browser: the buyer submits the demo's drafted
 * freeze of 中科新材, the approver approves it in English from the to-do, and a
 * new purchase order naming 中科新材 is refused with the reason. Exits are
 * listed with their states. Suppliers have neither menu.
 */
import { expect, test } from './fixtures.ts';
import { expectAccessible, openMenu, panel, signIn, pickField } from './helpers.ts';

test('中科新材 frozen: submitted by the buyer, approved in English from the to-do, then refused on a new order', async ({ browser }) => {
  test.setTimeout(150_000);
  const buyer = await browser.newPage();
  await signIn(buyer, 'buyer');
  await openMenu(buyer, '供应商冻结/解冻');
  const grid = panel(buyer).locator('srm-data-grid');
  await expect(grid).toContainText('金桥包装材料有限公司');
  await expect(grid).toContainText('解冻');
  await expectAccessible(buyer, 'freeze list');
  await grid
    .getByText(/^GFDJ-/)
    .filter({ visible: true })
    .first()
    .click();
  const doc = panel(buyer);
  await expect(doc.locator('[data-field=supplierId]')).toContainText('中科新材料股份有限公司');
  await expect(doc.locator('.edit-header')).toContainText('拟定');
  const number = (await doc.locator('.edit-subtitle').innerText()).trim();
  expect(number).toMatch(/^GFDJ-\d{8}-\d{3}$/);
  await doc.locator('[data-field=freezingInstructions] input').fill('复检不合格，冻结采购与付款');
  await doc.getByRole('button', { name: '保存' }).click();
  await expect(buyer.locator('srm-toast')).toContainText('保存成功');
  await expectAccessible(buyer, 'freeze form');
  await doc.locator('.edit-header').getByRole('button', { name: '提交', exact: true }).click();
  await buyer.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(doc.locator('.edit-header')).toContainText('已提交');

  const approver = await browser.newPage();
  await signIn(approver, 'approver', 'EN');
  await approver.getByText(number).first().click();
  const review = panel(approver);
  await expect(review.locator('[data-field=freezingInstructions]')).toContainText('复检不合格');
  await review.locator('.edit-header').getByRole('button', { name: 'Approve', exact: true }).click();
  await approver.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(review.locator('.edit-header')).toContainText('Approved');
  await expect(review.locator('[data-field=effectiveDate]')).not.toBeEmpty();

  await openMenu(buyer, '采购订单');
  await panel(buyer).getByRole('button', { name: /新增/ }).click();
  const order = panel(buyer);
  await pickField(buyer, 'supplierId', '中科', '中科新材料股份有限公司');
  await pickField(buyer, 'orgId', 'XC-MFG', '星辰制造有限公司');
  await order.getByRole('button', { name: '保存' }).click();
  await expect(order.locator('[data-field=supplierId] .field-error')).toContainText('中科新材料股份有限公司已冻结采购，不能用于新的业务');

  await openMenu(buyer, '供应商退出');
  const exits = panel(buyer).locator('srm-data-grid');
  await expect(exits).toContainText('鼎盛电气设备有限公司');
  await expect(exits).toContainText('已驳回');
  await expectAccessible(buyer, 'exit list');
});

test('a supplier has no freeze or exit menu and reads neither', async ({ page }) => {
  await signIn(page, 'supplier1');
  await expect(page.getByText('供应商冻结/解冻')).toHaveCount(0);
  for (const path of ['srmSlcSupplierFreezeList', 'srmSlcSupplierQuitList']) {
    await page.goto(`/main/${path}`);
    await expect(page.getByText('当前职责没有此页面的权限')).toBeVisible();
  }
  await expect(page.getByText('金桥包装材料有限公司')).toHaveCount(0);
});
