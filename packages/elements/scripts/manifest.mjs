#!/usr/bin/env node
// Writes custom-elements.json with the community analyzer (custom-elements-manifest.config.mjs), or with
// --check fails when the committed file differs from what the sources give.
// Usage: node scripts/manifest.mjs [--check]
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
// The analyzer writes below the folder it runs in, whatever --outdir says, so the check's copy goes there too.
const outdir = check ? '.manifest-check' : '.';
try {
  execFileSync('npx', ['cem', 'analyze', '--config', 'custom-elements-manifest.config.mjs', '--outdir', outdir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (check) {
    const made = readFileSync(join(root, outdir, 'custom-elements.json'), 'utf8');
    const committed = readFileSync(join(root, 'custom-elements.json'), 'utf8');
    if (made !== committed) {
      const a = committed.split('\n');
      const b = made.split('\n');
      const at = a.findIndex((line, i) => line !== b[i]);
      console.error(`packages/elements/custom-elements.json is stale from line ${at + 1}: ${JSON.stringify(a[at])} vs ${JSON.stringify(b[at])}`);
      console.error('run `npm run manifest -w @srm/elements` and commit it');
      process.exitCode = 1;
    }
  }
} finally {
  if (check) rmSync(join(root, outdir), { recursive: true, force: true });
}
