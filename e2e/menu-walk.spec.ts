/**
 * The every-menu walk (e2e/menu-walk.ts): one test per user and language of the run's plan, each opening every
 * screen of the user's menus and failing once, at the end, with every failing screen and its reasons.
 * In `npm test` the day's rotation (one internal user, one supplier user, opposite languages); every user and both
 * languages: `npm run walk:menus`; one screen: `WALK_USERS=buyer WALK_LANGS=EN WALK_ROUTES=materialManagement`.
 * Each walk's result goes to dist/walk/<user>-<lang>.json (WALK_OUT). The gallery (`npm run screenshots`) walks the
 * same way in e2e/screenshots.gallery.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { signIn } from './helpers.ts';
import { describeFailures, rotationDay, walkMenus, walkPlan } from './menu-walk.ts';

const plan = walkPlan();
const out = process.env.WALK_OUT ?? 'dist/walk';
if (!process.env.WALK_USERS)
  console.log(`menu walk: day ${rotationDay()}'s rotation: ${plan.map((r) => `${r.user} in ${r.lang}`).join(', ')} (every user: npm run walk:menus)`);

// Each walk on a worker of its own when there are several: they share nothing but the seeded demo.
test.describe.configure({ mode: 'parallel' });

for (const { user, lang } of plan) {
  test(`every menu opens cleanly: ${user} in ${lang}`, async ({ page }) => {
    // A minute for signing in, and about three seconds a screen on two busy cores: a limit, not a pace.
    test.setTimeout(30 * 60_000);
    await signIn(page, user, lang);
    const log = process.env.WALK_LOG ? (line: string) => console.log(line) : undefined;
    const { screens, window, failures } = await walkMenus(page, user, lang, { log });
    mkdirSync(out, { recursive: true });
    writeFileSync(
      join(out, `${user}-${lang}.json`),
      JSON.stringify({ user, lang, window, opened: screens.length, routes: screens.map((s) => s.menu.htmlUrl), failures }, null, 2),
    );
    console.log(`menu walk: ${user} in ${lang}, ${window}: ${screens.length} screens, ${failures.length} failing`);
    // Every demo user has menus; WALK_ROUTES naming none of this user's screens is a mistake to be told of.
    expect(screens.length, `${user} has no menu screen to walk${process.env.WALK_ROUTES ? ` among ${process.env.WALK_ROUTES}` : ''}`).toBeGreaterThan(0);
    expect(failures, `${failures.length} of ${screens.length} screens fail:\n${describeFailures(failures)}`).toEqual([]);
  });
}
