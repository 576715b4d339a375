/**
 * The embedded database's own thread: PGlite (PostgreSQL in WebAssembly) runs
 * here, so a long statement holds this thread and never the server's event loop.
 * It answers the messages of pglite-db.ts one by one, in the order they come (the
 * main side sends one at a time), and forwards the NOTIFYs it hears; those of a
 * COMMIT are posted before the COMMIT's answer, as PGlite delivers them while it runs.
 * Plain JavaScript, importing no TypeScript: every Node runs it without a loader (on Node 20 tsx registered in this
 * thread too doubled its share of a start). The messages' types: pglite-messages.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { TYPE_PARSERS } from './type-parsers.mjs';

/** @typedef {import('./pglite-messages.ts').WorkerRequest} WorkerRequest */
/** @typedef {import('./pglite-messages.ts').WorkerAnswer} WorkerAnswer */

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const { dataDir, loadDataDir } = workerData;

/** What the main side needs of a database error: its message and PostgreSQL's fields (code, constraint, detail...). */
function serialise(err) {
  const fields = {};
  for (const [k, v] of Object.entries(err ?? {})) if (typeof v === 'string' || typeof v === 'number') fields[k] = v;
  return { message: err instanceof Error ? err.message : String(err), fields };
}

/** @param {WorkerAnswer} answer @param {ArrayBuffer[]} [transfer] */
const post = (answer, transfer) => port.postMessage(answer, transfer);

try {
  // pg_trgm: the trigram indexes of keyword searches (a migration creates the extension).
  const pg = new PGlite({
    dataDir,
    loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
    parsers: TYPE_PARSERS,
    relaxedDurability: false,
    extensions: { pg_trgm },
  });
  await pg.waitReady;
  await pg.exec("SET TIME ZONE 'UTC'");
  const listening = new Map();

  port.on('message', async (/** @type {WorkerRequest} */ m) => {
    try {
      switch (m.op) {
        case 'query': {
          const res = await pg.query(m.sql, m.params);
          return post({ id: m.id, rows: res.rows, rowCount: res.affectedRows ?? res.rows.length });
        }
        case 'exec':
          await pg.exec(m.sql);
          return post({ id: m.id });
        case 'listen':
          listening.set(m.listenId, await pg.listen(m.channel, (payload) => post({ id: 0, notify: m.listenId, payload })));
          return post({ id: m.id });
        case 'unlisten':
          await listening.get(m.listenId)?.();
          listening.delete(m.listenId);
          return post({ id: m.id });
        case 'dump': {
          // Checkpointed first, so that every copy starts without replaying the seed's WAL.
          await pg.exec('CHECKPOINT');
          const bytes = await (await pg.dumpDataDir('none')).arrayBuffer();
          return post({ id: m.id, bytes }, [bytes]);
        }
        case 'close':
          await pg.close();
          return post({ id: m.id });
      }
    } catch (err) {
      post({ id: m.id, error: serialise(err) });
    }
  });
  post({ id: 0, ready: true });
} catch (err) {
  post({ id: 0, error: serialise(err) });
}
