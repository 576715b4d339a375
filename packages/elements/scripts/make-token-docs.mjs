#!/usr/bin/env node
// Writes the table of design tokens (name, default, meaning, from src/styles/tokens.ts) into
// packages/elements/README.md between `<!-- tokens:start -->` and `<!-- tokens:end -->`.
// Usage: node scripts/make-token-docs.mjs [--check]   (--check fails when the table is stale)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readTokens, root } from './tokens-lib.mjs';

const readme = join(root, 'README.md');
const text = readFileSync(readme, 'utf8');
const start = '<!-- tokens:start -->';
const end = '<!-- tokens:end -->';
if (!text.includes(start) || !text.includes(end)) throw new Error(`README.md: no ${start} … ${end}`);

const rows = [['Token', 'Default', 'Meaning'], ...[...readTokens()].map(([name, t]) => [`\`${name}\``, `\`${t.value.replace(/\|/g, '\\|')}\``, t.description])];
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
const table = [line(rows[0]), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.slice(1).map(line)].join('\n');
const made = `${text.slice(0, text.indexOf(start) + start.length)}\n\n${table}\n\n${text.slice(text.indexOf(end))}`;

if (made === text) console.log('README.md: token table current');
else if (process.argv.includes('--check')) {
  console.error('packages/elements/README.md: the token table is stale: run `npm run make:token-docs -w @srm/elements`');
  process.exit(1);
} else {
  writeFileSync(readme, made);
  console.log('README.md: token table written');
}
