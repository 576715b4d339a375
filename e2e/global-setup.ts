/**
 * Before the first test: one server seeds the demo into a data folder and stops;
 * each worker's server then starts on a copy of it (e2e/servers.ts). Returns the
 * teardown that stops them.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropRunDatabases, E2E_PORT, E2E_WORKERS, SEED_DIR_VAR, startPortal, stopPortal } from './servers.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'srm-e2e-'));
  const seed = join(root, 'seed');
  await stopPortal(await startPortal(seed, E2E_PORT));
  process.env[SEED_DIR_VAR] = seed;
  // One after another: two copies of one template database at a time would wait on each other anyway.
  const servers: ChildProcess[] = [];
  for (let i = 0; i < E2E_WORKERS; i++) servers.push(await startPortal(join(root, `worker-${i}`), E2E_PORT + i));
  return async () => {
    await Promise.all(servers.map(stopPortal));
    await dropRunDatabases();
  };
}
