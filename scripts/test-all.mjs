// `npm test`: every suite, one after another, with a closing total.
// The server suite runs once, on the best database there is: on PostgreSQL when
// DATABASE_URL is set (each test file on a database of its own there), and
// alongside it on the embedded database only the files whose outcome depends on
// it (`--embedded`, the list in packages/api/test/run-suite.ts); without
// DATABASE_URL, all of it on the embedded database. `start` is a new user's first
// command: `npm start` on an empty folder answers and a user signs in.
// Arguments name the suites to run (`npm test -- domain start`), `--skip=a,b`
// those to leave out; none runs them all. Each suite's wall time and counts are
// recorded as a CI stage when SRM_STAGE_LOG names a file (scripts/ci-stages.mjs),
// named with SRM_STAGE_PREFIX before it (CI's run on the other Node).
import { spawn } from 'node:child_process';
import { busySince, cpuMark, recordStage } from './ci-stages.mjs';

const all = [
  { name: 'domain', cmd: 'npm run -s test:domain' },
  {
    name: 'checks',
    cmd: [
      'node packages/domain/scripts/gen-registry.mjs --check',
      'node --import ./scripts/ts.mjs packages/domain/scripts/gen-loaders.ts --check',
      'node --import ./scripts/ts.mjs packages/api/scripts/generate-migration.ts --check',
      'node --import ./scripts/ts.mjs packages/api/scripts/check-lifecycle.ts',
      'node --import ./scripts/ts.mjs packages/api/scripts/gen-tables.ts --check',
      'node packages/api/scripts/gen-features.mjs --check',
      'node --import ./scripts/ts.mjs packages/client/scripts/generate.ts',
      'npm run -s i18n:check -w @srm/elements',
      'npm run -s manifest:check -w @srm/elements',
      'npm run -s manifest:lint -w @srm/elements',
      'npm run -s check:react -w @srm/elements',
      'npm run -s check:tokens -w @srm/elements',
      'npm run -s check:token-docs -w @srm/elements',
      'npm run -s check:legacy-docs -w @srm/elements',
      'npm run -s typecheck',
      'npm run -s lint',
    ].join(' && '),
    plain: true,
  },
];
const postgres = process.env.DATABASE_URL ?? '';
if (postgres) {
  all.push({ name: 'server-postgres', cmd: 'npm run -s test:api', env: { SRM_TEST_DATABASE_URL: postgres } });
  // Alongside the pass on PostgreSQL, which leaves a fifth of the two cores idle (its seed and its files' servers
  // wait on the database): the embedded pass fills them instead of running on after it.
  all.push({ name: 'server-embedded', cmd: 'npm run -s test:api -- --embedded', env: { SRM_TEST_DATABASE_URL: '' }, alongside: true });
} else all.push({ name: 'server-embedded', cmd: 'npm run -s test:api', env: { SRM_TEST_DATABASE_URL: '' } });
// The portals of the browser suite run on PostgreSQL when there is one (a copy is a template database, and the
// servers leave the cores to the browsers), on the embedded database otherwise.
// The every-menu walk (e2e/menu-walk.spec.ts) is in it: the day's internal user and supplier user, in opposite
// languages, at most WALK_LIMIT screens each (a window that moves on each cycle), about two minutes of the stage.
all.push({
  name: 'browser',
  // The sign-in page's JavaScript against its budget (scripts/check-login-budget.mjs), read from the build just made.
  cmd: 'npm run -s build:app && node scripts/check-login-budget.mjs && npm run -s test:e2e',
  env: { E2E_DATABASE_URL: postgres, WALK_LIMIT: process.env.WALK_LIMIT ?? '60' },
});
// Alongside the browser suite's first minute, in which one server seeds the demo on one core: the element tests
// take the other.
all.push({ name: 'elements', cmd: 'npm run -s test:elements', alongside: true });
// Also alongside the browser suite: every story of the built Storybook (axe, play functions, pictures against the
// baselines), on one worker so that the portal's walks keep a core.
all.push({ name: 'stories', cmd: 'npm run -s test:stories', env: { STORIES_WORKERS: '1' }, alongside: true });
all.push({ name: 'start', cmd: 'npm run -s test:start' });

const args = process.argv.slice(2);
const skip = new Set(args.filter((a) => a.startsWith('--skip=')).flatMap((a) => a.slice('--skip='.length).split(',')));
const named = args.filter((a) => !a.startsWith('--'));
const unknown = [...named, ...skip].filter((n) => !all.some((s) => s.name === n));
if (unknown.length) {
  console.error(`unknown suite ${unknown.join(', ')}: the suites are ${all.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const suites = all.filter((s) => (named.length === 0 || named.includes(s.name)) && !skip.has(s.name));

/** Runs a suite; its output is shown as it comes when `live`, else kept and shown whole when it ends. */
function run(suite, live) {
  return new Promise((resolve) => {
    const head = `\n=== ${suite.name}: ${suite.cmd}`;
    if (live) console.log(head);
    const child = spawn(suite.cmd, { shell: true, env: { ...process.env, ...suite.env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const kept = [];
    const keep = (chunk) => {
      if (live) process.stdout.write(chunk);
      else kept.push(chunk);
      out = (out + chunk.toString()).slice(-200_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => {
      if (!live) process.stdout.write(`${head} (ran alongside the suite before it)\n${Buffer.concat(kept).toString()}`);
      resolve({ code, out });
    });
  });
}

function counts(raw) {
  // Some runners colour their output even when told not to.
  const out = raw.replace(/\x1b\[[0-9;]*m/g, '');
  // node --test: TAP on Node 20 (`# pass`), the spec reporter on Node 24 (`ℹ pass`).
  const node = /(?:#|ℹ) pass (\d+)\s*\n(?:#|ℹ) fail (\d+)/.exec(out);
  if (node) return { passed: Number(node[1]), failed: Number(node[2]) };
  const wtr = [...out.matchAll(/(\d+) passed, (\d+) failed/g)].pop();
  if (wtr) return { passed: Number(wtr[1]), failed: Number(wtr[2]) };
  const pw = /(\d+) passed/.exec(out);
  if (pw) return { passed: Number(pw[1]), failed: Number(/(\d+) failed/.exec(out)?.[1] ?? 0) };
  return { passed: 0, failed: 0 };
}

async function timed(suite, live) {
  const started = Date.now();
  const cpu = cpuMark();
  const { code, out } = await run(suite, live);
  return { suite, code, out, seconds: (Date.now() - started) / 1000, busy: busySince(cpu), endedAt: Date.now() };
}

// A suite marked `alongside` runs at the same time as the one before it (when both are run).
const groups = [];
for (const suite of suites) {
  if (suite.alongside && groups.length) groups.at(-1).push(suite);
  else groups.push([suite]);
}
let passed = 0;
let failed = 0;
const lines = [];
for (const group of groups) {
  for (const { suite, code, out, seconds, busy, endedAt } of await Promise.all(group.map((suite, i) => timed(suite, i === 0)))) {
    const c = suite.plain ? { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 } : counts(out);
    if (code !== 0 && c.failed === 0) c.failed = 1;
    recordStage(process.env.SRM_STAGE_LOG, `${process.env.SRM_STAGE_PREFIX ?? ''}${suite.name}`, seconds, c, busy, endedAt);
    passed += c.passed;
    failed += c.failed;
    lines.push(`${suite.name}: ${c.passed} passed, ${c.failed} failed${code === 0 ? '' : ` (exit ${code})`}`);
  }
}
console.log('\n=== summary');
for (const line of lines) console.log(`  ${line}`);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
