/**
 * Backup and restore of an embedded install: back up a database with demo data
 * and stored files, wipe both, restore, and find every record and every file
 * again; refused while the server runs or for an archive that is not a backup.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { openDb } from '../src/db/open.ts';
import { migrate } from '../src/db/migrate.ts';
import { definitionTables } from '../src/db/change-feed.ts';
import { seedReferenceData } from '../src/seed/reference.ts';
import { seedDemoData } from '../src/seed/demo.ts';
import { backup, BackupError, restore } from '../src/ops/backup.ts';
import { seededServerEnv } from './seeded-db.ts';
import { dbKind } from './helper.ts';

// An embedded install's files alone: the PGlite pass runs these; the PostgreSQL pass would repeat them, seeding from scratch.
const embedded = { skip: dbKind === 'postgres' && 'an embedded install: run in the PGlite pass' };

const root = mkdtempSync(join(tmpdir(), 'srm-backup-'));
const places = { dataDir: join(root, 'data'), fileDir: join(root, 'data', 'files') };
after(() => rmSync(root, { recursive: true, force: true }));

async function tableCounts(): Promise<Record<string, number>> {
  const db = await openDb({ dataDir: join(places.dataDir, 'pglite') });
  try {
    const out: Record<string, number> = {};
    for (const table of definitionTables()) out[table] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`)).rows[0].n;
    return out;
  } finally {
    await db.close();
  }
}

function fileDigests(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out[relative(dir, p)] = createHash('sha256').update(readFileSync(p)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

test('a backup restores every record and every stored file after both are wiped', embedded, async () => {
  mkdirSync(places.dataDir, { recursive: true });
  await seededServerEnv(undefined, places.dataDir);
  const db = await openDb({ dataDir: join(places.dataDir, 'pglite') });
  await migrate(db);
  await seedReferenceData(db);
  await seedDemoData(db);
  await db.close();
  mkdirSync(join(places.fileDir, '2026', '11'), { recursive: true });
  writeFileSync(join(places.fileDir, '2026', '11', 'contract.pdf'), randomBytes(300_000));
  writeFileSync(join(places.fileDir, '报价单.xlsx'), randomBytes(1_000));
  const counts = await tableCounts();
  const files = fileDigests(places.fileDir);
  assert.ok(counts.srm_po_headers > 0 && counts.saaf_users > 0, 'the demo data is there to back up');

  const archive = await backup(places, join(root, 'nightly.tar.gz'));
  assert.ok(existsSync(archive));
  rmSync(places.dataDir, { recursive: true, force: true });
  assert.equal(existsSync(join(places.dataDir, 'pglite')), false, 'wiped');

  const { replacedKeptIn } = await restore(places, archive);
  assert.equal(replacedKeptIn, null, 'nothing was there to replace');
  assert.deepEqual(await tableCounts(), counts, 'every table has its rows again');
  assert.deepEqual(fileDigests(places.fileDir), files, 'every file has its bytes again');

  // Restoring over a live install keeps what it replaces.
  writeFileSync(join(places.fileDir, 'after-backup.txt'), 'later');
  const again = await restore(places, archive);
  assert.ok(again.replacedKeptIn && existsSync(join(again.replacedKeptIn, 'files', 'after-backup.txt')), 'the replaced files are kept aside');
  assert.deepEqual(fileDigests(places.fileDir), files);
});

test('files kept on another file system than the data directory are restored there (a copy, not a rename)', embedded, async () => {
  const otherDisk = mkdtempSync('/dev/shm/srm-files-');
  after(() => rmSync(otherDisk, { recursive: true, force: true }));
  assert.notEqual(statSync(otherDisk).dev, statSync(places.dataDir).dev, '/dev/shm is a file system of its own');
  writeFileSync(join(otherDisk, 'there-before.txt'), 'old');
  const elsewhere = { dataDir: places.dataDir, fileDir: otherDisk };
  const { replacedKeptIn } = await restore(elsewhere, join(root, 'nightly.tar.gz'));
  assert.deepEqual(fileDigests(otherDisk), fileDigests(places.fileDir), 'the files of the archive are on the other disk');
  assert.equal(readFileSync(join(replacedKeptIn!, basename(otherDisk), 'there-before.txt'), 'utf8'), 'old', 'what was there is kept aside');
});

test('backup and restore refuse while the server runs, and refuse what is not a backup', embedded, async () => {
  // A live process holds the data directory: this test's own parent stands in for the server.
  writeFileSync(join(places.dataDir, 'server.pid'), String(process.ppid));
  await assert.rejects(backup(places, join(root, 'x.tar.gz')), (err: Error) => err instanceof BackupError && /stop it first/.test(err.message));
  await assert.rejects(restore(places, join(root, 'nightly.tar.gz')), /stop it first/);
  rmSync(join(places.dataDir, 'server.pid'));
  const notBackup = join(root, 'photo.tar.gz');
  writeFileSync(notBackup, randomBytes(2_000));
  await assert.rejects(restore(places, notBackup), /not a backup of this product/);
  assert.ok(existsSync(join(places.dataDir, 'pglite', 'PG_VERSION')), 'a refused restore leaves the database as it was');
});

test('npm run backup and npm run restore work from the command line', embedded, () => {
  const env = { ...process.env, DATA_DIR: places.dataDir, FILE_DIR: places.fileDir };
  const out = join(root, 'cli.tar.gz');
  const made = spawnSync('npm', ['run', '-s', 'backup', '--', out], { env, encoding: 'utf8' });
  assert.equal(made.status, 0, made.stderr);
  assert.match(made.stdout, /backup written/);
  const back = spawnSync('npm', ['run', '-s', 'restore', '--', out], { env, encoding: 'utf8' });
  assert.equal(back.status, 0, back.stderr);
  assert.match(back.stdout, /restored from/);
  const missing = spawnSync('npm', ['run', '-s', 'restore'], { env, encoding: 'utf8' });
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /usage: npm run restore/);
});
