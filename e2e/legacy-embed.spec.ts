/**
 * A legacy page (plain HTML, no build step) embeds the portal's elements from
 * /elements/<version>/srm-elements.js and is opened in the portal through
 * /iframeBox: it works as the signed-in portal user, so a supplier sees only its
 * own orders there too, and attaches a file to one of them.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { getEntity, restPath } from '@srm/domain/entity/registry.ts';
import { apiLogin } from './api.ts';
import { signIn } from './helpers.ts';

const ORDERS = restPath(getEntity('purOrder'), 'listByPage');
const version = JSON.parse(readFileSync('packages/elements/package.json', 'utf8')).version as string;
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

test('the served bundle is the version the legacy page pins, cached for good', async ({ request }) => {
  const page = await request.get('/legacy/orders.html');
  expect(page.ok()).toBe(true);
  expect(await page.text()).toContain(`/elements/${version}/srm-elements.js`);
  const bundle = await request.get(`/elements/${version}/srm-elements.js`);
  expect(bundle.ok()).toBe(true);
  expect(bundle.headers()['content-type']).toContain('javascript');
  expect(bundle.headers()['cache-control']).toContain('immutable');
  expect((await request.get('/elements/9.9.9/srm-elements.js')).status()).toBe(404);
});

test('a legacy page in /iframeBox shows a supplier only its own orders and attaches a file to one', async ({ page, baseURL }) => {
  const numbers = async (user: 'supplier1' | 'supplier2') => {
    const { client } = await apiLogin(baseURL!, user);
    return (await client.post<{ poNumber: string }[]>(ORDERS, { pageRows: 100 })).data.map((o) => o.poNumber);
  };
  const mine = await numbers('supplier1');
  const theirs = await numbers('supplier2');
  expect(mine.length).toBeGreaterThan(0);
  expect(theirs.length).toBeGreaterThan(0);

  await signIn(page, 'supplier1');
  await page.goto(`/iframeBox?link=EXTERIOR&type=${encodeURIComponent('采购订单')}&actionId=${b64url({ url: `${baseURL}/legacy/orders.html` })}`);
  const legacy = page.frameLocator('[data-testid=iframe-external] iframe');
  const grid = legacy.locator('srm-data-grid');
  await expect(grid).toContainText(mine[0]);
  for (const n of mine.slice(0, 10)) await expect(grid).toContainText(n);
  for (const n of theirs) await expect(grid).not.toContainText(n);
  // No sign-in form: the page works as the portal's user.
  await expect(legacy.locator('#message')).toBeHidden();

  await grid.getByText(mine[0], { exact: true }).click();
  const attachments = legacy.locator('#attachments srm-attachment-button');
  await expect(attachments).toBeVisible();
  await attachments.locator('input[type=file]').setInputFiles({ name: '送货说明.txt', mimeType: 'text/plain', buffer: Buffer.from('legacy page upload') });
  await expect(attachments).toContainText('送货说明.txt');
  const { client } = await apiLogin(baseURL!, 'supplier1');
  // The file is kept on the order itself, as the edit screen would save it.
  await expect
    .poll(async () => (await client.post<{ poNumber: string; attachmentIds?: string | null }[]>(ORDERS, { pageRows: 100 })).data.find((o) => o.poNumber === mine[0])?.attachmentIds ?? '')
    .toMatch(/^\d+/);
});
