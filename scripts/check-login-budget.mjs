/**
 * The sign-in page's JavaScript against its budget: fails when /login would load
 * more than LOGIN_BUDGET_KB of gzip-compressed script. Run after the portal's
 * build (`npm run build:app`; the browser stage of scripts/test-all.mjs):
 * `node scripts/check-login-budget.mjs [dist/app]`.
 *
 * What /login loads, read from the build: the scripts of dist/app/index.html (the
 * entry and its modulepreloads), the entry's static imports, and the login
 * screen's own chunk with its static imports (App.tsx loads it at once, the one
 * lazy import the page makes), each from Vite's manifest (build.manifest, which
 * vite.config.ts moves to dist/app.manifest.json, out of the served folder). Each
 * file is gzip-compressed at level 9, as bench/portal.ts does with the scripts
 * Chromium fetched for the page; kB are 1,024 bytes there and here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const LOGIN_BUDGET_KB = 90;
/** The screens /login renders at once (manifest keys: paths under packages/app). */
const LOGIN_SCREENS = ['src/pages/LoginPage.tsx'];

const dist = resolve(process.argv[2] ?? process.env.APP_DIST ?? 'dist/app');
// Vite's manifest, moved beside the build by vite.config.ts so the server never serves it.
const manifestPath = `${dist}.manifest.json`;
if (!existsSync(join(dist, 'index.html')) || !existsSync(manifestPath)) {
  console.error(`check-login-budget: no build in ${dist} with its manifest ${manifestPath} (run npm run build:app first)`);
  process.exit(2);
}
/** @type {Record<string, { file: string; imports?: string[]; isEntry?: boolean }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const files = new Set();
// The page's own script tags and modulepreloads (the same as the entry's static imports, unless a plugin adds more).
for (const m of html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/?([^"]+\.js)"/g)) files.add(m[1]);
const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const starts = [...files].map((f) => keyOf.get(f)).filter(Boolean);
for (const screen of LOGIN_SCREENS) {
  if (!manifest[screen]) {
    console.error(`check-login-budget: ${screen} is not in the build's manifest: name the login screen's module in LOGIN_SCREENS`);
    process.exit(2);
  }
  starts.push(screen);
}
const seen = new Set();
for (const key of starts) walk(key);
function walk(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  files.add(chunk.file);
  for (const next of chunk.imports ?? []) walk(next);
}

const rows = [...files].map((file) => {
  const body = readFileSync(join(dist, file));
  return { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const kb = (n) => Math.round((n / 1024) * 10) / 10;
const total = rows.reduce((s, r) => s + r.gzip, 0);
const raw = rows.reduce((s, r) => s + r.raw, 0);
const list = rows.map((r) => `  ${String(kb(r.gzip)).padStart(6)} kB gzip  ${String(kb(r.raw)).padStart(6)} kB  ${r.file}`).join('\n');
const line = `/login JavaScript: ${kb(total)} kB gzip (${kb(raw)} kB raw, ${rows.length} files), budget ${LOGIN_BUDGET_KB} kB`;
if (total > LOGIN_BUDGET_KB * 1024) {
  console.error(`${line}: OVER BUDGET\n${list}`);
  console.error('Something the sign-in page does not need reached its chunks: import it where a screen needs it (import(), lazyScreen).');
  process.exit(1);
}
console.log(`${line}\n${list}`);
