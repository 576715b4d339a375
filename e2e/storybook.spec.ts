/**
 * The design team's catalogue must not rot: `npm run build:storybook` builds it,
 * and a story of the built catalogue renders its element in Chromium (files
 * served from the build folder, no server of ours involved).
 */
import { expect, test } from './fixtures.ts';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = mkdtempSync(join(tmpdir(), 'srm-storybook-'));
test.afterAll(() => rmSync(out, { recursive: true, force: true }));

test('the Storybook catalogue builds and a data-grid story shows its rows', async ({ page }) => {
  test.setTimeout(240_000);
  execFileSync('npm', ['run', '-s', 'build:storybook', '--', '-o', out], { stdio: 'pipe' });
  expect(existsSync(join(out, 'iframe.html'))).toBe(true);

  const origin = 'http://storybook.test';
  await page.route(`${origin}/**`, (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname).replace(/^\/+/, '') || 'index.html';
    const file = join(out, path);
    return path.includes('..') || !existsSync(file) ? route.fulfill({ status: 404 }) : route.fulfill({ path: file });
  });
  await page.goto(`${origin}/iframe.html?id=elements-data-grid--server-paged&viewMode=story`);
  const grid = page.locator('srm-data-grid');
  await expect(grid).toContainText('Supplier 1');
  await expect(grid).toContainText('SUP000001');
});
