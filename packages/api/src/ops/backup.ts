/**
 * Backup and restore of an embedded install: the PGlite data directory and the
 * local file store in one .tar.gz (with `tar`, the npm registry's well-kept tar
 * writer and reader), beside a manifest saying what it holds. The copy is taken
 * from the files at rest, so the server must be stopped: it keeps a pid file in
 * the data directory while it runs (`holdServerLock`), and both commands refuse
 * while that process lives. A restore unpacks into a new folder first and swaps
 * it in only when the archive is whole; what it replaces is kept beside it.
 * PostgreSQL installs back up with pg_dump and the file store (README).
 */
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

const MANIFEST = 'srm-backup.json';
const PID_FILE = 'server.pid';

export interface BackupPlaces {
  /** DATA_DIR: holds `pglite/` and, by default, `files/`. */
  dataDir: string;
  /** FILE_DIR: the local file store. */
  fileDir: string;
}

interface Manifest {
  kind: 'srm-backup';
  version: 1;
  createdAt: string;
  parts: ('pglite' | 'files')[];
}

export class BackupError extends Error {}

/** Marks the data directory as in use by this process until it exits. */
export function holdServerLock(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, PID_FILE);
  writeFileSync(file, String(process.pid));
  process.once('exit', () => {
    if (existsSync(file) && readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file);
  });
}

function refuseWhileRunning(dataDir: string): void {
  const file = join(dataDir, PID_FILE);
  if (!existsSync(file)) return;
  const pid = Number(readFileSync(file, 'utf8'));
  try {
    if (pid && pid !== process.pid) process.kill(pid, 0);
    else return;
  } catch {
    return; // a pid file left by a process that is gone
  }
  throw new BackupError(`The server (process ${pid}) is using ${dataDir}: stop it first.`);
}

/** Writes the archive; answers its path. */
export async function backup(places: BackupPlaces, out?: string): Promise<string> {
  const dataDir = resolve(places.dataDir);
  const fileDir = resolve(places.fileDir);
  refuseWhileRunning(dataDir);
  const pglite = join(dataDir, 'pglite');
  if (!existsSync(pglite)) throw new BackupError(`No embedded database in ${pglite}: is DATA_DIR right? (PostgreSQL installs use pg_dump.)`);
  const target = resolve(out ?? `srm-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  // A staging folder names the parts as the archive holds them: the manifest, and
  // links to the database folder and the file store, which tar follows.
  const staging = join(dirname(target), `.${basename(target)}.parts`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    const parts: Manifest['parts'] = ['pglite'];
    symlinkSync(pglite, join(staging, 'pglite'), 'dir');
    if (existsSync(fileDir)) {
      parts.push('files');
      symlinkSync(fileDir, join(staging, 'files'), 'dir');
    }
    const manifest: Manifest = { kind: 'srm-backup', version: 1, createdAt: new Date().toISOString(), parts };
    writeFileSync(join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    const tar = await import('tar');
    await tar.create({ gzip: true, file: `${target}.partial`, cwd: staging, follow: true, portable: true }, [MANIFEST, ...parts]);
    renameSync(`${target}.partial`, target);
    return target;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(`${target}.partial`, { force: true });
  }
}

/** A rename, or a copy and delete when the two places are on different file systems (FILE_DIR on its own disk). */
function move(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    cpSync(from, to, { recursive: true, preserveTimestamps: true });
    rmSync(from, { recursive: true, force: true });
  }
}

/** Puts an archive's database and files in place of the current ones. */
export async function restore(places: BackupPlaces, archive: string): Promise<{ replacedKeptIn: string | null }> {
  const dataDir = resolve(places.dataDir);
  const fileDir = resolve(places.fileDir);
  refuseWhileRunning(dataDir);
  if (!existsSync(archive)) throw new BackupError(`No such file: ${archive}`);
  mkdirSync(dataDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const unpacked = join(dataDir, `.restore-${stamp}`);
  mkdirSync(unpacked);
  try {
    const tar = await import('tar');
    await tar.extract({ file: archive, cwd: unpacked, strict: true });
  } catch (err) {
    rmSync(unpacked, { recursive: true, force: true });
    throw new BackupError(`${archive} is not a backup of this product (${(err as Error).message})`);
  }
  let manifest: Manifest | undefined;
  try {
    manifest = JSON.parse(readFileSync(join(unpacked, MANIFEST), 'utf8')) as Manifest;
  } catch {
    manifest = undefined;
  }
  if (manifest?.kind !== 'srm-backup' || !existsSync(join(unpacked, 'pglite', 'PG_VERSION'))) {
    rmSync(unpacked, { recursive: true, force: true });
    throw new BackupError(`${archive} is not a backup of this product (no manifest or no database in it)`);
  }
  // Swap: what is there now goes aside whole, then the archive's parts move in.
  const keep = join(dataDir, `.replaced-${stamp}`);
  let kept = false;
  const swap = (from: string, to: string) => {
    if (existsSync(to)) {
      mkdirSync(keep, { recursive: true });
      move(to, join(keep, basename(to)));
      kept = true;
    }
    mkdirSync(dirname(to), { recursive: true });
    move(from, to);
  };
  swap(join(unpacked, 'pglite'), join(dataDir, 'pglite'));
  if (manifest.parts.includes('files') && existsSync(join(unpacked, 'files'))) swap(join(unpacked, 'files'), fileDir);
  rmSync(unpacked, { recursive: true, force: true });
  return { replacedKeptIn: kept ? keep : null };
}
