// `npm run walk:menus`: the every-menu walk (e2e/menu-walk.spec.ts) for every demo user in both languages, on
// E2E_WORKERS workers (2 by default), after a build of the portal; then the failures grouped by area
// (scripts/walk-summary.ts, also written to dist/walk/failures.md). WALK_USERS, WALK_LANGS and WALK_ROUTES narrow
// it: `WALK_USERS=buyer WALK_LANGS=EN WALK_ROUTES=materialManagement npm run walk:menus`.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const out = process.env.WALK_OUT ?? 'dist/walk';
const env = {
  ...process.env,
  WALK_USERS: process.env.WALK_USERS ?? 'all',
  WALK_LANGS: process.env.WALK_LANGS ?? 'CN,EN',
  WALK_OUT: out,
  WALK_LOG: process.env.WALK_LOG ?? '1',
};
env.E2E_WORKERS ??= '2';
rmSync(out, { recursive: true, force: true });
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env });
const started = Date.now();
// WALK_BUILD=0: the portal already built (dist/app) is walked as it is.
if (process.env.WALK_BUILD !== '0' && run('npm', ['run', '-s', 'build:app']).status !== 0) process.exit(1);
const walked = run('npx', ['playwright', 'test', 'e2e/menu-walk.spec.ts', '--reporter=line']);
console.log(`walk:menus: ${Math.round((Date.now() - started) / 1000)} s`);
run(process.execPath, ['--import', './scripts/ts.mjs', 'scripts/walk-summary.ts', out, `${out}/failures.md`]);
run(process.execPath, ['--import', './scripts/ts.mjs', 'scripts/walk-summary.ts', out]);
process.exit(walked.status ?? 1);
