/**
 * Single sign-on in the browser: the administrator registers an OpenID Connect
 * provider (a real oidc-provider started by the test on the loopback address,
 * which signs in the account the test names), lets it link accounts by an
 * e-mail the provider verified, and enables it; the login page then offers its
 * button, and the buyer, whose e-mail the provider vouches for, signs in
 * through it without a password (an account is never found by user name). axe on the single sign-on, OAuth app and API manager screens.
 */
import { startIdp } from '../packages/api/test/sso-kit.ts';
import { expect, test } from './fixtures.ts';
import { expectAccessible, openMenu, panel, signIn } from './helpers.ts';

test('the administrator sets up an OpenID Connect provider and the buyer signs in through it', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const idp = await startIdp({ clientId: 'srm-e2e', clientSecret: 'e2e-idp-secret', redirectUri: `${baseURL}/api/baseServer/v1/baseLoginService/ssoLogin` });
  try {
    const admin = await browser.newPage();
    await signIn(admin, 'admin');
    await openMenu(admin, 'API 管理');
    // The catalogue shows its groups closed; a filter opens what it leaves, a click opens one group.
    const catalogue = panel(admin).getByTestId('api-manager');
    const groupButtons = catalogue.locator('h2 button');
    await expect(groupButtons.first()).toHaveAttribute('aria-expanded', 'false');
    await expect(catalogue.locator('[data-path]')).toHaveCount(0);
    await catalogue.getByTestId('api-filter').fill('srmBaseItemsRestful');
    const save = catalogue.locator('[data-path="/api/baseServer/v1/srmBaseItemsRestful/saveOrUpdate"]');
    await expect(save).toContainText('按职责授权');
    await expectAccessible(admin, 'API manager');
    await catalogue.getByTestId('api-filter').fill('');
    await expect(catalogue.locator('[data-path]')).toHaveCount(0);
    await groupButtons.first().click();
    await expect(groupButtons.first()).toHaveAttribute('aria-expanded', 'true');
    await expect(catalogue.locator('[data-path]').first()).toBeVisible();
    await openMenu(admin, 'OAuth 应用');
    await expect(panel(admin).locator('srm-data-grid')).toContainText('ERP');
    await expectAccessible(admin, 'OAuth apps');
    await openMenu(admin, '单点登录配置');
    await expectAccessible(admin, 'single sign-on list');
    await panel(admin).getByRole('button', { name: /新增/ }).click();
    const form = panel(admin);
    await form.locator('[data-field=providerCode] input').fill('E2E_IDP');
    await form.locator('[data-field=providerName] input').fill('集团统一身份认证');
    await form.locator('[data-field=issuerUrl] input').fill(idp.issuer);
    await form.locator('[data-field=clientId] input').fill('srm-e2e');
    await form.locator('[data-field=clientSecret] input').fill('e2e-idp-secret');
    await form.locator('[data-field=emailLinkFlag]').getByRole('checkbox').check();
    await form.locator('[data-field=enabledFlag]').getByRole('checkbox').check();
    await form.getByRole('button', { name: '保存' }).click();
    await expect(admin.locator('srm-toast')).toContainText('保存成功');
    // The secret is kept, never shown again.
    await expect(form.locator('[data-field=clientSecret] input')).toHaveValue('');
    await expectAccessible(admin, 'single sign-on form');

    idp.signInAs('idp-zhang', { preferred_username: 'zhang.cg', email: 'buyer@xingchen.example', email_verified: true });
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: /集团统一身份认证/ }).click();
    await expect(page.locator('.shell')).toBeVisible();
    await expect(page.locator('.page.home')).toBeVisible();
    await expect(page.locator('.user-name')).toHaveText('张采购');
  } finally {
    await idp.close();
  }
});
