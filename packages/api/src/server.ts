/**
 * Starts the product. It listens first, so nobody meets "connection refused": until the app is ready the startup
 * gate answers (ops/startup-gate.ts). Then: open the database, migrate, build the app, load the reference data and,
 * on an empty database, the demo's core (its users), hand the socket to the app, and load the rest of the demo in
 * the background, where a signed-in user sees it arrive and /readyz says which part is under way.
 * The server's modules are imported only once the socket is up: loading them is seconds of a start.
 */
import { createServer } from 'node:http';
import { checkedConfig } from './ops/start-checks.ts';
import { StartupGate } from './ops/startup-gate.ts';

const began = performance.now();
const seconds = () => ((performance.now() - began) / 1000).toFixed(1);
// A setting that cannot be used, an unreachable database or bucket: one line naming the variable, exit 78.
const config = await checkedConfig();
const gate = new StartupGate();
const front = createServer(gate.request);
front.on('upgrade', gate.upgrade);
// Fastify's own defaults, which its server would have had: keep-alive beyond a proxy's, no cut-off for a long upload.
front.keepAliveTimeout = 72_000;
front.requestTimeout = 0;
await new Promise<void>((resolve, reject) => {
  front.once('error', reject);
  front.listen(config.port, config.host, () => resolve());
});

type Closable = { close(): Promise<unknown> };
let app: Closable | undefined;
let db: Closable | undefined;
// A signal before the app is ready ends the start; once it is, stopOnSignal drains (ops/shutdown.ts).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (app) return;
    front.close();
    await db?.close();
    process.exit(0);
  });
}

if (!config.databaseUrl) {
  const { mkdirSync } = await import('node:fs');
  const { holdServerLock } = await import('./ops/backup.ts');
  mkdirSync(config.dataDir, { recursive: true });
  // Backup and restore copy the files at rest: they refuse while this process holds them.
  holdServerLock(config.dataDir);
}
// Opening the database (an embedded one's first start makes it) while the rest of the server loads.
const opening = import('./db/open.ts').then(({ openDb }) =>
  openDb({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite` }),
);
const [{ migrate }, { buildApp }, { seedReferenceData }, { features }, demo, { readDemoState, writeDemoState }, { stopOnSignal }] = await Promise.all([
  import('./db/migrate.ts'),
  import('./app.ts'),
  import('./seed/reference.ts'),
  import('./features.ts'),
  import('./seed/demo.ts'),
  import('./seed/demo-state.ts'),
  import('./ops/shutdown.ts'),
]);
const modulesLoaded = seconds();
const database = await opening;
const databaseOpened = seconds();
db = database;
gate.begin('migrations');
const applied = await migrate(database);
gate.begin('app');
// The app first: building it registers the hooks the seeds' saves run through.
const fastify = await buildApp(database, config, features);
gate.begin('referenceData');
await seedReferenceData(database);
gate.begin('demo');
const core = config.demoData ? await demo.seedDemoCore(database) : null;
if (config.demoData && !core) {
  const state = await readDemoState(database);
  // Embedded, no other process can be loading it; on PostgreSQL another server may be, unless it has not moved for minutes.
  const stale = state?.state === 'loading' && (!config.databaseUrl || Date.now() - Date.parse(state.updatedAt) > 5 * 60_000);
  if (stale) await writeDemoState(database, 'interrupted', state.part);
  if (stale || state?.state === 'interrupted' || state?.state === 'failed')
    fastify.log.warn(
      `the demo's load stopped during "${state?.part}" and its data is partial: start on an empty ${config.databaseUrl ? 'database' : `data folder (remove ${config.dataDir})`} to load it whole, or set DEMO_DATA=false to run on what is there`,
    );
}
// The app's close ends the socket too, as it did when the app listened itself.
fastify.addHook('onClose', async () => {
  if (front.listening) front.close();
});
await fastify.ready();
app = fastify;
gate.attach(fastify);
// SIGTERM drains: sockets told to reconnect, requests and the running job finished, within SHUTDOWN_TIMEOUT_MS.
stopOnSignal(fastify, database, config.shutdownTimeoutMs, front);
fastify.log.info(
  `listening on ${config.host}:${config.port}, ready in ${seconds()} s (${gate.timings()}; modules loaded at ${modulesLoaded} s, database open at ${databaseOpened} s); database: ${config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}/pglite`}; migrations applied now: ${applied.length}`,
);
if (core) {
  demo
    .seedDemoRest(database, core, (part) => fastify.log.info(`demo: loading ${part}`))
    .then(
      () => fastify.log.info(`demo loaded, ${seconds()} s after the start`),
      (err) => fastify.log.error({ err }, 'the demo stopped loading; its data is partial (see /readyz)'),
    );
}
