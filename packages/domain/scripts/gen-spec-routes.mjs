// Writes src/routes/spec-routes.ts, the route paths of SPEC section 2 ("Child
// route paths" and "Admin route table"), from the SPEC (../shared/spec/SPEC.md
// beside the repository, or the path given as the first argument). The SPEC
// lives outside the repository, so the list is committed and the domain test
// (test/spec-routes.test.ts) checks the catalogue against it.
//
// Counting rule: every comma-separated entry of a group is one path; "A and B"
// are two, B in A's folder when B names none
// ("authenticationManagement/requirementsHeaderList and requirementsHeaderEdit");
// "xList/Edit/Detail" (segments after the first that are only List, Edit or
// Detail) is xList, xEdit and xDetail; "(child main)" and "(parameter
// treeType)" are remarks, not paths. The top-level table (/, /login, /main ...)
// is the shell's, not the catalogue's, and is left out.
// `--check` fails when the committed list differs from the SPEC's.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '../src/routes/spec-routes.ts');
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const specPath = args[0] ?? join(here, '../../../../shared/spec/SPEC.md');
if (!existsSync(specPath)) {
  console.log(`gen-spec-routes: no SPEC at ${specPath}; the committed list stays`);
  process.exit(0);
}
const spec = readFileSync(specPath, 'utf8');
const section = spec.slice(spec.indexOf('### Child route paths'), spec.indexOf('### Reusable screen parts'));
const [child, admin] = section.split('### Admin route table');

const expand = (entry) => {
  const segs = entry.split('/');
  if (segs.length > 1 && segs.slice(1).every((s) => ['List', 'Edit', 'Detail'].includes(s))) {
    const stem = segs[0].replace(/(List|Edit|Detail)$/, '');
    if (stem === segs[0]) throw new Error(`cannot expand ${entry}`);
    return [segs[0], ...segs.slice(1).map((s) => stem + s)];
  }
  return [entry];
};

const rows = [];
for (const line of child.split('\n')) {
  const m = /^- ([^:]+): (.*)\.$/.exec(line.trim());
  if (!m) continue;
  for (const item of m[2].split(', ')) {
    const [first, ...rest] = item.split(' and ').map((s) => s.trim());
    const folder = first.includes('/') ? first.slice(0, first.lastIndexOf('/') + 1) : '';
    for (const p of expand(first)) rows.push({ path: p, group: m[1] });
    for (const other of rest) for (const p of expand(other.includes('/') ? other : folder + other)) rows.push({ path: p, group: m[1] });
  }
}
const adminLine = admin
  .split('\n')
  .slice(1)
  .map((l) => l.trim())
  .find((l) => l && !l.startsWith('#'));
for (const item of adminLine.split('. Some')[0].split(', ')) rows.push({ path: item.replace(/ \(.*\)$/, '').trim(), group: 'Admin' });

const seen = new Set();
for (const r of rows) {
  if (seen.has(r.path)) throw new Error(`twice: ${r.path}`);
  seen.add(r.path);
}
const text = [
  '/**',
  ' * The route paths of SPEC section 2, written by packages/domain/scripts/gen-spec-routes.mjs',
  ' * from the SPEC (its counting rule is in the script): do not edit. test/spec-routes.test.ts',
  ' * checks that each has a screen in the route catalogue.',
  ' */',
  'export interface SpecRoute {',
  '  path: string;',
  '  /** The group of "Child route paths", or Admin for the admin route table. */',
  '  group: string;',
  '}',
  '',
  'export const specRoutes: SpecRoute[] = [',
  ...rows.map((r) => `  { path: '${r.path}', group: '${r.group}' },`),
  '];',
  '',
].join('\n');
if (process.argv.includes('--check')) {
  if (readFileSync(out, 'utf8') !== text) {
    console.error('src/routes/spec-routes.ts differs from the SPEC: run node packages/domain/scripts/gen-spec-routes.mjs');
    process.exit(1);
  }
  console.log(`spec-routes.ts matches the SPEC (${rows.length} paths)`);
} else {
  writeFileSync(out, text);
  console.log(`wrote ${rows.length} SPEC routes`);
}
