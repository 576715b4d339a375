/**
 * The API reference at /api/docs as an integrator uses it: the page opens in
 * Chromium from this server alone (no policy violation, nothing fetched
 * elsewhere), Authorize takes the client credentials of an API app the
 * administrator registered, and a materials page asked from the page's "Try
 * it out" (in the Base data module, which the page opens by its address) answers 200 with rows.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { apiLogin, loginAnswer } from './api.ts';
import { expect, type Locator, type Page, test } from './fixtures.ts';

test('an integrator authorizes with client credentials in /api/docs and lists materials from the page', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  // The administrator registers the integration, acting with the buyer's responsibility, and is shown its secret once.
  const { client: admin } = await apiLogin(baseURL!, 'admin');
  const { respId } = await apiLogin(baseURL!, 'buyer');
  const app = getEntity('oauthApp');
  const saved = await admin.post<{ appId: number }>(restPath(app, 'saveOrUpdate'), {
    appName: `API docs walk ${Date.now()}`,
    grantTypes: 'client_credentials',
    scopes: 'api',
    enabledFlag: 'Y',
    grants: [{ respId }],
  });
  expect(saved.status, saved.msg).toBe('S');
  const issued = await admin.post<{ clientId: string; clientSecret: string }>(restPath(app, 'doResetSecret'), { appId: saved.data.appId });
  expect(issued.status, issued.msg).toBe('S');

  const violations: string[] = [];
  const elsewhere: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(m.text())) violations.push(m.text());
  });
  page.on('request', (r) => {
    if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:')) elsewhere.push(r.url());
  });
  await page.goto('/api/docs?module=Base%20data');
  // A limit, not a pace: a first page on two busy cores.
  await expect(page.locator('.swagger-ui .info .title')).toContainText('SRM platform API', { timeout: 90_000 });

  await page.locator('.btn.authorize').first().click();
  // The dialog lists every scheme; the one OAuth scheme has the client id and secret fields.
  await page.getByRole('textbox', { name: 'client_id:' }).fill(issued.data.clientId);
  await page.getByRole('textbox', { name: 'client_secret:' }).fill(issued.data.clientSecret);
  const scope = page.locator('.dialog-ux .scopes input[type=checkbox]');
  if (!(await scope.isChecked())) await page.locator('.dialog-ux .scopes').getByText('select all').click();
  await expect(scope).toBeChecked();
  await page.getByRole('button', { name: 'Apply given OAuth2 credentials' }).click();
  // The token was answered by /oauth/token: the scheme is authorized and offers to remove it.
  await expect(page.locator('.dialog-ux').getByRole('heading', { name: 'Authorized' })).toBeVisible();
  await expect(page.locator('.dialog-ux').getByRole('button', { name: 'Remove authorization' })).toBeVisible();
  await page.locator('.dialog-ux .close-modal').click();

  const op = await listMaterialsFromThePage(page);
  // Swagger UI shows the request it sent: the bearer token, and no portal signature.
  await expect(op.locator('.curl-command')).toContainText('Authorization: Bearer ');
  expect(violations).toEqual([]);
  expect(elsewhere).toEqual([]);
});

/** Runs materialItem listByPage from the page's "Try it out" with a page of 5; answers the operation's block once it answered 200 with rows. */
async function listMaterialsFromThePage(page: Page): Promise<Locator> {
  // The page shows one module's operations at a time (its top bar chooses; `?module=` opens one).
  await expect(page.locator('.topbar select option:checked')).toHaveText('Base data');
  await page.getByPlaceholder('Filter by tag or path').fill('(materialItem)');
  const tag = page.locator('h3.opblock-tag').filter({ hasText: 'Material (materialItem)' });
  const op = page.locator('[id$="-materialItem_listByPage"]');
  // A click while the filtered list still renders can be lost: the tag is clicked again until it is open.
  await expect(async () => {
    if ((await tag.getAttribute('data-is-open')) !== 'true') await tag.click();
    await expect(op.locator('.opblock-summary')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await op.locator('.opblock-summary').click();
  await op.locator('.try-out__btn').click();
  await op.locator('textarea.body-param__text').fill('{ "pageRows": 5 }');
  await op.locator('.btn.execute').click();
  const live = op.locator('.live-responses-table');
  await expect(live.locator('tr.response .response-col_status')).toHaveText('200');
  const body = live.locator('tr.response .response-col_description pre').first();
  await expect(body).toContainText('"status": "S"');
  await expect(body).toContainText('"itemCode"');
  return op;
}

test('a portal session token entered in /api/docs is signed by the page itself, and its call succeeds', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const { authorizationCode } = await loginAnswer(baseURL!, 'buyer');
  await page.goto('/api/docs?module=Base%20data');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('SRM platform API', { timeout: 90_000 });
  await page.locator('.btn.authorize').first().click();
  // The `token` scheme (the authorization header); timestamp and signature are left empty: the page computes them.
  const token = page.locator('.dialog-ux .auth-container').filter({ has: page.getByRole('heading', { name: /^token/ }) });
  await token.getByRole('textbox').fill(authorizationCode);
  await token.getByRole('button', { name: 'Apply credentials' }).click();
  await page.locator('.dialog-ux .close-modal').click();
  const op = await listMaterialsFromThePage(page);
  await expect(op.locator('.curl-command')).toContainText('x-srm-signature: ');
});
