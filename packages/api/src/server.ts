/** Starts the product: migrate, load reference (and on an empty database demo) data, listen. */
import { mkdirSync } from 'node:fs';
import { checkedConfig } from './ops/start-checks.ts';
import { openDb } from './db/open.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { seedReferenceData } from './seed/reference.ts';
import { seedDemoData } from './seed/demo.ts';
import { features } from './features.ts';
import { holdServerLock } from './ops/backup.ts';
import { stopOnSignal } from './ops/shutdown.ts';

// A setting that cannot be used, an unreachable database or bucket: one line naming the variable, exit 78.
const config = await checkedConfig();
if (!config.databaseUrl) {
  mkdirSync(config.dataDir, { recursive: true });
  // Backup and restore copy the files at rest: they refuse while this process holds them.
  holdServerLock(config.dataDir);
}
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite` });
const applied = await migrate(db);
// The app first: building it registers the hooks the seeds' saves run through.
const app = await buildApp(db, config, features);
await seedReferenceData(db);
if (config.demoData) await seedDemoData(db);
app.log.info(`database: ${config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}/pglite`}; migrations applied now: ${applied.length}`);

// SIGTERM drains: sockets told to reconnect, requests and the running job finished, within SHUTDOWN_TIMEOUT_MS.
stopOnSignal(app, db, config.shutdownTimeoutMs);
await app.listen({ port: config.port, host: config.host });
