/**
 * The screenshot gallery's walk (`npm run screenshots`, scripts/screenshots.mjs): the every-menu walk of
 * e2e/menu-walk.ts for each user and language of WALK_USERS and WALK_LANGS, a picture of the page on every screen
 * into WALK_SCREENSHOTS with a list of them (<user>-<lang>.json) that the script makes the index of. It only looks:
 * what the walk finds wrong is listed beside the pictures, not failed on (the walk's spec does that).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from './fixtures.ts';
import { signIn } from './helpers.ts';
import { walkMenus, walkPlan } from './menu-walk.ts';

const dir = process.env.WALK_SCREENSHOTS ?? 'dist/screenshots';
test.describe.configure({ mode: 'parallel' });

for (const { user, lang } of walkPlan()) {
  test(`gallery: ${user} in ${lang}`, async ({ page }) => {
    test.setTimeout(30 * 60_000);
    mkdirSync(dir, { recursive: true });
    await signIn(page, user, lang);
    const pictures: { route: string; menu: string; group: string; file: string }[] = [];
    const { failures } = await walkMenus(page, user, lang, {
      skipAxe: true,
      onScreen: async (screen, index) => {
        const file = `${user}-${lang}-${String(index + 1).padStart(3, '0')}-${(screen.menu.htmlUrl ?? '').replace(/[^\w-]+/g, '_')}.png`;
        await page.screenshot({ path: join(dir, file) });
        pictures.push({ route: screen.menu.htmlUrl ?? '', menu: screen.menu.menuName, group: screen.group, file });
      },
    });
    writeFileSync(join(dir, `${user}-${lang}.json`), JSON.stringify({ user, lang, pictures, failures }, null, 2));
  });
}
