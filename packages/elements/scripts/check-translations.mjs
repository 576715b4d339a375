#!/usr/bin/env node
// Fails (exit 1) when a msg() of packages/elements has no zh-CN target.
// 1. runs `lit-localize extract` so the XLIFF lists every msg() in the sources;
// 2. reads xliff/zh-CN.xlf and lists trans-units without a non-empty <target>.
// `--no-extract` skips step 1 (checks the committed file only).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const xlf = join(root, 'xliff', 'zh-CN.xlf');

if (!process.argv.includes('--no-extract')) {
  const bin = join(root, '..', '..', 'node_modules', '.bin', 'lit-localize');
  execFileSync(bin, ['extract'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

const text = readFileSync(xlf, 'utf8');
const units = [...text.matchAll(/<trans-unit id="([^"]+)">([\s\S]*?)<\/trans-unit>/g)];
const missing = [];
for (const [, id, body] of units) {
  const target = /<target>([\s\S]*?)<\/target>/.exec(body);
  if (!target?.[1].trim()) {
    const source = /<source>([\s\S]*?)<\/source>/.exec(body)?.[1] ?? '';
    missing.push(`${id}: ${source.replace(/<x [^>]*equiv-text="([^"]*)"\/>/g, '$1')}`);
  }
}
if (missing.length) {
  console.error(`zh-CN: ${missing.length} of ${units.length} messages have no translation in xliff/zh-CN.xlf:`);
  for (const m of missing) console.error(`  - ${m}`);
  process.exit(1);
}
console.log(`zh-CN: all ${units.length} messages translated`);
