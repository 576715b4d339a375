// `npm run screenshots`: a picture of every menu screen for the buyer and supplier1 in both languages
// (WALK_USERS and WALK_LANGS choose others), walked as the every-menu walk walks them (e2e/menu-walk.ts), into
// dist/screenshots/ with an index.html: the screens grouped by menu group, each with its pictures in both
// languages side by side, each picture linked to the full-size file, what the walk found wrong beside it.
// Builds the portal first; the servers are the browser tests' (E2E_PORT, E2E_WORKERS, E2E_DATABASE_URL).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.WALK_SCREENSHOTS ?? 'dist/screenshots';
const env = { ...process.env, WALK_USERS: process.env.WALK_USERS ?? 'buyer,supplier1', WALK_LANGS: process.env.WALK_LANGS ?? 'CN,EN', WALK_SCREENSHOTS: dir };

rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env, shell: false });
// WALK_BUILD=0: the portal already built (dist/app) is walked as it is.
if (process.env.WALK_BUILD !== '0' && run('npm', ['run', '-s', 'build:app']).status !== 0) process.exit(1);
const walked = run('npx', ['playwright', 'test', '-c', 'playwright.gallery.config.ts']);

const walks = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
if (!walks.length) {
  console.error('screenshots: no walk finished, no gallery');
  process.exit(1);
}

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const users = [...new Set(walks.map((w) => w.user))];
const langs = ['CN', 'EN'].filter((l) => walks.some((w) => w.lang === l));
const sections = users.map((user) => {
  // The screens in the order of the user's menu, first language first; a group's name in every language walked.
  const byRoute = new Map();
  for (const lang of langs) {
    const walk = walks.find((w) => w.user === user && w.lang === lang);
    for (const p of walk?.pictures ?? []) {
      const entry = byRoute.get(p.route) ?? { route: p.route, names: {}, groups: {}, files: {}, problems: {} };
      entry.names[lang] = p.menu;
      entry.groups[lang] = p.group;
      entry.files[lang] = p.file;
      entry.problems[lang] = walk.failures.find((f) => f.route === p.route)?.reasons ?? [];
      byRoute.set(p.route, entry);
    }
  }
  const groups = new Map();
  for (const e of byRoute.values()) {
    const name = langs
      .map((l) => e.groups[l])
      .filter(Boolean)
      .join(' / ');
    if (!groups.has(name)) groups.set(name, []);
    groups.get(name).push(e);
  }
  const body = [...groups]
    .map(
      ([group, entries]) => `<details open><summary>${esc(group)} (${entries.length})</summary>
${entries
  .map(
    (e) => `<article><h3>${esc(
      langs
        .map((l) => e.names[l])
        .filter(Boolean)
        .join(' / '),
    )} <code>${esc(e.route)}</code></h3><div class="pair">
${langs
  .map((l) =>
    e.files[l]
      ? `<figure><a href="${esc(e.files[l])}"><img loading="lazy" src="${esc(e.files[l])}" alt="${esc(`${e.names[l]} (${l})`)}"></a><figcaption>${l}${
          e.problems[l].length ? `<ul class="bad">${e.problems[l].map((r) => `<li>${esc(r)}</li>`).join('')}</ul>` : ''
        }</figcaption></figure>`
      : `<figure><figcaption>${l}: not walked</figcaption></figure>`,
  )
  .join('\n')}</div></article>`,
  )
  .join('\n')}</details>`,
    )
    .join('\n');
  return `<section><h2>${esc(user)}</h2>${body}</section>`;
});
const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SRM screens</title><style>
body{font-family:system-ui,sans-serif;margin:16px;color:#222}summary{font-size:1.2em;font-weight:600;margin:12px 0;cursor:pointer}
article{margin:0 0 20px 12px}h3{font-size:1em;margin:6px 0}code{color:#666;font-weight:normal}.pair{display:flex;gap:12px;flex-wrap:wrap}
figure{margin:0;width:calc(50% - 6px);min-width:320px}img{width:100%;border:1px solid #ccc}figcaption{font-size:.85em;color:#555}.bad{color:#b00020;margin:4px 0}
</style></head><body><h1>SRM screens: ${esc(users.join(', '))} in ${esc(langs.join(' and '))}</h1>
<p>${walks.reduce((n, w) => n + w.pictures.length, 0)} pictures, taken ${esc(new Date().toISOString())}.</p>
${sections.join('\n')}</body></html>`;
writeFileSync(join(dir, 'index.html'), html);
console.log(`screenshots: ${join(dir, 'index.html')}`);
process.exit(walked.status === 0 && existsSync(join(dir, 'index.html')) ? 0 : 1);
