/**
 * The first pages' JavaScript against their budgets: fails when /login would load
 * more than LOGIN_BUDGET_KB of gzip-compressed script, /register more than
 * REGISTER_BUDGET_KB, when the home after sign-in
 * (the sign-in page's scripts, the shell and the internal home, the larger of the
 * two homes) would load more than HOME_BUDGET_KB, or when any of them would load
 * an entity definition or the definitions' index (those come with the screens that
 * read them, app/src/lib/registry.ts), and when two chunks import each other. Run after the portal's build (`npm run
 * build:app`; the browser stage of scripts/test-all.mjs):
 * `node scripts/check-login-budget.mjs [dist/app]`.
 *
 * What a page loads, read from the build: the scripts of dist/app/index.html (the
 * entry and its modulepreloads), the entry's static imports, and the page's own
 * screens with their static imports (App.tsx loads the login screen at once, the
 * shell the home), each from Vite's manifest (build.manifest, which vite.config.ts
 * moves to dist/app.manifest.json, out of the served folder). Each file is
 * gzip-compressed at level 9, as bench/portal.ts does with the scripts Chromium
 * fetched for the page; kB are 1,024 bytes there and here. What the shell fetches
 * later, when idle (the list and edit screens' code, the index), is not counted:
 * bench/portal.ts measures it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const LOGIN_BUDGET_KB = 90;
/**
 * A supplier's first page: /login's React with the form's select element and the
 * messages, written lookups only (lookups/catalogue.ts `declaredLookup`): 147 kB in
 * December 2026; it loaded every definition through the whole lookup catalogue (275 kB).
 */
export const REGISTER_BUDGET_KB = 160;
/**
 * /login (~80 kB) with the shell (~60 kB) and the internal home, whose charts are
 * ECharts (~186 kB of its ~196 kB): about 335 kB in December 2026.
 */
export const HOME_BUDGET_KB = 350;
/** The screens each page renders at once (manifest keys: paths under packages/app). */
const PAGES = [
  { name: '/login', budget: LOGIN_BUDGET_KB, screens: ['src/pages/LoginPage.tsx'] },
  { name: '/register', budget: REGISTER_BUDGET_KB, screens: ['src/pages/RegisterPage.tsx'] },
  { name: 'the home after sign-in', budget: HOME_BUDGET_KB, screens: ['src/pages/LoginPage.tsx', 'src/shell/Shell.tsx', 'src/screens/InternalHome.tsx'] },
];
/** Sources that only the screens reading definitions may load. */
const DEFINITIONS = /^\.\.\/domain\/src\/entities\//;

const dist = resolve(process.argv[2] ?? process.env.APP_DIST ?? 'dist/app');
// Vite's manifest, moved beside the build by vite.config.ts so the server never serves it.
const manifestPath = `${dist}.manifest.json`;
if (!existsSync(join(dist, 'index.html')) || !existsSync(manifestPath)) {
  console.error(`check-login-budget: no build in ${dist} with its manifest ${manifestPath} (run npm run build:app first)`);
  process.exit(2);
}
/** @type {Record<string, { file: string; src?: string; imports?: string[]; isEntry?: boolean }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
// The page's own script tags and modulepreloads (the same as the entry's static imports, unless a plugin adds more).
const htmlFiles = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1]);
const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
// A definition's chunk, by the source it holds (vite.config.ts names them def-…) or by its key.
const isDefinition = (key) => DEFINITIONS.test(key) || DEFINITIONS.test(manifest[key]?.src ?? '') || /^_?(assets\/)?def-/.test(key);

// A cycle among chunks runs the one Chromium fetched second first, whichever that is: a module of it then reads a
// binding of the other before it is set (vite.config.ts `definitionChunkOf`). None is allowed.
const cycles = [];
const visiting = new Set();
const visited = new Set();
const path = [];
const visit = (key) => {
  visiting.add(key);
  path.push(key);
  for (const next of manifest[key]?.imports ?? []) {
    if (visiting.has(next)) cycles.push([...path.slice(path.indexOf(next)), next].join(' -> '));
    else if (!visited.has(next)) visit(next);
  }
  path.pop();
  visiting.delete(key);
  visited.add(key);
};
for (const key of Object.keys(manifest)) if (!visited.has(key)) visit(key);
if (cycles.length) {
  console.error(`check-login-budget: the build's chunks import each other in a cycle:\n  ${cycles.join('\n  ')}`);
  process.exit(2);
}

const kb = (n) => Math.round((n / 1024) * 10) / 10;
let failed = false;
for (const page of PAGES) {
  const files = new Set(htmlFiles);
  const starts = htmlFiles.map((f) => keyOf.get(f)).filter(Boolean);
  for (const screen of page.screens) {
    if (!manifest[screen]) {
      console.error(`check-login-budget: ${screen} is not in the build's manifest: name ${page.name}'s module in PAGES`);
      process.exit(2);
    }
    starts.push(screen);
  }
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) walk(next);
  };
  for (const key of starts) walk(key);

  const rows = [...files].map((file) => {
    const body = readFileSync(join(dist, file));
    return { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((s, r) => s + r.gzip, 0);
  const raw = rows.reduce((s, r) => s + r.raw, 0);
  const list = rows.map((r) => `  ${String(kb(r.gzip)).padStart(6)} kB gzip  ${String(kb(r.raw)).padStart(6)} kB  ${r.file}`).join('\n');
  const line = `${page.name} JavaScript: ${kb(total)} kB gzip (${kb(raw)} kB raw, ${rows.length} files), budget ${page.budget} kB`;
  const definitions = [...seen].filter(isDefinition);
  if (total > page.budget * 1024) {
    console.error(`${line}: OVER BUDGET\n${list}`);
    console.error('Something the page does not need reached its chunks: import it where a screen needs it (import(), lazyScreen).');
    failed = true;
  } else if (definitions.length) {
    console.error(`${line}, but it loads entity definitions: ${definitions.join(', ')}`);
    console.error('A definition reaches a screen through lib/registry.ts (useDefinitions), never through a static import of the shell.');
    failed = true;
  } else console.log(`${line}\n${list}`);
}
if (failed) process.exit(1);
