/**
 * Admin console additions and /iframeBox: a notice configuration created,
 * enabled and invalidated through the generic screens; /iframeBox showing an
 * internal screen without the shell, a read-only record with M=V, an external
 * http(s) page in an iframe, and refusing any other kind of link.
 */
import { expect, test } from './fixtures.ts';
import { expectAccessible, openMenu, panel, signIn } from './helpers.ts';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

test('notice configuration: created, enabled and invalidated through the generic screens', async ({ page }) => {
  await signIn(page, 'admin');
  await openMenu(page, '通知配置');
  await expect(panel(page).locator('srm-data-grid')).toContainText('NC-ORDER-RELEASED');
  await panel(page).getByRole('button', { name: /新增/ }).click();
  const form = panel(page);
  const code = `NC-E2E-${Date.now().toString(36).toUpperCase()}`;
  await form.locator('[data-field=configCode] input').fill(code);
  await form.locator('[data-field=configName] input').fill('送货单接收通知采购员');
  await form.locator('[data-field=businessEvent] srm-lookup-select').evaluate((el: HTMLElement & { value: unknown }) => {
    el.value = 'DELIVERY_RECEIVED';
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await form.locator('[data-field=receiverRole] srm-lookup-select').evaluate((el: HTMLElement & { value: unknown }) => {
    el.value = 'BUYER';
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.locator('[data-field=titleTemplate] .field-error')).toHaveText('必填');
  await form.locator('[data-field=titleTemplate] input').fill('送货单 {deliveryNumber} 已接收');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('srm-toast')).toContainText('保存成功');
  await expect(form.locator('.status-tag')).toHaveText('拟定');
  await expectAccessible(page, 'notice configuration edit');

  await form.getByRole('button', { name: '生效' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(form.locator('.status-tag')).toHaveText('已生效');
  await expect(form.getByRole('button', { name: '保存' })).toHaveCount(0);
  await form.getByRole('button', { name: '失效' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(form.locator('.status-tag')).toHaveText('已失效');
});

test('/iframeBox: a screen without the shell, read-only with M=V, external http(s) pages only', async ({ page, baseURL }) => {
  await signIn(page, 'admin');
  await page.goto('/iframeBox?pageName=materialManagement&menuId=1&respId=1&type=物料');
  await expect(page.locator('srm-data-grid')).toContainText('M-100001');
  await expect(page.locator('.sider')).toHaveCount(0);
  await expect(page.locator('.tabs')).toHaveCount(0);

  await page.goto(`/iframeBox?actionId=${b64url({ route: 'projectList', query: { id: 1 } })}&M=V`);
  await expect(page.locator('.edit-page')).toBeVisible();
  // Read-only fields are srm-display-field: the value is on the element, shown in its shadow root.
  await expect(page.locator('[data-field=projectCode] srm-display-field [part=value]')).not.toBeEmpty();
  await expect(page.getByRole('button', { name: '保存' })).toHaveCount(0);

  const external = `${baseURL}/login?from=iframe`;
  await page.goto(`/iframeBox?link=EXTERIOR&type=${encodeURIComponent('外部系统')}&actionId=${b64url({ url: external })}`);
  await expect(page.locator('[data-testid=iframe-external] iframe')).toHaveAttribute('src', external);
  await expect(page.frameLocator('[data-testid=iframe-external] iframe').locator('h1')).toHaveText('账号登录');

  for (const bad of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '/main']) {
    await page.goto(`/iframeBox?link=EXTERIOR&actionId=${b64url({ url: bad })}`);
    await expect(page.locator('[role=alert]')).toContainText('链接无效');
    await expect(page.locator('iframe')).toHaveCount(0);
  }
});
