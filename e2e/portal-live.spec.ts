/**
 * Live updates over the WebSocket at /srm-ws: a badge changes without a reload
 * when another user's action gives the signed-in user a to-do, and the page's
 * connection comes back by itself after the server restarts. Runs against a
 * private server (own port and data folder) so it may stop and start it, and
 * so no other test's data moves its counts.
 */
import { expect, test, type Page } from './fixtures.ts';
import { apiLogin, PrivateServer, submitRequisition } from './api.ts';
import { USERS } from './users.ts';

const server = new PrivateServer();

test.beforeAll(async () => {
  test.setTimeout(150_000);
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
});

async function signInAt(page: Page, base: string, user: keyof typeof USERS) {
  await page.goto(`${base}/login`);
  await expect(page.locator('.captcha-image img')).toBeVisible();
  const [name, password] = USERS[user];
  await page.locator('#userName').fill(name);
  await page.locator('#password').fill(password);
  await page.locator('#captchaCode').fill('TEST');
  await page.locator('form button[type=submit]').click();
  await expect(page.locator('.page.home')).toBeVisible();
}

const todoCount = async (page: Page) => {
  const badge = page.locator('[data-testid=todo-badge]');
  return (await badge.count()) ? Number(await badge.innerText()) : 0;
};

test('a to-do raised by another user shows on the badge without reload, also after a server restart', async ({ page }) => {
  test.setTimeout(150_000);
  await signInAt(page, server.baseURL, 'approver');
  // The home has loaded its counts once the to-do list shows.
  await expect(page.locator('srm-todo-panel')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('interiorPendingRestful'))), { timeout: 10_000 })
    .toBe(true);
  await page.waitForTimeout(500);
  const before = await todoCount(page);
  const navigations: string[] = [];
  page.on('framenavigated', (f) => f === page.mainFrame() && navigations.push(f.url()));

  await test.step('the buyer submits a requisition: the approver’s badge and list follow', async () => {
    const number = await submitRequisition(await apiLogin(server.baseURL, 'buyer'));
    await expect(page.locator('[data-testid=todo-badge]')).toHaveText(String(before + 1));
    await expect(page.locator('srm-todo-panel td.title', { hasText: number })).toBeVisible();
  });

  await test.step('the server restarts; the page reconnects by itself and hears the next one', async () => {
    // The listener goes on in the same turn as the socket appears, so its first frame ("ready") is not missed.
    let ready = false;
    page.on('websocket', (ws) => ws.url().includes('/srm-ws') && ws.on('framereceived', (f) => String(f.payload).includes('"ready"') && (ready = true)));
    await server.stop();
    await server.start();
    await expect.poll(() => ready, { timeout: 45_000, message: 'the page opened a new connection and was subscribed' }).toBe(true);
    // Submitted after the new connection is ready: only a live push can tell the page.
    const number = await submitRequisition(await apiLogin(server.baseURL, 'buyer'));
    await expect(page.locator('[data-testid=todo-badge]')).toHaveText(String(before + 2), { timeout: 45_000 });
    await expect(page.locator('srm-todo-panel td.title', { hasText: number })).toBeVisible();
  });
  expect(navigations, 'no reload or navigation happened').toEqual([]);
});
