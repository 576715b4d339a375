/**
 * `npm run test:api`: seeds the demo once, then runs the server test files (two
 * at a time) each on a copy of it. Arguments go to `node --test` (files, or
 * --test-name-pattern); without files, every file of this folder runs but
 * those SRM_TEST_SKIP names (comma-separated file names). `--embedded` runs only
 * EMBEDDED: what `npm test` runs on the embedded database when the whole suite
 * has run on PostgreSQL.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { prepareSeed } from './seeded-db.ts';

const here = 'packages/api/test';
/** The files that take longest (robustness alone is a third of the run), longest first. */
const LONGEST = ['robustness.test.ts', 'faults.test.ts', 'openapi.test.ts', 'backup.test.ts', 'sourcing-tender.test.ts'];
const rank = (file: string) => (LONGEST.includes(file) ? LONGEST.indexOf(file) : LONGEST.length);
/**
 * The files whose outcome depends on the database adapter, and so run on the
 * embedded database too when the whole suite ran on PostgreSQL:
 * - backup: backing up and restoring an embedded install (it skips itself on PostgreSQL);
 * - faults: a SIGKILLed server restarts on its data directory with every document wholly before or after its action;
 * - platform: migrations idempotent and additive, the start-up refusals, list totals and estimates (the
 *   estimate reads the planner's statistics, which differ);
 * - demo-data, demo-states: the demo seed, which `npm start` loads into an empty embedded database;
 * - wire-formats: the adapter's fast path rewriting timestamptz text;
 * - concurrency, jobs: races and job claims over PGlite's single connection (locks and SKIP LOCKED);
 * - list-paging, realtime: the change feed, whose NOTIFY PGlite delivers while the COMMIT runs;
 * - report-sql: the report sandbox without its role, as an embedded install runs it;
 * - entity-operations: the engine's generic operations, as a sample of the rest, which asks the same SQL
 *   of either database;
 * - files, attachment-isolation: a save claims its files under a row lock (FOR UPDATE) and the sweep of
 *   unattached uploads skips locked ones (SKIP LOCKED), over PGlite's single connection too;
 * - statement-limits: PGlite cannot cancel a statement, so its reports are priced and refused instead, and
 *   its one connection (in a worker thread) answers 503 to a request that waited too long.
 */
const EMBEDDED = [
  'backup.test.ts',
  'faults.test.ts',
  'platform.test.ts',
  'demo-data.test.ts',
  'demo-states.test.ts',
  'wire-formats.test.ts',
  'concurrency.test.ts',
  'jobs.test.ts',
  'list-paging.test.ts',
  'realtime.test.ts',
  'report-sql.test.ts',
  'entity-operations.test.ts',
  'files.test.ts',
  'attachment-isolation.test.ts',
  'statement-limits.test.ts',
];
const embeddedOnly = process.argv.includes('--embedded');
const args = process.argv.slice(2).filter((a) => a !== '--embedded');
const skipped = new Set((process.env.SRM_TEST_SKIP ?? '').split(',').filter(Boolean));
/** Folders whose test files run against a server of this suite too (the typed client, the ERP example), on PostgreSQL's pass only. */
const ALSO = ['packages/client/test', 'examples/erp-sync/test'];
const files = args.some((a) => a.endsWith('.test.ts'))
  ? []
  : [
      ...readdirSync(here)
        .filter((f) => f.endsWith('.test.ts') && !skipped.has(f) && (!embeddedOnly || EMBEDDED.includes(f)))
        // The longest files start first, or the last of them runs on alone while the other slot idles.
        .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
        .map((f) => `${here}/${f}`),
      ...(embeddedOnly
        ? []
        : ALSO.flatMap((dir) =>
            readdirSync(dir)
              .filter((f) => f.endsWith('.test.ts') && !skipped.has(f))
              .map((f) => `${dir}/${f}`),
          )),
    ];
// The seed's sealed bids are wrapped under the master key: every file must hold the one the seed used.
process.env.SRM_SEAL_KEY ??= randomBytes(32).toString('base64');
const started = Date.now();
const seed = await prepareSeed(process.env.SRM_TEST_DATABASE_URL || undefined, tmpdir());
console.log(`# seeded the demo once in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const code = await new Promise<number>((resolve) => {
  const child = spawn(process.execPath, ['--import', './scripts/ts.mjs', '--test', '--test-concurrency=2', ...args, ...files], {
    stdio: 'inherit',
    env: { ...process.env, ...seed.env },
  });
  child.on('close', (c) => resolve(c ?? 1));
});
await seed.cleanup();
process.exit(code);
