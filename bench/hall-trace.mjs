/**
 * Loaded into the hall bench's server process (NODE_OPTIONS=--import, from
 * bench/compete.ts): collects the points of an offer's path and writes them,
 * one JSON object a line, to HALL_TRACE_FILE. The hall's own points come on
 * the `srm.hall` diagnostics channel (packages/api/src/compete/trace.ts); the
 * request's arrival and answer from Node's own `http.server.request.start`;
 * the statements of each transaction (BEGIN to COMMIT on one connection) by
 * counting the driver's calls. Plain JavaScript: it loads before TypeScript does.
 */
import { appendFileSync } from 'node:fs';
import { subscribe } from 'node:diagnostics_channel';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const file = process.env.HALL_TRACE_FILE;
const now = () => performance.timeOrigin + performance.now();
let lines = [];
const put = (point) => lines.push(JSON.stringify(point));
const flush = () => {
  if (!lines.length || !file) return;
  appendFileSync(file, `${lines.join('\n')}\n`);
  lines = [];
};
setInterval(flush, 500).unref();
process.on('exit', flush);

subscribe('srm.hall', (point) => put(point));
subscribe('http.server.request.start', ({ request, response }) => {
  if (!request.url?.endsWith('/doOfferPrice')) return;
  const auth = String(request.headers.authorization ?? '').slice(-12);
  put({ stage: 'received', at: now(), auth });
  response.once('finish', () => put({ stage: 'answered', at: now(), auth }));
});

// Per transaction: its statements, the time they were in flight (COMMIT apart), and the rest: the server between statements.
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, ...rest) {
  const text = typeof config === 'string' ? config : config?.text;
  // A transaction's first and last round trips may carry more (db/pg-db.ts): `RESET …; BEGIN`, `SELECT …; COMMIT`.
  const end = /(?:^|;\s*)(COMMIT|ROLLBACK)$/.exec(text ?? '')?.[1];
  if (/(?:^|;\s*)BEGIN$/.test(text ?? '')) this.__hall = { statements: 0, began: now(), inFlight: 0 };
  const tx = this.__hall;
  if (!tx) return query.call(this, config, ...rest);
  tx.statements++;
  const sent = now();
  const result = query.call(this, config, ...rest);
  const done = () => {
    const took = now() - sent;
    if (end) {
      put({ stage: 'transaction', at: now(), statements: tx.statements, end, ms: now() - tx.began, inFlightMs: tx.inFlight, commitMs: took });
    } else tx.inFlight += took;
  };
  if (end) this.__hall = undefined;
  if (result && typeof result.then === 'function') result.then(done, done);
  return result;
};
