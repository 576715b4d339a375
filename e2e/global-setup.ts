/**
 * Before the first test: one server seeds the demo into a data folder and stops;
 * each worker's server then starts on a copy of it (e2e/servers.ts). Returns the
 * teardown that stops them.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PORT, E2E_WORKERS, SEED_DIR_VAR, startPortal, stopPortal } from './servers.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'srm-e2e-'));
  const seed = join(root, 'seed');
  await stopPortal(await startPortal(seed, E2E_PORT));
  process.env[SEED_DIR_VAR] = seed;
  const servers = await Promise.all(Array.from({ length: E2E_WORKERS }, (_, i) => startPortal(join(root, `worker-${i}`), E2E_PORT + i)));
  return async () => {
    await Promise.all(servers.map(stopPortal));
  };
}
