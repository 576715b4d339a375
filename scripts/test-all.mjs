// `npm test`: every suite, one after another, with a closing total.
// Server tests run on embedded PGlite, and again on PostgreSQL when DATABASE_URL
// is set (each test file on a database of its own there). SRM_TEST_DATABASES
// (`pglite`, `postgres` or both, comma-separated) narrows that: CI runs the
// PGlite pass on the other Node instead.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const suites = [
  { name: 'domain', cmd: 'npm run -s test:domain' },
  {
    name: 'checks',
    cmd: [
      'node packages/domain/scripts/gen-registry.mjs --check',
      'node --import tsx packages/api/scripts/generate-migration.ts --check',
      'npm run -s i18n:check -w @srm/elements',
      'npm run -s check:react -w @srm/elements',
      'npm run -s typecheck',
      'npm run -s lint',
    ].join(' && '),
    plain: true,
  },
];
const databases = (process.env.SRM_TEST_DATABASES ?? 'pglite,postgres').split(',');
if (databases.includes('pglite')) suites.push({ name: 'api (PGlite)', cmd: 'npm run -s test:api', env: { SRM_TEST_DATABASE_URL: '' } });
if (process.env.DATABASE_URL && databases.includes('postgres'))
  suites.push({ name: 'api (PostgreSQL)', cmd: 'npm run -s test:api', env: { SRM_TEST_DATABASE_URL: process.env.DATABASE_URL } });
if (existsSync('web-test-runner.config.mjs')) suites.push({ name: 'elements', cmd: 'npm run -s test:elements' });
// The portals of the browser suite run on PostgreSQL in the PostgreSQL pass (a copy is a template database, and
// the servers leave the cores to the browsers), on the embedded database otherwise.
const e2eDatabase = process.env.DATABASE_URL && databases.includes('postgres') ? process.env.DATABASE_URL : '';
if (existsSync('playwright.config.ts'))
  suites.push({ name: 'end to end', cmd: 'npm run -s build:app && npm run -s test:e2e', env: { E2E_DATABASE_URL: e2eDatabase } });

function run(suite) {
  return new Promise((resolve) => {
    console.log(`\n=== ${suite.name}: ${suite.cmd}`);
    const child = spawn(suite.cmd, { shell: true, env: { ...process.env, ...suite.env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const keep = (chunk) => {
      process.stdout.write(chunk);
      out = (out + chunk.toString()).slice(-200_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => resolve({ code, out }));
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

let passed = 0;
let failed = 0;
const lines = [];
for (const suite of suites) {
  const { code, out } = await run(suite);
  const c = suite.plain ? { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 } : counts(out);
  if (code !== 0 && c.failed === 0) c.failed = 1;
  passed += c.passed;
  failed += c.failed;
  lines.push(`${suite.name}: ${c.passed} passed, ${c.failed} failed${code === 0 ? '' : ` (exit ${code})`}`);
}
console.log('\n=== summary');
for (const line of lines) console.log(`  ${line}`);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
