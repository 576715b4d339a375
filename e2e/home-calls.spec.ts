/**
 * The home asks for each thing once: after signing in, the buyer's and a
 * supplier's home make no repeated API call (same path and body) and at most
 * nine calls until the page is settled: eight, and the one-use ticket the
 * to-do hub's socket connects with (a session token is never put in its URL).
 */
import { expect, type Page, test } from './fixtures.ts';
import { fillSignIn } from './helpers.ts';
import type { USERS } from './users.ts';

const MAX_CALLS = 9;

/** Signs in and answers every /api call made from the sign-in answer until the network has been quiet. */
async function homeCalls(page: Page, user: keyof typeof USERS): Promise<string[]> {
  await fillSignIn(page, user);
  const calls: string[] = [];
  let signedIn = false;
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (!path.startsWith('/api/')) return;
    // The sign-in itself and the calls of the login page before it are not the home's.
    if (/\/login$/.test(path)) {
      signedIn = true;
      return;
    }
    if (signedIn) calls.push(`${req.method()} ${path} ${req.postData() ?? ''}`);
  });
  await page.locator('form button[type=submit]').click();
  await expect(page.locator('.page.home')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The hub's first message and the idle-time preloads come after the first quiet moment.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  return calls;
}

const repeats = (calls: string[]) => calls.filter((c, i) => calls.indexOf(c) !== i);

for (const user of ['buyer', 'supplier1'] as const) {
  test(`the ${user}'s home asks each thing once, in at most ${MAX_CALLS} calls`, async ({ page }) => {
    const calls = await homeCalls(page, user);
    console.log(`${user}: ${calls.length} calls\n  ${calls.join('\n  ')}`);
    expect(calls.length, 'the home asked the server something').toBeGreaterThan(0);
    expect(repeats(calls), 'no call is repeated').toEqual([]);
    expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(MAX_CALLS);
  });
}
