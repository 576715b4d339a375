/**
 * `npm start`: the server and, beside it, the portal's build, which is skipped when what it is built from has not
 * changed since the last build (a hash of its inputs is kept in the built folder). The server listens within a second
 * and answers "starting" until it is ready, then "the portal is being built" until the build lands; a failed build
 * stops the start as it always did.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const appDist = resolve(root, process.env.APP_DIST ?? 'dist/app');
const hashFile = join(appDist, '.inputs-hash');

/** What the portal and the elements are built from: their sources and those they import, the configs, the locked dependencies. */
const INPUTS = [
  'packages/app',
  'packages/elements',
  'packages/domain',
  'packages/values',
  'vite.config.ts',
  'vite.embed.config.ts',
  'package-lock.json',
  'tsconfig.json',
];
const SKIPPED = new Set(['node_modules', 'dist', 'storybook-static', 'custom-elements.json']);

function inputsHash(): string {
  const hash = createHash('sha256').update(appDist);
  const walk = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) if (!SKIPPED.has(name)) walk(join(path, name));
    } else hash.update(path.slice(root.length)).update('\0').update(readFileSync(path)).update('\0');
  };
  for (const input of INPUTS) if (existsSync(join(root, input))) walk(join(root, input));
  return hash.digest('hex');
}

function buildPortal(hash: string): void {
  const began = performance.now();
  const child = spawn('npm', ['run', '-s', 'build:app'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  // Behind the server on a small machine: its start (the database, the migrations) is the longer path to a sign-in,
  // and the build's processes, started by this one, inherit its lower priority.
  if (child.pid) setPriority(child.pid, 10);
  let output = '';
  const keep = (d: Buffer) => (output = (output + String(d)).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  // Ending the start ends the build too.
  const stop = () => child.kill();
  process.once('exit', stop);
  child.once('exit', (code) => {
    process.off('exit', stop);
    if (code === 0) {
      writeFileSync(hashFile, hash);
      console.error(`portal built in ${((performance.now() - began) / 1000).toFixed(1)} s`);
      return;
    }
    console.error(`${output}\nthe portal's build failed (exit ${code}): npm start stops; npm run build:app shows the same`);
    process.exit(1);
  });
}

const hash = inputsHash();
const built = existsSync(join(appDist, 'index.html')) && existsSync(hashFile) && readFileSync(hashFile, 'utf8') === hash;
if (!built) buildPortal(hash);
await import('../packages/api/src/server.ts');
