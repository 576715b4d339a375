#!/usr/bin/env node
// Bundles each element's define file (src/components/*/srm-*.ts) alone, minified, with
// all its dependencies (lit, @vaadin/*, echarts, ...) and prints gzip sizes as JSON.
// JS and CSS are reported apart: the CSS is the Lumo theme (lumo.css) that
// styles/tokens.ts loads once per page for every Vaadin-based element.
// Target: srm-data-grid with its dependencies < 80 kB gzip.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readdirSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(root, '..', '..');
const comps = join(root, 'src', 'components');
const kB = (n) => Math.round((n / 1024) * 10) / 10;

const entries = [];
for (const dir of readdirSync(comps).sort()) {
  const folder = join(comps, dir);
  if (!existsSync(folder)) continue;
  for (const f of readdirSync(folder)) if (/^srm-.*\.ts$/.test(f)) entries.push(join(folder, f));
}
entries.push(join(root, 'src', 'define-all.ts'));

async function measure(entry) {
  const res = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    write: false,
    outdir: '/virtual',
    conditions: ['production'],
    tsconfig: join(repo, 'tsconfig.json'),
    loader: { '.css': 'css' },
    logLevel: 'silent',
    legalComments: 'none',
  });
  let js = 0,
    jsGz = 0,
    css = 0,
    cssGz = 0;
  for (const f of res.outputFiles) {
    const gz = gzipSync(f.contents, { level: 9 }).length;
    if (f.path.endsWith('.css')) (css += f.contents.length), (cssGz += gz);
    else (js += f.contents.length), (jsGz += gz);
  }
  return { js, jsGz, css, cssGz };
}

const elements = [];
for (const entry of entries) {
  const name = relative(join(root, 'src'), entry).replace(/\\/g, '/');
  try {
    const m = await measure(entry);
    elements.push({
      entry: name,
      jsKB: kB(m.js),
      jsGzipKB: kB(m.jsGz),
      cssGzipKB: kB(m.cssGz),
      totalGzipKB: kB(m.jsGz + m.cssGz),
    });
  } catch (error) {
    elements.push({ entry: name, error: String(error?.message ?? error).split('\n')[0] });
  }
}
const grid = elements.find((e) => e.entry.endsWith('srm-data-grid.ts'));
const out = {
  bench: 'bundle-size',
  unit: 'kB (1024 bytes), minified, gzip -9',
  elements,
  target: {
    element: 'srm-data-grid',
    limitGzipKB: 80,
    jsGzipKB: grid?.jsGzipKB,
    totalGzipKB: grid?.totalGzipKB,
    ok: grid ? grid.jsGzipKB < 80 : false,
    okIncludingThemeCss: grid ? grid.totalGzipKB < 80 : false,
  },
};
process.stdout.write(JSON.stringify(out, null, 2) + '\n');
