// The every-menu walk's results (dist/walk/<user>-<lang>.json, written by e2e/menu-walk.spec.ts) as one Markdown
// list grouped by the area whose screens fail, for the people who fix them:
//   node --import ./scripts/ts.mjs scripts/walk-summary.ts [dir] [out.md]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeByPath } from '@srm/domain/routes/catalogue.ts';

interface Failure {
  user: string;
  lang: string;
  route: string;
  menu: string;
  reasons: string[];
}
interface Walk {
  user: string;
  lang: string;
  opened: number;
  failures: Failure[];
}

const GENERIC = new Set(['list', 'edit', 'detail', 'ownRecord']);
/** Who looks after a screen: by its menu group for a screen of its own, the grid's for the generic ones. */
export function areaOf(path: string): string {
  const route = routeByPath(path);
  if (!route) return 'walk (menus: a menu without a route)';
  const group = route.menu?.group ?? '';
  if (route.screen === 'home' || (group === 'NOTICE' && !GENERIC.has(route.screen))) return 'walk (shell, home, notices, menus)';
  if (GENERIC.has(route.screen)) return 'grid (generic list/edit/tree screens, columns)';
  if (group === 'REPORT' || group === 'PERFORMANCE') return 'reports (report, performance)';
  if (group === 'SOURCING' || group === 'CONTRACT' || /compete|esign|award|tender|price/i.test(route.screen))
    return 'sourcing (sourcing, compete, contracts, esign)';
  return 'admin (admin console, workflow, scheduler, sso, equipment, dialogs, registration)';
}

const dir = process.argv[2] ?? 'dist/walk';
const out = process.argv[3];
const walks: Walk[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
const byArea = new Map<string, Failure[]>();
for (const w of walks) for (const f of w.failures) byArea.set(areaOf(f.route), [...(byArea.get(areaOf(f.route)) ?? []), f]);
const lines = [
  `# Every-menu walk: failures`,
  '',
  `Walked: ${walks.map((w) => `${w.user} ${w.lang} (${w.opened} screens, ${w.failures.length} failing)`).join('; ')}.`,
  '',
];
for (const [area, failures] of [...byArea].sort()) {
  lines.push(`## ${area}: ${failures.length}`, '');
  // One entry per route, with every user and language it failed for and each distinct reason once.
  const byRoute = new Map<string, Failure[]>();
  for (const f of failures) byRoute.set(f.route, [...(byRoute.get(f.route) ?? []), f]);
  for (const [route, fs] of [...byRoute].sort()) {
    lines.push(`- \`${route}\` (${fs[0].menu}), as ${fs.map((f) => `${f.user} ${f.lang}`).join(', ')}:`);
    for (const r of [...new Set(fs.flatMap((f) => f.reasons))]) lines.push(`  - ${r}`);
  }
  lines.push('');
}
if (!byArea.size) lines.push('No screen fails.', '');
const text = lines.join('\n');
if (out) writeFileSync(out, text);
else process.stdout.write(text);
