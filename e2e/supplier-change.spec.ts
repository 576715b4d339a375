/**
 * A supplier's change of its record in the browser: 华东精密 mends its returned
 * proposal of a new bank account and submits it; the buyer reads the
 * comparison (the account added) and approves it in English; the supplier's
 * record then holds the account, and its lifecycle shows the change and
 * nothing of another supplier. axe on each new screen.
 */
import { expect, test } from './fixtures.ts';
import { expectAccessible, openMenu, panel, signIn } from './helpers.ts';

test('华东精密 resubmits its new account, the buyer approves it after the comparison, and the record and lifecycle show it', async ({ browser }) => {
  test.setTimeout(180_000);
  const supplier = await browser.newPage();
  await signIn(supplier, 'supplier1');
  // Its record is in effect: read-only, changed by proposal.
  await openMenu(supplier, '我的企业信息');
  await expect(panel(supplier)).toContainText('资料已生效，修改请通过“我的资料变更”发起变更');
  await expect(panel(supplier).getByRole('button', { name: '保存' })).toHaveCount(0);

  await openMenu(supplier, '我的资料变更');
  const list = panel(supplier).locator('srm-data-grid');
  await expect(list).toContainText('已退回');
  await expectAccessible(supplier, 'my changes list');
  await list
    .getByText(/^ZLBG-/)
    .filter({ visible: true })
    .first()
    .click();
  const change = panel(supplier);
  await expect(change.locator('.edit-header')).toContainText('已退回');
  await expect(change.locator('[data-field=reviewComment]')).toContainText('开户许可证');
  await expect(change.getByTestId('comparison')).toContainText('437258741234');
  const number = (await change.locator('.edit-subtitle').innerText()).trim();
  await change.locator('[data-field=changeReason] input').fill('新增中国银行结算账户（开户许可证已上传）');
  await change.getByRole('button', { name: '保存' }).click();
  await expect(supplier.locator('srm-toast')).toContainText('保存成功');
  await expectAccessible(supplier, 'change form');
  await change.locator('.edit-header').getByRole('button', { name: '提交', exact: true }).click();
  await supplier.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(change.locator('.edit-header')).toContainText('待审核');

  const buyer = await browser.newPage();
  await signIn(buyer, 'buyer', 'EN');
  await openMenu(buyer, 'Record changes');
  await panel(buyer).locator('srm-data-grid').getByText(number).click();
  const review = panel(buyer);
  const comparison = review.getByTestId('comparison');
  await expect(comparison).toContainText('Added');
  await expect(comparison).toContainText('437258741234');
  await expect(comparison).toContainText('中国银行上海市分行');
  await expectAccessible(buyer, 'change review');
  await review.locator('.edit-header').getByRole('button', { name: 'Approve', exact: true }).click();
  await buyer.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(review.locator('.edit-header')).toContainText('Approved');

  await openMenu(supplier, '我的企业信息');
  await supplier.reload();
  await expect(panel(supplier).locator('[data-field=supplierName]')).toContainText('华东精密机械有限公司');
  await expect(panel(supplier)).toContainText('437258741234');
  await openMenu(supplier, '我的生命周期');
  const timeline = panel(supplier).locator('srm-data-grid');
  await expect(timeline).toContainText(number);
  await expect(timeline).toContainText('资料变更');
  await expect(timeline).not.toContainText('蓝海电子科技有限公司');
  await expect(timeline).not.toContainText('黑名单');
  await expectAccessible(supplier, 'my lifecycle');

  // 蓝海 reads its own lifecycle and nothing of 华东精密's.
  const other = await browser.newPage();
  await signIn(other, 'supplier2');
  await openMenu(other, '我的生命周期');
  const its = panel(other).locator('srm-data-grid');
  await expect(its).toContainText('蓝海电子科技有限公司');
  await expect(its).toContainText('资质审查');
  await expect(its).not.toContainText(number);
  await expect(its).not.toContainText('华东精密');
});

test('the buyer reads the warnings: 华东精密 certificate expiring, 蓝海 expired', async ({ page }) => {
  await signIn(page, 'buyer');
  await openMenu(page, '供应商预警');
  const grid = panel(page).locator('srm-data-grid');
  await expect(grid).toContainText('证书即将到期');
  await expect(grid).toContainText('证书已过期');
  await expectAccessible(page, 'warnings');
});
