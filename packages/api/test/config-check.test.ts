/**
 * The start refuses settings it cannot use, with one line naming the variable:
 * malformed values, variables that look like ours but are none, S3 without its
 * bucket, a database that does not answer, a test-only setting in production.
 * Most cases call loadConfig in-process; one start of the real server shows the
 * line is all an operator sees (no stack) and the exit code is not 0.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { ConfigError, loadConfig, SETTINGS } from '../src/config.ts';
import { checkReachable } from '../src/ops/start-checks.ts';

function refusal(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    assert.ok(err instanceof ConfigError, `a ConfigError, not ${String(err)}`);
    return err;
  }
  assert.fail(`accepted ${JSON.stringify(env)}`);
}

test('a malformed or unknown setting is refused with one line naming it', () => {
  const cases: [Record<string, string>, string, RegExp][] = [
    [{ PORT: 'abc' }, 'PORT', /whole number/],
    [{ UPLOAD_MAX_BYTES: '-1' }, 'UPLOAD_MAX_BYTES', /whole number/],
    [{ JOB_WORKER: 'maybe' }, 'JOB_WORKER', /true or false/],
    [{ PUBLIC_URL: 'srm.example.com' }, 'PUBLIC_URL', /URL/],
    [{ TRUSTED_PROXIES: '10.0.0.1, proxy.local' }, 'TRUSTED_PROXIES', /proxy\.local/],
    [{ DATABASE_URL: 'localhost:5432/srm' }, 'DATABASE_URL', /URL/],
    [{ SMTP_URLS: 'smtp://mail' }, 'SMTP_URLS', /did you mean SMTP_URL\?/],
    [{ DATABSE_URL: 'postgres://h/db' }, 'DATABSE_URL', /did you mean DATABASE_URL\?/],
    [{ FILE_STORAGE: 's3' }, 'S3_BUCKET', /FILE_STORAGE=s3/],
    [{ FILE_STORAGE: 'ftp' }, 'FILE_STORAGE', /local, s3/],
    [{ CAPTCHA_FIXED_ANSWER: 'TEST', NODE_ENV: 'production' }, 'CAPTCHA_FIXED_ANSWER', /production/],
  ];
  for (const [env, variable, problem] of cases) {
    const err = refusal(env);
    assert.equal(err.variable, variable, JSON.stringify(env));
    assert.match(err.message, problem);
    assert.match(err.message, new RegExp(`^configuration: ${variable} `));
    assert.doesNotMatch(err.message, /\n/);
  }
  assert.doesNotMatch(refusal({ DATABASE_URL: 'pg://srm:hunter2@db/srm' }).message, /hunter2/, 'a password is never repeated');
  // What tests and CI set beside the server is no mistake; neither is an empty value.
  const config = loadConfig({
    SRM_TEST_DATABASE_URL: 'x',
    SRM_STAGE_LOG: 'x',
    HOME: '/root',
    PGPASSWORD: 'x',
    DATABASE_URL: '',
    PORT: '9000',
    JOB_WORKER: 'false',
  });
  assert.equal(config.port, 9000);
  assert.equal(config.jobWorker, false);
  assert.equal(config.databaseUrl, undefined);
});

test("README's settings table lists every setting the server reads", () => {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 5));
  const missing = Object.keys(SETTINGS).filter((name) => !table.includes(`\`${name}\``));
  assert.deepEqual(missing, [], 'settings missing from the README table');
});

test('a database that does not answer, or an S3 bucket the store lacks, stops the start naming the variable', async () => {
  const db = await checkReachable(loadConfig({ DATABASE_URL: 'postgres://srm:hunter2@127.0.0.1:1/srm' })).then(
    () => undefined,
    (e: unknown) => e,
  );
  assert.ok(db instanceof ConfigError && db.variable === 'DATABASE_URL', String(db));
  assert.doesNotMatch(db.message, /hunter2/);

  const directory = mkdtempSync(join(tmpdir(), 'srm-s3-check-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'srm-files', configs: [] }] });
  const { port } = await server.run();
  try {
    const s3 = (bucket: string) => ({
      FILE_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    await checkReachable(loadConfig(s3('srm-files')));
    const missing = await checkReachable(loadConfig(s3('srm-filez'))).then(
      () => undefined,
      (e: unknown) => e,
    );
    assert.ok(missing instanceof ConfigError && missing.variable === 'S3_BUCKET', String(missing));
    assert.match(missing.message, /srm-filez/);
  } finally {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  }
});

test('the server started with a bad setting prints that one line and exits with a non-zero code', async () => {
  const child = spawn(process.execPath, ['--import', './scripts/ts.mjs', 'packages/api/src/server.ts'], {
    env: { PATH: process.env.PATH, JOB_WORKER: 'maybe', DATA_DIR: join(tmpdir(), 'srm-never-made') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (out += c));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  assert.notEqual(code, 0);
  assert.equal(out.trim(), 'configuration: JOB_WORKER must be true or false, not "maybe"');
});
