/**
 * A legacy page (plain HTML, no build step) embeds the portal's elements from
 * /elements/<version>/srm-elements.js and is opened in the portal through
 * /iframeBox: it works as the signed-in portal user, so a supplier sees only its
 * own orders there too, and attaches a file to one of them.
 */
import { expect, test } from './fixtures.ts';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { apiLogin } from './api.ts';
import { day, signIn } from './helpers.ts';

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

const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

test("the bundle's integrity is published beside it and the legacy page loads it with it, in the legacy theme", async ({ page, request }) => {
  const bundle = await request.get(`/elements/${version}/srm-elements.js`);
  const hash = sri(await bundle.body());
  expect((await (await request.get(`/elements/${version}/srm-elements.js.sri`)).text()).trim()).toBe(hash);
  const published = (await (await request.get(`/elements/${version}/integrity.json`)).json()) as { files: Record<string, string> };
  expect(published.files['srm-elements.js']).toBe(hash);
  const grid = Object.keys(published.files).find((f) => /^chunks\/srm-data-grid-.*\.js$/.test(f));
  expect(grid).toBeTruthy();
  expect(published.files[grid!]).toBe(sri(await (await request.get(`/elements/${version}/${grid}`)).body()));

  await page.goto('/legacy/orders.html');
  const script = page.locator(`script[src="/elements/${version}/srm-elements.js"]`);
  await expect(script).toHaveAttribute('integrity', hash);
  await expect(script).toHaveAttribute('crossorigin', '');
  const map = JSON.parse((await page.locator('script[type=importmap]').textContent()) ?? '{}') as { integrity: Record<string, string> };
  expect(map.integrity[`/elements/${version}/${grid}`]).toBe(published.files[grid!]);
  // The bundle ran (the grid is defined, whether or not anyone is signed in) and the theme is the legacy one.
  await expect.poll(() => page.evaluate(() => Boolean(customElements.get('srm-data-grid')))).toBe(true);
  const header = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--srm-color-header-background').trim());
  expect(header).toBe('#34495e');
});

for (const [what, pattern] of [
  ['bundle', `**/elements/${version}/srm-elements.js`],
  ['chunk of an element', `**/elements/${version}/chunks/srm-data-grid-*.js`],
] as const) {
  test(`a tampered ${what} is refused by the browser: the page does not run it`, async ({ page }) => {
    await page.route(pattern, async (route) => {
      const original = await route.fetch();
      await route.fulfill({ response: original, body: `${await original.text()}\nconsole.log('tampered');` });
    });
    const refused = page.waitForEvent('console', (m) => m.type() === 'error' && /integrity/i.test(m.text()));
    const ran: string[] = [];
    page.on('console', (m) => {
      if (m.text() === 'tampered') ran.push(m.text());
    });
    await page.goto('/legacy/orders.html');
    expect((await refused).text()).toContain(`/elements/${version}/`);
    expect(await page.evaluate(() => Boolean(customElements.get('srm-data-grid')))).toBe(false);
    expect(ran).toEqual([]);
  });
}

const legacyUrl = (baseURL: string) =>
  `/iframeBox?link=EXTERIOR&type=${encodeURIComponent('采购订单')}&actionId=${b64url({ url: `${baseURL}/legacy/orders.html` })}`;
const ordersOf = async (baseURL: string, user: 'buyer' | 'supplier1' | 'supplier2', params: Record<string, unknown> = {}) => {
  const { client } = await apiLogin(baseURL, user);
  return (await client.post<{ poNumber: string; poStatus: string; attachmentIds?: string | null }[]>(ORDERS, { pageRows: 100, ...params })).data;
};

test('a legacy page in /iframeBox shows a supplier only its own orders', async ({ page, baseURL }) => {
  const mine = (await ordersOf(baseURL!, 'supplier1')).map((o) => o.poNumber);
  const theirs = (await ordersOf(baseURL!, 'supplier2')).map((o) => o.poNumber);
  expect(mine.length).toBeGreaterThan(0);
  expect(theirs.length).toBeGreaterThan(0);

  await signIn(page, 'supplier1');
  await page.goto(legacyUrl(baseURL!));
  const legacy = page.frameLocator('[data-testid=iframe-external] iframe');
  const grid = legacy.locator('srm-data-grid');
  // No second sign-in: the page works as the portal's user.
  await expect(grid).toContainText(mine[0]);
  await expect(legacy.locator('#message')).toBeHidden();
  for (const n of mine.slice(0, 10)) await expect(grid).toContainText(n);
  for (const n of theirs) await expect(grid).not.toContainText(n);
  // Read-only for the supplier: a released order's files can be downloaded, not changed.
  await grid.getByText(mine[0], { exact: true }).click();
  await expect(legacy.locator('#attachments srm-attachment-button')).toBeVisible();
  await expect(legacy.locator('#attachments srm-attachment-button input[type=file]')).toHaveCount(0);
});

test('in the legacy page a buyer attaches a file to a draft order, and it is kept on the order', async ({ page, baseURL }) => {
  // A draft of the walk's own, the newest order: the legacy grid lists the newest first, a page of them.
  const { client } = await apiLogin(baseURL!, 'buyer');
  // Supplier1's supplier, organisation and item: a supplier no other walk freezes.
  const [sample] = (await (await apiLogin(baseURL!, 'supplier1')).client.post<{ poHeaderId: number }[]>(ORDERS, { pageRows: 1 })).data;
  const full = (await client.post<Record<string, any>>(restPath(getEntity('purOrder'), 'findById'), { poHeaderId: sample.poHeaderId })).data;
  const saved = await client.post<{ poNumber: string }>(restPath(getEntity('purOrder'), 'saveOrUpdate'), {
    supplierId: full.supplierId,
    orgId: full.orgId,
    currencyCode: 'CNY',
    taxRateCode: 'VAT13',
    description: 'e2e legacy page attachment',
    lines: [{ lineNumber: 1, itemId: full.lines[0].itemId, quantity: 2, taxPrice: 1250, needByDate: day(30) }],
  });
  expect(saved.status, saved.msg).toBe('S');
  const draft = saved.data;
  await signIn(page, 'buyer', 'EN');
  await page.goto(legacyUrl(baseURL!));
  const legacy = page.frameLocator('[data-testid=iframe-external] iframe');
  await expect(legacy.locator('#title')).toHaveText('Purchase orders');
  const grid = legacy.locator('srm-data-grid');
  await grid.getByText(draft.poNumber, { exact: true }).click();
  await expect(legacy.locator('#attachments-title')).toContainText(draft.poNumber);
  const attachments = legacy.locator('#attachments srm-attachment-button');
  await attachments.locator('input[type=file]').setInputFiles({ name: 'quotation.txt', mimeType: 'text/plain', buffer: Buffer.from('legacy page upload') });
  await expect(attachments).toContainText('quotation.txt');
  await expect
    .poll(async () => (await ordersOf(baseURL!, 'buyer', { poStatus: 'DRAFT' })).find((o) => o.poNumber === draft.poNumber)?.attachmentIds ?? '')
    .toMatch(/^\d+$/);
});
