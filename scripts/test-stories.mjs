#!/usr/bin/env node
// `npm run test:stories [-- playwright arguments]`: builds Storybook into dist/storybook-test (about 10 s), then
// runs the story tests on it (playwright.stories.config.ts, e2e-stories/stories.spec.ts). STORIES_BUILD names a
// build to test instead (no build then). `-- --update-snapshots` writes the baselines anew.
import { execFileSync, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

let dir = process.env.STORIES_BUILD;
if (!dir) {
  dir = resolve('dist/storybook-test');
  execFileSync('npx', ['storybook', 'build', '-o', dir, '--quiet'], { stdio: ['ignore', 'ignore', 'inherit'] });
}
const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.stories.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, STORIES_BUILD: resolve(dir) },
});
process.exit(run.status ?? 1);
