/** Shared steps of the end-to-end tests: signing in, menus, tabs and the axe check. */
import { expect, type Locator, type Page } from './fixtures.ts';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const USERS = {
  admin: ['admin', 'Admin@123'],
  buyer: ['buyer', 'Buyer@123'],
  approver: ['approver', 'Approver@123'],
  supplier1: ['supplier1', 'Supplier@123'],
  supplier2: ['supplier2', 'Supplier@123'],
  supplier3: ['supplier3', 'Supplier@123'],
  manager: ['manager', 'Manager@123'],
  finance1: ['finance1', 'Finance@123'],
  finance2: ['finance2', 'Finance@123'],
  buyer2: ['buyer2', 'Buyer@123'],
  expert1: ['expert1', 'Expert@123'],
  expert2: ['expert2', 'Expert@123'],
  expert3: ['expert3', 'Expert@123'],
} as const;

/** The sign-in form filled in, not yet sent (a test may watch what the click sets off). */
export async function fillSignIn(page: Page, user: keyof typeof USERS, lang: 'CN' | 'EN' = 'CN'): Promise<void> {
  await page.goto('/login');
  await page.evaluate((l) => {
    localStorage.clear();
    localStorage.setItem('srm.language', JSON.stringify(l));
  }, lang);
  await page.reload();
  const [name, password] = USERS[user];
  await page.locator('#userName').fill(name);
  await page.locator('#password').fill(password);
  // A person types the code they see: wait for the picture.
  await expect(page.locator('.captcha-image img')).toBeVisible();
  await page.locator('#captchaCode').fill('TEST');
}

export async function signIn(page: Page, user: keyof typeof USERS, lang: 'CN' | 'EN' = 'CN'): Promise<void> {
  await fillSignIn(page, user, lang);
  await page.locator('form button[type=submit]').click();
  await expect(page.locator('.shell')).toBeVisible();
  await expect(page.locator('.page.home')).toBeVisible();
}

/** The active tab panel (screens of other tabs stay mounted but hidden). */
export const panel = (page: Page) => page.locator('.tab-panel:not([hidden])');

export async function openMenu(page: Page, menuName: string): Promise<void> {
  await page.locator('.menu a.menu-item.sub', { hasText: menuName }).first().click();
  await expect(page.locator('.tab.active')).toContainText(menuName);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe on the page; fails on serious or critical violations. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // Evaluated, not added as a <script>: the portal's Content-Security-Policy refuses inline scripts.
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${what}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * Chooses a record in a reference field's picker: opens it from the keyboard with
 * `open` (which also reaches a cell scrolled out of a wide line grid), searches the
 * keyword on the server, waits for the one row it should find, picks it.
 */
export async function pickRecord(page: Page, open: Locator, keyword: string, expected: string): Promise<void> {
  await open.focus();
  await open.press('Enter');
  const picker = page.locator('srm-record-picker [role=dialog]');
  const search = picker.getByRole('searchbox');
  await expect(search).toBeFocused();
  await search.fill(keyword);
  await search.press('Enter');
  const grid = picker.locator('srm-data-grid');
  await expect(grid.locator('[part=total]')).toHaveText(/^\s*(共 1 条|Total 1 items)\s*$/);
  await expect(grid).toContainText(expected);
  await grid.locator('[part~=select-row]').first().check();
  await picker.locator('[part~=ok-button]').click();
  await expect(page.locator('srm-record-picker')).toHaveCount(0);
}
